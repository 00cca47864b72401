package dd

import (
	"fmt"
	"math/rand"
	"strings"
	"testing"

	"tarabish/game"
)

// A plain minimax written from the rules text, independent of the solver: no pruning, no table,
// its own legal-move rule and trick winner.

const rankChars = "23456789TJQKA"

// bfStrength gives a card's strength within its suit (higher wins).
func bfStrength(g game.Kind, trump game.Suit, c game.Card) int {
	order := "AKQJT98765432" // high to low
	if g == game.Tarabish {
		order = "ATKQJ9876"
		if c.Suit() == trump {
			order = "J9ATKQ876"
		}
	}
	return len(order) - strings.IndexByte(order, rankChars[c.Rank()])
}

// bfPoints gives a card's points (Tarabish).
func bfPoints(g game.Kind, trump game.Suit, c game.Card) int {
	if g == game.Tarneeb {
		return 0
	}
	r := c.Rank()
	if c.Suit() == trump {
		switch r {
		case game.Jack:
			return 20
		case game.Nine:
			return 14
		}
	}
	switch r {
	case game.Ace:
		return 11
	case game.Ten:
		return 10
	case game.King:
		return 4
	case game.Queen:
		return 3
	case game.Jack:
		return 2
	}
	return 0
}

// bfWinner gives the index in the trick of the winning card.
func bfWinner(g game.Kind, trump game.Suit, trick []game.Card) int {
	w := 0
	for i := 1; i < len(trick); i++ {
		c, b := trick[i], trick[w]
		if c.Suit() == b.Suit() && bfStrength(g, trump, c) > bfStrength(g, trump, b) {
			w = i
		} else if c.Suit() == trump && b.Suit() != trump {
			w = i
		}
	}
	return w
}

// bfLegal lists the legal cards of the seat to move.
func bfLegal(p Position) []game.Card {
	seat := p.Leader
	for i := 0; i < p.TrickLen; i++ {
		seat = p.Rules.Game.Next(seat)
	}
	hand := p.Hands[seat].Slice()
	var out []game.Card
	pick := func(ok func(game.Card) bool) bool {
		out = out[:0]
		for _, c := range hand {
			if ok(c) {
				out = append(out, c)
			}
		}
		return len(out) > 0
	}
	if p.TrickLen == 0 {
		if p.Rules.LeadTrump && pick(func(c game.Card) bool { return c.Suit() == p.Trump }) {
			return out
		}
		pick(func(game.Card) bool { return true })
		return out
	}
	trick := p.Trick[:p.TrickLen]
	led := trick[0].Suit()
	tarabishTrump := p.Rules.Game == game.Tarabish && p.Trump != game.NoTrump
	highestTrump := -1
	for _, c := range trick {
		if c.Suit() == p.Trump && bfStrength(p.Rules.Game, p.Trump, c) > highestTrump {
			highestTrump = bfStrength(p.Rules.Game, p.Trump, c)
		}
	}
	isTrump := func(c game.Card) bool { return c.Suit() == p.Trump }
	beatsTrump := func(c game.Card) bool {
		return isTrump(c) && bfStrength(p.Rules.Game, p.Trump, c) > highestTrump
	}
	if pick(func(c game.Card) bool { return c.Suit() == led }) {
		if tarabishTrump && led == p.Trump {
			if pick(beatsTrump) {
				return out
			}
			pick(isTrump)
		}
		return out
	}
	if tarabishTrump {
		winnerSeat := p.Leader
		for i := 0; i < bfWinner(p.Rules.Game, p.Trump, trick); i++ {
			winnerSeat = p.Rules.Game.Next(winnerSeat)
		}
		exempt := p.Rules.PartnerExemption && winnerSeat == seat.Partner()
		if !exempt && pick(isTrump) {
			if pick(beatsTrump) {
				return out
			}
			pick(isTrump)
			return out
		}
	}
	pick(func(game.Card) bool { return true })
	return out
}

// bfPlay plays a card and gives the new position and the points (or trick) North-South gained.
func bfPlay(p Position, c game.Card) (Position, int) {
	seat := p.Leader
	for i := 0; i < p.TrickLen; i++ {
		seat = p.Rules.Game.Next(seat)
	}
	p.Hands[seat] &^= c.Mask()
	p.Trick[p.TrickLen] = c
	p.TrickLen++
	if p.TrickLen < 4 {
		return p, 0
	}
	g := p.Rules.Game
	w := bfWinner(g, p.Trump, p.Trick[:4])
	win := p.Leader
	for i := 0; i < w; i++ {
		win = g.Next(win)
	}
	v := 1
	if g == game.Tarabish {
		v = 0
		for _, t := range p.Trick {
			v += bfPoints(g, p.Trump, t)
		}
		if p.Hands[seat] == 0 {
			v += p.Rules.LastTrick
		}
	}
	p.Leader, p.TrickLen = win, 0
	p.Rules.LeadTrump = false
	if win.Team() != game.NS {
		v = 0
	}
	return p, v
}

// bfNS gives the North-South value of the rest of the play by full minimax.
func bfNS(p Position) int {
	seat := p.ToMove()
	if p.Hands[seat] == 0 {
		return 0
	}
	best := -1
	for _, c := range bfLegal(p) {
		q, gain := bfPlay(p, c)
		v := gain + bfNS(q)
		if best < 0 || (seat.Team() == game.NS && v > best) || (seat.Team() == game.EW && v < best) {
			best = v
		}
	}
	return best
}

// bfTotal gives the whole value left in the position (both sides).
func bfTotal(p Position) int {
	n := p.Hands[p.ToMove()].Len()
	if p.Rules.Game == game.Tarneeb {
		return n
	}
	t := p.Rules.LastTrick
	for _, h := range p.Hands {
		for _, c := range h.Slice() {
			t += bfPoints(game.Tarabish, p.Trump, c)
		}
	}
	for _, c := range p.Trick[:p.TrickLen] {
		t += bfPoints(game.Tarabish, p.Trump, c)
	}
	return t
}

// bfSide gives the value for the side to move.
func bfSide(p Position) int {
	v := bfNS(p)
	if p.ToMove().Team() != game.NS {
		v = bfTotal(p) - v
	}
	return v
}

// randomEnding deals n cards a hand and plays trickLen random legal cards.
func randomEnding(rng *rand.Rand, r Rules, trump game.Suit, n, trickLen int) Position {
	return endingFrom(rng, r, trump, r.Game.Deck().Slice(), n, trickLen)
}

// endingFrom is randomEnding dealing from the given cards (at least 4n of them).
func endingFrom(rng *rand.Rand, r Rules, trump game.Suit, deck []game.Card, n, trickLen int) Position {
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	p := Position{Rules: r, Trump: trump, Leader: game.Seat(rng.Intn(4))}
	for s := 0; s < 4; s++ {
		for _, c := range deck[s*n : s*n+n] {
			p.Hands[s] |= c.Mask()
		}
	}
	for i := 0; i < trickLen; i++ {
		l := bfLegal(p)
		p, _ = bfPlay(p, l[rng.Intn(len(l))])
	}
	return p
}

func describe(p Position) string {
	return fmt.Sprintf("%+v hands N[%v] E[%v] S[%v] W[%v] trump %v leader %v trick %v",
		p.Rules, p.Hands[0], p.Hands[1], p.Hands[2], p.Hands[3], p.Trump, p.Leader, p.Trick[:p.TrickLen])
}

// checkAgainstBrute compares Solve, CanReach, ScoreCards and Legal with the brute force.
func checkAgainstBrute(t *testing.T, s *Solver, p Position) bool {
	t.Helper()
	if err := p.Check(); err != nil {
		t.Fatalf("generated bad position: %v: %s", err, describe(p))
	}
	legal := bfLegal(p)
	cardVal := map[game.Card]int{}
	want := -1
	for _, c := range legal {
		q, gain := bfPlay(p, c)
		w := gain + bfNS(q)
		if p.ToMove().Team() != game.NS {
			w = bfTotal(p) - w
		}
		cardVal[c] = w
		want = max(want, w)
	}
	var lm game.Cards
	for _, c := range legal {
		lm |= c.Mask()
	}
	if got := Legal(p); got != lm {
		t.Errorf("Legal = %v, want %v: %s", got, lm, describe(p))
		return false
	}
	v, best := s.Solve(p)
	if v != want {
		t.Errorf("Solve = %d, want %d: %s", v, want, describe(p))
		return false
	}
	if !lm.Has(best) {
		t.Errorf("Solve best %v not legal: %s", best, describe(p))
		return false
	}
	if got := cardVal[best]; got != want {
		t.Errorf("Solve best %v gives %d, want %d: %s", best, got, want, describe(p))
		return false
	}
	if !s.CanReach(p, want) || s.CanReach(p, want+1) {
		t.Errorf("CanReach wrong around %d: %s", want, describe(p))
		return false
	}
	sc := s.ScoreCards(p, nil)
	if len(sc) != len(legal) {
		t.Errorf("ScoreCards gave %d cards, want %d: %s", len(sc), len(legal), describe(p))
		return false
	}
	for _, cs := range sc {
		if w, ok := cardVal[cs.Card]; !ok || cs.Value != w {
			t.Errorf("ScoreCards %v = %d, want %d: %s", cs.Card, cs.Value, w, describe(p))
			return false
		}
	}
	// Every other legal card, valued alone (equal cards left out too).
	var among game.Cards
	for i, c := range legal {
		if i%2 == 0 {
			among |= c.Mask()
		}
	}
	sc = s.ScoreCardsAmong(p, among, nil)
	if len(sc) != among.Len() {
		t.Errorf("ScoreCardsAmong %v gave %v: %s", among, sc, describe(p))
		return false
	}
	for _, cs := range sc {
		if w := cardVal[cs.Card]; !among.Has(cs.Card) || cs.Value != w {
			t.Errorf("ScoreCardsAmong %v: %v = %d, want %d: %s", among, cs.Card, cs.Value, w, describe(p))
			return false
		}
	}
	return true
}

func TestBruteTarabish(t *testing.T) {
	rng := rand.New(rand.NewSource(1))
	s := NewSolverBits(16)
	count := 0
	for _, exempt := range []bool{false, true} {
		for _, bonus := range []int{10, 4} {
			r := Rules{Game: game.Tarabish, PartnerExemption: exempt, LastTrick: bonus}
			for trump := game.Spades; trump <= game.NoTrump; trump++ {
				for i := 0; i < 120; i++ {
					n := 2 + i%3
					if i%20 == 0 {
						n = 5
					}
					p := randomEnding(rng, r, trump, n, i%4)
					count++
					if !checkAgainstBrute(t, s, p) {
						return
					}
				}
			}
		}
	}
	t.Logf("%d endings", count)
}

func TestBruteTarneeb(t *testing.T) {
	rng := rand.New(rand.NewSource(2))
	s := NewSolverBits(16)
	count := 0
	for _, lt := range []bool{false, true} {
		r := Rules{Game: game.Tarneeb, LeadTrump: lt}
		for trump := game.Spades; trump <= game.Clubs; trump++ {
			for i := 0; i < 300; i++ {
				n := 2 + i%3
				if i%30 == 0 {
					n = 5
				}
				p := randomEnding(rng, r, trump, n, i%4)
				count++
				if !checkAgainstBrute(t, s, p) {
					return
				}
			}
		}
	}
	t.Logf("%d endings", count)
}
