package ai

import (
	"context"
	"math/rand/v2"
	"slices"
	"time"

	"tarabish/ai/dd"
	"tarabish/game"
)

// Bidding by simulation: deal the unseen cards (own kitty included) many times, play each deal
// for every candidate trump by an easy-player rollout finished by the solver, and bid by the
// chance of making it and the expected score.

// suitEval is what the simulation found for one candidate trump when the seat's team calls it.
type suitEval struct {
	Suit  game.Suit
	Make  float64     // samples where the team makes the contract (Tarabish: avoids bait)
	Hist  [14]float64 // Tarneeb: samples by the team's tricks
	Value float64     // Tarabish: summed score difference for the team
	Score float64     // Tarabish: summed hand score of the team
	N     float64
}

// tricksAtLeast gives the share of Tarneeb samples with at least b tricks.
func (e *suitEval) tricksAtLeast(b int) float64 {
	if e.N == 0 {
		return 0
	}
	s := 0.0
	for t := max(b, 0); t <= 13; t++ {
		s += e.Hist[t]
	}
	return s / e.N
}

// meanTricks gives the Tarneeb mean trick count.
func (e *suitEval) meanTricks() float64 {
	if e.N == 0 {
		return 0
	}
	s := 0.0
	for t, n := range e.Hist {
		s += float64(t) * n
	}
	return s / e.N
}

// tarneebEV gives the expected value for the seat's team of playing a Tarneeb contract of b
// tricks with the trump sampled: the hand's score difference and, with set (SetBids), plus or
// minus twice the target when the hand ends the set, as the play values it, so that near 41 a
// contract that wins the set is worth bidding and one whose failure loses it is not.
func (e *suitEval) tarneebEV(b int, v *game.View, set bool) float64 {
	if e.N == 0 {
		return -100
	}
	team := v.Seat.Team()
	sc := scorer{kind: v.Rules.Game, rules: &v.Rules, caller: team, bid: b, trump: e.Suit, score: v.Score}
	ev := 0.0
	for t, n := range e.Hist {
		if n == 0 {
			continue
		}
		var got [2]int
		got[team], got[team.Other()] = t, 13-t
		score := sc.scores(got)
		d := float64(score[team] - score[team.Other()])
		if set {
			d += sc.endBonus(team, got, score)
		}
		ev += d * n
	}
	return ev / e.N
}

// biddingState builds the full-information State of one sampled deal played with trump t
// called by the seat v.Seat at bid.
func biddingState(v *game.View, hands [4]game.Cards, t game.Suit, bid int) game.State {
	st, err := game.NewPlayState(v.Rules, v.Dealer, v.Seat, bid, t, hands, v.Score)
	if err != nil {
		panic("bidding simulation: " + err.Error()) // a sample is always a whole deck
	}
	return st
}

// bidBudget gives the time a bid may take: twice the card budget, at most a second.
func bidBudget(budget time.Duration) time.Duration {
	return min(2*budget, time.Second)
}

// evalSuits simulates calling each candidate trump at the given bid (Tarabish call-or-pass: 0),
// and, given pass, passing (passedCall in Tarabish, passedAuction in Tarneeb).
func (s *Search) evalSuits(ctx context.Context, v *game.View, suits []game.Suit, bid int, pass *suitEval, budget time.Duration, rng *rand.Rand) []suitEval {
	start := time.Now()
	deadline := start.Add(bidBudget(budget) * 8 / 10) // no new sample after this
	stop := start.Add(bidBudget(budget) * 95 / 100)   // no new suit of a started sample after this
	n := s.Samples
	if s.BidSamples > 0 {
		n = s.BidSamples
	}
	samples := s.drawSamples(ctx, v, n, rng)
	out := make([]suitEval, len(suits))
	for i := range out {
		out[i].Suit = suits[i]
	}
	if len(samples) == 0 {
		return out
	}
	depth := s.Rollout[v.Rules.Game]
	if d := s.BidRollout[v.Rules.Game]; d > 0 {
		depth = d
	}
	depth = max(1, depth)
	workers := max(1, s.Workers)
	locals := make([][]suitEval, workers)
	for w := range locals {
		locals[w] = make([]suitEval, len(suits)+1) // the last: passing
	}
	allowNT := slices.Contains(suits, game.NoTrump)
	eachSample(ctx, workers, len(samples), deadline, func(w int, solver *dd.Solver, i int) {
		local := locals[w]
		for j, t := range suits {
			if ctx.Err() != nil || local[j].N > 0 && time.Now().After(stop) {
				continue
			}
			st := biddingState(v, samples[i].hands, t, bid)
			evalBidSample(solver, &st, &local[j], depth, samples[i].w)
		}
		if pass != nil && ctx.Err() == nil {
			d, ok := 0.0, false
			if v.Rules.Game == game.Tarneeb {
				d, ok = passedAuction(solver, v, samples[i].hands, depth, s.SetBids)
			} else {
				d, ok = passedCall(solver, v, samples[i].hands, allowNT, depth, uint64(i))
			}
			if ok {
				local[len(suits)].Value += samples[i].w * d
				local[len(suits)].N += samples[i].w
			}
		}
	})
	for _, local := range locals {
		if pass != nil {
			pass.Value += local[len(suits)].Value
			pass.N += local[len(suits)].N
		}
		for j := range out {
			out[j].Make += local[j].Make
			out[j].Value += local[j].Value
			out[j].Score += local[j].Score
			out[j].N += local[j].N
			for t := range out[j].Hist {
				out[j].Hist[t] += local[j].Hist[t]
			}
		}
	}
	return out
}

// evalBidSample adds one sampled deal's outcome for one trump, by an easy-player rollout
// finished by the solver.
func evalBidSample(solver *dd.Solver, st *game.State, e *suitEval, depth int, w float64) {
	team := st.Caller.Team()
	sc := newScorer(st)
	got, ok := rolloutGot(solver, st, depth)
	if !ok {
		return // the solve stopped at a limit: this sample is left out
	}
	if st.Rules.Game == game.Tarabish {
		took := sc.took(team, got)
		total := sc.base[0] + sc.base[1] + got[0] + got[1]
		if st.Rules.Bidding == game.BiddingAuction && took >= st.Bid || st.Rules.Bidding == game.BiddingCall && 2*took > total {
			e.Make += w
		}
		e.Value += w * sc.diff(team, got)
		e.Score += w * float64(sc.scores(got)[team])
		e.N += w
		return
	}
	t := min(13, max(0, got[team]))
	e.Hist[t] += w
	if t >= st.Bid {
		e.Make += w
	}
	e.N += w
}

// bidOptions reads the legal bidding actions: whether passing is allowed, the lowest bid,
// and the suits that may be named.
func bidOptions(legal []game.Action) (canPass bool, next int, suits []game.Suit) {
	for _, a := range legal {
		switch a.Verb {
		case game.Pass:
			canPass = true
		case game.Call, game.Trump:
			suits = append(suits, a.Suit)
		case game.Bid:
			if next == 0 || int(a.Number) < next {
				next = int(a.Number)
			}
		}
	}
	if len(suits) == 0 {
		for t := game.Spades; t <= game.Clubs; t++ {
			suits = append(suits, t)
		}
	}
	return canPass, next, suits
}

// bidEval runs the simulation a bidding decision needs: the candidate suits at the bid in play,
// and passing where the player weighs passing (CallEV in Tarabish, BidEV in Tarneeb) and may
// pass (nil otherwise).
func (s *Search) bidEval(ctx context.Context, v *game.View, legal []game.Action, budget time.Duration, rng *rand.Rand) ([]suitEval, *suitEval) {
	canPass, next, suits := bidOptions(legal)
	bid := 0
	var pass *suitEval
	switch {
	case v.Phase == game.PhaseTrump:
		bid = v.Bid
	case v.Rules.ByAuction():
		if next == 0 {
			return nil, nil
		}
		bid = next
		if s.BidEV && canPass && v.Rules.Game == game.Tarneeb {
			pass = &suitEval{}
		}
	case s.CallEV && canPass:
		pass = &suitEval{}
	}
	return s.evalSuits(ctx, v, suits, bid, pass, budget, rng), pass
}

// simBid chooses a bidding action by simulation; false when it has nothing better to say
// than the easy player.
func (s *Search) simBid(ctx context.Context, v *game.View, legal []game.Action, budget time.Duration, rng *rand.Rand) (game.Action, bool) {
	ev, pass := s.bidEval(ctx, v, legal, budget, rng)
	a, ok := bidDecision(v, legal, ev, pass, s)
	if ok {
		recordForecast(ctx, v, ev, a)
	}
	return a, ok
}

// bidDecision turns the simulation into a bidding action.
func bidDecision(v *game.View, legal []game.Action, ev []suitEval, pass *suitEval, s *Search) (game.Action, bool) {
	canPass, next, _ := bidOptions(legal)
	k := v.Rules.Game
	if v.Phase == game.PhaseBid && next == 0 && v.Rules.ByAuction() {
		return game.PassAction, true
	}
	if !slices.ContainsFunc(ev, func(e suitEval) bool { return e.N > 0 }) {
		return game.Action{}, false // no sample kept: the easy player's rules decide
	}
	switch {
	case k == game.Tarabish && v.Phase == game.PhaseBid && v.Rules.Bidding == game.BiddingCall && pass != nil:
		return callByValue(ev, *pass, canPass, s.CallMargin, callFloor(v, s))
	case k == game.Tarabish && v.Phase == game.PhaseBid && v.Rules.Bidding == game.BiddingCall:
		return callDecision(v, ev, canPass, s.CallNeed)
	case k == game.Tarabish && v.Phase == game.PhaseBid:
		best := bestMake(ev)
		if best < 0 {
			return game.Action{}, false
		}
		if ev[best].Make/ev[best].N >= tarabishNeed(v, s.CallNeed) {
			return game.BidAction(next), true
		}
		return game.PassAction, true
	case k == game.Tarabish:
		best := bestValue(ev)
		if best < 0 {
			return game.Action{}, false
		}
		return game.TrumpAction(ev[best].Suit), true
	case v.Phase == game.PhaseTrump:
		best, bestEV := -1, 0.0
		for i := range ev {
			if x := ev[i].tarneebEV(v.Bid, v, s.SetBids); ev[i].N > 0 && (best < 0 || x > bestEV) {
				best, bestEV = i, x
			}
		}
		if best < 0 {
			return game.Action{}, false
		}
		return game.TrumpAction(ev[best].Suit), true
	}
	return tarneebDecision(v, ev, pass, next, s)
}

// defaultCallNeed is the simulated chance of making it from which the hard player calls or
// bids in Tarabish. The simulation is optimistic (sampled hands, easy-player rollouts): 0.78,
// 0.86 and 0.92 against 0.70 and 0.96, simulation bidding with easy play against the easy
// player over 1,000 duplicate deals, gave +2.2, +3.2, +1.0 against +1.2 and -1.6 points a deal.
const defaultCallNeed = 0.84

// callDecision calls the suit with the best expected score when its chance of avoiding bait
// is high enough for the seat's place at the table, or passes.
func callDecision(v *game.View, ev []suitEval, canPass bool, need float64) (game.Action, bool) {
	best := bestValue(ev)
	if best < 0 {
		return game.Action{}, false
	}
	if !canPass || ev[best].Make/ev[best].N >= tarabishNeed(v, need) {
		return game.CallAction(ev[best].Suit), true
	}
	return game.PassAction, true
}

// tarabishNeed gives the simulated chance of making it from which a Tarabish call or
// auction bid is made at this seat, from the player's setting (0: defaultCallNeed).
func tarabishNeed(v *game.View, need float64) float64 {
	if need == 0 {
		need = defaultCallNeed
	}
	switch {
	case v.Rules.Bidding == game.BiddingAuction:
		if v.Caller != game.NoSeat && v.Caller == v.Seat.Partner() {
			need += 0.08 // partner's contract stands: outbid it only when clearly better
		}
	case v.Seat == v.Dealer.Right() && v.Rules.DealerForced:
		if v.Dealer.Team() == v.Seat.Team() {
			need -= 0.08 // passing would force partner
		} else {
			need += 0.08 // passing forces an opponent to call
		}
	}
	return need
}

// tarneebDecision bids the next number when some trump makes it worth more than passing,
// and, weighed against passing, makes it often enough (bidFloor).
func tarneebDecision(v *game.View, ev []suitEval, pass *suitEval, next int, s *Search) (game.Action, bool) {
	gain, best := tarneebGain(v, ev, pass, next, s)
	if gain > bidNeed(v, s) && (best < 0 || ev[best].tricksAtLeast(next) >= bidFloor(v, pass, s)) {
		return game.BidAction(next), true
	}
	return game.PassAction, true
}

// bidFloor gives the simulated chance of making it a Tarneeb bid needs: the player's BidFloor
// where the bid is weighed against passing, none where it is weighed against nothing or where
// either team may reach the target this hand (a bid that wins or saves the set may be worth its
// risk, as tarneebEV weighs it).
func bidFloor(v *game.View, pass *suitEval, s *Search) float64 {
	most := game.Tarneeb.HandSize() // the most a Tarneeb hand scores: every trick
	if pass == nil || pass.N == 0 || v.Score[game.NS]+most >= v.Rules.Target || v.Score[game.EW]+most >= v.Rules.Target {
		return 0
	}
	return s.BidFloor
}

// tarneebGain gives what bidding next with the best trump (its index, -1 when none was
// sampled) is expected to score over passing: over passing's simulated score where there is
// one, over nothing otherwise.
func tarneebGain(v *game.View, ev []suitEval, pass *suitEval, next int, s *Search) (float64, int) {
	bestEV, best := -100.0, -1
	for i := range ev {
		if e := ev[i].tarneebEV(next, v, s.SetBids); e > bestEV {
			bestEV, best = e, i
		}
	}
	if pass != nil && pass.N > 0 {
		bestEV -= pass.Value / pass.N // bid against what passing brings, not against nothing
	}
	return bestEV, best
}

// bidNeed gives the expected gain over passing a Tarneeb bid needs: more when partner's
// contract stands, which is raised only with a clear gain.
func bidNeed(v *game.View, s *Search) float64 {
	margin := s.BidMargin
	if margin == 0 {
		margin = 0.5
	}
	if v.Caller != game.NoSeat && v.Caller == v.Seat.Partner() {
		margin += 2
	}
	return margin
}

// bestValue gives the index of the suit with the best mean score difference (-1 when none
// was sampled).
func bestValue(ev []suitEval) int { return bestBy(ev, func(e suitEval) float64 { return e.Value }) }

// bestMake gives the index of the suit with the best making rate (-1 when none was sampled).
func bestMake(ev []suitEval) int { return bestBy(ev, func(e suitEval) float64 { return e.Make }) }

// bestBy gives the index of the sampled suit whose per-sample mean of a figure is highest.
func bestBy(ev []suitEval, figure func(suitEval) float64) int {
	best := -1
	for i := range ev {
		if ev[i].N == 0 {
			continue
		}
		if best < 0 || figure(ev[i])/ev[i].N > figure(ev[best])/ev[best].N {
			best = i
		}
	}
	return best
}
