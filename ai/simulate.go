package ai

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"tarabish/game"
)

// SimConfig says what to simulate: how many games of which rules, the seed, and the
// player of each partnership.
type SimConfig struct {
	Rules   game.Rules
	Games   int
	Seed    uint64
	NS, EW  Player
	Think   time.Duration
	MaxHand int // give up a game after this many hands (0: 10,000)
}

// SimSummary is what simulate prints.
type SimSummary struct {
	Game          string          `json:"game"`
	Rules         string          `json:"rules"`
	Games         int             `json:"games"`
	Hands         int             `json:"hands"`
	ThrownIn      int             `json:"thrown_in"`
	Wins          game.TeamValues `json:"wins"`
	BaitRate      *float64        `json:"bait_rate,omitempty"`
	FailedBidRate *float64        `json:"failed_bid_rate,omitempty"`
	Kaboots       *int            `json:"kaboots,omitempty"`
	Sets          int             `json:"sets,omitempty"`
	MeanHandTotal float64         `json:"mean_hand_total"`
	Checks        string          `json:"checks"`
}

// Simulate plays whole games and checks every hand: each card played once, the card points
// (Tarabish) or tricks (Tarneeb) adding up, and every game ending. It fails on the first
// broken check.
func Simulate(cfg SimConfig) (SimSummary, error) {
	k := cfg.Rules.Game
	sum := SimSummary{Game: k.String(), Rules: cfg.Rules.Preset, Games: cfg.Games}
	limit := cfg.MaxHand
	if limit == 0 {
		limit = 10000
	}
	played, baits, kaboots := 0, 0, 0
	total := 0
	for i := 0; i < cfg.Games; i++ {
		seed := cfg.Seed + uint64(i)
		g, err := game.NewGame(cfg.Rules, seed)
		if err != nil {
			return sum, err
		}
		rng := rand.New(rand.NewPCG(seed, 0xA11CE))
		var seen game.Cards
		nCards := 0
		for g.State.Phase != game.PhaseOver {
			if g.State.HandNo > limit {
				return sum, fmt.Errorf("game %d (seed %d): not over after %d hands", i+1, seed, limit)
			}
			seat := g.State.Current()
			p := cfg.NS
			if seat.Team() == game.EW {
				p = cfg.EW
			}
			v := g.State.View(seat)
			a := p.Choose(context.Background(), &v, cfg.Think, rng)
			trump := g.State.Trump
			events, err := g.Apply(a)
			if err != nil {
				return sum, fmt.Errorf("game %d (seed %d): player chose an illegal action %q: %v", i+1, seed, a, err)
			}
			for _, e := range events {
				switch e.Kind {
				case game.EventPlay:
					if seen.Has(e.Card) {
						return sum, fmt.Errorf("game %d: %s played twice", i+1, e.Card)
					}
					seen |= e.Card.Mask()
					nCards++
				case game.EventSet:
					sum.Sets++
				case game.EventHand:
					r := g.State.Result
					sum.Hands++
					if r.ThrownIn {
						sum.ThrownIn++
						if nCards != 0 {
							return sum, fmt.Errorf("game %d: a thrown-in hand had cards played", i+1)
						}
						break
					}
					if err := checkHand(k, r, trump, seen, nCards); err != nil {
						return sum, fmt.Errorf("game %d (seed %d), hand %d: %v", i+1, seed, g.State.HandNo, err)
					}
					played++
					if r.Failed() {
						baits++
					}
					if r.Kaboot {
						kaboots++
					}
					total += handTotal(k, r)
					seen, nCards = 0, 0
				}
			}
		}
		if g.State.Winner == game.NS {
			sum.Wins.NS++
		} else {
			sum.Wins.EW++
		}
	}
	if played > 0 {
		rate := float64(baits) / float64(played)
		if k == game.Tarabish {
			sum.BaitRate = &rate
		} else {
			sum.FailedBidRate = &rate
			sum.Kaboots = &kaboots
		}
		sum.MeanHandTotal = float64(total) / float64(played)
	}
	sum.Checks = "ok"
	return sum, nil
}

// checkHand tests one played hand: every card once, and the points or tricks adding up.
func checkHand(k game.Kind, r game.HandResult, trump game.Suit, seen game.Cards, n int) error {
	if seen != k.Deck() || n != k.Deck().Len() {
		return fmt.Errorf("%d cards played, want the whole deck of %d", n, k.Deck().Len())
	}
	tricks := r.Tricks[0] + r.Tricks[1]
	if tricks != k.HandSize() {
		return fmt.Errorf("%d tricks counted, want %d", tricks, k.HandSize())
	}
	if k == game.Tarabish {
		pts := r.CardPoints[0] + r.CardPoints[1]
		if want := game.HandPoints(trump); pts != want {
			return fmt.Errorf("card points add up to %d, want %d", pts, want)
		}
	}
	return nil
}

// handTotal gives a hand's total: Tarabish points at stake, Tarneeb the scores added.
func handTotal(k game.Kind, r game.HandResult) int {
	if k == game.Tarneeb {
		return r.Score[0] + r.Score[1]
	}
	return r.CardPoints[0] + r.CardPoints[1] + r.LastTrick[0] + r.LastTrick[1] + r.Runs[0] + r.Runs[1] + r.Bella[0] + r.Bella[1]
}
