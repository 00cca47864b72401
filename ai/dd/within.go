package dd

import (
	"sort"

	"tarabish/game"
)

// CardBounds is what ScoreCardsWithin proved of a card's value for the side to move: at
// least Lo and at most Hi (equal when exact). Below marks a card only shown to be no
// better than the best: at most the highest Hi of the cards narrowed, Hi bounds it and Lo says
// nothing.
type CardBounds struct {
	Card   game.Card
	Lo, Hi int
	Below  bool
}

// Narrow says how far ScoreCardsWithin narrows the cards' values.
type Narrow struct {
	Tol    int       // bounds at most this far apart
	Pivots []int     // values no bounds straddle: the value is known below p or at least p
	Best   bool      // the cards after the first need only be shown no better than the best so far
	First  game.Card // searched first when among the cards (the likely best), or game.NoCard
}

// ScoreCardsWithin is ScoreCardsAmong with each card's value narrowed by null-window probes
// only as far as n asks: a sampling player whose scoring is linear between its pivots (a
// contract's target, a game's end) needs no more, and with n.Best a card shown by one probe
// not to beat the best card's upper bound (fail-soft, its own bound mostly close) needs no
// more either. Values are the side to move's, as in ScoreCards. An invalid position appends
// nothing.
func (s *Solver) ScoreCardsWithin(p Position, among game.Cards, n Narrow, dst []CardBounds) []CardBounds {
	r, ok := s.setup(p)
	if !ok || s.h[r.seat] == 0 {
		return dst
	}
	total := s.total(r)
	maxi := ns(r.seat)
	// The searches are North-South's: pivots of East-West's value turn around.
	var piv [8]int
	np := 0
	for _, x := range n.Pivots {
		if !maxi {
			x = total + 1 - x
		}
		if x > 0 && x <= total && np < len(piv) {
			piv[np] = x
			np++
		}
	}
	l := s.rootMoves(r)
	want, legal, rep := s.rootCards(r, l, among)
	if n.First != game.NoCard && among.Has(n.First) && legal&(1<<s.lay.in(n.First)) != 0 {
		l.toFront(rep(s.lay.in(n.First)))
	}
	var lo, hi [64]int
	var below uint64
	g := s.guess(r.leader, total)
	best, found := 0, false
	for i := 0; i < l.n; i++ {
		c := l.c[i]
		if want&(1<<c) == 0 {
			continue
		}
		var a, b int
		cut := false
		if n.Best && found {
			// One probe: does c beat the best so far?
			beta := best + 1
			if !maxi {
				beta = best
			}
			v := s.play(r, c, beta-1, beta)
			switch {
			case s.stopped:
			case maxi && v < beta:
				a, b, cut = 0, v, true
			case !maxi && v >= beta:
				a, b, cut = v, total, true
			default:
				g = v
			}
		}
		if !cut {
			a, b = s.cardWithin(r, c, total, g, n.Tol, piv[:np])
			g = (a + b + 1) / 2
			// The best so far is the highest upper bound (North-South; East-West: the lowest
			// lower bound): a card not above it is no better than a card known as well.
			ref := b
			if !maxi {
				ref = a
			}
			switch {
			case !found:
				best = ref
			case maxi:
				best = max(best, ref)
			default:
				best = min(best, ref)
			}
			found = true
		}
		if s.stopped {
			a, b = 0, total
		}
		if !maxi {
			a, b = total-b, total-a
		}
		lo[c], hi[c] = a, b
		if cut {
			below |= 1 << c
		}
	}
	start := len(dst)
	for m := legal; m != 0; m &= m - 1 {
		c := rep(uint8(lowBit(m)))
		dst = append(dst, CardBounds{Card: s.lay.out(uint8(lowBit(m))), Lo: lo[c], Hi: hi[c], Below: below&(1<<c) != 0})
	}
	out := dst[start:]
	sort.Slice(out, func(i, j int) bool { return out[i].Card < out[j].Card })
	return dst
}

// cardWithin narrows the North-South value of playing c at the root to bounds at most tol
// apart with no pivot between them, by null-window probes from the guess g: each next probe
// tests a pivot still open, else stands tol from the bound last moved.
func (s *Solver) cardWithin(r root, c uint8, total, g, tol int, piv []int) (lo, hi int) {
	lo, hi = 0, total
	beta := min(max(g, 1), total)
	step := max(tol, 1)
	up := true
	for lo < hi && !s.stopped {
		v := s.play(r, c, beta-1, beta)
		if v >= beta {
			lo, up = v, true
		} else {
			hi, up = v, false
		}
		open := 0
		for _, p := range piv {
			if lo < p && p <= hi {
				open = p
				break
			}
		}
		switch {
		case lo >= hi:
		case open > 0:
			beta = open
		case hi-lo <= tol:
			return lo, hi
		case up:
			beta = lo + step
		default:
			beta = hi - step + 1
		}
	}
	return lo, hi
}
