package dd

// masterPoints gives the Tarabish points the side of seat side (0: North-South, 1: East-West)
// is sure to win with its trumps above every trump of the other side, and the points of those
// trumps alone. Such a trump wins the trick it falls in, so the side takes its points, and a
// hand with c of them wins c tricks, to which each other hand gives c different cards: at
// least its c cheapest cards (the partner's counted apart from its own masters).
func (s *Solver) masterPoints(side int) (v, own int) {
	t := s.trumpMask
	mine := (s.h[side] | s.h[side+2]) & t
	top := mine &^ fillDownTrump((s.h[side^1]|s.h[side^3])&t)
	if top == 0 {
		return 0, 0
	}
	a, b := side, side+2
	if popcnt(s.h[b]&top) > popcnt(s.h[a]&top) {
		a, b = b, a
	}
	c := popcnt(s.h[a] & top)
	own = s.ptsOf(top)
	v = own + s.cheapest(s.h[side^1], c) + s.cheapest(s.h[side^3], c)
	if k := c - popcnt(s.h[b]&top); k > 0 {
		v += s.cheapest(s.h[b]&^top, k)
	}
	return v, own
}

// cheapest gives the points of the k cheapest cards of m (all of m when it holds fewer). A
// suit's points rise with strength, so each suit's cheapest card is its lowest.
func (s *Solver) cheapest(m uint64, k int) int {
	v := 0
	for ; k > 0 && m != 0; k-- {
		best, bc := 1<<30, 0
		for sh := uint(0); sh < 64; sh += 16 {
			if x := m >> sh & 0x1FF; x != 0 {
				c := int(sh) + lowBit(x)
				if p := s.lay.pts[c&63]; p < best {
					best, bc = p, c
				}
			}
		}
		v += best
		m &^= 1 << uint(bc)
	}
	return v
}

// cashPoints gives Tarabish points the leader's side is sure to win besides the points of its
// master trumps: those of leading out the leader's top cards of each plain suit for as many
// rounds as every opponent, and the partner too when it holds trumps, can follow. Each such
// round wins (nobody can ruff it) and keeps the lead, nobody discards, and the opponents give
// to it a card of the suit, at least their cheapest ones.
func (s *Solver) cashPoints(leader int) int {
	t := s.trumpMask
	h, part := s.h[leader], s.h[leader^2]
	o1, o2 := s.h[leader^1], s.h[leader^3]
	all := h | part | o1 | o2
	v := 0
	for su := 0; su < 4; su++ {
		if su == s.trump {
			continue
		}
		sh := uint(su) * 16
		sm := uint64(0x1FF) << sh
		run := topRun(h, all, sh) << sh
		k := min(popcnt(run), popcnt(o1&sm), popcnt(o2&sm))
		if part&t != 0 {
			k = min(k, popcnt(part&sm))
		}
		if k <= 0 {
			continue
		}
		for i := popcnt(run) - k; i > 0; i-- {
			run &= run - 1
		}
		v += s.ptsOf(run) + s.cheapest(o1&sm, k) + s.cheapest(o2&sm, k)
	}
	return v
}
