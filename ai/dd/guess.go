package dd

// The first target of the Tarneeb null-window steps: an estimate of North-South's tricks from
// high-card points, trump lengths, short suits beside a trump fit and the lead, fitted by least
// squares on solved random deals. Erring one trick high costs no extra step (the failed step
// returns the value as its bound), so the estimate leans upwards.

// guess gives the estimated North-South tricks of the rest of the play.
func (s *Solver) guess(leader, total int) int {
	var hcp, trumps [4]int
	for h := 0; h < 4; h++ {
		for su := uint(0); su < 4; su++ {
			x := s.h[h] >> (su * 16) & 0x1FFF
			hcp[h] += 4*int(x>>12&1) + 3*int(x>>11&1) + 2*int(x>>10&1) + int(x>>9&1)
		}
		trumps[h] = popcnt(s.h[h] & s.trumpMask)
	}
	// Short side suits of the side's shorter hand count where the side has at least 7 trumps.
	short := func(h int) int {
		k := 0
		for su := uint(0); su < 4; su++ {
			if int(su) != s.trump {
				k += max(0, 3-popcnt(s.h[h]>>(su*16)&0x1FFF))
			}
		}
		return k
	}
	nsT := trumps[0] + trumps[2]
	ewT := trumps[1] + trumps[3]
	ruff := 0.0
	if nsT >= 7 {
		ruff += float64(max(short(0), short(2)))
	}
	if ewT >= 7 {
		ruff -= float64(max(short(1), short(3)))
	}
	lead := -1.0
	if ns(leader) {
		lead = 1
	}
	n := float64(total)
	e := 6.567 + 0.408*float64(hcp[0]+hcp[2]-hcp[1]-hcp[3])/2 + 0.54*float64(nsT-ewT)/2 + 0.242*lead + 0.453*ruff
	g := int(e*n/13 + 1) // rounded up, or one over when whole
	return min(max(g, 0), total)
}
