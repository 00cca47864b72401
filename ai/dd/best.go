package dd

import (
	"sort"

	"tarabish/game"
)

// CardBound is a card's value for the side to move by ScoreCardsBest: exact, or with Below,
// at most Value (a fail-soft bound, mostly close), the card falling short of the best by at
// least the margin asked.
type CardBound struct {
	Card  game.Card
	Value int
	Below bool
}

// ScoreCardsBest is ScoreCardsAmong where each card after the first searched needs one
// null-window probe only when the probe shows it falls at least margin (1 or more) short of
// the best card so far: a sampling player choosing the best card needs no more of it. The
// card first, when among the legal cards, is searched first (the likely best). Values are
// the side to move's, as in ScoreCards. An invalid position appends nothing.
func (s *Solver) ScoreCardsBest(p Position, among game.Cards, first game.Card, margin int, dst []CardBound) []CardBound {
	r, ok := s.setup(p)
	if !ok || s.h[r.seat] == 0 {
		return dst
	}
	margin = max(margin, 1)
	total := s.total(r)
	maxi := ns(r.seat)
	l := s.rootMoves(r)
	want, legal, rep := s.rootCards(r, l, among)
	if first != game.NoCard && legal&(1<<s.lay.in(first)) != 0 {
		l.toFront(rep(s.lay.in(first)))
	}
	var val [64]int
	var below uint64
	g := s.guess(r.leader, total)
	best, found := 0, false // North-South's value of the best card
	for i := 0; i < l.n; i++ {
		c := l.c[i]
		if want&(1<<c) == 0 {
			continue
		}
		v, cut := 0, false
		if found {
			// One probe: does c come within margin of the best?
			beta := best + 1 - margin
			if !maxi {
				beta = best + margin
			}
			v = s.play(r, c, beta-1, beta)
			cut = !s.stopped && (v >= beta) != maxi
			g = v
		}
		if !cut {
			v = s.cardValue(r, c, total, g)
			if !found || (v > best) == maxi {
				best = v
			}
			found = true
			g = v
		}
		if s.stopped {
			v = total / 2
		}
		if !maxi {
			v = total - v
		}
		val[c] = v
		if cut {
			below |= 1 << c
		}
	}
	start := len(dst)
	for m := legal; m != 0; m &= m - 1 {
		c := rep(uint8(lowBit(m)))
		dst = append(dst, CardBound{Card: s.lay.out(uint8(lowBit(m))), Value: val[c], Below: below&(1<<c) != 0})
	}
	out := dst[start:]
	sort.Slice(out, func(i, j int) bool { return out[i].Card < out[j].Card })
	return dst
}

// cardValue gives the exact North-South value of playing c at the root, searched from the
// guess g as ScoreCards searches the cards after its first.
func (s *Solver) cardValue(r root, c uint8, total, g int) int {
	if s.useMTD {
		return s.cardMTD(r, c, total, g)
	}
	return s.cardAspire(r, c, total, g)
}
