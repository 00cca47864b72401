package ai

import (
	"context"
	"fmt"
	"math"
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

// HintResult is the suggested action with a short reason in the game's words and the
// values of the options that were compared.
type HintResult struct {
	Action  game.Action
	Reason  string
	Options []OptionValue
}

// Hint suggests an action for v.Seat, using the hard player's simulation within budget.
func Hint(ctx context.Context, v *game.View, budget time.Duration) HintResult {
	legal := legalActions(&v.State)
	if len(legal) == 0 {
		return HintResult{Action: game.PassAction, Reason: "Nothing to do now."}
	}
	rng := rand.New(rand.NewPCG(uint64(v.HandNo)*131+uint64(v.Played.Len()), uint64(v.Seat)+uint64(v.Hand())))
	s := NewHard()
	if v.Phase != game.PhasePlay {
		return bidHint(ctx, s, v, legal, budget, rng)
	}
	for _, l := range legal {
		switch l.Verb {
		case game.Announce:
			return HintResult{Action: l, Reason: "Announce your run now: a run counts only if announced before your first card."}
		case game.Show:
			return HintResult{Action: l, Reason: "Show your run now, or it will not count."}
		}
	}
	return playHint(ctx, s, v, legal, budget, rng)
}

// bidHint values each trump (and the suggested bid) by simulation.
func bidHint(ctx context.Context, s *Search, v *game.View, legal []game.Action, budget time.Duration, rng *rand.Rand) HintResult {
	ev := s.bidEval(ctx, v, legal, budget, rng)
	a, ok := bidDecision(v, legal, ev, s.CallNeed, s.BidMargin)
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
	res.Reason = bidReason(v, a, res.Options, bid)
	return res
}

// bidReason explains a bidding suggestion in one line.
func bidReason(v *game.View, a game.Action, opts []OptionValue, bid int) string {
	if len(opts) == 0 {
		return "Follow your hand's strength."
	}
	best := opts[0]
	pct := func(x float64) int { return int(math.Round(100 * x)) }
	suit := best.Action.Suit.Name()
	if v.Rules.Game == game.Tarneeb {
		switch a.Verb {
		case game.Pass:
			return fmt.Sprintf("Pass: your best trump, %s, gives your team about %.1f tricks, too few to bid %d safely.", suit, best.Value, max(bid, 7))
		case game.Bid:
			return fmt.Sprintf("Bid %d: with %s as trump your team takes about %.1f tricks (%d%% to make %d).", a.Number, suit, best.Value, pct(best.MakeChance), a.Number)
		}
		return fmt.Sprintf("Name %s: about %.1f tricks for your team, %d%% to make your bid of %d.", a.Suit.Name(), best.Value, pct(best.MakeChance), v.Bid)
	}
	switch a.Verb {
	case game.Pass:
		return fmt.Sprintf("Pass: your best trump, %s, avoids bait only %d%% of the time.", suit, pct(best.MakeChance))
	case game.Bid:
		return fmt.Sprintf("Bid %d: with %s your team reaches it %d%% of the time.", a.Number, suit, pct(best.MakeChance))
	}
	for _, o := range opts {
		if o.Action.Suit == a.Suit {
			best = o
		}
	}
	return fmt.Sprintf("Name %s: about %.0f points for your team, %d%% to avoid bait.", a.Suit.Name(), best.Value, pct(best.MakeChance))
}

// playHint values each legal card by the hard player's search.
func playHint(ctx context.Context, s *Search, v *game.View, legal []game.Action, budget time.Duration, rng *rand.Rand) HintResult {
	cards := playsIn(legal)
	mode := s.modeFor(v)
	if mode == modeEasy {
		mode = modeRollout
	}
	stats, n := s.evalCards(ctx, v, cards, mode, budget, rng)
	var c game.Card
	if n == 0 {
		c = easyCard(v, cards)
	} else {
		c = pickCard(v, stats, mode)
	}
	res := HintResult{Action: withBella(&v.State, c)}
	for _, st := range stats {
		if st.N == 0 {
			continue
		}
		res.Options = append(res.Options, OptionValue{Action: withBella(&v.State, st.Card), Value: st.Pts / st.N, MakeChance: st.Rate()})
	}
	sort.SliceStable(res.Options, func(i, j int) bool { return res.Options[i].Value > res.Options[j].Value })
	res.Reason = playReason(v, res.Action, res.Options, cards.Len())
	return res
}

// playReason explains a card suggestion in one line.
func playReason(v *game.View, a game.Action, opts []OptionValue, choices int) string {
	name := a.Card.Name()
	if a.Bella {
		name += " and say Bella"
	}
	if choices == 1 {
		return fmt.Sprintf("Play the %s: it is your only legal card.", name)
	}
	var o OptionValue
	for _, x := range opts {
		if x.Action.Card == a.Card {
			o = x
		}
	}
	pct := int(math.Round(100 * o.MakeChance))
	ours := v.Caller != game.NoSeat && v.Caller.Team() == v.Seat.Team()
	if v.Rules.Game == game.Tarneeb {
		goal := fmt.Sprintf("%d%% to make your bid of %d", pct, v.Bid)
		if !ours {
			goal = fmt.Sprintf("%d%% to set their bid of %d", pct, v.Bid)
		}
		return fmt.Sprintf("Play the %s: about %.1f tricks for your team, %s.", name, o.Value, goal)
	}
	goal := fmt.Sprintf("%d%% to avoid bait", pct)
	if !ours {
		goal = fmt.Sprintf("%d%% to bait the callers", pct)
	}
	return fmt.Sprintf("Play the %s: about %.0f points for your team, %s.", name, o.Value, goal)
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
