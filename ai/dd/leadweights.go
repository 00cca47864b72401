package dd

// Lead ordering (both games) by weights after DDS's (Haglund and Hein's bridge solver): a score per
// suit from the opponents' lengths and from who holds the top cards and can ruff, and per card
// from whether it can win the trick and its rank. Weights in the units DDS uses.

// suitTop gives the holders of the three highest cards in play of the suit at position sh
// (-1 where there is no such card).
func (s *Solver) suitTop(sh uint) (top [3]int) {
	all := (s.h[0] | s.h[1] | s.h[2] | s.h[3]) >> sh & 0x1FFF
	for i := range top {
		top[i] = -1
		if all == 0 {
			continue
		}
		hb := uint(highBit(all))
		c := sh + hb
		top[i] = int(s.h[1]>>c&1 | (s.h[2]>>c&1)*2 | (s.h[3]>>c&1)*3)
		all &^= 1 << hb
	}
	return top
}

// leadWeight scores the leader's card c (higher first); top holds suitTop of c's suit.
func (s *Solver) leadWeight(leader int, c uint8, top *[3]int) (int32, bool) {
	su := uint(c >> 4)
	sh := su * 16
	sm := uint64(0x1FFF) << sh
	lho, part, rho := (leader+s.step)&3, leader^2, (leader+3*s.step)&3
	t := s.trumpMask
	hl, hp, hr := s.h[lho], s.h[part], s.h[rho]
	nl, np, nr := popcnt(hl&sm), popcnt(hp&sm), popcnt(hr&sm)
	n := popcnt(s.h[leader])
	trump := int(su) == s.trump
	// A void opponent counts as holding as many cards as there are tricks left (DDS); in
	// Tarabish one more, which searches 0.4% fewer positions there.
	void := n
	if !s.tarneeb {
		void++
	}
	cl, cr := nl, nr
	if cl == 0 {
		cl = void
	}
	if cr == 0 {
		cr = void
	}
	w := -int32((cl + cr) * 4 << 5 / 13)
	canRuff := func(x uint64) bool { return x&sm == 0 && x&t != 0 }
	if !trump && (canRuff(hl) || canRuff(hr)) {
		w -= 12
	}
	if !trump && canRuff(hp) && nr > 0 {
		w += 17
	}
	if top[0] == rho || top[1] == rho {
		if nr != 1 {
			w -= 12
		}
	} else if top[0] == lho && top[1] == part && np != 1 {
		w += 27
	}
	own := popcnt(s.h[leader] & sm)
	if !trump && own == 1 && s.h[leader]&t != 0 && np > 1 && top[0] == part {
		w += 19
	}
	all := (s.h[0] | s.h[1] | s.h[2] | s.h[3]) & sm
	rr := int32(popcnt(all >> c)) // place among the cards in play, 1 for the highest (DDS's relative rank)
	isTop := all>>c == 1
	follows := func(x uint64) bool { return x&sm != 0 || x&t == 0 }
	hiT := func(x uint64) int { return highBit(x&t | 1) } // highest trump, or 0
	win := false
	switch {
	case isTop:
		win = trump || (np != 0 || hp&t == 0) && follows(hl) && follows(hr) ||
			np == 0 && hp&t != 0 && (nl != 0 || hiT(hp) > hiT(hl)) && (nr != 0 || hiT(hp) > hiT(hr))
	case hp&sm != 0 && highBit(hp&sm) > highBit((hl|hr)&sm|1):
		win = trump || follows(hl) && follows(hr)
	case !trump && canRuff(hp):
		switch {
		case canRuff(hl) && canRuff(hr):
			win = hiT(hp) > hiT(hl|hr)
		case canRuff(hl):
			win = hiT(hp) > hiT(hl)
		case canRuff(hr):
			win = hiT(hp) > hiT(hr)
		default:
			win = true
		}
	}
	below := all & (uint64(1)<<c - 1)
	seq := below != 0 && s.h[leader]>>uint(highBit(below))&1 != 0 // the next card in play below is the leader's too
	second := top[1] >= 0 && popcnt(all>>c) == 2
	if win {
		switch {
		case nl == 1 && top[0] == lho || nr == 1 && top[0] == rho:
			return w + 35 + rr, true
		case top[0] == leader && top[1] == part:
			return w + 48 + rr, true
		case top[0] == leader && isTop:
			return w + 31, true
		case top[0] == leader:
			return w - 3 + rr, true
		case top[0] == part && top[1] == leader:
			return w + 42 + rr, true
		case top[0] == part:
			return w + 28 + rr, true
		case seq && second:
			return w + 40, true
		case seq:
			return w + 22 + rr, true
		}
		return w + 11 + rr, true
	}
	if top[1] == part && top[2] == part {
		w += 20
	} else if top[1] == leader && top[2] == part && np > 1 || top[1] == part && top[2] == leader && np > 1 {
		w += 13
	}
	switch {
	case nl == 1 && top[0] == lho || nr == 1 && top[0] == rho:
		return w + rr + 2, false
	case top[0] == leader && top[1] == part:
		return w + 33 + rr, false
	case top[0] == leader && isTop:
		return w + 38, false
	case top[0] == leader:
		return w - 14 + rr, false
	case top[0] == part:
		return w + 34 + rr, false
	case seq && second:
		return w + 35, false
	}
	return w + 15 - int32(c&15), false // DDS: 17 less the rank, 2 for the lowest card
}
