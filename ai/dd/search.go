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
func (s *Solver) lastTrick(leader int) int {
	wc := uint8(lowBit(s.h[leader]))
	win, tp := leader, s.lay.pts[wc]
	seat := leader
	for i := 1; i < 4; i++ {
		seat = (seat + s.step) & 3
		c := uint8(lowBit(s.h[seat]))
		tp += s.lay.pts[c]
		if beats(c, wc, s.trump) {
			win, wc = seat, c
		}
	}
	if ns(win) {
		return tp + s.base + s.bonus
	}
	return 0
}

// lead searches a trick-boundary position.
func (s *Solver) lead(leader, alpha, beta int) int {
	h := s.h[leader]
	n := bits.OnesCount64(h)
	if n <= 1 {
		if n == 0 {
			return 0
		}
		s.nodes++
		return s.lastTrick(leader)
	}
	s.nodes++
	total := s.remaining(n)
	lo, hi := 0, total
	restricted := n == s.leadTrumpN
	var k0, k1 uint64
	ttMove := uint8(255)
	if !restricted {
		k0, k1 = s.key(leader)
		if e := s.tt.probe(k0, k1); e != nil {
			lo, hi, ttMove = int(e.lo), int(e.hi), e.move
		}
		if lo < beta && hi > alpha && lo < hi {
			ql, qh := s.bounds(leader, n, total)
			lo, hi = max(lo, ql), min(hi, qh)
		}
	}
	if lo >= beta || lo == hi {
		return lo
	}
	if hi <= alpha {
		return hi
	}
	a, b := max(alpha, lo), min(beta, hi)
	a0, b0 := a, b

	legal := h
	if restricted && h&s.trumpMask != 0 {
		legal = h & s.trumpMask
	}
	moves := s.merge(legal)
	var list moveList
	s.orderLeads(&list, leader, moves, ttMove)

	maxi := ns(leader)
	best, bestMove := inf, uint8(255)
	if maxi {
		best = -inf
	}
	t0 := s.trick0
	for i := 0; i < list.n; i++ {
		c := list.c[i]
		s.h[leader] = h &^ (1 << c)
		s.trickMask = 1 << c
		s.trick0 = c
		v := s.follow(leader, 1, leader, c, s.lay.pts[c], a, b)
		s.h[leader] = h
		s.trickMask = 0
		if maxi {
			if v > best {
				best, bestMove = v, c
				if v > a {
					a = v
					if v >= b {
						s.cutoff(leader, c, n)
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
					break
				}
			}
		}
	}
	s.trick0 = t0
	if !restricted {
		slo, shi := lo, hi
		switch {
		case best <= a0:
			shi = best
		case best >= b0:
			slo = best
		default:
			slo, shi = best, best
		}
		s.tt.store(k0, k1, slo, shi, s.relMove(bestMove), n)
	}
	return best
}

// follow searches a position inside a trick: pos cards are played, win holds the trick with wc,
// and the trick's cards so far are worth tp points.
func (s *Solver) follow(leader, pos, win int, wc uint8, tp, alpha, beta int) int {
	s.nodes++
	seat := (leader + s.step*pos) & 3
	h := s.h[seat]
	legal := s.legal(seat, win, wc)
	moves := s.merge(legal)
	var list moveList
	s.orderFollow(&list, seat, pos, win, wc, moves)
	maxi := ns(seat)
	best := inf
	if maxi {
		best = -inf
	}
	for i := 0; i < list.n; i++ {
		c := list.c[i]
		nw, nwc := win, wc
		if beats(c, wc, s.trump) {
			nw, nwc = seat, c
		}
		s.h[seat] = h &^ (1 << c)
		var v int
		if pos == 3 {
			tv := tp + s.lay.pts[c] + s.base
			if h == 1<<c {
				tv += s.bonus
			}
			gain := 0
			if ns(nw) {
				gain = tv
			}
			tm := s.trickMask
			s.trickMask = 0
			v = gain + s.lead(nw, alpha-gain, beta-gain)
			s.trickMask = tm
		} else {
			s.trickMask |= 1 << c
			v = s.follow(leader, pos+1, nw, nwc, tp+s.lay.pts[c], alpha, beta)
			s.trickMask &^= 1 << c
		}
		s.h[seat] = h
		if maxi {
			if v > best {
				best = v
				if v > alpha {
					alpha = v
					if v >= beta {
						s.cutoff(seat, c, pos)
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
					break
				}
			}
		}
	}
	return best
}

// legal gives the internal cards the seat may play to a started trick.
func (s *Solver) legal(seat, win int, wc uint8) uint64 {
	h := s.h[seat]
	led := s.trick0 >> 4
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
