package dd

import (
	"math/rand"
	"sort"
	"testing"
	"time"

	"tarabish/game"
)

// fullDeals deals count seeded random full deals with a random trump suit and leader.
func fullDeals(g game.Kind, count int, seed int64) []Position {
	rng := rand.New(rand.NewSource(seed))
	r := Rules{Game: g, LastTrick: 10}
	if g == game.Tarneeb {
		r.LastTrick = 0
	}
	out := make([]Position, count)
	for i := range out {
		out[i] = randomEnding(rng, r, game.Suit(rng.Intn(4)), g.HandSize(), 0)
	}
	return out
}

// endings plays random legal cards from full deals until n cards a hand are left.
func endings(g game.Kind, count, n int, seed int64) []Position {
	deals := fullDeals(g, count, seed)
	rng := rand.New(rand.NewSource(seed + 1))
	for i, p := range deals {
		for p.Hands[p.ToMove()].Len() > n || p.TrickLen > 0 {
			l := bfLegal(p)
			p, _ = bfPlay(p, l[rng.Intn(len(l))])
		}
		deals[i] = p
	}
	return deals
}

// benchSolves times run on every position with a cold table and reports the median and
// 90th percentile per solve.
func benchSolves(b *testing.B, ps []Position, run func(s *Solver, p Position)) {
	s := NewSolver()
	var ms []float64
	var nodes int64
	var total time.Duration
	for i := 0; i < b.N; i++ {
		for _, p := range ps {
			b.StopTimer()
			s.Reset()
			n0 := s.Nodes()
			b.StartTimer()
			t0 := time.Now()
			run(s, p)
			d := time.Since(t0)
			total += d
			nodes += s.Nodes() - n0
			ms = append(ms, float64(d.Microseconds())/1000)
		}
	}
	sort.Float64s(ms)
	b.ReportMetric(ms[len(ms)/2], "ms/median")
	b.ReportMetric(ms[len(ms)*9/10], "ms/p90")
	b.ReportMetric(float64(nodes)/total.Seconds()/1e6, "Mnodes/s")
	b.ReportMetric(0, "ns/op")
}

func solveOnly(s *Solver, p Position) { s.Solve(p) }

func BenchmarkSolveTarabishFull(b *testing.B) {
	benchSolves(b, fullDeals(game.Tarabish, 50, 7), solveOnly)
}

func BenchmarkSolveTarneebFull(b *testing.B) {
	benchSolves(b, fullDeals(game.Tarneeb, 50, 8), solveOnly)
}

func BenchmarkProbeTarabish82(b *testing.B) {
	benchSolves(b, fullDeals(game.Tarabish, 50, 7), func(s *Solver, p Position) { s.CanReach(p, 82) })
}

func BenchmarkScoreCardsTarabishFull(b *testing.B) {
	benchSolves(b, fullDeals(game.Tarabish, 20, 7), func(s *Solver, p Position) { s.ScoreCards(p, nil) })
}

func BenchmarkSolveTarabishEnding(b *testing.B) {
	for _, n := range []int{5, 6, 7, 8} {
		b.Run(string(rune('0'+n)), func(b *testing.B) {
			benchSolves(b, endings(game.Tarabish, 50, n, 9), solveOnly)
		})
	}
}

func BenchmarkSolveTarneebEnding(b *testing.B) {
	for _, n := range []int{5, 6, 7, 8} {
		b.Run(string(rune('0'+n)), func(b *testing.B) {
			benchSolves(b, endings(game.Tarneeb, 50, n, 10), solveOnly)
		})
	}
}
