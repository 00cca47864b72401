package dd

// endTwo values a Tarabish trick-boundary position with two cards a hand by plain fail-soft
// minimax: at most sixteen ways to play the trick, each ending in a last trick that values
// itself, are cheaper to search than to look up in the table, bound and order.
func (s *Solver) endTwo(leader, alpha, beta int) int {
	s.nodes++
	h := s.h[leader]
	maxi := ns(leader)
	best := inf
	if maxi {
		best = -inf
	}
	t0 := s.trick0
	for m := h; m != 0; m &= m - 1 {
		c := uint8(lowBit(m))
		s.h[leader] = h &^ (1 << c)
		s.trick0 = c
		v := s.followTwo(leader, 1, leader, c, s.lay.pts[c&63], alpha, beta)
		s.h[leader] = h
		if best, alpha, beta = minimax(maxi, v, best, alpha, beta); alpha >= beta {
			break
		}
	}
	s.trick0 = t0
	return best
}

// followTwo is follow for endTwo's trick: pos cards are played, win holds it with wc, and its
// cards so far are worth tp points.
func (s *Solver) followTwo(leader, pos, win int, wc uint8, tp, alpha, beta int) int {
	s.nodes++
	seat := (leader + s.step*pos) & 3
	h := s.h[seat]
	maxi := ns(seat)
	best := inf
	if maxi {
		best = -inf
	}
	for m := s.legal(seat, win, wc); m != 0; m &= m - 1 {
		c := uint8(lowBit(m))
		nw, nwc := win, wc
		if beats(c, wc, s.trump) {
			nw, nwc = seat, c
		}
		s.h[seat] = h &^ (1 << c)
		var v int
		if pos < 3 {
			v = s.followTwo(leader, pos+1, nw, nwc, tp+s.lay.pts[c&63], alpha, beta)
		} else {
			v, _ = s.lastTrick(nw)
			if ns(nw) {
				v += tp + s.lay.pts[c&63] + s.base
			}
		}
		s.h[seat] = h
		if best, alpha, beta = minimax(maxi, v, best, alpha, beta); alpha >= beta {
			break
		}
	}
	return best
}

// minimax takes the value v of one move into the best value so far and the window (alpha,
// beta), for the side that maximises (maxi) or the other.
func minimax(maxi bool, v, best, alpha, beta int) (int, int, int) {
	if maxi {
		return max(best, v), max(alpha, v), beta
	}
	return min(best, v), alpha, min(beta, v)
}
