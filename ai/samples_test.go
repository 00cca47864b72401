package ai

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sort"
	"testing"
	"time"

	"tarabish/game"
)

// BenchmarkScoreSamples reports how many samples the hard player's exact valuation of every
// card gets in the game's 300 ms on 20 positions (the first card played from a hand of the
// size named, after the easy player's bidding and play), without and with the race among
// the cards (Search.Race) and with the cards short of the best only bounded (Search.Short,
// 6 Tarabish points or 1 Tarneeb trick). The counts depend on the machine's speed and load.
func BenchmarkScoreSamples(b *testing.B) {
	sizes := map[game.Kind][]int{game.Tarabish: {9, 8}, game.Tarneeb: {13, 11}}
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		for _, size := range sizes[k] {
			for _, way := range [][2]bool{{false, false}, {true, false}, {false, true}, {true, true}} {
				race, short := way[0], way[1]
				b.Run(fmt.Sprintf("%v/%d/race=%v/short=%v", k, size, race, short), func(b *testing.B) {
					var ns []float64
					for range b.N {
						ns = ns[:0]
						for seed := uint64(1); seed <= 20; seed++ {
							v, ok := firstPlayFrom(k, size, seed)
							if !ok {
								continue
							}
							h := NewHard()
							h.Race[k], h.Short[k] = race, 0
							if short {
								h.Short[k] = shortFor(k)
							}
							_, n := h.evalCards(context.Background(), &v, playsIn(legalActions(&v.State)), modeScore, 300*time.Millisecond, rand.New(rand.NewPCG(1, 1)))
							ns = append(ns, float64(n))
						}
					}
					sort.Float64s(ns)
					sum := 0.0
					for _, x := range ns {
						sum += x
					}
					b.ReportMetric(ns[len(ns)/2], "samples/median")
					b.ReportMetric(sum/float64(len(ns)), "samples/mean")
					b.ReportMetric(0, "ns/op")
				})
			}
		}
	}
}

// firstPlayFrom plays a seeded hand by the easy player's rules up to the first card played
// from a hand of size cards (or fewer), and gives the view of the seat to play it.
func firstPlayFrom(k game.Kind, size int, seed uint64) (game.View, bool) {
	g, ok := playTo(k, size, seed)
	if !ok {
		return game.View{}, false
	}
	return g.State.View(g.State.Turn), g.State.Phase == game.PhasePlay
}

// playTo is firstPlayFrom's game at that point; ok is false when the game cannot be made or
// played there.
func playTo(k game.Kind, size int, seed uint64) (*game.Game, bool) {
	g, err := game.NewGame(game.DefaultRules(k), seed)
	if err != nil {
		return nil, false
	}
	for g.State.Phase != game.PhaseOver {
		if g.State.Phase == game.PhasePlay && int(g.State.Counts[g.State.Turn]) <= size {
			break
		}
		v := g.State.View(g.State.Turn)
		if _, err := g.Apply(easyAction(&v)); err != nil {
			return nil, false
		}
	}
	return g, true
}
