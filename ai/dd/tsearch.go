package dd

import "math"

// The Tarabish search: lead and follow without the Tarneeb bookkeeping (the cards that
// mattered, the small-card skips, the relative ranks), which a points game does not use. Play
// goes clockwise, one seat a step, and every card after the first is searched by principal
// variation.

// tLead is lead for Tarabish.
func (s *Solver) tLead(leader, alpha, beta int) int {
	n := popcnt(s.h[leader])
	if n <= 1 {
		if n == 0 {
			return 0
		}
		s.nodes++
		v, _ := s.lastTrick(leader)
		return v
	}
	k0, k1 := s.key(leader)
	return s.tLeadAt(leader, n, k0, k1, alpha, beta)
}

// tLeadAt is tLead for a leader with n > 1 cards and the position's table key.
func (s *Solver) tLeadAt(leader, n int, k0, k1 uint64, alpha, beta int) int {
	if s.nodes >= s.checkAt && s.overLimit() {
		return 0
	}
	h := s.h[leader]
	restricted := n == s.leadTrumpN
	if n == 2 && !restricted {
		// The exact value costs little more than a bound here: search it, and keep it.
		if e := s.tt.probe(k0, k1); e != nil {
			s.nodes++
			return e.lo()
		}
		v := s.endTwo(leader)
		s.tt.store(k0, k1, v, v, 0, n)
		return v
	}
	s.nodes++
	total := s.remaining(n)
	lo, hi := 0, total
	ttMove := uint8(255)
	if !restricted {
		if e := s.tt.probe(k0, k1); e != nil {
			lo, hi, ttMove = e.lo(), e.hi(), e.move()
		}
		if lo < beta && hi > alpha && lo < hi && s.boundsPay(n) {
			ql, qh, _, _ := s.bounds(leader, n, total, alpha, beta)
			lo, hi = max(lo, ql), min(hi, qh)
			if lo >= beta || hi <= alpha || lo == hi {
				s.boundCut[n]++
			}
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
	shape := -1
	if ttMove == 255 {
		// No lead from the table: the last best lead of a position of the same shape.
		shape = s.shapeIndex(leader)
		ttMove = s.shapeMoves[shape] - 1 // stored plus one: 0 (none) reads as 255
	}

	legal := h
	if restricted && h&s.trumpMask != 0 {
		legal = h & s.trumpMask
	}
	var list moveList
	s.orderLeads(&list, leader, s.merge(legal), ttMove, s.killer[n])

	maxi := ns(leader)
	best, bestMove := inf, uint8(255)
	if maxi {
		best = -inf
	}
	t0 := s.trick0
	for i := 0; i < list.n; i++ {
		c := list.c[i]
		u := lenUnit(leader, c)
		s.shape -= u
		s.h[leader] = h &^ (1 << (c & 63))
		s.trickMask = 1 << (c & 63)
		s.trick0 = c
		p := s.lay.pts[c&63]
		var v int
		switch {
		case i == 0 || b-a <= 1:
			v = s.tFollow(leader, 1, leader, c, p, a, b)
		case maxi:
			if v = s.tFollow(leader, 1, leader, c, p, a, a+1); v > a && v < b {
				v = s.tFollow(leader, 1, leader, c, p, a, b)
			}
		default:
			if v = s.tFollow(leader, 1, leader, c, p, b-1, b); v < b && v > a {
				v = s.tFollow(leader, 1, leader, c, p, a, b)
			}
		}
		s.h[leader] = h
		s.shape += u
		s.trickMask = 0
		if s.stopped {
			s.trick0 = t0
			return best
		}
		if maxi {
			if v <= best {
				continue
			}
			best, bestMove = v, c
			a = max(a, v)
		} else {
			if v >= best {
				continue
			}
			best, bestMove = v, c
			b = min(b, v)
		}
		if a >= b {
			s.cutoff(leader, c, n)
			s.killer[n] = c
			break
		}
	}
	s.trick0 = t0
	if !restricted {
		slo, shi := storedBounds(lo, hi, alpha, beta, a0, b0, best, total)
		s.tt.store(k0, k1, slo, shi, s.relMove(bestMove), n)
	}
	if shape >= 0 && bestMove != 255 {
		s.shapeMoves[shape] = s.relMove(bestMove) + 1
	}
	return best
}

// tFollow is follow for Tarabish.
func (s *Solver) tFollow(leader, pos, win int, wc uint8, tp, alpha, beta int) int {
	s.nodes++
	seat := (leader + pos) & 3
	h := s.h[seat]
	moves := s.merge(s.legal(seat, win, wc))
	var list moveList
	one := moves&(moves-1) == 0
	// The card that last refuted a position of this shape with this card winning the trick
	// (remembered at hint), when it is a choice here.
	hint, known := -1, uint8(255)
	if one {
		list.n, list.c[0] = 1, uint8(lowBit(moves)) // one choice: nothing to order
	} else {
		hint = s.followIndex(pos, win, wc)
		if m := s.followMoves[hint]; m != 0 && moves>>((m-1)&63)&1 != 0 {
			known = m - 1
		}
	}
	if pos == 3 {
		if !one {
			s.orderFollow(&list, seat, pos, win, wc, moves)
			if known != 255 {
				list.toFront(known)
			}
		}
		return s.tLast(leader, win, wc, tp, h, &list, hint, alpha, beta)
	}
	// The second and third hands try the remembered card first and order the others only
	// when it does not cut off (ordered false).
	ordered := true
	if known != 255 {
		list.n, list.c[0], list.v[0] = 1, known, math.MaxInt32
		moves &^= 1 << (known & 63)
		ordered = false
	} else if !one {
		s.orderFollow(&list, seat, pos, win, wc, moves)
	}
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
		bit := uint64(1) << (c & 63)
		u := lenUnit(seat, c)
		s.shape -= u
		s.h[seat] = h &^ bit
		s.trickMask |= bit
		ntp := tp + s.lay.pts[c&63]
		var v int
		switch {
		case i == 0 || beta-alpha <= 1:
			v = s.tFollow(leader, pos+1, nw, nwc, ntp, alpha, beta)
		case maxi:
			if v = s.tFollow(leader, pos+1, nw, nwc, ntp, alpha, alpha+1); v > alpha && v < beta {
				v = s.tFollow(leader, pos+1, nw, nwc, ntp, alpha, beta)
			}
		default:
			if v = s.tFollow(leader, pos+1, nw, nwc, ntp, beta-1, beta); v < beta && v > alpha {
				v = s.tFollow(leader, pos+1, nw, nwc, ntp, alpha, beta)
			}
		}
		s.h[seat] = h
		s.shape += u
		s.trickMask &^= bit
		if s.stopped {
			return best
		}
		if best, alpha, beta = minimax(maxi, v, best, alpha, beta); alpha >= beta {
			s.cutoff(seat, c, pos)
			if hint >= 0 {
				s.followMoves[hint] = c + 1
			}
			break
		}
		if !ordered {
			s.orderFollow(&list, seat, pos, win, wc, moves)
			ordered = true
		}
	}
	return best
}

// tLast searches the cards of the list (from the hand h) that end the trick: win holds it with
// wc, and its first three cards are worth tp points. A refutation is remembered at hint in
// Solver.followMoves (-1: none, the list has one card).
func (s *Solver) tLast(leader, win int, wc uint8, tp int, h uint64, l *moveList, hint, alpha, beta int) int {
	seat := (leader + 3) & 3
	n := popcnt(h) - 1 // cards a hand after the trick
	keys := &s.trickKeys[n&15]
	if n >= 2 {
		s.nextKeys(seat, win, wc, l, keys)
	}
	maxi := ns(seat)
	best := inf
	if maxi {
		best = -inf
	}
	tm := s.trickMask
	s.trickMask = 0
	for i := 0; i < l.n; i++ {
		c := l.c[i]
		nw := win
		if beats(c, wc, s.trump) {
			nw = seat
		}
		bit := uint64(1) << (c & 63)
		u := lenUnit(seat, c)
		s.shape -= u
		s.h[seat] = h &^ bit
		gain := 0
		if ns(nw) {
			gain = tp + s.lay.pts[c&63]
			if h == bit {
				gain += s.bonus
			}
		}
		var v int
		if n < 2 {
			v = s.tLead(nw, alpha-gain, beta-gain) + gain
		} else {
			k0, k1 := keys[i][0], keys[i][1]
			switch {
			case i == 0 || beta-alpha <= 1:
				v = s.tLeadAt(nw, n, k0, k1, alpha-gain, beta-gain) + gain
			case maxi:
				if v = s.tLeadAt(nw, n, k0, k1, alpha-gain, alpha+1-gain) + gain; v > alpha && v < beta {
					v = s.tLeadAt(nw, n, k0, k1, alpha-gain, beta-gain) + gain
				}
			default:
				if v = s.tLeadAt(nw, n, k0, k1, beta-1-gain, beta-gain) + gain; v < beta && v > alpha {
					v = s.tLeadAt(nw, n, k0, k1, alpha-gain, beta-gain) + gain
				}
			}
		}
		s.h[seat] = h
		s.shape += u
		if s.stopped {
			break
		}
		if best, alpha, beta = minimax(maxi, v, best, alpha, beta); alpha >= beta {
			s.cutoff(seat, c, 3)
			if hint >= 0 {
				s.followMoves[hint] = c + 1
			}
			break
		}
	}
	s.trickMask = tm
	return best
}

// nextKeys gives the table keys of the positions after each card of the list ends the trick,
// and starts loading their table buckets, so that their probes find them in the cache.
func (s *Solver) nextKeys(seat, win int, wc uint8, l *moveList, keys *[13][2]uint64) {
	all := s.h[0] | s.h[1] | s.h[2] | s.h[3]
	for i := 0; i < l.n; i++ {
		c := l.c[i]
		nw := win
		if beats(c, wc, s.trump) {
			nw = seat
		}
		k0, k1 := s.keyOf(all&^(1<<(c&63)), nw)
		keys[i] = [2]uint64{k0, k1}
		prefetch(&s.tt.e[s.tt.index(k0, k1)])
	}
}

// shapeBits is the log2 of the number of leads Solver.shapeMoves remembers.
const shapeBits = 12

// shapeIndex gives the place in Solver.shapeMoves of the trick-boundary position with the
// given leader: a hash of its shape (every hand's suit lengths) and the leader.
func (s *Solver) shapeIndex(leader int) int {
	return int((s.shape ^ uint64(leader)*0xD6E8FEB86659FD93) * 0x9E3779B97F4A7C15 >> (64 - shapeBits))
}

// followBits is the log2 of the number of cards Solver.followMoves remembers: 2^17 places
// (128 KiB), shared by the second, third and last hands (pos is in the key). With the trick's
// winner as the key (see followIndex) 2^16 lost 1% of the positions.
const followBits = 17

// followIndex gives the place in Solver.followMoves of the position inside a trick with pos
// cards played: a hash of its shape, pos and the trick's winner so far with its card. The
// trick's other cards are left out: positions that differ only in them mostly share a
// refutation, and on three seeds' sets the exact trick cost 12 to 14% more positions for the
// last hand and 2% for the others.
func (s *Solver) followIndex(pos, win int, wc uint8) int {
	k := (s.shape ^ (uint64(wc)|uint64(win)<<8)*0xBF58476D1CE4E5B9) + uint64(pos)
	return int(k * 0x9E3779B97F4A7C15 >> (64 - followBits))
}

// lenUnit is the change in Solver.shape when seat plays c.
func lenUnit(seat int, c uint8) uint64 { return 1 << (4 * (uint(seat)*4 + uint(c>>4))) }

// shapeOf gives the shape word of the hands h: 4 bits a suit length, at hand*4+suit.
func shapeOf(h *[4]uint64) uint64 {
	var k uint64
	for seat := range h {
		for su := uint(0); su < 4; su++ {
			k |= uint64(popcnt(h[seat]>>(su*16)&0xFFFF)) << (4 * (uint(seat)*4 + su))
		}
	}
	return k
}
