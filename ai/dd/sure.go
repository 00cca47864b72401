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
			return true, 1 << wc
		}
		for m := s.legal(seat, win, wc); m != 0; m &= m - 1 {
			if c := uint8(lowBit(m)); beats(c, wc, s.trump) {
				return true, 1 << c
			}
		}
		return false, 0
	}
	next := (seat + s.step) & 3
	if pos == 2 {
		// Only the fourth hand, an opponent, is still to play.
		if win == seat^2 && !s.canBeat(next, wc) {
			return true, 1 << wc
		}
		c := uint8(255)
		if f := own & sm; f != 0 {
			c = uint8(highBit(f))
		} else if t := own & s.trumpMask; t != 0 && plain {
			c = uint8(highBit(t))
		}
		if c != 255 && beats(c, wc, s.trump) && !s.canBeat(next, c) {
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
