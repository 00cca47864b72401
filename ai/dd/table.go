package dd

import "math/bits"

// The transposition table holds bounds on the North-South points (or tricks) of the rest of the
// play at trick boundaries. Keys use relative ranks: per suit, the owners of the remaining cards
// in strength order, plus (Tarabish) the remaining point cards, so positions that differ only in
// which equivalent low cards are gone share an entry. An entry is 16 bytes, so that a bucket of
// four is one 64-byte cache line; see NewSolver.

// entry is one table slot: the first word of the key, and the rest of the key with the bounds
// packed into d (see the entry field layout below).
type entry struct {
	k0 uint64
	d  uint64
}

// The fields of entry.d: the key's second word in the low bits, then the bounds, the best
// lead (suit<<4 | place from the top among the suit's remaining cards; 255: none), the cards
// per hand (work below the entry; 0 marks an empty slot) and the solve that last wrote it.
const (
	k1Bits    = 25
	k1Mask    = 1<<k1Bits - 1
	loShift   = k1Bits
	hiShift   = loShift + 8
	moveShift = hiShift + 8
	nShift    = moveShift + 8
	ageShift  = nShift + 4
	ageMask   = 1<<(64-ageShift) - 1
)

func (e *entry) lo() int     { return int(e.d >> loShift & 0xFF) }
func (e *entry) hi() int     { return int(e.d >> hiShift & 0xFF) }
func (e *entry) move() uint8 { return uint8(e.d >> moveShift) }
func (e *entry) n() int      { return int(e.d >> nShift & 15) }
func (e *entry) age() uint16 { return uint16(e.d >> ageShift) }
func (e *entry) has(k0, k1 uint64) bool {
	return e.k0 == k0 && e.d&k1Mask == k1 && e.d>>nShift&15 != 0
}

// pack gives an entry's second word.
func pack(k1 uint64, lo, hi int, move uint8, n int, age uint16) uint64 {
	return k1 | uint64(lo)<<loShift | uint64(hi)<<hiShift | uint64(move)<<moveShift | uint64(n)<<nShift |
		uint64(age&ageMask)<<ageShift
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

// key builds the table key of the Tarabish trick-boundary position with the given leader. Per
// suit it holds a number for the point cards in play with their owners and for the zero-point
// cards in play (the weakest of the suit) with their owners in strength order; a suit's part
// depends only on which of its cards are still in play (the owners are fixed for the solve), so
// it is worked out once per set of cards and kept.
func (s *Solver) key(leader int) (k0, k1 uint64) {
	return s.keyOf(s.h[0]|s.h[1]|s.h[2]|s.h[3], leader)
}

// keyOf is key for the cards in play all: three suits' parts in the first word, the fourth's
// with the leader and the trump in the second (k1Bits).
func (s *Solver) keyOf(all uint64, leader int) (k0, k1 uint64) {
	m := &s.suitKeys
	p0, p1, p2, p3 := m[0][all&0x1FF], m[1][all>>16&0x1FF], m[2][all>>32&0x1FF], m[3][all>>48&0x1FF]
	if p0&p1&p2&p3>>31 == 0 {
		p0, p1, p2, p3 = s.suitPart(all, 0), s.suitPart(all, 1), s.suitPart(all, 2), s.suitPart(all, 3)
	}
	const part = 1<<suitCodeBits - 1
	k0 = uint64(p0&part) | uint64(p1&part)<<suitCodeBits | uint64(p2&part)<<(2*suitCodeBits)
	k1 = uint64(p3&part) | uint64(leader)<<suitCodeBits | uint64(s.trump)<<(suitCodeBits+2)
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
		*m = suitCode(in, a, b, s.lay.suitZ[su]) | 1<<31
	}
	return *m
}

// suitCodeBits is the size of a suit's part of the key: suitCode is below 2^21.
const suitCodeBits = 21

// suitCode numbers one suit's cards in play all (bits 0-8, the weakest first) with their owner
// planes a and b, the zero-point cards being z: each point card is absent or with one of four
// owners (a digit in base 5, the strongest first); the zero-point cards in play count only by
// number and their owners in strength order. Two suits get the same number exactly when they
// agree on all of that: at most 5^6 * 85 (trump) or 5^5 * 341 (plain suits) numbers.
func suitCode(all, a, b, z uint64) uint32 {
	var pc, zc uint32
	nz, c := 0, 0
	for i := 8; i >= 0; i-- {
		owner := uint32(a>>i&1 | (b>>i&1)<<1)
		in := all>>i&1 != 0
		if z>>i&1 == 0 {
			d := uint32(0)
			if in {
				d = 1 + owner
			}
			pc = 5*pc + d
			continue
		}
		nz++
		if in {
			zc = zc<<2 | owner
			c++
		}
	}
	// Zero-point cards in play: (4^c - 1) / 3 numbers for fewer of them, then their owners.
	return pc*uint32((1<<(2*nz+2)-1)/3) + uint32((1<<(2*c)-1)/3) + zc
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
		if b[j].has(k0, k1) {
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
		if e.has(k0, k1) {
			lo, hi = max(lo, e.lo()), min(hi, e.hi())
			if lo > hi { // cannot happen with sound bounds; keep the newer
				lo, hi = hi, lo
			}
			e.d = pack(k1, lo, hi, move, e.n(), t.age)
			return
		}
		if victim < 0 || worse(e, &b[victim], t.age) {
			victim = j
		}
	}
	b[victim] = entry{k0: k0, d: pack(k1, lo, hi, move, n, t.age)}
}

// worse reports whether slot a is a better victim than slot b.
func worse(a, b *entry, age uint16) bool {
	an, bn := a.n(), b.n()
	if an == 0 || bn == 0 {
		return an == 0 && bn != 0
	}
	age &= ageMask
	if (a.age() == age) != (b.age() == age) {
		return a.age() != age
	}
	return an < bn
}

func popcnt(m uint64) int { return bits.OnesCount64(m) }
