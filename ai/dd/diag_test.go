package dd

import (
	"os"
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
