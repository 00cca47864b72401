package dd

import (
	"math/bits"
	"math/rand"
	"testing"

	"tarabish/game"
)

// TestLaneCounts checks the four 16-bit lanes' bit counts against a plain count.
func TestLaneCounts(t *testing.T) {
	rng := rand.New(rand.NewSource(3))
	for i := 0; i < 1000; i++ {
		x := rng.Uint64()
		got := laneCounts(x)
		for l := uint(0); l < 64; l += 16 {
			if want := uint64(bits.OnesCount64(x >> l & 0xFFFF)); got>>l&0xFFFF != want {
				t.Fatalf("laneCounts(%#x) lane %d = %d, want %d", x, l/16, got>>l&0xFFFF, want)
			}
		}
	}
}

// TestShapeIndex checks that Tarabish positions of one shape (the same suit lengths in every
// hand, the same leader) share their place for a remembered lead: North and East swap a
// spade, and South and West a heart; another leader, or another shape, is another place.
func TestShapeIndex(t *testing.T) {
	at := func(deal string) (*Solver, int) {
		p, err := ParseDeal(deal, game.Tarabish)
		if err != nil {
			t.Fatal(err)
		}
		s := NewSolverBits(12)
		s.setup(p)
		return s, int(p.Leader)
	}
	s1, l1 := at("N:AK.QJ.. T9.8.6. 876.A.. .K7.9.J C N")
	s2, l2 := at("N:T9.QJ.. AK.8.6. 876.K.. .A7.9.J C N")
	s3, l3 := at("N:AK.QJ.. T9.8.6. 876.A.. .K7.9.J C E")
	s4, l4 := at("N:AKT.Q.. 9.8J.6. 876.A.. .K7.9.J C N")
	i1, i2, i3, i4 := s1.shapeIndex(l1), s2.shapeIndex(l2), s3.shapeIndex(l3), s4.shapeIndex(l4)
	if i1 != i2 {
		t.Errorf("same shape: places %d and %d", i1, i2)
	}
	if i1 == i3 || i1 == i4 {
		t.Errorf("other leader %d or shape %d shares the place %d", i3, i4, i1)
	}
}
