package progress

import (
	"context"
	"time"

	"tarabish/ai"
	"tarabish/ai/dd"
	"tarabish/game"
	"tarabish/settings"
)

// The bidding decision, judged double dummy with every card known (the kitty too):
//
//   - Tarneeb, and the Tarabish auction: a bid of b asks for b; the person's team could take
//     "could" with the trump the person named (when the person won the bid) or else the best
//     trump for them, the person leading as the highest bidder does (Tarabish: the dealer's
//     left leads). could < b is an overbid, could >= b + one bidding step an underbid, and
//     otherwise right. A pass asks for the lowest bid that would then have been allowed: an
//     underbid when the team could take it with the best trump, otherwise right.
//   - Tarabish call-or-pass: a call asks for more than half of the card points with the last
//     trick (82 of 162, 66 of 130 in no trump); the team could take "could" with that trump:
//     below is an overcall (bait, double dummy), otherwise right. A pass is an undercall when
//     some trump the person could have called would have passed that line, otherwise right.
//
// Runs and Bella are left out (they depend on announcing and showing); a forced action (the
// only one allowed) is no decision, nor is a pass while the partner holds the highest bid;
// the person's last decision of the hand is judged.

// judgeBid judges the person's last bidding decision; DecisionUnsolved when the solver did
// not answer in time.
func judgeBid(ctx context.Context, solver *dd.Solver, h *hand, deadline time.Time) (settings.Decision, int, int) {
	rs := h.rules.Game.Ruleset()
	s := h.decision
	if rs.CallOrPass && h.rules.Bidding == game.BiddingCall {
		return judgeCall(ctx, solver, h, deadline)
	}
	low, step := rs.LowBid, rs.BidStep
	if low == 0 {
		low = h.rules.MinBid
	}
	if h.action.Verb == game.Pass {
		asked := max(low, s.Bid+step)
		could, ok := bestTeamValue(ctx, solver, h, deadline, trumpsFor(h.rules))
		switch {
		case !ok:
			return settings.DecisionUnsolved, asked, 0
		case could >= asked:
			return settings.DecisionUnder, asked, could
		}
		return settings.DecisionRight, asked, could
	}
	asked := int(h.action.Number)
	trumps := trumpsFor(h.rules)
	if r := h.end.Result; r.Caller == game.South && r.Trump <= game.NoTrump {
		trumps = []game.Suit{r.Trump}
	}
	could, ok := bestTeamValue(ctx, solver, h, deadline, trumps)
	switch {
	case !ok:
		return settings.DecisionUnsolved, asked, 0
	case could < asked:
		return settings.DecisionOver, asked, could
	case could >= asked+step:
		return settings.DecisionUnder, asked, could
	}
	return settings.DecisionRight, asked, could
}

// judgeCall judges a Tarabish call or pass in call-or-pass bidding.
func judgeCall(ctx context.Context, solver *dd.Solver, h *hand, deadline time.Time) (settings.Decision, int, int) {
	need := func(t game.Suit) int { return (game.HandPoints(t)+h.rules.LastTrick)/2 + 1 }
	if h.action.Verb == game.Call {
		t := h.action.Suit
		could, ok := teamValue(ctx, solver, h, deadline, t)
		switch {
		case !ok:
			return settings.DecisionUnsolved, need(t), 0
		case could < need(t):
			return settings.DecisionOver, need(t), could
		}
		return settings.DecisionRight, need(t), could
	}
	// a pass: the trump with the widest margin over what it needs
	bestAsked, bestCould, found := 0, 0, false
	for _, t := range trumpsFor(h.rules) {
		could, ok := teamValue(ctx, solver, h, deadline, t)
		if !ok {
			return settings.DecisionUnsolved, need(t), 0
		}
		if !found || could-need(t) > bestCould-bestAsked {
			bestAsked, bestCould, found = need(t), could, true
		}
	}
	if bestCould >= bestAsked {
		return settings.DecisionUnder, bestAsked, bestCould
	}
	return settings.DecisionRight, bestAsked, bestCould
}

// trumpsFor lists the trumps that may be named under the rules.
func trumpsFor(r game.Rules) []game.Suit {
	out := []game.Suit{game.Spades, game.Hearts, game.Diamonds, game.Clubs}
	if r.Game.Ruleset().NoTrump && r.NoTrump {
		out = append(out, game.NoTrump)
	}
	return out
}

// bestTeamValue gives the most the person's team could take with any of the trumps.
func bestTeamValue(ctx context.Context, solver *dd.Solver, h *hand, deadline time.Time, trumps []game.Suit) (int, bool) {
	best := -1
	for _, t := range trumps {
		v, ok := teamValue(ctx, solver, h, deadline, t)
		if !ok {
			return 0, false
		}
		best = max(best, v)
	}
	return best, best >= 0
}

// teamValue gives what North–South take double dummy with the person as caller and trump t.
func teamValue(ctx context.Context, solver *dd.Solver, h *hand, deadline time.Time, t game.Suit) (int, bool) {
	left := time.Until(deadline)
	if left <= 0 || ctx.Err() != nil {
		return 0, false
	}
	st, err := game.NewPlayState(h.rules, h.dealer, game.South, 0, t, h.full, [2]int{})
	if err != nil {
		return 0, false
	}
	pos := ai.Position(&st)
	solver.SetLimits(0, left)
	defer solver.SetLimits(0, 0)
	v, _ := solver.Solve(pos)
	if solver.Limited() || ctx.Err() != nil {
		return 0, false
	}
	total := h.rules.Game.Ruleset().HandSize
	if h.rules.Game.Ruleset().CardPoints {
		total = game.HandPoints(t) + h.rules.LastTrick
	}
	if pos.ToMove().Team() != game.NS {
		v = total - v
	}
	return v, true
}
