package dd

// The Tarneeb transposition table uses partition search (as DDS does): an entry holds bounds
// on the North-South tricks of the rest of the play together with the set of cards that
// mattered to them. Cards are named by relative rank (place among the cards still in play of
// their suit), and the cards that matter are, per suit, the top cards down to the lowest one
// that won a trick or fed a bound. Positions with the same suit lengths in every hand and the
// same owners of those top cards share the bounds, whatever the owners of the smaller cards.
//
// Why that is sound: map the smaller cards of each hand and suit onto each other in any
// way. Every trick of the searched tree was won by a card that matters, or by the only card
// of its suit in the trick (a ruff by the one trump played, a lead nobody followed), which
// wins whatever its rank; cards that matter keep their places and owners, so every trick of
// the tree has the same winner in the other position (follow-suit duties depend only on the
// lengths). When a trick's winner stood for a run of equal cards in its hand, the lowest card
// of the run matters too, so that any card of the run wins that trick in the other position
// as well.

// pentry is one set of bounds in a block.
type pentry struct {
	a, b   uint64 // owner bit planes of the places in m: suit s at bits 13s.., weakest at bit 0
	m      uint64 // places that matter, in the same layout
	lo, hi int8   // bounds on the North-South tricks of the rest of the play
	move   uint8  // best lead, as in entry.move
}

// pblockSize is the number of bounds one block (one shape) holds.
const pblockSize = 64

// pblock holds the bounds of positions of one shape: suit lengths of every hand, leader and
// trump. Full blocks overwrite the entries of their second half in turn: a probe moves the
// entry that settled it towards the front, so the first half keeps the bounds in use.
type pblock struct {
	key  uint64 // 0 marks an empty block
	age  uint16
	n    uint8 // cards per hand
	used uint8
	next uint8
	e    [pblockSize]pentry
}

// ptable is the partition table: blocks found by hashing the shape, two places per shape.
type ptable struct {
	b    []pblock
	keys []uint64 // the blocks' keys side by side: a miss reads one cache line
	mask uint64
	age  uint16
}

// newPTable makes a table of 2^logSize entries (at least four blocks).
func newPTable(logSize int) ptable {
	n := max(1<<uint(logSize)/pblockSize, 4)
	return ptable{b: make([]pblock, n), keys: make([]uint64, n), mask: uint64(n - 2)}
}

// reset empties the table.
func (t *ptable) reset() {
	for i := range t.b {
		t.b[i].key = 0
	}
	clear(t.keys)
}

// pos is a trick-boundary position in the partition table's terms.
type pos struct {
	key, a, b uint64
	all       uint64
	alive     [4]uint64 // cards in play per suit, at suit position 0
}

// relState is the Tarneeb table's view of the cards in the hands, kept up to date as cards
// are played: the suit lengths of every hand (4 bits each, hand*4+suit, without West's clubs,
// which follow from the others) and the owner bit planes of the cards in play.
type relState struct {
	lens, a, b uint64
}

// initRel computes the relState of the current hands.
func (s *Solver) initRel() {
	all := s.h[0] | s.h[1] | s.h[2] | s.h[3]
	a := s.h[1] | s.h[3]
	b := s.h[2] | s.h[3]
	var r relState
	for su := 0; su < 4; su++ {
		sh := uint(su) * 16
		x := all >> sh & 0x1FFF
		r.a |= pext16(a>>sh, x) << (13 * uint(su))
		r.b |= pext16(b>>sh, x) << (13 * uint(su))
		for h := 0; h < 4; h++ {
			if h != 3 || su != 3 {
				r.lens |= uint64(popcnt(s.h[h]>>sh&0x1FFF)) << (4 * uint(h*4+su))
			}
		}
	}
	s.rs = r
}

// take updates the relState for the seat playing c; call it before removing c from the hand.
func (s *Solver) take(seat int, c uint8) {
	su := uint(c >> 4)
	all := (s.h[0] | s.h[1] | s.h[2] | s.h[3]) >> (su * 16)
	off := 13*su + uint(popcnt(all&(uint64(1)<<(c&15)-1)))
	f := uint64(0x1FFF) << (13 * su)
	low := uint64(1)<<off - 1
	s.rs.a = s.rs.a&^f | (s.rs.a&low|s.rs.a>>1&^low)&f
	s.rs.b = s.rs.b&^f | (s.rs.b&low|s.rs.b>>1&^low)&f
	if seat != 3 || su != 3 {
		s.rs.lens -= 1 << (4 * (uint(seat)*4 + su))
	}
}

// ppos describes the trick-boundary position with the given leader.
func (s *Solver) ppos(leader int) pos {
	all := s.h[0] | s.h[1] | s.h[2] | s.h[3]
	p := pos{all: all, a: s.rs.a, b: s.rs.b}
	for su := 0; su < 4; su++ {
		p.alive[su] = all >> (uint(su) * 16) & 0x1FFF
	}
	p.key = s.rs.lens | uint64(leader)<<60 | uint64(s.trump)<<62
	return p
}

// relMask turns a set of cards that matter (each standing for itself and every higher card of
// its suit) into the table's mask of places.
func (p *pos) relMask(rel uint64) uint64 {
	var m uint64
	for su := 0; su < 4; su++ {
		rs := rel >> (uint(su) * 16) & 0x1FFF
		if rs == 0 {
			continue
		}
		r := p.alive[su]
		j := uint(popcnt(r & (uint64(1)<<uint(lowBit(rs)) - 1)))
		full := uint64(1)<<uint(popcnt(r)) - 1
		m |= (full >> j << j) << (13 * uint(su))
	}
	return m
}

// relCards turns a mask of places back into the lowest card that matters in each suit.
func (p *pos) relCards(m uint64) uint64 {
	var rel uint64
	for su := 0; su < 4; su++ {
		ms := m >> (13 * uint(su)) & 0x1FFF
		if ms == 0 {
			continue
		}
		x := p.alive[su]
		for j := lowBit(ms); j > 0; j-- {
			x &= x - 1
		}
		rel |= uint64(1) << (uint(su)*16 + uint(lowBit(x)))
	}
	return rel
}

func (t *ptable) index(key uint64) uint64 {
	h := key * 0x9E3779B97F4A7C15
	h ^= h >> 29
	h *= 0xBF58476D1CE4E5B9
	h ^= h >> 32
	return h & t.mask
}

// block finds the block of a shape, or nil.
func (t *ptable) block(key uint64) *pblock {
	i := t.index(key)
	if t.keys[i] == key {
		return &t.b[i]
	}
	if t.keys[i+1] == key {
		return &t.b[i+1]
	}
	return nil
}

// probe combines the bounds of every matching entry: the best lower bound with the cards that
// matter to it, the best upper bound likewise, and a remembered lead (with no entry matching,
// the lead stored first for the shape: an ordering hint only). It stops early once the
// bounds settle the window (alpha, beta).
func (t *ptable) probe(p *pos, lo, hi, alpha, beta int) (nlo, nhi int, relLo, relHi uint64, move uint8) {
	nlo, nhi, move = lo, hi, 255
	bl := t.block(p.key)
	if bl == nil {
		return
	}
	if bl.age != t.age {
		bl.age = t.age
	}
	var mlo, mhi uint64
	pa, pb := p.a, p.b
	es := bl.e[:bl.used]
	for j := range es {
		e := &es[j]
		if ((pa^e.a)|(pb^e.b))&e.m != 0 {
			continue
		}
		if int(e.lo) > nlo {
			nlo, mlo = int(e.lo), e.m
		}
		if int(e.hi) < nhi {
			nhi, mhi = int(e.hi), e.m
		}
		if move == 255 {
			move = e.move
		}
		if nlo >= beta || nhi <= alpha || nlo == nhi {
			if j > 0 {
				// Move the deciding entry up: the next probe of this shape finds it sooner.
				es[j], es[j/2] = es[j/2], es[j]
			}
			break
		}
	}
	if move == 255 && len(es) > 0 {
		move = es[0].move // no match: the lead of a position of the same shape, the most used
	}
	if nlo > lo {
		relLo = p.relCards(mlo)
	}
	if nhi < hi {
		relHi = p.relCards(mhi)
	}
	return
}

// store records bounds that hold wherever the places in m have the owners of p.
func (t *ptable) store(p *pos, m uint64, lo, hi int, move uint8, n int) {
	bl := t.block(p.key)
	if bl == nil {
		i := t.index(p.key)
		bl = &t.b[i]
		if o := &t.b[i+1]; pworse(o, bl, t.age) {
			bl, i = o, i+1
		}
		t.keys[i] = p.key
		bl.key, bl.n, bl.used, bl.next = p.key, uint8(n), 0, 0
	}
	bl.age = t.age
	a, b := p.a&m, p.b&m
	es := bl.e[:bl.used]
	for j := range es {
		e := &es[j]
		if e.m == m && e.a == a && e.b == b {
			lo, hi = max(lo, int(e.lo)), min(hi, int(e.hi))
			if lo > hi { // cannot happen with sound bounds; keep the newer
				lo, hi = hi, lo
			}
			e.lo, e.hi, e.move = int8(lo), int8(hi), move
			return
		}
	}
	j := int(bl.used)
	if j < pblockSize {
		bl.used++
	} else {
		j = pblockSize/2 + int(bl.next)
		bl.next = uint8((int(bl.next) + 1) % (pblockSize / 2))
	}
	bl.e[j] = pentry{a: a, b: b, m: m, lo: int8(lo), hi: int8(hi), move: move}
}

// pworse reports whether block a is a better victim than block b.
func pworse(a, b *pblock, age uint16) bool {
	if a.key == 0 || b.key == 0 {
		return a.key == 0 && b.key != 0
	}
	if (a.age == age) != (b.age == age) {
		return a.age != age
	}
	return a.n < b.n
}
