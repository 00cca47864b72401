package dd

import "math/bits"

// The search works on North-South values: the points (or tricks) North-South take from the
// current position on, counting the cards already in the current trick. North-South maximise,
// East-West minimise. Values are fail-soft.

const inf = 1 << 14

// ns reports whether a seat belongs to North-South.
func ns(seat int) bool { return seat&1 == 0 }

// remaining gives the total value of the rest of the play from a trick boundary with n cards a hand.
func (s *Solver) remaining(n int) int {
	if s.tarneeb {
		return n
	}
	return s.ptsOf(s.h[0]|s.h[1]|s.h[2]|s.h[3]) + s.bonus
}

// lastTrick values the final trick, one card in each hand.
func (s *Solver) lastTrick(leader int) (int, uint64) {
	v, wc := s.lastOf(leader, &s.h)
	if lone(s.h[0]|s.h[1]|s.h[2]|s.h[3], wc) {
		return v, 0
	}
	return v, 1 << (wc & 63)
}

// lone reports whether c is the only card of its suit among the trick's cards: it wins (or
// loses) the trick whatever its rank.
func lone(trick uint64, c uint8) bool { return trick&(uint64(0x1FFF)<<(c&^15)) == 1<<(c&63) }

// lastOf values the final trick from the hands h, one card in each, and gives its winning card.
func (s *Solver) lastOf(leader int, h *[4]uint64) (int, uint8) {
	wc := uint8(lowBit(h[leader]))
	win, tp := leader, s.lay.pts[wc&63]
	seat := leader
	for i := 1; i < 4; i++ {
		seat = (seat + s.step) & 3
		c := uint8(lowBit(h[seat]))
		tp += s.lay.pts[c&63]
		if beats(c, wc, s.trump) {
			win, wc = seat, c
		}
	}
	if ns(win) {
		return tp + s.base + s.bonus, wc
	}
	return 0, wc
}

// lead searches a trick-boundary position (Tarabish: tLead). Besides the value it gives the
// cards that mattered to it (Tarneeb; see ptable.go): per suit, the lowest such card stands for
// itself and all higher cards of the suit.
func (s *Solver) lead(leader, alpha, beta int) (int, uint64) {
	if !s.tarneeb {
		return s.tLead(leader, alpha, beta), 0
	}
	h := s.h[leader]
	n := bits.OnesCount64(h)
	if n <= 1 {
		if n == 0 {
			return 0, 0
		}
		s.nodes++
		return s.lastTrick(leader)
	}
	if s.nodes >= s.checkAt && s.overLimit() {
		return 0, 0
	}
	s.nodes++
	total := s.remaining(n)
	lo, hi := 0, total
	var relLo, relHi uint64
	restricted := n == s.leadTrumpN
	var pp pos
	ttMove := uint8(255)
	if !restricted {
		// The cheap trump bounds first, then the table, then the quick tricks.
		lo, hi, relLo, relHi = s.trumpBounds(n)
		// Where the leader's side needs every trick, it may surely lose one.
		if ns(leader) && beta > n-1 && hi > n-1 {
			if ok, r := s.allTricksFail(leader, n); ok {
				hi, relHi = n-1, r
			}
		} else if !ns(leader) && alpha < 1 && lo < 1 {
			if ok, r := s.allTricksFail(leader, n); ok {
				lo, relLo = 1, r
			}
		}
		if lo < beta && hi > alpha && lo < hi {
			pp = s.ppos(leader)
			nlo, nhi, tl, th, mv := s.pt.probe(&pp, lo, hi, alpha, beta)
			ttMove = mv
			if nlo > lo {
				lo, relLo = nlo, tl
			}
			if nhi < hi {
				hi, relHi = nhi, th
			}
			if lo < beta && hi > alpha && lo < hi {
				lo, hi, relLo, relHi = s.addQuickTricks(leader, n, alpha, beta, lo, hi, relLo, relHi)
			}
		}
	}
	if lo >= beta {
		return lo, relLo
	}
	if hi <= alpha {
		return hi, relHi
	}
	if lo == hi {
		return lo, relLo | relHi
	}
	a, b := max(alpha, lo), min(beta, hi)
	a0, b0 := a, b
	var rel uint64
	if lo > alpha {
		rel |= relLo
	}
	if hi < beta {
		rel |= relHi
	}

	legal := h
	if restricted && h&s.trumpMask != 0 {
		legal = h & s.trumpMask
	}
	moves := s.merge(legal)
	var list moveList
	s.orderLeads(&list, leader, moves, ttMove, s.killer[n])

	maxi := ns(leader)
	best, bestMove := inf, uint8(255)
	if maxi {
		best = -inf
	}
	t0 := s.trick0
	var srel uint64
	var small smallCards
	for i := 0; i < list.n; i++ {
		c := list.c[i]
		if small.skip(c) {
			continue
		}
		rs := s.rs
		s.take(leader, c)
		s.h[leader] = h &^ (1 << c)
		s.trickMask = 1 << c
		s.trick0 = c
		v, r := s.follow(leader, 1, leader, c, s.lay.pts[c&63], a, b)
		s.h[leader] = h
		s.rs = rs
		s.trickMask = 0
		if s.stopped {
			s.trick0 = t0
			return best, rel
		}
		if maxi {
			if v > best {
				best, bestMove = v, c
				if v > a {
					a = v
					if v >= b {
						s.cutoff(leader, c, n)
						s.killer[n] = c
						srel = r
						break
					}
				}
			}
		} else if v < best {
			best, bestMove = v, c
			if v < b {
				b = v
				if v <= a {
					s.cutoff(leader, c, n)
					s.killer[n] = c
					srel = r
					break
				}
			}
		}
		srel |= r
		small.note(c, srel)
	}
	s.trick0 = t0
	rel |= srel
	if !restricted {
		slo, shi := storedBounds(lo, hi, alpha, beta, a0, b0, best, total)
		m := pp.relMask(rel)
		if s.exactTT {
			m = pp.relMask(pp.all)
		}
		s.pt.store(&pp, m, slo, shi, s.relMove(bestMove), n)
	}
	return best, rel
}

// storedBounds gives the bounds a searched trick-boundary position keeps in the table: the
// search began with the bounds lo and hi in the window (alpha, beta), searched the window
// (a0, b0) they left, and found best; total is all the rest of the play is worth.
func storedBounds(lo, hi, alpha, beta, a0, b0, best, total int) (int, int) {
	if lo <= alpha {
		lo = 0
	}
	if hi >= beta {
		hi = total
	}
	switch {
	case best <= a0:
		return lo, best
	case best >= b0:
		return best, hi
	}
	return best, best
}

// follow searches a position inside a trick: pos cards are played, win holds the trick with wc,
// and the trick's cards so far are worth tp points. It gives the value and the cards that
// mattered, as lead does.
func (s *Solver) follow(leader, pos, win int, wc uint8, tp, alpha, beta int) (int, uint64) {
	if !s.tarneeb {
		return s.tFollow(leader, pos, win, wc, tp, alpha, beta), 0
	}
	s.nodes++
	seat := (leader + s.step*pos) & 3
	h := s.h[seat]
	// The side to move may need only this trick (n tricks are left, this one included).
	if n := popcnt(h); ns(seat) && beta <= 1 || !ns(seat) && alpha >= n-1 {
		if ok, r := s.sureTrick(seat, pos, win, wc); ok {
			if ns(seat) {
				return 1, r
			}
			return n - 1, r
		}
	}
	legal := s.legal(seat, win, wc)
	moves := s.merge(legal)
	var list moveList
	if moves&(moves-1) == 0 {
		list.n, list.c[0] = 1, uint8(lowBit(moves)) // one choice: nothing to order
	} else {
		s.orderFollow(&list, seat, pos, win, wc, moves)
	}
	maxi := ns(seat)
	best := inf
	if maxi {
		best = -inf
	}
	var rel uint64
	var small smallCards
	for i := 0; i < list.n; i++ {
		c := list.c[i]
		if small.skip(c) {
			continue
		}
		nw, nwc := win, wc
		if beats(c, wc, s.trump) {
			nw, nwc = seat, c
		}
		bit := uint64(1) << (c & 63)
		rs := s.rs
		s.take(seat, c)
		s.h[seat] = h &^ bit
		var v int
		var r uint64
		if pos < 3 {
			s.trickMask |= bit
			v, r = s.follow(leader, pos+1, nw, nwc, tp+s.lay.pts[c&63], alpha, beta)
			s.trickMask &^= bit
		} else {
			v, r = s.nextTrick(nw, nwc, bit, h, tp+s.lay.pts[c&63], alpha, beta)
		}
		s.h[seat] = h
		s.rs = rs
		if s.stopped {
			return best, rel
		}
		if maxi {
			if v > best {
				best = v
				if v > alpha {
					alpha = v
					if v >= beta {
						s.cutoff(seat, c, pos)
						rel = r
						break
					}
				}
			}
		} else if v < best {
			best = v
			if v < beta {
				beta = v
				if v <= alpha {
					s.cutoff(seat, c, pos)
					rel = r
					break
				}
			}
		}
		rel |= r
		small.note(c, rel)
	}
	return best, rel
}

// nextTrick searches the position after the last card of a trick, bit, played from the hand
// h (already out of it): nw won the trick with nwc, and the trick is worth tp points.
func (s *Solver) nextTrick(nw int, nwc uint8, bit, h uint64, tp, alpha, beta int) (int, uint64) {
	tv := tp + s.base
	if h == bit {
		tv += s.bonus
	}
	gain := 0
	if ns(nw) {
		gain = tv
	}
	tm := s.trickMask
	r := s.winRel(nw, nwc, tm|bit)
	s.trickMask = 0
	v, cr := s.lead(nw, alpha-gain, beta-gain)
	s.trickMask = tm
	return v + gain, r | cr
}

// smallCards remembers, per suit, a place below which every card is as good as one already
// searched: once a card proved lower than every card that mattered to the results so far, any
// other card lower still gives the same results (the partition argument of ptable.go), so
// only one such "small" card per suit is searched.
type smallCards [4]uint8

// skip reports whether c is a small card of a suit already searched.
func (sc *smallCards) skip(c uint8) bool { return c&15 < sc[c>>4] }

// note records the searched card c given the cards that mattered so far (Tarneeb).
func (sc *smallCards) note(c uint8, rel uint64) {
	su := c >> 4
	if sc[su] != 0 {
		return
	}
	low := uint8(16)
	if rs := rel >> (uint(su) * 16) & 0xFFFF; rs != 0 {
		low = uint8(lowBit(rs))
	}
	if c&15 < low {
		sc[su] = low
	}
}

// winRel gives the cards that matter to the outcome of a finished trick, called with the
// trick's cards removed from the hands: the winning card, or the lowest card of the run of
// equal cards it stood for in the winner's hand.
func (s *Solver) winRel(win int, wc uint8, trick uint64) uint64 {
	if lone(trick, wc) {
		return 0 // it wins whatever its rank
	}
	alive := s.h[0] | s.h[1] | s.h[2] | s.h[3] | trick
	own := s.h[win]
	below := alive & (uint64(1)<<wc - 1) & (uint64(0xFFFF) << (wc &^ 15))
	run := own & below
	if o := below &^ own; o != 0 {
		run &^= uint64(2)<<uint(highBit(o)) - 1
	}
	if run == 0 {
		return 1 << wc
	}
	return 1 << uint(lowBit(run))
}

// legal gives the internal cards the seat may play to a started trick.
func (s *Solver) legal(seat, win int, wc uint8) uint64 {
	return s.legalOf(s.h[seat], s.trick0>>4, seat, win, wc)
}

// legalOf gives the cards of the hand h the seat may play to a trick led in suit led.
func (s *Solver) legalOf(h uint64, led uint8, seat, win int, wc uint8) uint64 {
	if f := h & (0x1FFF << (uint(led) * 16)); f != 0 {
		if s.strict && int(led) == s.trump {
			if hi := f & aboveMask(wc); hi != 0 {
				return hi
			}
		}
		return f
	}
	if !s.strict {
		return h
	}
	t := h & s.trumpMask
	if t == 0 || (s.exempt && win == seat^2) {
		return h
	}
	if int(wc>>4) == s.trump {
		if hi := t & aboveMask(wc); hi != 0 {
			return hi
		}
	}
	return t
}

// merge drops cards equivalent to a higher card of the same set: adjacent among the cards still
// in play (hands and current trick) and (Tarabish) of equal points, here both worth nothing.
func (s *Solver) merge(moves uint64) uint64 {
	z := s.lay.zero
	m := moves & z
	if m&(m-1) == 0 {
		return moves // at most one card that could merge
	}
	alive := s.h[0] | s.h[1] | s.h[2] | s.h[3] | s.trickMask
	g := s.lay.deck &^ alive & z
	t := m
	t |= g & (t >> 1)
	g &= g >> 1
	t |= g & (t >> 2)
	g &= g >> 2
	t |= g & (t >> 4)
	g &= g >> 4
	t |= g & (t >> 8)
	return moves &^ (m & (t >> 1))
}
