package dd

// Sound cut-off bounds at trick boundaries. Every bound here is a guarantee under all play, and
// the brute-force tests check the solver with them against plain minimax.

// bounds gives lower and upper bounds on the North-South value of the rest of the play.
func (s *Solver) bounds(leader, n, total int) (lo, hi int) {
	if s.trumpMask == 0 {
		return 0, total
	}
	t := s.trumpMask
	nsT := (s.h[0] | s.h[2]) & t
	ewT := (s.h[1] | s.h[3]) & t
	// Trumps above every trump of the other side win the trick they fall in.
	nsTop := nsT &^ fillDown(ewT)
	ewTop := ewT &^ fillDown(nsT)
	if s.tarneeb {
		// One player's master trumps fall in different tricks.
		nsSure := max(popcnt(nsTop&s.h[0]), popcnt(nsTop&s.h[2]))
		ewSure := max(popcnt(ewTop&s.h[1]), popcnt(ewTop&s.h[3]))
		q := s.quickTricks(leader)
		if ns(leader) {
			nsSure = max(nsSure, q)
		} else {
			ewSure = max(ewSure, q)
		}
		return nsSure, n - ewSure
	}
	// Tarabish: the master trumps' own points are won.
	return s.ptsOf(nsTop), total - s.ptsOf(ewTop)
}

// fillDown gives, within each suit, every bit at or below the highest bit of m in that suit.
func fillDown(m uint64) uint64 {
	var r uint64
	for su := uint(0); su < 64; su += 16 {
		x := m >> su & 0xFFFF
		if x != 0 {
			r |= (uint64(2)<<uint(highBit(x)) - 1) << su
		}
	}
	return r
}

// ptsOf sums the points of internal cards.
func (s *Solver) ptsOf(m uint64) int {
	t := 0
	for su := 0; su < 4; su++ {
		t += s.lay.sumT[su][m>>(uint(su)*16)&511]
	}
	return t
}

// quickTricks counts tricks the leader's side wins by the leader cashing top cards (Tarneeb):
// in each suit, the leader's cards above all others' in that suit; in a plain suit no more
// leads than any opponent holding trumps can follow.
func (s *Solver) quickTricks(leader int) int {
	h := s.h[leader]
	all := s.h[0] | s.h[1] | s.h[2] | s.h[3]
	o1, o2 := s.h[leader^1], s.h[leader^3]
	q := 0
	for su := 0; su < 4; su++ {
		sh := uint(su) * 16
		hs := h >> sh & 0x1FFF
		if hs == 0 {
			continue
		}
		as := all >> sh & 0x1FFF
		// Top run of the leader's cards: the others' cards are as&^hs.
		others := as &^ hs
		k := popcnt(hs)
		if others != 0 {
			k = popcnt(hs &^ (uint64(2)<<uint(highBit(others)) - 1))
		}
		if su != s.trump {
			sm := uint64(0x1FFF) << sh
			if o1&s.trumpMask != 0 {
				k = min(k, popcnt(o1&sm))
			}
			if o2&s.trumpMask != 0 {
				k = min(k, popcnt(o2&sm))
			}
		}
		q += k
	}
	return q
}
