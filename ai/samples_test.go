package ai_test

import (
	"context"
	"fmt"
	"math/rand/v2"
	"sort"
	"testing"
	"time"

	"tarabish/ai"
	"tarabish/game"
)

// BenchmarkScoreSamples reports how many samples the hard player's exact valuation of every
// card gets in the game's 300 ms on 20 positions (the first card played from a hand of the
// size named, after the easy player's bidding and play), without and with the race among
// the cards (Search.Race). The counts depend on the machine's speed and load.
func BenchmarkScoreSamples(b *testing.B) {
	easy, _ := ai.NewPlayer("easy")
	sizes := map[game.Kind][]int{game.Tarabish: {9, 8}, game.Tarneeb: {13, 11}}
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		for _, size := range sizes[k] {
			for _, race := range []bool{false, true} {
				b.Run(fmt.Sprintf("%v/%d/race=%v", k, size, race), func(b *testing.B) {
					var ns []float64
					for range b.N {
						ns = ns[:0]
						for seed := uint64(1); seed <= 20; seed++ {
							v, ok := firstPlayFrom(k, size, seed, easy)
							if !ok {
								continue
							}
							h := ai.NewHard()
							h.Race = race
							ns = append(ns, float64(ai.ScoreSamplesBy(h, &v, 300*time.Millisecond)))
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
// from a hand of size cards, and gives the view of the seat to play it.
func firstPlayFrom(k game.Kind, size int, seed uint64, easy ai.Player) (game.View, bool) {
	g, err := game.NewGame(game.DefaultRules(k), seed)
	if err != nil {
		return game.View{}, false
	}
	rng := rand.New(rand.NewPCG(seed, 4))
	for g.State.Phase != game.PhaseOver {
		if g.State.Phase == game.PhasePlay && int(g.State.Counts[g.State.Turn]) <= size {
			break
		}
		v := g.State.View(g.State.Turn)
		if _, err := g.Apply(easy.Choose(context.Background(), &v, 0, rng)); err != nil {
			return game.View{}, false
		}
	}
	return g.State.View(g.State.Turn), g.State.Phase == game.PhasePlay
}
