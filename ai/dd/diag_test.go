package dd

import (
	"os"
	"sort"
	"strconv"
	"testing"
	"time"

	"tarabish/game"
)

// TestDiag prints per-deal solve times when DD_DIAG names a game (tarabish or tarneeb).
func TestDiag(t *testing.T) {
	g, err := game.ParseKind(os.Getenv("DD_DIAG"))
	if err != nil {
		t.Skip("set DD_DIAG")
	}
	n, _ := strconv.Atoi(os.Getenv("DD_N"))
	if n == 0 {
		n = 10
	}
	bitsN, _ := strconv.Atoi(os.Getenv("DD_BITS"))
	if bitsN == 0 {
		bitsN = DefaultTableBits
	}
	s := NewSolverBits(bitsN)
	var tot time.Duration
	var nodes int64
	deals := fullDeals(g, n, map[game.Kind]int64{game.Tarabish: 7, game.Tarneeb: 8}[g])
	if e, _ := strconv.Atoi(os.Getenv("DD_END")); e > 0 {
		deals = endings(g, n, e, 10)
	}
	if os.Getenv("DD_TRACE") != "" {
		mtdTrace = func(beta, v int, nodes int64) { t.Logf("   beta %d -> %d  %d nodes", beta, v, nodes) }
		defer func() { mtdTrace = nil }()
	}
	for i, p := range deals {
		s.Reset()
		n0 := s.Nodes()
		t0 := time.Now()
		v, c := s.Solve(p)
		d := time.Since(t0)
		tot += d
		nodes += s.Nodes() - n0
		t.Logf("%2d trump %v value %3d %v  %8.2f ms %9d nodes", i, p.Trump, v, c, float64(d.Microseconds())/1000, s.Nodes()-n0)
	}
	t.Logf("total %v, %d nodes", tot, nodes)
}

// TestNodes prints the median and 90th percentile of the nodes a cold Tarneeb full-deal solve
// searches over the benchmark's deals, when DD_NODES is set: a figure that does not depend on
// the machine's load.
func TestNodes(t *testing.T) {
	if os.Getenv("DD_NODES") == "" {
		t.Skip("set DD_NODES")
	}
	s := NewSolver()
	var nn []int
	var tot int64
	seed, _ := strconv.Atoi(os.Getenv("DD_SEED"))
	if seed == 0 {
		seed = 8
	}
	for _, p := range fullDeals(game.Tarneeb, 50, int64(seed)) {
		s.Reset()
		n0 := s.Nodes()
		s.Solve(p)
		nn = append(nn, int(s.Nodes()-n0))
		tot += s.Nodes() - n0
	}
	sort.Ints(nn)
	t.Logf("median nodes %d p90 %d total %d", nn[25], nn[45], tot)
}
