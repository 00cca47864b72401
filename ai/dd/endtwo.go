package dd

// endTwo values a Tarabish trick-boundary position with two cards a hand exactly, by plain
// fail-soft minimax over the at most sixteen ways to play the trick, each ending in a last
// trick that values itself: cheaper to search than to look up in the table, bound and order.
// The four seats' choices are four nested loops; each seat's turn counts as a node, as a call
// of follow would.
func (s *Solver) endTwo(leader int) int {
	s.nodes++
	s1, s2, s3 := (leader+1)&3, (leader+2)&3, (leader+3)&3
	h := s.h
	max0, max1 := ns(leader), ns(s1) // the second and fourth seats are the other side
	pts := &s.lay.pts
	var rest [4]uint64
	best0, a0, b0 := worst(max0), -inf, inf
	for m0 := h[leader]; m0 != 0; m0 &= m0 - 1 {
		c0 := uint8(lowBit(m0))
		rest[leader] = h[leader] &^ (1 << (c0 & 63))
		led := c0 >> 4
		s.nodes++
		best1, a1, b1 := worst(max1), a0, b0
		for m1 := s.legalOf(h[s1], led, s1, leader, c0); m1 != 0; m1 &= m1 - 1 {
			c1 := uint8(lowBit(m1))
			rest[s1] = h[s1] &^ (1 << (c1 & 63))
			w1, wc1 := leader, c0
			if beats(c1, c0, s.trump) {
				w1, wc1 = s1, c1
			}
			s.nodes++
			best2, a2, b2 := worst(max0), a1, b1
			for m2 := s.legalOf(h[s2], led, s2, w1, wc1); m2 != 0; m2 &= m2 - 1 {
				c2 := uint8(lowBit(m2))
				rest[s2] = h[s2] &^ (1 << (c2 & 63))
				w2, wc2 := w1, wc1
				if beats(c2, wc1, s.trump) {
					w2, wc2 = s2, c2
				}
				tp := pts[c0&63] + pts[c1&63] + pts[c2&63]
				s.nodes++
				best3, a3, b3 := worst(max1), a2, b2
				for m3 := s.legalOf(h[s3], led, s3, w2, wc2); m3 != 0; m3 &= m3 - 1 {
					c3 := uint8(lowBit(m3))
					rest[s3] = h[s3] &^ (1 << (c3 & 63))
					w3 := w2
					if beats(c3, wc2, s.trump) {
						w3 = s3
					}
					v, _ := s.lastOf(w3, &rest)
					if ns(w3) {
						v += tp + pts[c3&63] + s.base
					}
					if best3, a3, b3 = minimax(max1, v, best3, a3, b3); a3 >= b3 {
						break
					}
				}
				if best2, a2, b2 = minimax(max0, best3, best2, a2, b2); a2 >= b2 {
					break
				}
			}
			if best1, a1, b1 = minimax(max1, best2, best1, a1, b1); a1 >= b1 {
				break
			}
		}
		if best0, a0, b0 = minimax(max0, best1, best0, a0, b0); a0 >= b0 {
			break
		}
	}
	return best0
}

// worst gives the starting best value of the side that maximises (maxi) or the other.
func worst(maxi bool) int {
	if maxi {
		return -inf
	}
	return inf
}

// minimax takes the value v of one move into the best value so far and the window (alpha,
// beta), for the side that maximises (maxi) or the other.
func minimax(maxi bool, v, best, alpha, beta int) (int, int, int) {
	if maxi {
		return max(best, v), max(alpha, v), beta
	}
	return min(best, v), alpha, min(beta, v)
}
