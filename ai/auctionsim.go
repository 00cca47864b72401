package ai

import (
	"tarabish/ai/dd"
	"tarabish/game"
)

// Tarneeb bidding against passing: what passing brings is simulated on the same sampled deals,
// the rest of the auction bid by the easy player's rules with each seat's sampled cards (the
// seat that passed cannot come back in), the contract then played out like the bids are.

// passedAuction gives the seat's team's score difference in one sampled deal when the seat
// passes now: with set, the set won or lost counts too, as tarneebEV counts it. A deal all four
// pass is thrown in (0). False when the solve stopped at a limit.
func passedAuction(solver *dd.Solver, v *game.View, hands [4]game.Cards, depth int, set bool) (float64, bool) {
	caller, bid, ok := auctionAfterPass(v, hands)
	if !ok {
		return 0, true
	}
	st, err := game.NewPlayState(v.Rules, v.Dealer, caller, bid, tarneebBestTrump(hands[caller]), hands, v.Score)
	if err != nil {
		return 0, false
	}
	sc := newScorer(&st)
	got, ok := rolloutGot(solver, &st, depth)
	team := v.Seat.Team()
	if set {
		return sc.diff(team, got), ok
	}
	score := sc.scores(got)
	return float64(score[team] - score[team.Other()]), ok
}

// auctionAfterPass runs the rest of a Tarneeb auction after v.Seat passes, each other seat
// bidding by the easy player's rules with its sampled cards: the winning seat and bid, or false
// when all four pass (or the auction cannot go on).
func auctionAfterPass(v *game.View, hands [4]game.Cards) (game.Seat, int, bool) {
	st := v.State
	st.Hands = hands
	if st.Apply(game.PassAction) != nil {
		return game.NoSeat, 0, false
	}
	for st.Phase == game.PhaseBid {
		w := st.View(st.Turn)
		if st.Apply(tarneebBid(&w, legalActions(&w.State))) != nil {
			return game.NoSeat, 0, false
		}
	}
	if st.Phase != game.PhaseTrump {
		return game.NoSeat, 0, false // thrown in
	}
	return st.Caller, st.Bid, true
}

// bidWorth gives the reason for a Tarneeb bid or pass chosen against passing's simulated score:
// what bidding next with the best trump gains over passing, or loses to it, or, where the bid
// gains enough but makes it less often than bidFloor, that it is too risky.
func bidWorth(v *game.View, ev []suitEval, pass *suitEval, next int, s *Search, a game.Action) Reason {
	gain, best := tarneebGain(v, ev, pass, next, s)
	if best < 0 {
		return Reason{Why: WhyBest}
	}
	chance, floor := ev[best].tricksAtLeast(next), bidFloor(v, pass, s)
	r := Reason{Why: WhyCallWorth, Suit: ev[best].Suit, Chance: chance, Value: gain}
	switch {
	case a.Verb == game.Pass && gain > bidNeed(v, s) && chance < floor:
		r = Reason{Why: WhyTooRisky, Suit: ev[best].Suit, Chance: chance, Need: floor}
	case a.Verb == game.Pass:
		r.Why, r.Value = WhyPassWorth, -gain
	}
	return r
}
