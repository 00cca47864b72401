package game_test

import (
	"math/rand/v2"
	"testing"

	"tarabish/game"
)

// playRandomHand deals one hand from rng and plays it out with uniformly random legal actions.
func playRandomHand(s *game.State, rng *rand.Rand, buf []game.Action) {
	deal := game.ShuffleDeal(s.Rules.Game, s.Dealer, rng)
	if err := s.StartHand(deal); err != nil {
		panic(err)
	}
	for s.Phase != game.PhaseDeal && s.Phase != game.PhaseOver {
		buf = s.AppendLegal(buf[:0])
		if err := s.Apply(buf[rng.IntN(len(buf))]); err != nil {
			panic(err)
		}
	}
}

func benchHands(b *testing.B, k game.Kind) {
	rules := game.DefaultRules(k)
	start, _ := game.NewState(rules, game.North)
	rng := rand.New(rand.NewPCG(1, 2))
	buf := make([]game.Action, 0, 128)
	s := start
	b.ReportAllocs()
	b.ResetTimer()
	for i := 0; i < b.N; i++ {
		if s.Phase == game.PhaseOver {
			s = start
		}
		playRandomHand(&s, rng, buf)
	}
	b.ReportMetric(float64(b.N)/b.Elapsed().Seconds(), "hands/s")
}

// BenchmarkRandomHandTarabish plays complete random Tarabish hands (deal, call, 9 tricks, score).
func BenchmarkRandomHandTarabish(b *testing.B) { benchHands(b, game.Tarabish) }

// BenchmarkRandomHandTarneeb plays complete random Tarneeb hands (deal, auction, 13 tricks, score).
func BenchmarkRandomHandTarneeb(b *testing.B) { benchHands(b, game.Tarneeb) }
