// Package progress works out the progress figures of one finished hand from its history
// entry alone: what the person's (South's) cards gave away against double-dummy best play,
// the person's bidding decision against what the deal allowed, Bella and runs held and
// counted, and whether the person's team's contract went bait or failed. Double-dummy work
// has a budget and stops when its context is cancelled; a figure counts only when solved.
package progress

import (
	"context"
	"fmt"
	"time"

	"tarabish/ai"
	"tarabish/ai/dd"
	"tarabish/game"
	"tarabish/settings"
)

// Budget is how long the figures of one hand may take when nothing cancels them.
const Budget = 20 * time.Second

// hand is what the replay of a history hand gives the figures.
type hand struct {
	rules     game.Rules
	dealer    game.Seat
	full      [4]game.Cards // every seat's cards, kitty included
	plays     []dd.Position // the positions where the person played a card, in play order
	played    []game.Card   // the card the person played in each
	decision  *game.State   // the state before the person's last real bidding decision
	action    game.Action   // that decision
	end       game.State    // the state once the hand was over
	southRuns bool          // the person's cards held a countable meld after the kitty
	bella     bool          // the person held trump K and Q after the kitty
}

// Of works out the figures of a history hand within budget (or until ctx is cancelled). The
// solver may be nil (one is made); passing one reuses its memory across hands.
func Of(ctx context.Context, e settings.HistoryEntry, budget time.Duration, solver *dd.Solver) (settings.Figures, error) {
	h, err := replay(e)
	if err != nil {
		return settings.Figures{}, err
	}
	if solver == nil {
		solver = dd.NewSolver()
	}
	solver.SetCancel(ctx.Done())
	defer solver.SetCancel(nil)
	deadline := time.Now().Add(budget)
	f := settings.Figures{Version: settings.FiguresVersion, Positions: len(h.plays)}
	r := h.end.Result
	if r.Caller <= game.West && r.Caller.Team() == game.NS {
		f.Contract = true
		f.Failed = r.Bait != game.BaitNone
		if !h.rules.Game.Ruleset().CardPoints {
			f.Failed = !r.Made
		}
	}
	if h.rules.Game.Ruleset().Melds {
		f.BellaHeld, f.RunsHeld = h.bella, h.southRuns
		f.BellaScored = h.bella && r.Bella[game.NS] > 0
		f.RunsScored = h.southRuns && southRunsCounted(&h.end)
	}
	if h.decision != nil {
		f.Decision, f.Asked, f.Could = judgeBid(ctx, solver, &h, deadline)
	}
	f.Given, f.Solved = givenAway(ctx, solver, &h, deadline)
	return f, nil
}

// replay rebuilds the hand, keeping what the figures look at.
func replay(e settings.HistoryEntry) (hand, error) {
	if len(e.Record.Hands) != 1 {
		return hand{}, fmt.Errorf("the record holds %d hands, not one", len(e.Record.Hands))
	}
	rec := e.Record.Hands[0]
	h := hand{rules: e.Record.Rules, dealer: rec.Dealer}
	watch := func(s *game.State, m game.Move) {
		if m.Seat != game.South {
			return
		}
		switch m.Action.Verb {
		case game.Pass, game.Call, game.Bid:
			// a forced action is no decision, nor a pass over the partner's high bid (the team
			// holds the contract already)
			overPartner := m.Action.Verb == game.Pass && s.Bid > 0 && s.Caller == game.North
			if len(s.AppendLegal(nil)) > 1 && !overPartner {
				st := *s
				h.decision, h.action = &st, m.Action
				for p := range h.full {
					h.full[p] = s.Hands[p] | s.Kitty[p]
				}
			}
		case game.Play:
			if len(h.plays) == 0 {
				h.southRuns = s.Melds[game.South].N > 0
				h.bella = s.Bella == game.South
			}
			h.plays = append(h.plays, ai.Position(s))
			h.played = append(h.played, m.Action.Card)
		}
	}
	g, err := game.Rebuild(h.rules, game.History{Hands: []game.HandRecord{rec}}, watch)
	if err != nil {
		return hand{}, err
	}
	h.end = g.State
	return h, nil
}

// southRunsCounted reports whether the person's own shown melds counted at the end of a hand.
func southRunsCounted(s *game.State) bool {
	if s.Shown&(1<<game.South) == 0 || s.Result.Runs[game.NS] == 0 {
		return false
	}
	if s.Rules.RunScoring == game.RunScoringTeam {
		return true
	}
	// player scoring: one player counts; partners tie only by cancelling (then nothing counts)
	north := s.Shown&(1<<game.North) != 0 && s.Melds[game.North].N > 0
	return !north || s.Melds[game.South].Best > s.Melds[game.North].Best
}

// givenAway sums what the person's cards gave away against best play, solving the
// positions from the last card back while the budget lasts.
func givenAway(ctx context.Context, solver *dd.Solver, h *hand, deadline time.Time) (given, solved int) {
	var scores []dd.CardScore
	for i := len(h.plays) - 1; i >= 0; i-- {
		left := time.Until(deadline)
		if left <= 0 || ctx.Err() != nil {
			break
		}
		solver.SetLimits(0, left)
		scores = solver.ScoreCards(h.plays[i], scores[:0])
		if solver.Limited() || ctx.Err() != nil {
			break
		}
		best, chosen := -1, -1
		for _, sc := range scores {
			best = max(best, sc.Value)
			if sc.Card == h.played[i] {
				chosen = sc.Value
			}
		}
		if best >= 0 && chosen >= 0 {
			given += best - chosen
			solved++
		}
	}
	solver.SetLimits(0, 0)
	return given, solved
}
