package dd

import (
	"math/rand"
	"testing"

	"tarabish/game"
)

// TestShapeKept checks that the shape word the Tarabish search keeps as cards are played
// matches the hands: after random legal play from random deals, it equals shapeOf of the
// hands, and one card less in a suit is one unit less.
func TestShapeKept(t *testing.T) {
	rng := rand.New(rand.NewSource(5))
	s := NewSolverBits(12)
	for _, p := range fullDeals(game.Tarabish, 20, 5) {
		for k := rng.Intn(20); k > 0; k-- {
			l := bfLegal(p)
			p, _ = bfPlay(p, l[rng.Intn(len(l))])
		}
		s.setup(p)
		if s.shape != shapeOf(&s.h) {
			t.Fatalf("shape %#x after setup, hands give %#x", s.shape, shapeOf(&s.h))
		}
		seat := int(p.ToMove())
		c := uint8(lowBit(s.h[seat]))
		s.h[seat] &^= 1 << c
		if s.shape-lenUnit(seat, c) != shapeOf(&s.h) {
			t.Fatalf("one card played: %#x, want %#x", s.shape-lenUnit(seat, c), shapeOf(&s.h))
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

// TestFollowIndex checks that positions inside a Tarabish trick share their place for a
// remembered refutation when they differ only in a card already beaten, and not when the card
// winning the trick, its seat or the cards played so far differ.
func TestFollowIndex(t *testing.T) {
	p, err := ParseDeal("N:AK.QJ.. T9.8.6. 876.A.. .K7.9.J C N", game.Tarabish)
	if err != nil {
		t.Fatal(err)
	}
	s := NewSolverBits(12)
	s.setup(p)
	const wc, beaten, other = 0x15, 0x12, 0x13 // a heart winning over a lower heart
	s.trickMask = 1<<beaten | 1<<wc
	i := s.followIndex(2, 1, wc)
	s.trickMask = 1<<other | 1<<wc
	if j := s.followIndex(2, 1, wc); j != i {
		t.Errorf("another beaten card: place %d, want %d", j, i)
	}
	for _, j := range []int{s.followIndex(2, 1, 0x16), s.followIndex(2, 3, wc), s.followIndex(3, 1, wc)} {
		if j == i {
			t.Errorf("another winning card, winner or trick length shares the place %d", i)
		}
	}
}

// TestMoveListToFront checks that a listed card moves to the front, the others keeping their
// order, and that an unlisted card changes nothing.
func TestMoveListToFront(t *testing.T) {
	var l moveList
	for i, c := range []uint8{5, 3, 9, 1} {
		l.add(c, int32(10-i))
	}
	l.toFront(9)
	l.toFront(42)
	if got := l.c[:l.n]; got[0] != 9 || got[1] != 5 || got[2] != 3 || got[3] != 1 {
		t.Errorf("order %v, want [9 5 3 1]", got)
	}
}
