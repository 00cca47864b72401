package dd

import (
	"testing"

	"tarabish/game"
)

// tarneebAt sets a solver up on a Tarneeb deal in PBN form and gives it with a function that
// names a card in the solver's terms.
func tarneebAt(t *testing.T, deal string) (*Solver, func(string) uint8) {
	t.Helper()
	p, err := ParseDeal(deal, game.Tarneeb)
	if err != nil {
		t.Fatal(err)
	}
	s := NewSolverBits(12)
	s.setup(p)
	return s, func(text string) uint8 {
		c, err := game.ParseCard(text)
		if err != nil {
			t.Fatal(err)
		}
		return s.lay.in(c)
	}
}

// TestWinRelLoneWinner checks the cards a finished Tarneeb trick makes matter: none when the
// winning card was the only one of its suit in the trick (a ruff, or a lead the others could
// not follow), which wins whatever its rank, as in DDS; else the winning card, or the lowest
// card of the run of equals it stood for in the winner's hand.
func TestWinRelLoneWinner(t *testing.T) {
	const deal = "N:AKQ.2.. JT9.3.. 876..2. 543...2 C N"
	s, card := tarneebAt(t, deal)
	bits := func(cs ...string) uint64 {
		var m uint64
		for _, c := range cs {
			m |= 1 << card(c)
		}
		return m
	}
	// A spade trick won by the ace over the others' spades, North keeping the king and queen:
	// the queen matters (and with it every higher spade).
	s.h[0] &^= bits("AS")
	s.h[1] &^= bits("JS")
	s.h[2] &^= bits("8S")
	s.h[3] &^= bits("5S")
	if r := s.winRel(0, card("AS"), bits("AS", "JS", "8S", "5S")); r != bits("QS") {
		t.Errorf("ace over spades: %v matter, want the queen", s.lay.outSet(r))
	}
	// A heart led, ruffed by the only club in the trick: no card matters.
	s, card = tarneebAt(t, deal)
	s.h[0] &^= bits("2H")
	s.h[1] &^= bits("3H")
	s.h[2] &^= bits("2D")
	s.h[3] &^= bits("2C")
	if r := s.winRel(3, card("2C"), bits("2H", "3H", "2D", "2C")); r != 0 {
		t.Errorf("a lone ruff: %v matter, want none", s.lay.outSet(r))
	}
}

// TestSureTrickLoneRuff checks the cards a sure last-hand win makes matter: none for the first
// trump in a trick of a plain suit (any trump wins it), the winning card when it beats by rank.
func TestSureTrickLoneRuff(t *testing.T) {
	for _, c := range []struct {
		east string // East's hand: last to play to North's heart lead (Tarneeb goes N, W, S, E)
		want string // the card that matters, or "" for none
	}{
		{"JT9...2", ""},
		{"JT9.5..", "5H"},
	} {
		s, card := tarneebAt(t, "N:AKQ.2.. "+c.east+" 876.4.. 543.3.. C N")
		s.h[0] &^= 1 << card("2H")
		s.h[3] &^= 1 << card("3H")
		s.h[2] &^= 1 << card("4H")
		s.trick0 = card("2H")
		s.trickMask = 1<<card("2H") | 1<<card("3H") | 1<<card("4H")
		ok, r := s.sureTrick(1, 3, 2, card("4H"))
		var want uint64
		if c.want != "" {
			want = 1 << card(c.want)
		}
		if !ok || r != want {
			t.Errorf("East %s: sure %v, %v matter, want %q", c.east, ok, s.lay.outSet(r), c.want)
		}
	}
}

// TestLastTrickLoneWinner checks the cards the final trick makes matter: none when its winner
// is the only card of its suit, else the winner.
func TestLastTrickLoneWinner(t *testing.T) {
	for _, c := range []struct{ deal, want string }{
		{"N:.2.. .3.. ...2 .4.. C N", ""},   // the two of clubs ruffs the hearts
		{"N:.2.. .3.. .5.. .4.. C N", "5H"}, // the five wins by rank
	} {
		s, card := tarneebAt(t, c.deal)
		_, r := s.lastTrick(0)
		var want uint64
		if c.want != "" {
			want = 1 << card(c.want)
		}
		if r != want {
			t.Errorf("%s: %v matter, want %q", c.deal, s.lay.outSet(r), c.want)
		}
	}
}
