package dd

import "tarabish/game"

// The solver keeps cards in strength order: bit suit*16+i, where i counts from the weakest card
// of the suit (0) upwards. In Tarabish the order and the points depend on whether the suit is
// trump; in Tarneeb i is the natural rank.

// tbPlainIdx and tbTrumpIdx map a natural rank (2..A) to the Tarabish strength index (-1: not in
// the deck). Plain: 6 7 8 9 J Q K 10 A. Trump: 6 7 8 Q K 10 A 9 J.
var (
	tbPlainIdx = [13]int8{-1, -1, -1, -1, 0, 1, 2, 3, 7, 4, 5, 6, 8}
	tbTrumpIdx = [13]int8{-1, -1, -1, -1, 0, 1, 2, 7, 5, 8, 3, 4, 6}
	tbPlainPts = [16]int{0, 0, 0, 0, 2, 3, 4, 10, 11}
	tbTrumpPts = [16]int{0, 0, 0, 3, 4, 10, 11, 14, 20}
)

// Tarabish strength indexes of zero-point cards: the lowest four plain, the lowest three trump.
const (
	tbPlainZero = 0xF
	tbTrumpZero = 0x7
)

// layout is the card mapping of one game and trump suit.
type layout struct {
	idx   [4][13]int8 // natural rank -> strength index, per suit
	rank  [4][16]int8 // strength index -> natural rank, per suit
	pts   [64]int     // points per internal card (indexed by c&63, which spares the bounds check)
	zero  uint64      // internal cards that may merge with equal neighbours (equal points)
	deck  uint64      // internal deck
	sumT  [4][512]int // Tarabish: points of a 9-bit suit pattern, per suit
	suitZ [4]uint64   // zero-point block of each suit, in suit position 0
}

// newLayout builds the mapping for a game and trump suit.
func newLayout(g game.Kind, trump game.Suit) *layout {
	l := &layout{}
	for s := 0; s < 4; s++ {
		for i := range l.rank[s] {
			l.rank[s][i] = -1
		}
		for r := 0; r < 13; r++ {
			var i int8
			switch {
			case g == game.Tarneeb:
				i = int8(r)
			case game.Suit(s) == trump:
				i = tbTrumpIdx[r]
			default:
				i = tbPlainIdx[r]
			}
			l.idx[s][r] = i
			if i >= 0 {
				l.rank[s][i] = int8(r)
				l.deck |= 1 << (uint(s)*16 + uint(i))
			}
		}
		if g == game.Tarneeb {
			l.suitZ[s] = 0x1FFF
			continue
		}
		pts, z := &tbPlainPts, uint64(tbPlainZero)
		if game.Suit(s) == trump {
			pts, z = &tbTrumpPts, tbTrumpZero
		}
		l.suitZ[s] = z
		for i := 0; i < 9; i++ {
			l.pts[s*16+i] = pts[i]
		}
		for m := 0; m < 512; m++ {
			t := 0
			for i := 0; i < 9; i++ {
				if m>>i&1 != 0 {
					t += pts[i]
				}
			}
			l.sumT[s][m] = t
		}
	}
	for s := 0; s < 4; s++ {
		l.zero |= l.suitZ[s] << (uint(s) * 16)
	}
	l.zero &= l.deck
	return l
}

// in maps a game card to the internal card (255 when outside the deck).
func (l *layout) in(c game.Card) uint8 {
	s, r := c.Suit(), c.Rank()
	if s > game.Clubs || r > game.Ace || l.idx[s][r] < 0 {
		return 255
	}
	return uint8(s)<<4 | uint8(l.idx[s][r])
}

// out maps an internal card back to the game card.
func (l *layout) out(c uint8) game.Card {
	return game.NewCard(game.Suit(c>>4), game.Rank(l.rank[c>>4][c&15]))
}

// inSet maps a set of game cards to internal bits.
func (l *layout) inSet(cs game.Cards) uint64 {
	var m uint64
	for ; cs != 0; cs &= cs - 1 {
		m |= 1 << l.in(cs.First())
	}
	return m
}

// outSet maps internal bits back to game cards.
func (l *layout) outSet(m uint64) game.Cards {
	var cs game.Cards
	for ; m != 0; m &= m - 1 {
		cs |= l.out(uint8(lowBit(m))).Mask()
	}
	return cs
}

// above gives the game cards of cs that are stronger than the internal card wc of their suit.
func (l *layout) above(cs game.Cards, wc uint8) game.Cards {
	return l.outSet(l.inSet(cs) & aboveMask(wc))
}

// aboveMask gives the internal bits of c's suit stronger than c.
func aboveMask(c uint8) uint64 {
	return (uint64(0xFFFF) << (c &^ 15)) &^ (uint64(2)<<c - 1)
}

// beats reports whether internal card c beats the winning card w (trump 4: no trump).
func beats(c, w uint8, trump int) bool {
	if c>>4 == w>>4 {
		return c > w
	}
	return int(c>>4) == trump
}
