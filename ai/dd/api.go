package dd

import (
	"sort"

	"tarabish/game"
)

// Solve gives the exact value of the rest of the play for the side to move (Tarabish card
// points including the current trick and the last-trick bonus; Tarneeb tricks including the
// current one) and a best card. An invalid position gives 0 and game.NoCard.
func (s *Solver) Solve(p Position) (value int, best game.Card) {
	r, ok := s.setup(p)
	if !ok || s.h[r.seat] == 0 {
		return 0, game.NoCard
	}
	total := s.total(r)
	var v int
	var c uint8
	if s.useMTD {
		v, c = s.mtd(r, total)
	} else {
		v, c = s.rootSearch(r, -1, total+1)
	}
	if !ns(r.seat) {
		v = total - v
	}
	return v, s.lay.out(c)
}

// mtd finds the North-South value by null-window searches converging on it (MTD(f)).
func (s *Solver) mtd(r root, total int) (int, uint8) {
	lo, hi := 0, total
	g := s.guess(r.leader, total)
	var up, down uint8 = 255, 255
	for lo < hi {
		beta := max(g, lo+1)
		n0 := s.nodes
		v, c := s.rootSearch(r, beta-1, beta)
		if s.stopped {
			// A limit: settle for the middle of the proved bounds.
			lo = (lo + hi) / 2
			break
		}
		if mtdTrace != nil {
			mtdTrace(beta, v, s.nodes-n0)
		}
		if v >= beta {
			lo, up = v, c
		} else {
			hi, down = v, c
		}
		g = v
	}
	c := up
	if !ns(r.seat) || c == 255 {
		c = down
	}
	if c == 255 {
		l := s.rootMoves(r)
		c = l.c[0]
	}
	return lo, c
}

// rootSearch runs a fail-soft alpha-beta search at the root and gives the North-South value
// and the best card.
func (s *Solver) rootSearch(r root, alpha, beta int) (int, uint8) {
	l := s.rootMoves(r)
	maxi := ns(r.seat)
	best, bc := inf, l.c[0]
	if maxi {
		best = -inf
	}
	for i := 0; i < l.n; i++ {
		c := l.c[i]
		var v int
		if !s.tarneeb && i > 0 && beta-alpha > 1 {
			// Principal-variation search, as in follow.
			if maxi {
				if v = s.play(r, c, alpha, alpha+1); v > alpha && v < beta {
					v = s.play(r, c, alpha, beta)
				}
			} else if v = s.play(r, c, beta-1, beta); v < beta && v > alpha {
				v = s.play(r, c, alpha, beta)
			}
		} else {
			v = s.play(r, c, alpha, beta)
		}
		if s.stopped {
			if i == 0 {
				// Nothing finished: an estimate in the middle of the window.
				best = (max(alpha, 0) + min(beta, s.total(r))) / 2
			}
			break
		}
		if maxi {
			if v > best {
				best, bc = v, c
				alpha = max(alpha, v)
			}
		} else if v < best {
			best, bc = v, c
			beta = min(beta, v)
		}
		if alpha >= beta {
			break
		}
	}
	return best, bc
}

// CanReach reports whether the side to move can take at least target (points or tricks) in
// the rest of the play. An invalid position gives false.
func (s *Solver) CanReach(p Position, target int) bool {
	r, ok := s.setup(p)
	if !ok {
		return false
	}
	if target <= 0 {
		return true
	}
	total := s.total(r)
	if target > total {
		return false
	}
	if ns(r.seat) {
		v, _ := s.rootSearch(r, target-1, target)
		return v >= target
	}
	// East-West reach target when North-South stay at or below total-target.
	t := total - target
	v, _ := s.rootSearch(r, t, t+1)
	return v <= t
}

// ScoreCards appends to dst the exact value of each legal card for the side to move, in card
// order. An invalid position appends nothing.
func (s *Solver) ScoreCards(p Position, dst []CardScore) []CardScore {
	return s.ScoreCardsAmong(p, ^game.Cards(0), dst)
}

// ScoreCardsAmong is ScoreCards for the legal cards among the given ones only: the others
// are not searched (a sampling player no longer weighing them saves their searches).
func (s *Solver) ScoreCardsAmong(p Position, among game.Cards, dst []CardScore) []CardScore {
	r, ok := s.setup(p)
	if !ok || s.h[r.seat] == 0 {
		return dst
	}
	total := s.total(r)
	l := s.rootMoves(r)
	want, legal, rep := s.rootCards(r, l, among)
	var val [64]int
	prev, first := 0, true
	for i := 0; i < l.n; i++ {
		c := l.c[i]
		if want&(1<<c) == 0 {
			continue
		}
		// After the first card, the search starts from the value of the card before it: the
		// cards' values are mostly close.
		var v int
		switch {
		case !first:
			v = s.cardValue(r, c, total, prev)
		case s.useMTD:
			v = s.cardMTD(r, c, total, s.guess(r.leader, total))
		default:
			v = s.play(r, c, -1, total+1)
		}
		prev = v
		if s.stopped {
			// A limit: the cards not searched get the middle of the possible values.
			v = total / 2
		} else if !ns(r.seat) {
			v = total - v
		}
		val[c] = v
		first = false
	}
	start := len(dst)
	for m := legal; m != 0; m &= m - 1 {
		c := uint8(lowBit(m))
		dst = append(dst, CardScore{Card: s.lay.out(c), Value: val[rep(c)]})
	}
	out := dst[start:]
	sort.Slice(out, func(i, j int) bool { return out[i].Card < out[j].Card })
	return dst
}

// mtdTrace, when set (tests), sees each null-window step: target, result and nodes.
var mtdTrace func(beta, v int, nodes int64)

// cardMTD finds the North-South value of playing c at the root by null-window steps.
// g is the first target.
func (s *Solver) cardMTD(r root, c uint8, total, g int) int {
	lo, hi := 0, total
	for lo < hi && !s.stopped {
		beta := max(g, lo+1)
		v := s.play(r, c, beta-1, beta)
		if v >= beta {
			lo = v
		} else {
			hi = v
		}
		g = v
	}
	return lo
}

// aspireWidth is the half-width of cardAspire's first window, in Tarabish points (of 3, 8 and
// 20 tried on BenchmarkScoreCardsTarabishEnding, 8 took the fewest nodes).
const aspireWidth = 8

// cardAspire finds the North-South value of playing c at the root with a window around g
// first, widened on the side it failed.
func (s *Solver) cardAspire(r root, c uint8, total, g int) int {
	a, b := g-aspireWidth, g+aspireWidth
	v := s.play(r, c, a, b)
	switch {
	case s.stopped:
	case v <= a:
		v = s.play(r, c, -1, v+1)
	case v >= b:
		v = s.play(r, c, v-1, total+1)
	}
	return v
}

// rootCards gives the root's searched cards standing for the legal cards among the given
// ones (want), those legal cards, and the searched card standing for each: the lowest at or
// above it in its suit (merge keeps the top of each run of equals).
func (s *Solver) rootCards(r root, l moveList, among game.Cards) (want, legal uint64, rep func(c uint8) uint8) {
	if r.pos == 0 {
		legal = s.h[r.leader]
		if s.leadTrumpN >= 0 && legal&s.trumpMask != 0 {
			legal &= s.trumpMask
		}
	} else {
		legal = s.legal(r.seat, r.win, r.wc)
	}
	legal &= s.lay.inSet(among)
	var all uint64
	for i := 0; i < l.n; i++ {
		all |= 1 << l.c[i]
	}
	rep = func(c uint8) uint8 {
		return uint8(lowBit(all & (uint64(0xFFFF) << (c &^ 15)) &^ (uint64(1)<<c - 1)))
	}
	for m := legal; m != 0; m &= m - 1 {
		want |= 1 << rep(uint8(lowBit(m)))
	}
	return want, legal, rep
}
