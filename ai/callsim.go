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
// margin points, or when the seat may not pass.
func callByValue(ev []suitEval, pass suitEval, canPass bool, margin float64) (game.Action, bool) {
	best := bestValue(ev)
	if best < 0 || canPass && pass.N == 0 {
		return game.Action{}, false
	}
	if !canPass || ev[best].Value/ev[best].N > pass.Value/pass.N+margin {
		return game.CallAction(ev[best].Suit), true
	}
	return game.PassAction, true
}

// callWorth gives the reason for a call or pass chosen by value: what the best call's expected
// score gains over passing's, or loses to it.
func callWorth(ev []suitEval, pass suitEval, a game.Action) Reason {
	best := bestValue(ev)
	if best < 0 {
		return Reason{Why: WhyBest}
	}
	e := &ev[best]
	gain := e.Value/e.N - pass.Value/pass.N
	if a.Verb == game.Pass {
		return Reason{Why: WhyPassWorth, Suit: e.Suit, Chance: e.Make / e.N, Value: -gain}
	}
	return Reason{Why: WhyCallWorth, Suit: a.Suit, Chance: e.Make / e.N, Value: gain}
}
