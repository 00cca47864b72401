package dd

import (
	"fmt"
	"math/rand/v2"
	"testing"
)

// suitClass spells out what a suit's part of the Tarabish key must tell apart: the point
// cards in play with their owners, and the zero-point cards in play by number and owners in
// strength order (which of them are gone does not matter).
func suitClass(all, a, b, z uint64) string {
	s := ""
	for i := 8; i >= 0; i-- {
		owner := a>>i&1 | (b>>i&1)<<1
		in := all>>i&1 != 0
		switch {
		case z>>i&1 == 0 && in:
			s += fmt.Sprint(owner)
		case z>>i&1 == 0:
			s += "-"
		}
	}
	s += "|"
	for i := 8; i >= 0; i-- {
		if z>>i&1 != 0 && all>>i&1 != 0 {
			s += fmt.Sprint(a>>i&1 | (b>>i&1)<<1)
		}
	}
	return s
}

// TestSuitCode checks the numbering of a suit's cards in the table key: equal numbers exactly
// for equal classes (positions that differ only in which zero-point cards are gone share a
// number, any other difference gives another number), and every number fits its 21 bits, over
// random suits with the plain and the trump suit's zero-point cards.
func TestSuitCode(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for _, z := range []uint64{tbPlainZero, tbTrumpZero} {
		byCode := map[uint32]string{}
		byClass := map[string]uint32{}
		for range 200000 {
			all := rng.Uint64() & 0x1FF
			a, b := rng.Uint64()&all, rng.Uint64()&all
			if rng.IntN(4) == 0 {
				all = 0x1FF // full suits reach the largest numbers
				a, b = rng.Uint64()&all, rng.Uint64()&all
			}
			c := suitCode(all, a, b, z)
			if c >= 1<<suitCodeBits {
				t.Fatalf("z %#x: code %d of %09b does not fit %d bits", z, c, all, suitCodeBits)
			}
			cl := suitClass(all, a, b, z)
			if old, ok := byCode[c]; ok && old != cl {
				t.Fatalf("z %#x: classes %s and %s share code %d", z, old, cl, c)
			}
			if old, ok := byClass[cl]; ok && old != c {
				t.Fatalf("z %#x: class %s has codes %d and %d", z, cl, old, c)
			}
			byCode[c], byClass[cl] = cl, c
		}
	}
	// The largest numbers: every card in play, West holding all of them.
	for _, z := range []uint64{tbPlainZero, tbTrumpZero} {
		if c := suitCode(0x1FF, 0x1FF, 0x1FF, z); c >= 1<<suitCodeBits {
			t.Fatalf("z %#x: largest code %d does not fit", z, c)
		}
	}
}

// TestEntryPacking checks that an entry gives back what was stored in it, at the ends of each
// field's range, and that a slot holds no key until something is stored.
func TestEntryPacking(t *testing.T) {
	for _, c := range []struct {
		k1     uint64
		lo, hi int
		move   uint8
		n      int
		age    uint16
	}{{0, 0, 0, 0, 1, 0}, {k1Mask, 255, 255, 255, 15, ageMask}, {12345, 17, 162, 0x23, 9, 5000}} {
		e := entry{k0: 99, d: pack(c.k1, c.lo, c.hi, c.move, c.n, c.age)}
		if !e.has(99, c.k1) || e.lo() != c.lo || e.hi() != c.hi || e.move() != c.move || e.n() != c.n || e.age() != c.age&ageMask {
			t.Fatalf("stored %+v, got k1 %v lo %d hi %d move %d n %d age %d", c, e.has(99, c.k1), e.lo(), e.hi(), e.move(), e.n(), e.age())
		}
		if e.has(98, c.k1) || e.has(99, c.k1^1) {
			t.Fatalf("stored %+v: another key matches", c)
		}
	}
	var empty entry
	if empty.has(0, 0) {
		t.Fatal("an empty slot matches the zero key")
	}
}
