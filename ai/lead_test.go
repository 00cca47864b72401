package ai

import (
	"testing"
	"time"

	"tarabish/game"
)

// TestOpeningLeadLook: LeadStretch lengthens the opening lead's think time only (not the
// bidding, not the second card of the first trick), never below Stretch; SolveLead solves the
// opening lead exactly where SolveCards would roll it out, and only the opening lead.
func TestOpeningLeadLook(t *testing.T) {
	const budget = 300 * time.Millisecond
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		g, ok := playTo(k, k.HandSize(), 1)
		if !ok {
			t.Fatalf("%v: seed 1 cannot be played to the first card", k)
		}
		lead := g.State.View(g.State.Turn)
		if !openingLead(&lead) {
			t.Fatalf("%v: no opening lead from seed 1", k)
		}
		bid := lead
		bid.Phase = game.PhaseBid
		if _, err := g.Apply(easyAction(&lead)); err != nil {
			t.Fatal(err)
		}
		second := g.State.View(g.State.Turn)
		for second.Phase == game.PhasePlay && second.TrickLen == 0 { // a run announced first
			if _, err := g.Apply(easyAction(&second)); err != nil {
				t.Fatal(err)
			}
			second = g.State.View(g.State.Turn)
		}
		if openingLead(&second) || second.TrickNo != 0 {
			t.Fatalf("%v: second card of the first trick taken for the opening lead", k)
		}

		for _, tc := range []struct {
			name                  string
			s                     Search
			lead, second, bidding time.Duration
		}{
			{"neither", Search{}, budget, budget, budget},
			{"lead 3", Search{LeadStretch: 3}, 3 * budget, budget, budget},
			{"expert's 5, lead 3", Search{Stretch: 5, LeadStretch: 3}, 5 * budget, 5 * budget, 2 * budget},
			{"expert's 2, lead 3", Search{Stretch: 2, LeadStretch: 3}, 3 * budget, 2 * budget, 2 * budget},
		} {
			if got := tc.s.thinkTime(&lead, budget); got != tc.lead {
				t.Errorf("%v %s: opening lead %v, want %v", k, tc.name, got, tc.lead)
			}
			if got := tc.s.thinkTime(&second, budget); got != tc.second {
				t.Errorf("%v %s: second card %v, want %v", k, tc.name, got, tc.second)
			}
			if got := tc.s.thinkTime(&bid, budget); got != tc.bidding {
				t.Errorf("%v %s: bidding %v, want %v", k, tc.name, got, tc.bidding)
			}
		}

		s := Search{SolveCards: [game.Kinds]int{3, 3}, Rollout: [game.Kinds]int{2, 2}}
		if m := s.modeFor(&lead); m != modeRollout {
			t.Errorf("%v: without SolveLead the opening lead's mode is %v, want rollouts", k, m)
		}
		s.SolveLead = true
		if m := s.modeFor(&lead); m != modeScore {
			t.Errorf("%v: with SolveLead the opening lead's mode is %v, want exact", k, m)
		}
		if m := s.modeFor(&second); m != modeRollout {
			t.Errorf("%v: with SolveLead the second card's mode is %v, want rollouts", k, m)
		}
	}
}
