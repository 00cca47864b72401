package dd

import (
	"math/rand"
	"testing"

	"tarabish/game"
)

// denseEnding deals n cards a hand from the cards of only a few suits (the trump suit among
// them when withTrump), so that suits run out and masters, length winners and entries are
// common.
func denseEnding(rng *rand.Rand, trump game.Suit, suits, n int, withTrump bool) Position {
	order := rng.Perm(4)
	var deck []game.Card
	k := 0
	for _, su := range order {
		if k == suits {
			break
		}
		if !withTrump && game.Suit(su) == trump {
			continue
		}
		if withTrump && k == 0 && game.Suit(su) != trump {
			su = int(trump)
		} else if withTrump && k > 0 && game.Suit(su) == trump {
			continue
		}
		for r := game.Rank(0); r <= game.Ace; r++ {
			deck = append(deck, game.NewCard(game.Suit(su), r))
		}
		k++
	}
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	p := Position{Rules: Rules{Game: game.Tarneeb}, Trump: trump, Leader: game.Seat(rng.Intn(4))}
	for s := 0; s < 4; s++ {
		for _, c := range deck[s*n : s*n+n] {
			p.Hands[s] |= c.Mask()
		}
	}
	return p
}

// TestQuickTricksBrute checks the quick-trick count of the leader's side against the brute
// force, and the solver on the same dense endings.
func TestQuickTricksBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(31))
	s := NewSolverBits(16)
	hits := 0
	for i := 0; i < 1500; i++ {
		n := 2 + i%3
		p := denseEnding(rng, game.Suit(rng.Intn(4)), 2+i%2, n, i%3 != 0)
		want := bfSide(p)
		r, _ := s.setup(p)
		q, _, _ := s.quickTricks(r.leader, true)
		if q > want {
			t.Fatalf("quickTricks = %d, value %d: %s", q, want, describe(p))
		}
		if q == want {
			hits++
		}
		if i%8 == 0 && !checkAgainstBrute(t, s, p) {
			return
		}
	}
	t.Logf("quick tricks exact on %d of 1500", hits)
}

// TestMasterPointsBrute checks the Tarabish master-trump points of both sides and the
// leader's cashing points against the brute force, on endings where they often count.
func TestMasterPointsBrute(t *testing.T) {
	rng := rand.New(rand.NewSource(32))
	s := NewSolverBits(16)
	hits := 0
	for i := 0; i < 1200; i++ {
		r := Rules{Game: game.Tarabish, LastTrick: 10, PartnerExemption: i%2 == 0}
		p := randomEnding(rng, r, game.Suit(rng.Intn(5)), 2+i%3, 0)
		v := bfNS(p)
		s.setup(p)
		lo, hi, _, _ := s.bounds(int(p.Leader), 0, bfTotal(p), -1, bfTotal(p)+1)
		if lo > v || hi < v {
			t.Fatalf("master points give [%d, %d], value %d: %s", lo, hi, v, describe(p))
		}
		if lo > 0 || hi < bfTotal(p) {
			hits++
		}
	}
	t.Logf("bounds bite on %d of 1200", hits)
}

// TestQuickTricksPartnerDiscards checks a count the partner's discards would break: North
// cashes the three of clubs before hearts, and South, holding only KQJ of hearts, throws one
// of them, so the hearts (ace-small opposite KQJ) give two tricks, not three.
func TestQuickTricksPartnerDiscards(t *testing.T) {
	p, err := ParseDeal("N:.A2..3 .54.2. .KQJ.. .76.3. S N", game.Tarneeb)
	if err != nil {
		t.Fatal(err)
	}
	s := NewSolverBits(12)
	r, _ := s.setup(p)
	want := bfSide(p)
	if q, _, _ := s.quickTricks(r.leader, true); q > want {
		t.Errorf("quickTricks = %d, value %d", q, want)
	}
}
