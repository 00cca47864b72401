package ai

import (
	"math/rand/v2"

	"tarabish/ai/dd"
	"tarabish/game"
)

// Tarabish calling by expected score: a call is set against what passing brings, simulated on
// the same sampled deals, the seats after this one calling by the easy player's rule on the
// cards they can see, the dealer forced at the end where the rules say so.

// passedCall gives the seat's team's score difference in one sampled deal when the seat passes:
// the first seat after it whose visible cards reach the easy player's call calls (the dealer,
// last, when forced), and the hand is played out by a rollout finished by the solver. A hand
// nobody calls is thrown in (0). False when the solve stopped at a limit.
func passedCall(solver *dd.Solver, v *game.View, hands [4]game.Cards, allowNT bool, depth int, salt uint64) (float64, bool) {
	p, t, ok := nextCaller(v, hands, allowNT, rand.New(rand.NewPCG(salt, uint64(hands[0]))))
	if !ok {
		return 0, true // thrown in
	}
	st, err := game.NewPlayState(v.Rules, v.Dealer, p, 0, t, hands, v.Score)
	if err != nil {
		return 0, false
	}
	sc := newScorer(&st)
	got, ok := rolloutGot(solver, &st, depth)
	return sc.diff(v.Seat.Team(), got), ok
}

// nextCaller gives the seat that calls, and its trump, when v.Seat passes in a sampled deal:
// the first after it whose visible cards reach the easy player's call, or the dealer when
// forced; false when the hand would be thrown in.
func nextCaller(v *game.View, hands [4]game.Cards, allowNT bool, rng *rand.Rand) (game.Seat, game.Suit, bool) {
	if v.Seat == v.Dealer {
		return game.NoSeat, 0, false // the dealer is last
	}
	seen := v.Hand().Len()
	for p := v.Rules.Game.Next(v.Seat); ; p = v.Rules.Game.Next(p) {
		last := p == v.Dealer
		t, est := tarabishBestSuit(visiblePart(hands[p], seen, rng), allowNT, &v.Rules)
		if est >= callThreshold || last && v.Rules.DealerForced {
			return p, t, true
		}
		if last {
			return game.NoSeat, 0, false
		}
	}
}

// visiblePart gives n of a sampled hand's cards at random: what its seat saw before its kitty.
func visiblePart(h game.Cards, n int, rng *rand.Rand) game.Cards {
	cards := h.Slice()
	if n >= len(cards) {
		return h
	}
	rng.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	var out game.Cards
	for _, c := range cards[:n] {
		out |= c.Mask()
	}
	return out
}

// callByValue calls the suit with the best expected score when it beats passing's by more than
// margin points and its simulated chance of avoiding bait is at least floor, or when the seat
// may not pass.
func callByValue(ev []suitEval, pass suitEval, canPass bool, margin, floor float64) (game.Action, bool) {
	best := bestValue(ev)
	if best < 0 || canPass && pass.N == 0 {
		return game.Action{}, false
	}
	e := &ev[best]
	if !canPass || e.Value/e.N > pass.Value/pass.N+margin && e.Make/e.N >= floor {
		return game.CallAction(ev[best].Suit), true
	}
	return game.PassAction, true
}

// callFloor gives the chance of avoiding bait a call by value needs at this seat: the player's
// CallFloor, but none for the dealer's partner where the dealer is forced, whose pass may
// leave partner to call on whatever the dealer holds.
func callFloor(v *game.View, s *Search) float64 {
	if v.Rules.DealerForced && v.Seat == v.Dealer.Partner() {
		return 0
	}
	return s.CallFloor
}

// callWorth gives the reason for a call or pass chosen by value: what the best call's expected
// score gains over passing's, or loses to it, or, where the call gains more than margin but
// avoids bait less often than floor, that it is too risky.
func callWorth(ev []suitEval, pass suitEval, a game.Action, margin, floor float64) Reason {
	best := bestValue(ev)
	if best < 0 {
		return Reason{Why: WhyBest}
	}
	e := &ev[best]
	gain := e.Value/e.N - pass.Value/pass.N
	chance := e.Make / e.N
	switch {
	case a.Verb == game.Pass && gain > margin && chance < floor:
		return Reason{Why: WhyTooRisky, Suit: e.Suit, Chance: chance, Need: floor}
	case a.Verb == game.Pass:
		return Reason{Why: WhyPassWorth, Suit: e.Suit, Chance: chance, Value: -gain}
	}
	return Reason{Why: WhyCallWorth, Suit: a.Suit, Chance: chance, Value: gain}
}
