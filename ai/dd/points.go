package dd

// masterPoints gives the Tarabish points the side of seat side (0: North-South, 1: East-West)
// is sure to win with its trumps above every trump of the other side. Such a trump wins the
// trick it falls in, so the side takes its points, and a hand with c of them wins c tricks, to
// which each other hand gives c different cards: at least its c cheapest cards (the partner's
// counted apart from its own masters).
func (s *Solver) masterPoints(side int) int {
	t := s.trumpMask
	mine := (s.h[side] | s.h[side+2]) & t
	top := mine &^ fillDownTrump((s.h[side^1]|s.h[side^3])&t)
	if top == 0 {
		return 0
	}
	a, b := side, side+2
	if popcnt(s.h[b]&top) > popcnt(s.h[a]&top) {
		a, b = b, a
	}
	c := popcnt(s.h[a] & top)
	v := s.ptsOf(top) + s.cheapest(s.h[side^1], c) + s.cheapest(s.h[side^3], c)
	if k := c - popcnt(s.h[b]&top); k > 0 {
		v += s.cheapest(s.h[b]&^top, k)
	}
	return v
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
				if p := s.lay.pts[c]; p < best {
					best, bc = p, c
				}
			}
		}
		v += best
		m &^= 1 << uint(bc)
	}
	return v
}
