package dd

import "math/bits"

// The transposition table holds bounds on the North-South points (or tricks) of the rest of the
// play at trick boundaries. Keys use relative ranks: per suit, the owners of the remaining cards
// in strength order, plus (Tarabish) the remaining point cards, so positions that differ only in
// which equivalent low cards are gone share an entry. Entries are 24 bytes; see NewSolver.

// entry is one table slot.
type entry struct {
	k0, k1 uint64
	lo, hi int16 // bounds on the North-South value of the rest of the play
	move   uint8 // best lead: suit<<4 | place from the top among the suit's remaining cards
	n      uint8 // cards per hand (work below the entry); 0 marks an empty slot
	age    uint16
}

// pext8 compresses 8-bit values: pext8[mask][x] gathers the bits of x selected by mask.
var pext8 [256][256]uint8

func init() {
	for m := 0; m < 256; m++ {
		for x := 0; x < 256; x++ {
			var r, k uint8
			for i := 0; i < 8; i++ {
				if m>>i&1 != 0 {
					r |= uint8(x>>i&1) << k
					k++
				}
			}
			pext8[m][x] = r
		}
	}
}

// pext16 gathers the bits of x selected by the 13-bit mask m.
func pext16(x, m uint64) uint64 {
	lo := uint64(pext8[m&255][x&255])
	hi := uint64(pext8[m>>8&255][x>>8&255])
	return lo | hi<<uint(bits.OnesCount8(uint8(m)))
}

func lowBit(m uint64) int  { return bits.TrailingZeros64(m) }
func highBit(m uint64) int { return 63 - bits.LeadingZeros64(m) }

// zeroKey[z][o] describes the zero-point cards of a suit for the table key, given those in play
// z (at most four, the weakest of the suit) and their owner bit planes o (the first plane in
// bits 0-3, the second in bits 4-7): the planes gathered to the cards in play in strength order
// (bits 0-3 and 4-7) and as many low bits as there are such cards (bits 8-11).
var zeroKey [16][256]uint16

func init() {
	for z := 0; z < 16; z++ {
		for o := 0; o < 256; o++ {
			p0 := uint16(pext8[z][o&15])
			p1 := uint16(pext8[z][o>>4])
			zeroKey[z][o] = p0 | p1<<4 | (uint16(1)<<uint(bits.OnesCount8(uint8(z)))-1)<<8
		}
	}
}

// key builds the table key of the Tarabish trick-boundary position with the given leader. Per
// suit it holds the point cards in play, the number of zero-point cards in play, and the owner
// bit planes: of the point cards as they lie, of the zero-point cards (the weakest of the suit)
// in strength order. A suit's part depends only on which of its cards are still in play (the
// owners are fixed for the solve), so it is worked out once per set of cards and kept.
func (s *Solver) key(leader int) (k0, k1 uint64) {
	return s.keyOf(s.h[0]|s.h[1]|s.h[2]|s.h[3], leader)
}

// keyOf is key for the cards in play all.
func (s *Solver) keyOf(all uint64, leader int) (k0, k1 uint64) {
	m := &s.suitKeys
	p0, p1, p2, p3 := m[0][all&0x1FF], m[1][all>>16&0x1FF], m[2][all>>32&0x1FF], m[3][all>>48&0x1FF]
	if p0&p1&p2&p3>>31 == 0 {
		p0, p1, p2, p3 = s.suitPart(all, 0), s.suitPart(all, 1), s.suitPart(all, 2), s.suitPart(all, 3)
	}
	k0 = uint64(p0&^(1<<31)) | uint64(p1&^(1<<31))<<30 | uint64(leader)<<60
	k1 = uint64(p2&^(1<<31)) | uint64(p3&^(1<<31))<<30 | uint64(s.trump)<<60
	return
}

// suitPart gives suit su's part of the key (bit 31 set) for the cards in play all, working it
// out the first time.
func (s *Solver) suitPart(all uint64, su uint) uint32 {
	in := all >> (su * 16) & 0x1FF
	m := &s.suitKeys[su][in]
	if *m == 0 {
		a := (s.h[1] | s.h[3]) >> (su * 16)
		b := (s.h[2] | s.h[3]) >> (su * 16)
		*m = uint32(suitKey(in, a, b, s.lay.suitZ[su])) | 1<<31
	}
	return *m
}

// suitKey gives one suit's 27 bits of the key, from the suit's cards in play, owner planes and
// zero-point cards in the low bits.
func suitKey(all, a, b, z uint64) uint64 {
	r := all & 0x1FF
	rp := r &^ z
	zk := uint64(zeroKey[r&z&15][(a&z|b&z<<4)&255])
	return rp | zk>>8 | (zk&15|a&rp)<<9 | (zk>>4&15|b&rp)<<18
}

// table is the bucketed transposition table.
type table struct {
	e    []entry
	mask uint64 // bucket index mask (in units of entries, multiple of 4)
	age  uint16
}

const bucket = 4

func newTable(logSize int) table {
	n := 1 << uint(logSize)
	return table{e: make([]entry, n), mask: uint64(n - bucket)}
}

func (t *table) clear() {
	clear(t.e)
}

func (t *table) index(k0, k1 uint64) uint64 {
	h := k0*0x9E3779B97F4A7C15 ^ (k1+0x632BE59BD9B4E019)*0xC2B2AE3D27D4EB4F
	h ^= h >> 29
	return h & t.mask
}

// probe finds the entry of a key, or nil.
func (t *table) probe(k0, k1 uint64) *entry {
	i := t.index(k0, k1)
	b := t.e[i : i+bucket : i+bucket]
	for j := range b {
		if b[j].k0 == k0 && b[j].k1 == k1 && b[j].n != 0 {
			return &b[j]
		}
	}
	return nil
}

// store records bounds for a key, merging with an existing entry.
func (t *table) store(k0, k1 uint64, lo, hi int, move uint8, n int) {
	i := t.index(k0, k1)
	b := t.e[i : i+bucket : i+bucket]
	victim := -1
	for j := range b {
		e := &b[j]
		if e.k0 == k0 && e.k1 == k1 && e.n != 0 {
			if int(e.lo) > lo {
				lo = int(e.lo)
			}
			if int(e.hi) < hi {
				hi = int(e.hi)
			}
			if lo > hi { // cannot happen with sound bounds; keep the newer
				lo, hi = hi, lo
			}
			e.lo, e.hi, e.move, e.age = int16(lo), int16(hi), move, t.age
			return
		}
		if victim < 0 || worse(e, &b[victim], t.age) {
			victim = j
		}
	}
	b[victim] = entry{k0: k0, k1: k1, lo: int16(lo), hi: int16(hi), move: move, n: uint8(n), age: t.age}
}

// worse reports whether slot a is a better victim than slot b.
func worse(a, b *entry, age uint16) bool {
	if a.n == 0 || b.n == 0 {
		return a.n == 0 && b.n != 0
	}
	if (a.age == age) != (b.age == age) {
		return a.age != age
	}
	return a.n < b.n
}

func popcnt(m uint64) int { return bits.OnesCount64(m) }
