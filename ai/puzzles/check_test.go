package puzzles_test

import (
	"testing"

	"tarabish/ai/dd"
	"tarabish/ai/puzzles"
	"tarabish/game"
)

// TestCheckLines plays every legal card of every puzzle through Check: the verdict agrees
// with the answer, and the line is a legal play of the whole rest of the hand that gives the
// side what the verdict says.
func TestCheckLines(t *testing.T) {
	for _, p := range puzzles.All() {
		value := map[game.Card]int{}
		for _, cs := range puzzles.Values(p) {
			value[cs.Card] = cs.Value
		}
		for _, c := range p.Legal().Slice() {
			v, err := puzzles.Check(p, c)
			if err != nil {
				t.Fatalf("%s %v: %v", p.ID, c, err)
			}
			if v.OK != p.Answer.Has(c) {
				t.Errorf("%s %v: have ok %v, the answer is %v", p.ID, c, v.OK, p.Answer)
			}
			if v.OK != (v.Got >= p.Need()) {
				t.Errorf("%s %v: ok %v with %d of %d needed", p.ID, c, v.OK, v.Got, p.Need())
			}
			if v.Got != value[c] {
				t.Errorf("%s %v: the line gives %d, the solver's value is %d", p.ID, c, v.Got, value[c])
			}
			if got := replay(t, p, v.Line); got != v.Got {
				t.Errorf("%s %v: the line gives %d, the verdict %d", p.ID, c, got, v.Got)
			}
		}
	}
}

// TestCheckIllegal asks Check about a card the seat to move may not play.
func TestCheckIllegal(t *testing.T) {
	for _, p := range puzzles.All() {
		held := p.Hands[p.ToMove()]
		if bad := held &^ p.Legal(); bad != 0 {
			if _, err := puzzles.Check(p, bad.First()); err == nil {
				t.Errorf("%s: Check accepts %v, which is not legal", p.ID, bad.First())
			}
			return
		}
	}
	t.Fatal("no puzzle has an illegal card in the hand to move")
}

// replay plays a line from the puzzle under the rules and gives what the side won with it;
// the line must end the hand and start with the puzzle's seat to move.
func replay(t *testing.T, p *puzzles.Puzzle, line []puzzles.Play) int {
	t.Helper()
	pos := p.Position()
	got := 0
	for i, pl := range line {
		if pl.Seat != pos.ToMove() || !dd.Legal(pos).Has(pl.Card) {
			t.Fatalf("%s: play %d, %v by %v, is not legal", p.ID, i, pl.Card, pl.Seat)
		}
		pos.Hands[pl.Seat] &^= pl.Card.Mask()
		pos.Trick[pos.TrickLen] = pl.Card
		pos.TrickLen++
		pos.Rules.LeadTrump = false
		if pos.TrickLen < 4 {
			continue
		}
		win, value := pos.Leader, 0
		best, seat := pos.Trick[0], pos.Leader
		for j, c := range pos.Trick {
			if j > 0 && game.Beats(p.Game, c, best, p.Trump) {
				best, win = c, seat
			}
			value += game.Points(c, p.Trump)
			seat = p.Game.Next(seat)
		}
		if !p.Game.Ruleset().CardPoints {
			value = 1
		} else if pos.Hands[win] == 0 {
			value += pos.Rules.LastTrick
		}
		if win.Team() == p.Side {
			got += value
		}
		pos.Leader, pos.TrickLen = win, 0
	}
	for s, h := range pos.Hands {
		if h != 0 {
			t.Fatalf("%s: the line leaves %v with %v", p.ID, game.Seat(s), h)
		}
	}
	return got
}
