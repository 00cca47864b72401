package puzzles

import (
	"fmt"
	"sync"

	"tarabish/ai/dd"
	"tarabish/game"
)

// Play is one card of a line, with the seat that plays it.
type Play struct {
	Seat game.Seat
	Card game.Card
}

// Verdict is the solver's judgement of one card in a puzzle.
type Verdict struct {
	OK   bool   // the card keeps the goal reachable against any defence
	Got  int    // what Side wins from here on with best play after the card (as Need counts)
	Line []Play // the card and the rest of the hand with best play by both sides: the refutation of a wrong card
}

// tableBits sizes the shared solver's table: 2^16 entries (1.5 MiB) hold endings of up to
// seven cards a hand with room to spare.
const tableBits = 16

// solver is the one double-dummy solver the puzzles share.
var solver struct {
	sync.Mutex
	s *dd.Solver
}

// Check judges a card for the seat to move: whether the goal stays reachable under
// double-dummy play, and the line that follows (for a wrong card, the one that beats it).
// An illegal card gives an error.
func Check(p *Puzzle, c game.Card) (Verdict, error) {
	pos := p.Position()
	if err := pos.Check(); err != nil {
		return Verdict{}, fmt.Errorf("puzzle %s: %v", p.ID, err)
	}
	if !dd.Legal(pos).Has(c) {
		return Verdict{}, fmt.Errorf("%v may not be played here", c)
	}
	s, unlock := lockSolver()
	defer unlock()
	var v Verdict
	v.Line = append(v.Line, Play{pos.ToMove(), c})
	got, pos := won(p, pos, c)
	for pos.Hands[pos.ToMove()] != 0 {
		c = bestCard(s, pos)
		v.Line = append(v.Line, Play{pos.ToMove(), c})
		var w int
		w, pos = won(p, pos, c)
		got += w
	}
	v.Got = got
	v.OK = got >= p.Need()
	return v, nil
}

// Values gives the exact value for Side (as Need counts) of every legal card, in card order.
func Values(p *Puzzle) []dd.CardScore {
	s, unlock := lockSolver()
	defer unlock()
	return s.ScoreCards(p.Position(), nil)
}

// lockSolver takes the shared solver, made at first use, until unlock is called.
func lockSolver() (s *dd.Solver, unlock func()) {
	solver.Lock()
	if solver.s == nil {
		solver.s = dd.NewSolverBits(tableBits)
	}
	return solver.s, solver.Unlock
}

// bestCard gives the lowest card of the best value for the side to move.
func bestCard(s *dd.Solver, pos dd.Position) game.Card {
	best, c := -1, game.NoCard
	for _, cs := range s.ScoreCards(pos, nil) {
		if cs.Value > best {
			best, c = cs.Value, cs.Card
		}
	}
	return c
}

// won plays a card and gives what the puzzle's side won by it (the trick's points or the
// trick itself, when the card completes a trick) and the position after it.
func won(p *Puzzle, pos dd.Position, c game.Card) (int, dd.Position) {
	seat := pos.ToMove()
	pos.Hands[seat] &^= c.Mask()
	pos.Trick[pos.TrickLen] = c
	pos.TrickLen++
	pos.Rules.LeadTrump = false
	if pos.TrickLen < 4 {
		return 0, pos
	}
	win, value := trickWinner(p, pos)
	pos.Leader, pos.TrickLen = win, 0
	for i := range pos.Trick {
		pos.Trick[i] = game.NoCard
	}
	if win.Team() != p.Side {
		return 0, pos
	}
	if pos.Hands[win] == 0 && p.Game.Ruleset().CardPoints {
		value += pos.Rules.LastTrick
	}
	return value, pos
}

// trickWinner gives the seat that wins a full trick and what the trick is worth (Tarabish
// card points without the last-trick bonus, Tarneeb one trick).
func trickWinner(p *Puzzle, pos dd.Position) (game.Seat, int) {
	plays := make([]Play, 4)
	seat := pos.Leader
	value := 0
	for i, c := range pos.Trick {
		plays[i] = Play{seat, c}
		value += game.Points(c, pos.Trump)
		seat = p.Game.Next(seat)
	}
	if !p.Game.Ruleset().CardPoints {
		value = 1
	}
	return winner(p, plays), value
}
