package dd

import (
	"math/rand"
	"testing"

	"tarabish/game"
)

// TestPartitionTarneeb compares the solver, whose table is shared by all positions and matches
// on the cards that mattered, with one whose entries match whole positions only, on endings
// too big for the brute force.
func TestPartitionTarneeb(t *testing.T) {
	rng := rand.New(rand.NewSource(11))
	s, ref := withExactTable(18)
	count := 2000
	if testing.Short() {
		count = 300
	}
	for i := 0; i < count; i++ {
		r := Rules{Game: game.Tarneeb, LeadTrump: i%5 == 0}
		n := 5 + i%4
		p := randomEnding(rng, r, game.Suit(rng.Intn(4)), n, i%4)
		ref.Reset()
		want, _ := ref.Solve(p)
		if got, _ := s.Solve(p); got != want {
			t.Fatalf("Solve = %d, want %d: %s", got, want, describe(p))
		}
		for _, cs := range s.ScoreCards(p, nil) {
			q, gain := bfPlay(p, cs.Card)
			ref.Reset()
			w, _ := ref.Solve(q)
			if q.ToMove().Team() != game.NS {
				w = bfTotal(q) - w
			}
			if w += gain; p.ToMove().Team() != game.NS {
				w = bfTotal(p) - w
			}
			if cs.Value != w {
				t.Fatalf("ScoreCards %v = %d, want %d: %s", cs.Card, cs.Value, w, describe(p))
			}
		}
	}
}

// withExactTable gives a solver with a table of 2^bits entries and a reference solver whose
// entries match whole positions only, for comparing the partition table's results.
func withExactTable(bits int) (*Solver, *Solver) {
	ref := NewSolverBits(bits)
	ref.exactTT = true
	return NewSolverBits(bits), ref
}
