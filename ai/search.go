package ai

import (
	"context"
	"math/rand/v2"
	"time"

	"tarabish/game"
)

// Search is a sampling player (perfect-information Monte Carlo): it deals the hidden cards at
// random consistent with what it knows, values each legal card in every sample with the
// double-dummy solver under the game's real scoring, and plays the best card on average.
// Before the position is small enough for the solver it plays by the easy player's rules, by
// rollouts that finish with the solver, or (Tarabish, when configured) by probes: can the
// calling team still avoid bait after this card?
type Search struct {
	Name        string              // the level's name
	Samples     int                 // most samples per decision
	PlaySamples [game.Kinds]int     // most samples per card decision in each game (0: Samples)
	BidSamples  int                 // most samples per bidding decision (0: Samples)
	Infer       InferLevel          // what it reads from the play
	Soft        bool                // weight samples by how well they explain the bidding
	ReadPlay    [game.Kinds]bool    // with Soft: and the cards the others played (playread.go), per game
	SolveCards  [game.Kinds]int     // largest hand (Tarabish, Tarneeb) at which every card is solved exactly
	ProbeCards  int                 // Tarabish: largest hand at which bait probes are used (when no rollouts)
	Rollout     [game.Kinds]int     // rollouts by the easy player down to this hand size, then solve (0: off)
	BidRollout  [game.Kinds]int     // the bidding simulation's rollout depth (0: Rollout)
	BidSim      bool                // bid by simulation
	CallNeed    float64             // Tarabish: simulated chance of making it needed to call or bid (0: 0.84)
	CallEV      bool                // Tarabish call-or-pass: call when the best call's expected score beats passing's (callsim.go)
	CallMargin  float64             // with CallEV: points over passing's expected score a call needs
	CallFloor   float64             // with CallEV: simulated chance of avoiding bait a call the seat may pass needs (0: none; callFloor)
	BidEV       bool                // Tarneeb: bid against passing's simulated expected score instead of against nothing (auctionsim.go)
	BidMargin   float64             // Tarneeb: expected score over passing needed to bid (0: 0.5)
	BidFloor    float64             // Tarneeb, with BidEV: simulated chance of making the bid it needs (0: none)
	SetBids     bool                // Tarneeb: bids also weigh winning or losing the set near the target
	Workers     int                 // goroutines solving samples
	Stretch     float64             // think time as a multiple of the budget given (0: 1): the expert's longer look
	LeadStretch float64             // the opening lead's think time as a multiple of the budget (0: Stretch): the decision with the least known
	SolveLead   bool                // the opening lead is solved exactly, racing the cards, where SolveCards would roll it out
	EasyMargin  [game.Kinds]float64 // rollout mode: the easy player's card is played when its average is within this of the best
	Race        [game.Kinds]bool    // solving every card: stop solving the cards surely behind (race.go), per game
	Short       [game.Kinds]int     // solving every card: a card one probe shows this far short of the best is not solved in full (0: every card is; bestScores)
	Worlds      [game.Kinds]int     // largest hand at which the cards are valued over the worlds together (worlds.go; 0: never, as every level)
}

// NewMedium gives the medium player: a small sample, voids only, the solver near the end of
// the hand, the easy player's rules before that and for bidding.
func NewMedium() *Search {
	return &Search{Name: "medium", Samples: 12, Infer: InferVoids, SolveCards: [game.Kinds]int{6, 7}, Workers: 2}
}

// NewHard gives the hard player: full inference with bidding weights, bidding by simulation
// set against passing's simulated score (Tarabish calls, callsim.go, each that could be passed
// needing a 70% chance of avoiding bait but the dealer's partner's; Tarneeb bids, weighing the
// set score near the target and needing a 50% chance of making it, auctionsim.go), up to 128
// samples on two workers. In
// Tarabish it plays by rollouts (easy play finished by the solver) early in the hand and solves
// every card exactly from 7 cards a hand; in Tarneeb it solves every card exactly from the
// first trick, racing the cards (race.go), a card one probe shows a trick short of the best
// so far only bounded (Short). SolveCards 14 is a full hand and one: modeFor counts a card
// more for a seat following to a trick. The opening lead, one card in 36 (Tarabish) or 52,
// takes three times the budget and is solved exactly with the race in both games.
func NewHard() *Search {
	return &Search{Name: "hard", Samples: 128, Infer: InferFull, Soft: true, SolveCards: [game.Kinds]int{7, 14},
		Rollout: [game.Kinds]int{6, 7}, BidSim: true, CallNeed: 0.84, CallEV: true, CallMargin: 10, CallFloor: 0.7, BidEV: true, BidFloor: 0.5, SetBids: true, Workers: 2,
		EasyMargin: [game.Kinds]float64{10, 0}, Race: [game.Kinds]bool{false, true}, Short: [game.Kinds]int{0, 1},
		LeadStretch: 3, SolveLead: true}
}

// NewReference gives the reference player: the hard player as it stood in December 2026,
// kept as it is so that matches measure later hard players against it (a match level, not
// offered at the table).
func NewReference() *Search {
	return &Search{Name: "reference", Samples: 128, Infer: InferFull, Soft: true, SolveCards: [game.Kinds]int{7, 9},
		Rollout: [game.Kinds]int{6, 7}, BidSim: true, CallNeed: 0.84, Workers: 2}
}

// NewExpert gives the expert player: the hard player's inference and bidding, every card
// solved exactly from the first trick on 96 samples in Tarabish and 512 in Tarneeb (there, as
// the hard player, racing the cards and a card a trick short of the best only bounded, and
// reading the play), with five times the think time (about 1.5 s a card at the game's
// budget). Its bidding is the hard player's simulation (rollouts finished by the solver; in
// play every hand is small enough to solve, so the rollout depth only sets the bidding's) on
// 128 samples, with twice the time. SolveCards is one more than a full hand: modeFor counts a
// card more for a seat following to a trick.
func NewExpert() *Search {
	return &Search{Name: "expert", Samples: 96, BidSamples: 128, Infer: InferFull, Soft: true, SolveCards: [game.Kinds]int{10, 14},
		Rollout: [game.Kinds]int{6, 7}, BidSim: true, CallNeed: 0.84, CallEV: true, CallMargin: 10, CallFloor: 0.7, BidEV: true, BidFloor: 0.5, SetBids: true, Workers: 2, Stretch: 5,
		Short: [game.Kinds]int{0, 1}, PlaySamples: [game.Kinds]int{0, 512}, Race: [game.Kinds]bool{false, true}, ReadPlay: [game.Kinds]bool{false, true}}
}

// Choose picks the action for v.Seat within about budget.
func (s *Search) Choose(ctx context.Context, v *game.View, budget time.Duration, rng *rand.Rand) game.Action {
	budget = s.thinkTime(v, budget)
	legal := legalActions(&v.State)
	if len(legal) <= 1 {
		if len(legal) == 0 {
			return game.PassAction
		}
		return legal[0]
	}
	if v.Phase != game.PhasePlay {
		if s.BidSim {
			if a, ok := s.simBid(ctx, v, legal, budget, rng); ok {
				return a
			}
		}
		return easyAction(v)
	}
	for _, l := range legal {
		if l.Verb == game.Announce || l.Verb == game.Show {
			return l
		}
	}
	cards := playsIn(legal)
	if cards.Len() == 1 {
		return withBella(&v.State, cards.First())
	}
	mode := s.modeFor(v)
	if mode == modeEasy {
		return easyAction(v)
	}
	stats, n := s.valueCards(ctx, v, cards, mode, budget, rng)
	if n == 0 {
		return easyAction(v)
	}
	return withBella(&v.State, s.pickCard(v, stats, mode))
}

// cardSamples gives the most samples a card decision in game k draws: PlaySamples, or Samples.
func (s *Search) cardSamples(k game.Kind) int {
	if n := s.PlaySamples[k]; n > 0 {
		return n
	}
	return s.Samples
}

// thinkTime gives the time the player takes for a decision given budget: Stretch times it (at
// most twice for bids and calls), LeadStretch times it for the opening lead when larger, or
// budget itself.
func (s *Search) thinkTime(v *game.View, budget time.Duration) time.Duration {
	stretch := max(s.Stretch, 1)
	switch {
	case v.Phase != game.PhasePlay:
		stretch = min(stretch, 2)
	case openingLead(v):
		stretch = max(stretch, s.LeadStretch)
	}
	return time.Duration(float64(budget) * stretch)
}

// openingLead reports whether v is the hand's first card, to be led with the least known.
func openingLead(v *game.View) bool {
	return v.Phase == game.PhasePlay && v.TrickNo == 0 && v.TrickLen == 0
}

// valueCards values the cards for a decision (the statistics, card order, and the number of
// samples): over the sampled worlds together where the player searches so (worlds.go), else,
// or when that search cannot finish in half the budget, one world at a time in what is left.
func (s *Search) valueCards(ctx context.Context, v *game.View, cards game.Cards, mode evalMode, budget time.Duration, rng *rand.Rand) ([]cardStat, int) {
	if mode == modeScore && v.Hand().Len() <= s.Worlds[v.Rules.Game] {
		t0 := time.Now()
		if stats, n := s.valueOverWorlds(ctx, v, cards, budget, rng); n > 0 {
			return stats, n
		}
		budget -= time.Since(t0)
	}
	return s.evalCards(ctx, v, cards, mode, budget, rng)
}

// evalMode says how cards are valued in samples.
type evalMode uint8

const (
	modeEasy    evalMode = iota // no search: the easy player's rules
	modeScore                   // solve every card exactly
	modeProbe                   // Tarabish: can the calling team reach its target after the card?
	modeRollout                 // easy play down to a small hand, then solve
)

// modeFor gives the evaluation the position allows.
func (s *Search) modeFor(v *game.View) evalMode {
	n := v.Hand().Len()
	if v.TrickLen > 0 {
		n++ // the others in this trick have one card more or as many
	}
	k := v.Rules.Game
	switch {
	case n <= s.SolveCards[k] || s.SolveLead && openingLead(v):
		return modeScore
	case s.Rollout[k] > 0:
		return modeRollout
	case k == game.Tarabish && n <= s.ProbeCards:
		return modeProbe
	}
	return modeEasy
}

// pickCard chooses the card with the best average; in probe mode, the best outcome rate with
// the easy player's card preferred among near-equals. In rollout mode the easy player's card
// is preferred when its average is within EasyMargin of the best: its rules (draw trumps,
// leave partner's winner alone) guard against layouts that rollouts finished double dummy
// undervalue.
func (s *Search) pickCard(v *game.View, stats []cardStat, mode evalMode) game.Card {
	// Points taken break near-ties: they still count when a sample's bait is wrong.
	score := func(c cardStat) float64 { return c.Mean() + 0.01*c.Took/c.N }
	best := -1
	for i := range stats {
		if stats[i].N == 0 || stats[i].Out {
			continue
		}
		if best < 0 || score(stats[i]) > score(stats[best]) {
			best = i
		}
	}
	if best < 0 {
		return easyCard(v, cardsOf(stats))
	}
	// How far below the best the easy player's card may be and still be played.
	var slack func(st cardStat) float64
	switch margin := s.EasyMargin[v.Rules.Game]; {
	case mode == modeProbe:
		slack = func(st cardStat) float64 { return 0.5/st.N + 0.02 }
	case mode == modeRollout && margin > 0:
		slack = func(cardStat) float64 { return margin }
	}
	if slack != nil {
		pref := easyCard(v, cardsOf(stats))
		for _, st := range stats {
			if st.Card == pref && st.N > 0 && st.Mean() >= stats[best].Mean()-slack(st) {
				return pref
			}
		}
	}
	return stats[best].Card
}

// cardsOf gives the set of cards the statistics are about.
func cardsOf(stats []cardStat) game.Cards {
	var cs game.Cards
	for _, s := range stats {
		cs |= s.Card.Mask()
	}
	return cs
}
