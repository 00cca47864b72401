package dd

// Tarneeb cut-offs inside a trick: a side that needs only the current trick and is sure to win
// it, whatever the hands still to play do, reaches its target.

// sureTrick reports whether the side of the seat at place pos (1 to 3) of the trick wins the
// trick under any play of the hands after it, and the card that makes it so, standing for
// itself and the higher cards of its suit (0 when the suit lengths alone decide it).
func (s *Solver) sureTrick(seat, pos, win int, wc uint8) (bool, uint64) {
	led := uint(s.trick0 >> 4)
	sm := uint64(0x1FFF) << (led * 16)
	plain := int(led) != s.trump
	own := s.h[seat]
	if pos == 3 {
		// The last hand: the partner's card stands, or the seat wins with any card that beats.
		if win == seat^2 {
			return true, s.rankRel(wc)
		}
		for m := s.legal(seat, win, wc); m != 0; m &= m - 1 {
			if c := uint8(lowBit(m)); beats(c, wc, s.trump) {
				if s.firstTrump(c, wc) {
					return true, 0 // the first trump in the trick: any trump wins it
				}
				return true, 1 << c
			}
		}
		return false, 0
	}
	next := (seat + s.step) & 3
	if pos == 2 {
		// Only the fourth hand, an opponent, is still to play.
		if win == seat^2 && !s.canBeat(next, wc) {
			if s.cannotBeatAny(next, wc) {
				return true, s.rankRel(wc)
			}
			return true, 1 << wc
		}
		c := uint8(255)
		if f := own & sm; f != 0 {
			c = uint8(highBit(f))
		} else if t := own & s.trumpMask; t != 0 && plain {
			c = uint8(highBit(t))
		}
		if c != 255 && beats(c, wc, s.trump) && !s.canBeat(next, c) {
			if s.firstTrump(c, wc) && s.cannotBeatAny(next, c) {
				return true, 0 // the first trump in the trick, and the last hand cannot ruff
			}
			return true, 1 << c
		}
		return false, 0
	}
	// Place 1: the third hand (an opponent) and the partner are still to play.
	third, part := s.h[next], s.h[seat^2]
	if plain && third&sm == 0 && third&s.trumpMask != 0 {
		return false, 0
	}
	if plain && ((own&sm == 0 && own&s.trumpMask != 0) || (part&sm == 0 && part&s.trumpMask != 0)) {
		// The third hand cannot ruff, so a ruff by this side wins.
		return true, 0
	}
	f := (own | part) & sm
	if f == 0 {
		return false, 0
	}
	hi := uint8(highBit(f))
	if hi < s.trick0 || (third&sm != 0 && int(hi) < highBit(third&sm)) {
		return false, 0
	}
	return true, 1 << hi
}

// firstTrump reports whether c is a trump and wc, the card winning the trick so far, is not:
// then no trump was played to the trick yet, and any trump beats wc.
func (s *Solver) firstTrump(c, wc uint8) bool {
	return int(c>>4) == s.trump && int(wc>>4) != s.trump
}

// rankRel gives the cards that matter to the card wc winning the trick so far: none when it
// is the only card of its suit in the trick, else wc.
func (s *Solver) rankRel(wc uint8) uint64 {
	if lone(s.trickMask, wc) {
		return 0
	}
	return 1 << wc
}

// cannotBeatAny reports whether hand o cannot beat any card of c's suit, whatever its rank:
// c is a trump and o follows the suit led, or o holds neither the suit led nor a trump.
func (s *Solver) cannotBeatAny(o int, c uint8) bool {
	h := s.h[o]
	if h&(uint64(0x1FFF)<<(uint(s.trick0>>4)*16)) != 0 {
		return int(c>>4) == s.trump && int(s.trick0>>4) != s.trump
	}
	return h&s.trumpMask == 0
}
