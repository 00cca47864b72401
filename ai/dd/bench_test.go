package dd

import (
	"fmt"
	"math/rand"
	"os"
	"sort"
	"strconv"
	"testing"
	"time"

	"tarabish/game"
)

// Benchmark sets: seeded random full deals with a random trump suit and leader. Run with
//
//	go test ./ai/dd -run '^$' -bench 'Set' -benchtime 1x
//
// The node counts are the load-independent figures; the times depend on the machine's load.

// setSize is the number of deals of each game's benchmark set.
const setSize = 300

// Seeds of the benchmark sets.
const (
	tarabishSetSeed = 1601
	tarneebSetSeed  = 1602
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

// benchSet gives the benchmark set of a game. With DD_SEED set to a number, the deals of
// both games come from that seed instead (other sets, to check a change does not fit the
// usual ones only); with DD_COUNT set to a number, only that many of the first deals (quick
// comparisons of two builds).
func benchSet(g game.Kind) []Position {
	seed := int64(tarabishSetSeed)
	if g == game.Tarneeb {
		seed = tarneebSetSeed
	}
	if s, err := strconv.ParseInt(os.Getenv("DD_SEED"), 10, 64); err == nil {
		seed = s
	}
	ps := fullDeals(g, setSize, seed)
	if n, err := strconv.Atoi(os.Getenv("DD_COUNT")); err == nil && n > 0 && n < len(ps) {
		ps = ps[:n]
	}
	return ps
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

// benchSolves times run on every position with a cold table and reports the median, 90th
// percentile, mean and maximum per solve, in wall-clock time, in processor time (cpu-ms, not
// inflated by other work on a loaded machine) and in nodes searched. With DD_TIMES set to a
// file name it also writes there, per position, its index, run's value, wall-clock
// milliseconds, nodes and processor milliseconds. DD_BITS and DD_FLUSH: see benchBits and
// flushCache.
func benchSolves(b *testing.B, ps []Position, run func(s *Solver, p Position) int) {
	s := NewSolverBits(benchBits())
	var ms, cpu, nn []float64
	var log *os.File
	if name := os.Getenv("DD_TIMES"); name != "" {
		var err error
		if log, err = os.Create(name); err != nil {
			b.Fatal(err)
		}
		defer log.Close()
	}
	for i := 0; i < b.N; i++ {
		for j, p := range ps {
			b.StopTimer()
			s.Reset()
			flushCache()
			n0 := s.Nodes()
			b.StartTimer()
			c0, t0 := cpuTime(), time.Now()
			v := run(s, p)
			d, c := time.Since(t0), cpuTime()-c0
			nn = append(nn, float64(s.Nodes()-n0))
			ms = append(ms, float64(d.Nanoseconds())/1e6)
			cpu = append(cpu, float64(c.Nanoseconds())/1e6)
			if log != nil {
				fmt.Fprintf(log, "%d %d %.3f %d %.3f\n", j, v, ms[len(ms)-1], s.Nodes()-n0, cpu[len(cpu)-1])
			}
		}
	}
	report(b, ms, "ms")
	report(b, cpu, "cpu-ms")
	report(b, nn, "nodes")
	b.ReportMetric(0, "ns/op")
}

// report gives the median, 90th percentile, mean and maximum of xs as metrics.
func report(b *testing.B, xs []float64, unit string) {
	sort.Float64s(xs)
	sum := 0.0
	for _, x := range xs {
		sum += x
	}
	b.ReportMetric(xs[len(xs)/2], unit+"/median")
	b.ReportMetric(xs[len(xs)*9/10], unit+"/p90")
	b.ReportMetric(sum/float64(len(xs)), unit+"/mean")
	b.ReportMetric(xs[len(xs)-1], unit+"/max")
}

func solveOnly(s *Solver, p Position) int {
	v, _ := s.Solve(p)
	return v
}

func BenchmarkSetTarneeb(b *testing.B) { benchSolves(b, benchSet(game.Tarneeb), solveOnly) }

func BenchmarkSetTarabish(b *testing.B) { benchSolves(b, benchSet(game.Tarabish), solveOnly) }

func BenchmarkSetProbeTarabish82(b *testing.B) {
	benchSolves(b, benchSet(game.Tarabish), func(s *Solver, p Position) int {
		if s.CanReach(p, 82) {
			return 1
		}
		return 0
	})
}

func BenchmarkScoreCardsTarabishFull(b *testing.B) {
	benchSolves(b, benchSet(game.Tarabish)[:30], func(s *Solver, p Position) int {
		return len(s.ScoreCards(p, nil))
	})
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

func BenchmarkScoreCardsTarneebEnding(b *testing.B) {
	for _, n := range []int{9, 11} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			benchSolves(b, endings(game.Tarneeb, 40, n, 11), func(s *Solver, p Position) int {
				return len(s.ScoreCards(p, nil))
			})
		})
	}
}

func BenchmarkScoreCardsTarabishEnding(b *testing.B) {
	for _, n := range []int{7, 8} {
		b.Run(strconv.Itoa(n), func(b *testing.B) {
			benchSolves(b, endings(game.Tarabish, 40, n, 12), func(s *Solver, p Position) int {
				return len(s.ScoreCards(p, nil))
			})
		})
	}
}

// benchBits gives the table size the benchmarks use: DD_BITS when set (a NewSolverBits size, to
// compare table sizes), else the default.
func benchBits() int {
	if n, err := strconv.Atoi(os.Getenv("DD_BITS")); err == nil {
		return n
	}
	return DefaultTableBits
}

// flushBuf is the memory flushCache walks through.
var flushBuf []byte

// flushCache, with DD_FLUSH set, evicts the caches after each Reset (the clear leaves a small
// table in the cache, which no real first solve finds) by touching 256 MiB.
func flushCache() {
	if os.Getenv("DD_FLUSH") == "" {
		return
	}
	if flushBuf == nil {
		flushBuf = make([]byte, 256<<20)
	}
	for i := 0; i < len(flushBuf); i += 64 {
		flushBuf[i]++
	}
}
