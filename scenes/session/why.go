package session

import (
	"context"
	"time"

	"tarabish/ai"
	"tarabish/game"
)

// Explanation works out, off the caller's goroutine, why a computer seat played a recorded
// card; Stop cancels it.
type Explanation struct {
	pending chan whyResult
	cancel  context.CancelFunc
	ended   chan struct{}
	result  *ai.CardWhy
	err     error
}

type whyResult struct {
	w   ai.CardWhy
	err error
}

// Explain starts working out why the seat that played the recorded move chose its card, with
// budget (0: the hint's); the person's own cards are refused.
func Explain(rules game.Rules, h game.HandRecord, move int, person game.Seat, budget time.Duration) *Explanation {
	if budget == 0 {
		budget = HintBudget
	}
	if move >= 0 && move < len(h.Moves) && h.Moves[move].Seat == person && h.Moves[move].Action.Verb == game.Play {
		return ExplainBy(func(context.Context) (ai.CardWhy, error) {
			return ai.CardWhy{}, &ai.MoveError{Problem: ai.MoveByPerson, Move: move, Moves: len(h.Moves)}
		})
	}
	return ExplainBy(func(ctx context.Context) (ai.CardWhy, error) { return ai.ExplainCard(ctx, rules, h, move, budget) })
}

// ExplainBy runs the work of an explanation on its own goroutine, with a context that Stop
// cancels.
func ExplainBy(work func(ctx context.Context) (ai.CardWhy, error)) *Explanation {
	e := &Explanation{pending: make(chan whyResult, 1), ended: make(chan struct{})}
	ctx, cancel := context.WithCancel(context.Background())
	e.cancel = cancel
	go func() {
		defer close(e.ended)
		w, err := work(ctx)
		e.pending <- whyResult{w, err}
	}()
	return e
}

// Result gives the explanation once it is worked out, or why there is none; pending while it
// is being worked out.
func (e *Explanation) Result() (w *ai.CardWhy, pending bool, err error) {
	if e.pending != nil {
		select {
		case r := <-e.pending:
			e.pending, e.cancel = nil, nil
			e.result, e.err = &r.w, r.err
		default:
			return nil, true, nil
		}
	}
	return e.result, false, e.err
}

// Stop cancels the work under way (it ends within moments).
func (e *Explanation) Stop() {
	if e.cancel != nil {
		e.cancel()
	}
}

// Ended is closed once the work's goroutine has ended.
func (e *Explanation) Ended() <-chan struct{} { return e.ended }
