package dd

import "testing"

// TestPTableKeepsBoundsInUse checks the replacement of a full block: bounds that settled a
// probe move towards the front of their block and outlive the next 64 stores of the shape,
// which overwrite only the second half.
func TestPTableKeepsBoundsInUse(t *testing.T) {
	tb := newPTable(12)
	at := func(a uint64) *pos { return &pos{key: 77, a: a, alive: [4]uint64{0x1FFF}} }
	for i := uint64(0); i < pblockSize; i++ {
		tb.store(at(i), 0x1FFF, 5, 5, 255, 6)
	}
	if lo, _, _, _, _ := tb.probe(at(40), 0, 6, 2, 3); lo != 5 {
		t.Fatalf("probe of a stored position: lo %d, want 5", lo)
	}
	for i := uint64(100); i < 100+pblockSize; i++ {
		tb.store(at(i), 0x1FFF, 1, 1, 255, 6)
	}
	if lo, _, _, _, _ := tb.probe(at(40), 0, 6, 2, 3); lo != 5 {
		t.Errorf("bounds that settled a probe were overwritten: lo %d, want 5", lo)
	}
	if lo, _, _, _, _ := tb.probe(at(50), 0, 6, 2, 3); lo != 0 {
		t.Errorf("an entry of the second half never probed survived: lo %d, want 0", lo)
	}
}

// TestPTableShapeLead checks the lead a probe suggests when no entry of the shape matches the
// position: the lead stored at the front of the shape's block, with no bounds.
func TestPTableShapeLead(t *testing.T) {
	tb := newPTable(12)
	tb.store(&pos{key: 77, a: 5, alive: [4]uint64{0x1FFF}}, 0x1FFF, 3, 3, 0x12, 6)
	lo, hi, _, _, move := tb.probe(&pos{key: 77, a: 6, alive: [4]uint64{0x1FFF}}, 0, 6, 2, 3)
	if lo != 0 || hi != 6 || move != 0x12 {
		t.Errorf("probe of an unmatched position: bounds %d..%d, lead %#x; want 0..6 and 0x12", lo, hi, move)
	}
	if _, _, _, _, move := tb.probe(&pos{key: 78, a: 5, alive: [4]uint64{0x1FFF}}, 0, 6, 2, 3); move != 255 {
		t.Errorf("probe of another shape: lead %#x, want none (0xff)", move)
	}
}
