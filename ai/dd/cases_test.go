package dd

import (
	"math/rand"
	"testing"

	"tarabish/game"
)

func cards(t *testing.T, text string) game.Cards {
	t.Helper()
	cs, err := game.ParseCards(text)
	if err != nil {
		t.Fatal(err)
	}
	var m game.Cards
	for _, c := range cs {
		m |= c.Mask()
	}
	return m
}

func card(t *testing.T, text string) game.Card {
	t.Helper()
	c, err := game.ParseCard(text)
	if err != nil {
		t.Fatal(err)
	}
	return c
}

func TestHandMade(t *testing.T) {
	tb := Rules{Game: game.Tarabish, LastTrick: 10}
	tn := Rules{Game: game.Tarneeb}
	allSpades := "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S"
	cases := []struct {
		name   string
		rules  Rules
		hands  [4]string
		trump  game.Suit
		leader game.Seat
		trick  string
		value  int
		best   string
	}{
		// E must overtrump KH with 9H, so S's JH takes both; with 6H E would keep 9H.
		{"must overtrump", tb, [4]string{"AS", "9H 6H", "JH TS", "7C 8C"}, game.Hearts, game.North, "KH", 31, "9H"},
		{"ruff over partner", tb, [4]string{"6S", "7S", "8H 9D", "9S 6D"}, game.Hearts, game.North, "AS KS", 25, "8H"},
		{"last trick bonus", tb, [4]string{"AS", "KS", "QS", "JS"}, game.Hearts, game.North, "", 30, "AS"},
		{"no trump total", Rules{Game: game.Tarabish, LastTrick: 10}, [4]string{"AS", "TS", "KS", "QS"}, game.NoTrump, game.West, "", 0, "QS"},
		{"tarneeb all trumps, N leads", tn, [4]string{allSpades, "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H",
			"AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D", "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C"}, game.Spades, game.North, "", 13, ""},
		{"tarneeb all trumps, E leads", tn, [4]string{allSpades, "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H",
			"AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D", "AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C"}, game.Spades, game.East, "", 0, ""},
		{"tarneeb only card ruffs", tn, [4]string{"2S", "AH", "3S", "KH"}, game.Spades, game.East, "", 0, "AH"},
	}
	s := NewSolverBits(16)
	for _, c := range cases {
		p := Position{Rules: c.rules, Trump: c.trump, Leader: c.leader}
		for i, h := range c.hands {
			p.Hands[i] = cards(t, h)
		}
		if c.trick != "" {
			tc, _ := game.ParseCards(c.trick)
			p.TrickLen = copy(p.Trick[:], tc)
		}
		if err := p.Check(); err != nil {
			t.Fatalf("%s: %v", c.name, err)
		}
		v, b := s.Solve(p)
		if v != c.value || (c.best != "" && b != card(t, c.best)) {
			t.Errorf("%s: Solve = %d %v, want %d %s", c.name, v, b, c.value, c.best)
		}
		if p.Hands[0].Len() > 4 {
			continue
		}
		if bf := bfSide(p); bf != c.value {
			t.Errorf("%s: brute force gives %d, want %d", c.name, bf, c.value)
		}
	}
}

func TestLegalRules(t *testing.T) {
	base := Position{Rules: Rules{Game: game.Tarabish, LastTrick: 10}, Trump: game.Hearts, Leader: game.North}
	cases := []struct {
		name   string
		exempt bool
		trick  string
		hand   string
		want   string
	}{
		{"must overtrump", false, "KH", "6H 9H AS", "9H"},
		{"only lower trumps", false, "JH", "6H 9H AS", "6H 9H"},
		{"void must trump", false, "AS", "6H 9H AC", "6H 9H"},
		{"void must trump over partner", false, "AS TS", "6H 9H AC", "6H 9H"},
		{"exemption partner winning", true, "AS TS", "6H 9H AC", "6H 9H AC"},
		{"exemption opponent winning", true, "TS AS", "6H 9H AC", "6H 9H"},
		{"overtrump a ruff", false, "AS QH", "6H KH AC", "KH"},
		{"under-ruff when unable", false, "AS JH", "6H KH AC", "6H KH"},
		{"follow plain suit", false, "AS JH", "6S KH AC", "6S"},
		{"no suit no trump", false, "AS", "AD AC", "AD AC"},
	}
	for _, c := range cases {
		p := base
		p.Rules.PartnerExemption = c.exempt
		tc, _ := game.ParseCards(c.trick)
		p.TrickLen = copy(p.Trick[:], tc)
		p.Hands[p.ToMove()] = cards(t, c.hand)
		if got, want := Legal(p), cards(t, c.want); got != want {
			t.Errorf("%s: Legal = %v, want %v", c.name, got, want)
		}
	}
}

// TestFullDealSanity checks both sides' values add up and that play never runs out of legal cards.
func TestFullDealSanity(t *testing.T) {
	s := NewSolver()
	check := func(p Position, total int) {
		v, best := s.Solve(p)
		q, _ := bfPlay(p, best)
		w, _ := s.Solve(q)
		gained := bfTotal(p) - bfTotal(q) // nothing is won before the trick ends
		if p.ToMove().Team() == q.ToMove().Team() || gained != 0 {
			t.Fatalf("unexpected turn order")
		}
		if v+w != total {
			t.Errorf("values %d + %d != %d: %s", v, w, total, describe(p))
		}
		if !s.CanReach(p, v) || s.CanReach(p, v+1) {
			t.Errorf("CanReach disagrees with %d: %s", v, describe(p))
		}
	}
	for i, p := range fullDeals(game.Tarabish, 6, 3) {
		if i%3 == 0 {
			p.Trump = game.NoTrump
			check(p, 130)
		} else {
			check(p, 162)
		}
	}
	for _, p := range endings(game.Tarneeb, 4, 9, 4) {
		check(p, 9)
	}
	rng := rand.New(rand.NewSource(5))
	for i := 0; i < 300; i++ {
		g := game.Kind(i % 2)
		p := fullDeals(g, 1, int64(i))[0]
		p.Rules.PartnerExemption = i%4 < 2
		for p.Hands[p.ToMove()] != 0 {
			l := Legal(p)
			if l == 0 {
				t.Fatalf("no legal card: %s", describe(p))
			}
			var bl game.Cards
			for _, c := range bfLegal(p) {
				bl |= c.Mask()
			}
			if bl != l {
				t.Fatalf("Legal %v, brute %v: %s", l, bl, describe(p))
			}
			p, _ = bfPlay(p, l.Nth(rng.Intn(l.Len())))
		}
	}
}
