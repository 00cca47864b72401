package dd

import (
	"os"
	"strings"
	"testing"

	"tarabish/game"
)

// pbnLine writes a position with an empty trick in the form ParseDeal reads.
func pbnLine(p Position) string {
	var hands []string
	for s := game.North; s <= game.West; s++ {
		var suits []string
		for su := game.Spades; su <= game.Clubs; su++ {
			var b strings.Builder
			for r := game.Ace; ; r-- {
				if p.Hands[s].Has(game.NewCard(su, r)) {
					b.WriteByte(rankChars[r])
				}
				if r == 0 {
					break
				}
			}
			suits = append(suits, b.String())
		}
		hands = append(hands, strings.Join(suits, "."))
	}
	return "N:" + strings.Join(hands, " ") + " " + "SHDC"[p.Trump:p.Trump+1] + " " + p.Leader.String()
}

// TestBenchSetPBN checks that the benchmark sets read back from PBN unchanged. With DD_PBN set
// to a folder it writes them there (tarneeb.pbn, tarabish.pbn) for other solvers to time.
func TestBenchSetPBN(t *testing.T) {
	dir := os.Getenv("DD_PBN")
	for _, g := range []game.Kind{game.Tarneeb, game.Tarabish} {
		var lines []string
		for _, p := range benchSet(g) {
			line := pbnLine(p)
			q, err := ParseDeal(line, g)
			if err != nil || q.Hands != p.Hands || q.Trump != p.Trump || q.Leader != p.Leader {
				t.Fatalf("%q reads back as %s (%v), want %s", line, describe(q), err, describe(p))
			}
			lines = append(lines, line)
		}
		if dir != "" {
			name := dir + "/" + strings.ToLower(g.String()) + ".pbn"
			if err := os.WriteFile(name, []byte(strings.Join(lines, "\n")+"\n"), 0o644); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestMTDSteps checks that the null-window steps of a Tarneeb solve close in on the value:
// each step's result lies on the side of its target that narrows the interval.
func TestMTDSteps(t *testing.T) {
	s := NewSolverBits(18)
	for _, p := range fullDeals(game.Tarneeb, 3, 8) {
		lo, hi := 0, 13
		steps := 0
		mtdTrace = func(beta, v int, nodes int64) {
			steps++
			if v >= beta {
				if v < lo || v > hi {
					t.Errorf("step %d -> %d outside [%d, %d]", beta, v, lo, hi)
				}
				lo = v
			} else {
				if v > hi || v < lo {
					t.Errorf("step %d -> %d outside [%d, %d]", beta, v, lo, hi)
				}
				hi = v
			}
		}
		v, _ := s.Solve(p)
		mtdTrace = nil
		if !ns(int(p.Leader)) {
			v = 13 - v
		}
		if steps == 0 || lo != hi || lo != v {
			t.Errorf("%d steps end at [%d, %d], value %d: %s", steps, lo, hi, v, describe(p))
		}
	}
}
