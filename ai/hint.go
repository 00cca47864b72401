package ai

import (
	"context"
	"math/rand/v2"
	"sort"
	"time"

	"tarabish/game"
)

// OptionValue is what the hint found for one action.
type OptionValue struct {
	Action game.Action
	// Value is the expected points (Tarabish, runs and Bella included, after bait) or tricks
	// (Tarneeb) of the seat's team at the end of the hand with this action.
	Value float64
	// MakeChance is the chance the seat's team gets what it wants on the contract: when its
	// team calls or bids, that it makes it (Tarabish: avoids bait); when defending, that the
	// other team fails. 0 when it does not apply.
	MakeChance float64
}

// HintResult is the suggested action, why, and the values of the options that were
// compared, best first; Pass, when legal, is the last option (valued only by Reason.Need).
type HintResult struct {
	Action    game.Action
	Reason    Reason
	Options   []OptionValue
	Defending bool // the seat's team defends: MakeChance is the chance the contract fails
}

// Hint suggests an action for v.Seat, using the hard player's simulation within budget.
func Hint(ctx context.Context, v *game.View, budget time.Duration) HintResult {
	legal := legalActions(&v.State)
	if len(legal) == 0 {
		return HintResult{Action: game.PassAction}
	}
	rng := hintRNG(v)
	s := NewHard()
	if v.Phase != game.PhasePlay {
		return bidHint(ctx, s, v, legal, budget, rng)
	}
	for _, l := range legal {
		switch l.Verb {
		case game.Announce:
			return HintResult{Action: l, Reason: Reason{Why: WhyAnnounce}}
		case game.Show:
			return HintResult{Action: l, Reason: Reason{Why: WhyShow}}
		}
	}
	return playHint(ctx, s, v, legal, budget, rng)
}

// hintRNG gives the hint's random source, fixed by the moment and the seat's hand, so the
// same view asked twice samples the same deals.
func hintRNG(v *game.View) *rand.Rand {
	return rand.New(rand.NewPCG(uint64(v.HandNo)*131+uint64(v.Played.Len()), uint64(v.Seat)+uint64(v.Hand())))
}

// bidHint values each trump (and the suggested bid) by simulation.
func bidHint(ctx context.Context, s *Search, v *game.View, legal []game.Action, budget time.Duration, rng *rand.Rand) HintResult {
	ev, pass := s.bidEval(ctx, v, legal, budget, rng)
	a, ok := bidDecision(v, legal, ev, pass, s)
	if !ok || !isLegal(legal, a) {
		a = easyAction(v)
	}
	res := HintResult{Action: a}
	k := v.Rules.Game
	_, next, _ := bidOptions(legal)
	bid := next
	if v.Phase == game.PhaseTrump || bid == 0 {
		bid = v.Bid
	}
	if k == game.Tarneeb && a.Verb == game.Bid {
		bid = int(a.Number)
	}
	for _, e := range ev {
		if e.N == 0 {
			continue
		}
		act := game.TrumpAction(e.Suit)
		if v.Phase == game.PhaseBid && k == game.Tarabish && v.Rules.Bidding == game.BiddingCall {
			act = game.CallAction(e.Suit)
		}
		o := OptionValue{Action: act, MakeChance: e.Make / e.N}
		if k == game.Tarneeb {
			o.Value = e.meanTricks()
			o.MakeChance = e.tricksAtLeast(max(bid, 7))
		} else {
			o.Value = e.Score / e.N
		}
		res.Options = append(res.Options, o)
	}
	sort.SliceStable(res.Options, func(i, j int) bool { return res.Options[i].Value > res.Options[j].Value })
	need := 0.0
	if k == game.Tarabish && v.Phase == game.PhaseBid {
		need = tarabishNeed(v, s.CallNeed)
	}
	res.Reason = bidReason(v, &res, legal, need)
	res.Reason.Need = need // what a call or bid needs, for the Pass option too
	switch {
	case pass == nil || pass.N == 0 || len(legal) <= 1:
	case k == game.Tarabish:
		res.Reason = callWorth(ev, *pass, a, s.CallMargin, callFloor(v, s))
	case a.Verb == game.Bid || v.Caller == game.NoSeat || v.Caller != v.Seat.Partner():
		res.Reason = bidWorth(v, ev, pass, next, s, a)
	}
	if canPass, _, _ := bidOptions(legal); canPass {
		res.Options = append(res.Options, OptionValue{Action: game.PassAction})
	}
	return res
}

// playHint values each legal card by the hard player's search. The hint shows every card's
// value and the review measures a played card's cost by them, so each is solved in full: not
// only shown short of the best (Search.Short).
func playHint(ctx context.Context, s *Search, v *game.View, legal []game.Action, budget time.Duration, rng *rand.Rand) HintResult {
	full := *s // the caller's player stays as it is
	full.Short = [game.Kinds]int{}
	s = &full
	cards := playsIn(legal)
	mode := s.modeFor(v)
	if mode == modeEasy {
		mode = modeRollout
	}
	stats, n := s.valueCards(ctx, v, cards, mode, budget, rng)
	var c game.Card
	if n == 0 {
		c = easyCard(v, cards)
	} else {
		c = s.pickCard(v, stats, mode)
	}
	res := HintResult{Action: withBella(&v.State, c)}
	for _, st := range stats {
		if st.N == 0 {
			continue
		}
		res.Options = append(res.Options, OptionValue{Action: withBella(&v.State, st.Card), Value: st.Pts / st.N, MakeChance: st.Rate()})
	}
	sort.SliceStable(res.Options, func(i, j int) bool { return res.Options[i].Value > res.Options[j].Value })
	res.Reason = playReason(v, &res, cards)
	res.Defending = v.Caller != game.NoSeat && v.Caller.Team() != v.Seat.Team()
	return res
}

// isLegal reports whether an action is among the legal ones.
func isLegal(legal []game.Action, a game.Action) bool {
	for _, l := range legal {
		if l == a {
			return true
		}
	}
	return false
}
