// Package session is one game at the table without the drawing: the game, the person's
// seat, the computer players and their thinking, undo, hints and the persistence hooks. The
// window draws a Session and turns input into its commands; its tests play whole games with
// no display.
package session

import (
	"context"
	"math/rand/v2"
	"slices"
	"time"

	"tarabish/ai"
	"tarabish/game"
)

// ThinkBudget is how long a computer player may think over one decision.
const ThinkBudget = 300 * time.Millisecond

// Session is a game in progress with the players at its table.
type Session struct {
	G       *game.Game   // the game; the pointer stays the same through undo
	Human   game.Seat    // the person's seat, or NoSeat when four computer players play
	Guided  bool         // the guided first hand: nothing is saved or counted
	players [4]ai.Player // who chooses for each seat the person does not hold
	rng     *rand.Rand   // seeds the computer players' choices

	thinking  game.Seat        // the computer seat thinking now, or NoSeat
	thinkDone chan game.Action // its decision, when made
	stopThink context.CancelFunc
	since     time.Time // when it started

	hint       hinter
	HintBudget time.Duration // how long a hint may think (0: HintBudget)

	// OnAction is called after every action (the window saves the game through it).
	OnAction func(g *game.Game)
	// OnHand is called when an action ends a hand (the window records it in the history and
	// the statistics): the hand's number and the state right after it.
	OnHand func(g *game.Game, handNo int, after game.State)
}

// New seats players around a game (new, resumed or dealt); the person holds human.
func New(g *game.Game, human game.Seat, players [4]ai.Player) *Session {
	return &Session{G: g, Human: human, players: players, thinking: game.NoSeat,
		rng: rand.New(rand.NewPCG(g.Seed, 0x7AB1E))}
}

// Players makes the computer players of the named levels, seat by seat (an unknown level
// plays at random).
func Players(levels [4]string) [4]ai.Player {
	var out [4]ai.Player
	for seat, level := range levels {
		p, err := ai.NewPlayer(level)
		if err != nil {
			p = ai.Random{}
		}
		out[seat] = p
	}
	return out
}

// State gives the game's state.
func (s *Session) State() *game.State { return &s.G.State }

// PersonToAct reports whether the person is the seat to act.
func (s *Session) PersonToAct() bool {
	return s.Human != game.NoSeat && s.G.State.Current() == s.Human
}

// Act takes an action of the seat to act (the person's or a computer player's decision)
// and gives what happened; an illegal action is refused with the rule it breaks
// (*game.IllegalPlay for a card) and nothing changes.
func (s *Session) Act(a game.Action) ([]game.Event, error) {
	handNo := s.G.State.HandNo
	events, err := s.G.Apply(a)
	if err != nil {
		return nil, err
	}
	s.hint.stop()
	if s.OnAction != nil {
		s.OnAction(s.G)
	}
	if s.OnHand != nil && slices.ContainsFunc(events, func(e game.Event) bool { return e.Kind == game.EventHand }) {
		s.OnHand(s.G, handNo, s.G.State)
	}
	return events, nil
}

// Think starts the seat to act thinking, off the caller's goroutine, when it is a computer
// seat and not thinking yet.
func (s *Session) Think() {
	cur := s.G.State.Current()
	if cur == game.NoSeat || cur == s.Human || s.thinking != game.NoSeat {
		return
	}
	v := s.G.State.View(cur)
	p := s.players[cur]
	ch := make(chan game.Action, 1)
	seed := s.rng.Uint64()
	work, cancel := context.WithCancel(context.Background())
	go func() { ch <- p.Choose(work, &v, ThinkBudget, rand.New(rand.NewPCG(seed, 1))) }()
	s.thinking, s.thinkDone, s.stopThink, s.since = cur, ch, cancel, time.Now()
}

// Thinking gives the computer seat thinking now (NoSeat when none) and since when.
func (s *Session) Thinking() (game.Seat, time.Time) { return s.thinking, s.since }

// Decision gives the thinking seat's decision once it is made, without waiting; the
// thinking is then over and the caller acts on it with Act.
func (s *Session) Decision() (game.Action, bool) {
	if s.thinking == game.NoSeat {
		return game.Action{}, false
	}
	select {
	case a := <-s.thinkDone:
		s.thinking, s.thinkDone, s.stopThink = game.NoSeat, nil, nil
		if s.G.State.Check(a) != nil {
			a = s.G.State.AppendLegal(nil)[0] // a computer player never errs; should one, play on legally
		}
		return a, true
	default:
		return game.Action{}, false
	}
}

// StopThinking cancels a computer player's thinking and forgets its decision.
func (s *Session) StopThinking() {
	if s.stopThink != nil {
		s.stopThink()
	}
	s.thinking, s.thinkDone, s.stopThink = game.NoSeat, nil, nil
}

// CanUndo reports whether the person has a card of this hand to take back.
func (s *Session) CanUndo() bool {
	return s.Human != game.NoSeat && s.G.State.Phase == game.PhasePlay && s.G.LastPlay(s.Human) >= 0
}

// Undo takes back the person's last card and everything played after it, stopping any
// thinking that was under way; the deal stays (seeded and dealt games alike).
func (s *Session) Undo() bool {
	if !s.CanUndo() {
		return false
	}
	s.StopThinking()
	s.hint.stop()
	if !s.G.Undo(s.Human) {
		return false
	}
	if s.OnAction != nil {
		s.OnAction(s.G)
	}
	return true
}

// Quit stops every piece of work under way (the person leaves the table).
func (s *Session) Quit() {
	s.StopThinking()
	s.hint.stop()
}
