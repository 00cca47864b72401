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
