package dd

// Move ordering. Leads, in both games: weights after DDS (leadweights.go) with bonuses for the
// table's best lead and the last lead that cut off at the same depth (killer). Following: win with
// a card the hands still to play cannot beat, else cheaply; discard cheaply, give points to a
// winning partner. Ties are broken by a history of cut-offs.

// moveList is a small ordered list of cards.
type moveList struct {
	n int
	c [13]uint8 // a hand holds 13 cards at most
	v [13]int32
}

// add inserts a card keeping the list sorted by score, highest first.
func (l *moveList) add(c uint8, v int32) {
	i := l.n
	for i > 0 && l.v[i-1] < v {
		l.c[i], l.v[i] = l.c[i-1], l.v[i-1]
		i--
	}
	l.c[i], l.v[i] = c, v
	l.n++
}

// toFront moves card c, if listed, to the front of the list, keeping the others' order.
func (l *moveList) toFront(c uint8) {
	for i := 1; i < l.n; i++ {
		if l.c[i] == c {
			v := l.v[i]
			copy(l.c[1:i+1], l.c[:i])
			copy(l.v[1:i+1], l.v[:i])
			l.c[0], l.v[0] = c, v
			return
		}
	}
}

// cutoff credits a card that refuted a position.
func (s *Solver) cutoff(seat int, c uint8, depth int) {
	s.hist[seat&3][c&63] += int32(depth + 1)
}

// relMove encodes a lead as suit and place from the top among the suit's cards in play.
func (s *Solver) relMove(c uint8) uint8 {
	if c == 255 {
		return 255
	}
	all := s.h[0] | s.h[1] | s.h[2] | s.h[3]
	return c&0xF0 | uint8(popcnt(all&aboveMask(c)))
}

// absMove decodes relMove for the current hands (255 when it names no card).
func (s *Solver) absMove(m uint8) uint8 {
	if m == 255 {
		return 255
	}
	su := uint(m >> 4)
	x := (s.h[0] | s.h[1] | s.h[2] | s.h[3]) & (0xFFFF << (su * 16))
	for k := m & 15; k > 0 && x != 0; k-- {
		x &^= 1 << uint(highBit(x))
	}
	if x == 0 {
		return 255
	}
	return uint8(highBit(x))
}

// Tarabish lead bonuses (leadweights.go units) for the last lead that cut off at the same
// depth and for the table's best lead (or the last best lead of a position of the same shape),
// tuned on node counts (50 for the table's lead: 1.2 to 1.6% fewer positions than 30 on three
// seeds' sets since the followers remember more). Tarneeb takes DDS's: 55 for the
// killer and 18 for the table's lead when the card can win the trick, else 18 for the killer.
const (
	killerBonus = 55
	ttBonus     = 50
)

// orderLeads fills the list with the leader's cards, best first.
func (s *Solver) orderLeads(l *moveList, leader int, moves uint64, tt, killer uint8) {
	ttc := s.absMove(tt)
	var tops [4][3]int
	su := uint8(255)
	for m := moves; m != 0; m &= m - 1 {
		c := uint8(lowBit(m))
		if c>>4 != su {
			su = c >> 4
			tops[su] = s.suitTop(uint(su) * 16)
		}
		w, win := s.leadWeight(leader, c, &tops[su])
		switch {
		case !s.tarneeb:
			if win {
				// A winning lead brings its points home (weighed twice: 1.3 to 2.2% fewer
				// positions than once on three seeds' sets), a losing one gives them away
				// (0.5 to 1% fewer than not counting them).
				w += 2 * int32(s.lay.pts[c&63])
			} else {
				w -= int32(s.lay.pts[c&63])
			}
			if c == killer {
				w += killerBonus
			}
			if c == ttc {
				w += ttBonus
			}
		case c == killer && win:
			w += 55 // DDS's bonuses (see above)
		case c == killer:
			w += 18
		case c == ttc && win:
			w += 18
		}
		v := s.mix(w, s.hist[leader&3][c&63])
		l.add(c, v)
	}
}

// orderFollow fills the list with the seat's cards for a started trick, best first.
func (s *Solver) orderFollow(l *moveList, seat, pos, win int, wc uint8, moves uint64) {
	partnerWins := win == seat^2
	// The opponent still to play after this seat, if any (the last hand is a partner at pos 1).
	opp := -1
	if pos < 3 {
		opp = (seat + s.step) & 3
	}
	// Whether that opponent could beat the partner's winning card.
	oppBeats := partnerWins && opp >= 0 && s.canBeat(opp, wc)
	tn := s.tarneeb
	// Second hand: when the partner, last to play, takes the trick whatever the third hand
	// does, this seat follows with its points (Tarabish), else low; but on a Tarneeb trump
	// lead it first tries to win itself, sparing partner's top trump (as DDS weighs it).
	low := pos == 1 && s.partnerTakes(seat, wc)
	overTrump := uint8(255)
	if low && tn && int(s.trick0>>4) == s.trump {
		overTrump = s.trumpOver(seat, opp)
	}
	force := uint8(255)
	if tn && pos == 2 {
		force = s.forcingCard(seat, opp, wc, moves)
	}
	for m := moves; m != 0; m &= m - 1 {
		c := uint8(lowBit(m))
		idx := int32(c & 15)
		p := int32(s.lay.pts[c&63])
		var v int32
		switch {
		case c == force:
			v = 2600
		case c >= overTrump && int(c>>4) == s.trump && beats(c, wc, s.trump):
			v = 3073 - idx // DDS's weights: 73 less the rank, 78 under partner's top card
			if c < s.topOf(seat^2, c) {
				v += 5
			}
		case low && c>>4 == s.trick0>>4:
			v = 2500 + 10*p - idx
		case low && tn && c>>4 != s.trick0>>4:
			v = 2500 - idx // void: discard rather than ruff the partner's trick
			if int(c>>4) == s.trump {
				v = 1000 - idx
			}
		case partnerWins && (pos == 3 || !oppBeats && pos == 2): // partner's trick is sure
			v = 10*p - idx
		case partnerWins:
			v = -10*p - idx
			if oppBeats && beats(c, wc, s.trump) && !s.canBeat(opp, c) {
				v = 3000 - idx
			}
		case beats(c, wc, s.trump):
			v = 2000 - idx
			if pos == 3 && int(c>>4) == s.trump {
				v = 2000 - 32*idx + p // the cheapest trump: a high one is worth keeping
			} else if pos == 3 {
				v += 10 * p // the winner with the most points (1% fewer positions than ranks first)
			} else if opp >= 0 && !s.canBeat(opp, c) {
				v = 3000 - idx
				if int(c>>4) != s.trump {
					v += 10 * p // a sure plain winner: the most points to the trick
				}
			} else if pos == 1 && tn {
				v = 1500 - idx
			} else if !tn {
				v = -10*p - idx // Tarabish: a card the next opponent can beat gains nothing, play low
			}
		default:
			v = -10*p - idx
		}
		if tn {
			if int(c>>4) == s.trump && s.trick0>>4 != c>>4 && (partnerWins || !beats(c, wc, s.trump)) {
				// A trump thrown away (under a ruff, or on the partner's winner) comes last.
				v -= 500
			} else if s.trick0>>4 != c>>4 && int(c>>4) != s.trump {
				// A discard: from a long suit (as DDS weighs it), keeping a guarded second card.
				sm := uint64(0x1FFF) << (c &^ 15)
				n := popcnt(s.h[seat] & sm)
				v += int32(n * 64 / 24)
				if n == 2 && secondOf(s.h[0]|s.h[1]|s.h[2]|s.h[3], sm)&s.h[seat] != 0 {
					v -= 2
				}
			}
		}
		v = s.mix(v, s.hist[seat&3][c&63])
		l.add(c, v)
	}
}

// trumpOver gives, for the second hand seat on a Tarneeb trump lead that its partner would
// take, the lowest trump worth trying to win with before playing low: the third hand opp's
// lowest trump (a card under it wins nothing), or 255 (none) while the leader still holds a
// trump above the partner's, which the partner's top card is then kept for.
func (s *Solver) trumpOver(seat, opp int) uint8 {
	leader := (seat - s.step) & 3
	t := s.trumpMask
	if highBit(s.h[leader]&t|1) > highBit(s.h[seat^2]&t|1) {
		return 255
	}
	if x := s.h[opp] & t; x != 0 {
		return uint8(lowBit(x))
	}
	return uint8(s.trump * 16)
}

// topOf gives the highest card seat holds in c's suit, or 0.
func (s *Solver) topOf(seat int, c uint8) uint8 {
	if x := s.h[seat] & (uint64(0x1FFF) << (c &^ 15)); x != 0 {
		return uint8(highBit(x))
	}
	return 0
}

// secondOf gives the second highest card of m in the suit mask sm, or 0.
func secondOf(m, sm uint64) uint64 {
	x := m & sm
	if x == 0 {
		return 0
	}
	x &^= 1 << uint(highBit(x))
	if x == 0 {
		return 0
	}
	return 1 << uint(highBit(x))
}

// canBeat reports whether seat o could win the current trick over card c.
func (s *Solver) canBeat(o int, c uint8) bool {
	led := uint(s.trick0 >> 4)
	h := s.h[o]
	if f := h & (0x1FFF << (led * 16)); f != 0 {
		return uint(c>>4) == led && f&aboveMask(c) != 0
	}
	t := h & s.trumpMask
	if t == 0 {
		return false
	}
	if int(c>>4) == s.trump {
		return t&aboveMask(c) != 0
	}
	return true
}

// forcingCard gives the third hand's cheapest card of the suit led that forces the fourth
// hand, opp, to spend its top cards to win the trick (as DDS's third-hand weights): opp holds
// the suit and beats all of the seat's cards in it, and the card, one of moves, beats opp's
// highest card below its top sequence and the trick's winning card wc. It gives 255 when
// there is none.
func (s *Solver) forcingCard(seat, opp int, wc uint8, moves uint64) uint8 {
	sh := uint(s.trick0>>4) * 16
	sm := uint64(0x1FFF) << sh
	o, own := s.h[opp]&sm, s.h[seat]&sm
	if o == 0 || own == 0 || highBit(own) > highBit(o) || wc&^15 != s.trick0&^15 {
		return 255
	}
	alive := (s.h[0] | s.h[1] | s.h[2] | s.h[3] | s.trickMask) & sm
	g := highBit(o)
	for {
		below := alive & (uint64(1)<<uint(g) - 1)
		if below == 0 || o>>uint(highBit(below))&1 == 0 {
			break
		}
		g = highBit(below)
	}
	second := o & (uint64(1)<<uint(g) - 1)
	if second == 0 {
		return 255 // one sequence: nothing to force
	}
	up := moves & sm & aboveMask(uint8(highBit(second))) & aboveMask(wc)
	if up == 0 {
		return 255
	}
	return uint8(lowBit(up))
}

// mix combines a heuristic score with a history count (a tie-breaker).
func (s *Solver) mix(v, h int32) int32 { return v<<12 + min(h, 4095) }

// partnerTakes reports whether the partner of the second hand, seat, playing last to the
// trick, beats the winning card wc and whatever the third hand can play (in Tarneeb only by
// following suit: a partner who must ruff spends a trump, so the second hand had better win).
func (s *Solver) partnerTakes(seat int, wc uint8) bool {
	led := uint(s.trick0 >> 4)
	p := s.h[seat^2]
	var pc uint8
	if f := p & (0x1FFF << (led * 16)); f != 0 {
		pc = uint8(highBit(f))
	} else if t := p & s.trumpMask; t != 0 && !s.tarneeb {
		pc = uint8(highBit(t))
	} else {
		return false
	}
	return beats(pc, wc, s.trump) && !s.canBeat((seat+s.step)&3, pc)
}
