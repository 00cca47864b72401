package session

import (
	"context"
	"time"

	"tarabish/ai"
	"tarabish/game"
)

// HintBudget is how long a hint may think.
const HintBudget = 900 * time.Millisecond

// hinter works out hints off the caller's goroutine, one at a time.
type hinter struct {
	at      int // the game's action count the hint is for
	pending chan ai.HintResult
	cancel  context.CancelFunc
	result  *ai.HintResult
}

// stop cancels the hint being worked out and forgets the last one.
func (h *hinter) stop() {
	if h.cancel != nil {
		h.cancel()
	}
	*h = hinter{}
}

// AskHint starts working out a hint for the person's turn; asking again for the same moment
// keeps the hint under way, a new moment cancels the old one.
func (s *Session) AskHint() {
	if !s.PersonToAct() {
		return
	}
	at := s.G.ActionCount()
	if h := &s.hint; h.at == at && (h.pending != nil || h.result != nil) {
		return
	}
	s.hint.stop()
	v := s.G.State.View(s.Human)
	ch := make(chan ai.HintResult, 1)
	work, cancel := context.WithCancel(context.Background())
	budget := s.HintBudget
	if budget == 0 {
		budget = HintBudget
	}
	go func() { ch <- ai.Hint(work, &v, budget) }()
	s.hint = hinter{at: at, pending: ch, cancel: cancel}
}

// Hint gives the hint for this moment once it is worked out (nil while it is, or when none
// was asked for) and whether one is being worked out.
func (s *Session) Hint() (*ai.HintResult, bool) {
	h := &s.hint
	if h.pending == nil && h.result == nil {
		return nil, false
	}
	if h.at != s.G.ActionCount() {
		h.stop()
		return nil, false
	}
	if h.pending != nil {
		select {
		case r := <-h.pending:
			h.result, h.pending, h.cancel = &r, nil, nil
		default:
			return nil, true
		}
	}
	return h.result, false
}

// Suggested gives the card the hint suggests (NoCard when none).
func (s *Session) Suggested() game.Card {
	r, _ := s.Hint()
	if r == nil || r.Action.Verb != game.Play {
		return game.NoCard
	}
	return r.Action.Card
}
