package dd

import (
	"math/rand"
	"testing"

	"tarabish/game"
)

// The Tarneeb bounds count some tricks from the suit lengths alone: a suit nobody but the
// leader holds, trumps nobody else holds, and a side's trumps against every one of the
// opponents' trumps. There no card matters to the bound, which lets the table match more
// positions (about a fifth fewer positions on the benchmark deals). These tests check the
// cards said to matter and the values on endings where it applies.

// TestRankFreeQuickTricks checks that a suit nobody else holds adds its tricks to the quick
// tricks with no card that matters, while a suit headed over others' cards keeps its lowest
// counted card.
func TestRankFreeQuickTricks(t *testing.T) {
	// Clubs are trumps and only North holds them; only North holds diamonds; North heads the
	// spades with the ace over East's king.
	s, card := tarneebAt(t, "N:A.5.32.K KT9.76.. Q3.JT8.. J2.AKQ.. C N")
	q, rel, _ := s.quickTricks(0, true)
	if q != 4 {
		t.Errorf("quick tricks %d, want 4 (spade ace, two diamonds, the club king)", q)
	}
	if want := uint64(1) << card("AS"); rel != want {
		t.Errorf("%v matter, want only the ace of spades", s.lay.outSet(rel))
	}
}

// TestRankFreeSureTrumps checks the trump count against every opposing trump: no trump
// matters, where a count against only some of them keeps its lowest counted trump.
func TestRankFreeSureTrumps(t *testing.T) {
	const two, five, six, queen, king, ace = 1, 1 << 3, 1 << 4, 1 << 10, 1 << 11, 1 << 12
	if got, rel := sureTrumps(six|five, 0, 0); got != 2 || rel != 0 {
		t.Errorf("65 against none: %d tricks, %b matter; want 2 and none", got, rel)
	}
	if got, rel := sureTrumps(six|five|two, 0, ace); got != 2 || rel != 0 {
		t.Errorf("652 against the ace: %d tricks, %b matter; want 2 and none", got, rel)
	}
	if got, rel := sureTrumps(ace|king, 0, queen|six); got != 2 || rel != king {
		t.Errorf("AK against Q6: %d tricks, %b matter; want 2 and the king", got, rel)
	}
}

// TestRankFreeTargets compares the solver with the whole-position table on every target, on
// endings where one side holds every trump or a hand holds a whole suit.
func TestRankFreeTargets(t *testing.T) {
	rng := rand.New(rand.NewSource(31))
	s, ref := withExactTable(18)
	want := 200
	if testing.Short() {
		want = 40
	}
	found := 0
	for i := 0; found < want && i < 100*want; i++ {
		trump := game.Suit(rng.Intn(4))
		p := randomEnding(rng, Rules{Game: game.Tarneeb}, trump, 5+i%4, i%4)
		if !rankFree(p) {
			continue
		}
		found++
		ref.Reset()
		v, _ := ref.Solve(p)
		if !checkTargets(t, s, p, v) {
			return
		}
	}
	if found < want {
		t.Errorf("found %d endings of the kind, want %d", found, want)
	}
}

// rankFree reports whether one side holds every trump in play, or one hand every card in
// play of some suit.
func rankFree(p Position) bool {
	var all game.Cards
	for _, h := range p.Hands {
		all |= h
	}
	for su := game.Spades; su <= game.Clubs; su++ {
		in := all.Suit(su)
		if in == 0 {
			continue
		}
		for seat := 0; seat < 4; seat++ {
			side := p.Hands[seat] | p.Hands[seat^2]
			if p.Hands[seat]&in == in || su == p.Trump && side&in == in {
				return true
			}
		}
	}
	return false
}
