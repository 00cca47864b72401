package dd

import (
	"math/rand"
	"strings"
	"testing"

	"tarabish/game"
)

// The pruning rules (bounds, sure tricks inside a trick, principal-variation re-searches) act
// on narrow windows, so these tests ask CanReach for every target, against the brute force on
// small endings and against the whole-position table on bigger ones.

// checkTargets compares CanReach for every target with the value want of the side to move.
func checkTargets(t *testing.T, s *Solver, p Position, want int) bool {
	t.Helper()
	for tg := 0; tg <= bfTotal(p)+1; tg++ {
		if got := s.CanReach(p, tg); got != (want >= tg) {
			t.Errorf("CanReach(%d) = %v, value %d: %s", tg, got, want, describe(p))
			return false
		}
	}
	return true
}

func TestBruteTargets(t *testing.T) {
	rng := rand.New(rand.NewSource(21))
	s := NewSolverBits(16)
	for i := 0; i < 1500; i++ {
		g := game.Tarneeb
		r := Rules{Game: g, LeadTrump: i%7 == 0}
		if i%3 == 0 {
			g = game.Tarabish
			r = Rules{Game: g, LastTrick: 10, PartnerExemption: i%2 == 0}
		}
		p := randomEnding(rng, r, game.Suit(rng.Intn(4)), 2+i%3, i%4)
		if !checkTargets(t, s, p, bfSide(p)) {
			return
		}
	}
}

func TestPartitionTargets(t *testing.T) {
	rng := rand.New(rand.NewSource(22))
	s, ref := withExactTable(18)
	count := 300
	if testing.Short() {
		count = 60
	}
	for i := 0; i < count; i++ {
		p := randomEnding(rng, Rules{Game: game.Tarneeb}, game.Suit(rng.Intn(4)), 6+i%4, i%4)
		ref.Reset()
		want, _ := ref.Solve(p)
		if !checkTargets(t, s, p, want) {
			return
		}
	}
}

// TestSureTrumps checks the trump-trick count on hand-made trump holdings (bit i: rank 2+i).
func TestSureTrumps(t *testing.T) {
	const two, five, six, seven, eight, nine, ten, jack, queen, king, ace = 1, 1 << 3, 1 << 4, 1 << 5, 1 << 6, 1 << 7, 1 << 8, 1 << 9, 1 << 10, 1 << 11, 1 << 12
	cases := []struct {
		x, y, o uint64
		want    int
	}{
		{ace | king, 0, queen, 2}, // masters
		{queen | jack | eight, two, king | nine | six | five | seven, 1}, // QJ8 against K9765
		{queen | jack | ten, 0, ace | king, 1},                           // QJT against AK
		{queen | jack, ten, ace | king, 0},                               // QJ against AK
		{six | five, 0, 0, 2},                                            // no opposing trumps
		{0, 0, ace, 0},
	}
	for _, c := range cases {
		if got, _ := sureTrumps(c.x, c.y, c.o); got != c.want {
			t.Errorf("sureTrumps(%b, %b, %b) = %d, want %d", c.x, c.y, c.o, got, c.want)
		}
	}
}

// TestSplitTops checks the two-top-trumps rule on hand-made holdings (bit i: rank 2+i).
func TestSplitTops(t *testing.T) {
	const two, three, queen, king, ace = 1, 1 << 1, 1 << 10, 1 << 11, 1 << 12
	cases := []struct {
		x, y, o uint64
		want    bool
	}{
		{ace | two, king, queen, true},          // A2 opposite K
		{ace, king | two, queen, true},          // A opposite K2
		{ace, king, queen | two, false},         // singletons can fall together
		{ace | king, two, queen, false},         // both tops in one hand (sureTrumps counts them)
		{ace | two, queen | three, king, false}, // the second-best trump is the opponents'
	}
	for _, c := range cases {
		if got := splitTops(c.x, c.y, c.o); got != c.want {
			t.Errorf("splitTops(%b, %b, %b) = %v, want %v", c.x, c.y, c.o, got, c.want)
		}
	}
}

// TestAllTricksTargets checks the rule that a side without enough length in the suits it heads
// cannot take every trick (no trumps left in play, where squeezes live), against the brute
// force on every target.
func TestAllTricksTargets(t *testing.T) {
	rng := rand.New(rand.NewSource(23))
	s := NewSolverBits(16)
	for i := 0; i < 2000; i++ {
		trump := game.Suit(rng.Intn(4))
		var deck []game.Card
		for _, c := range game.Tarneeb.Deck().Slice() {
			if c.Suit() != trump {
				deck = append(deck, c)
			}
		}
		n := 3 + i%2
		if i%40 == 0 {
			n = 5
		}
		p := endingFrom(rng, Rules{Game: game.Tarneeb}, trump, deck, n, i%4)
		if !checkTargets(t, s, p, bfSide(p)) {
			return
		}
	}
}

// TestAllTricksFail checks the rule on hand-made endings: North and South head only spades
// (two cards at most in one hand) while East holds the ace of hearts, so they cannot take all
// three tricks, and the ace is the card that matters; with the ace North's they might, and
// with a trump still out the rule says nothing.
func TestAllTricksFail(t *testing.T) {
	s, card := tarneebAt(t, "N:AK.2.. 7.A6.. 3.54.. Q.J9.. C N")
	if ok, rel := s.allTricksFail(0, 3); !ok || rel != 1<<card("AH") {
		t.Errorf("ace of hearts East's: got %v, rel %x, want true, %x", ok, rel, uint64(1)<<card("AH"))
	}
	s, _ = tarneebAt(t, "N:AK.A.. 7.26.. 3.54.. Q.J9.. C N")
	if ok, _ := s.allTricksFail(0, 3); ok {
		t.Error("ace of hearts North's: got true, want false")
	}
	s, _ = tarneebAt(t, "N:AK.2.. 7.A..2 3.54.. Q.J9.. C N")
	if ok, _ := s.allTricksFail(0, 3); ok {
		t.Error("a trump in play: got true, want false")
	}
}

// TestGuardedTrump checks the trump rule on hand-made endings: North leads and holds the ace
// of clubs (trumps); West, who plays straight after North, holds the king with another club,
// so North-South cannot take every trick, and the king is the card that matters. With the
// king alone, or the king in East's hand (before North) and the next trump North's, the rule
// says nothing; with the queen West's, it holds again.
func TestGuardedTrump(t *testing.T) {
	cases := []struct {
		deal string
		ok   bool
		rel  string
	}{
		{"N:AK...A QJT... 987... 2...K3 C N", true, "KC"},
		{"N:AK...A QJT... 987... 32...K C N", false, ""},
		{"N:A...AQ 2...K3 987... QJT... C N", false, ""},
		{"N:AK...A 2.3..K 987... QJ...Q C N", false, ""},
		{"N:AK...A 2...K3 987... QJ...Q C N", true, "QC"},
		{"N:AK...A QJT... 987... 2...K3 C W", false, ""},
	}
	for _, c := range cases {
		s, card := tarneebAt(t, c.deal)
		leader := 0
		if strings.HasSuffix(c.deal, " W") {
			leader = 3
		}
		ok, rel := s.allTricksFail(leader, 3)
		want := uint64(0)
		if c.rel != "" {
			want = 1 << card(c.rel)
		}
		if ok != c.ok || rel != want {
			t.Errorf("%s: got %v, rel %x, want %v, %x", c.deal, ok, rel, c.ok, want)
		}
	}
}

// TestGuardedTrumpTargets compares every target of endings with trumps in play with the brute
// force, and checks that the trump rule decides enough of them to be tested.
func TestGuardedTrumpTargets(t *testing.T) {
	rng := rand.New(rand.NewSource(29))
	s := NewSolverBits(16)
	probe := NewSolverBits(10)
	hits := 0
	for i := 0; i < 1500; i++ {
		trump := game.Suit(rng.Intn(4))
		p := endingFrom(rng, Rules{Game: game.Tarneeb}, trump, game.Tarneeb.Deck().Slice(), 3+i%2, 0)
		if r, ok := probe.setup(p); ok {
			if fail, _ := probe.allTricksFail(r.leader, 3+i%2); fail && probe.trumpMask&(probe.h[0]|probe.h[1]|probe.h[2]|probe.h[3]) != 0 {
				hits++
			}
		}
		if !checkTargets(t, s, p, bfSide(p)) {
			return
		}
	}
	if hits < 50 {
		t.Errorf("the trump rule decided %d endings of 1500, want at least 50", hits)
	}
}
