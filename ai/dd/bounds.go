package dd

// Sound cut-off bounds at trick boundaries. Every bound here is a guarantee under all play, and
// the brute-force tests check the solver with them against plain minimax.

// bounds gives lower and upper bounds on the North-South value of the rest of the play, and
// (Tarneeb) the cards each depends on, in the form lead gives (see ptable.go). The costlier
// Tarneeb bounds are only worked out while the cheaper ones leave the window (alpha, beta) open.
func (s *Solver) bounds(leader, n, total, alpha, beta int) (lo, hi int, relLo, relHi uint64) {
	if !s.tarneeb {
		nsPts, nsOwn := s.masterPoints(0)
		ewPts, ewOwn := s.masterPoints(1)
		if ns(leader) {
			nsPts = max(nsPts, nsOwn+s.cashPoints(leader))
		} else {
			ewPts = max(ewPts, ewOwn+s.cashPoints(leader))
		}
		return nsPts, total - ewPts, 0, 0
	}
	lo, hi, relLo, relHi = s.trumpBounds(n)
	if lo < beta && hi > alpha {
		lo, hi, relLo, relHi = s.addQuickTricks(leader, n, alpha, beta, lo, hi, relLo, relHi)
	}
	return
}

// trumpBounds gives the Tarneeb bounds from the sure trump tricks of both sides: one player's
// trumps fall in different tricks, and each opponent's trump above some of them beats at most
// one.
func (s *Solver) trumpBounds(n int) (lo, hi int, relLo, relHi uint64) {
	t := s.trumpMask
	nsT := (s.h[0] | s.h[2]) & t
	ewT := (s.h[1] | s.h[3]) & t
	nsSure, nsRel := sureTrumps(s.h[0]&t, s.h[2]&t, ewT)
	ewSure, ewRel := sureTrumps(s.h[1]&t, s.h[3]&t, nsT)
	if nsSure < 2 && splitTops(s.h[0]&t, s.h[2]&t, ewT) {
		nsSure, nsRel = 2, secondOf(nsT, t)
	}
	if ewSure < 2 && splitTops(s.h[1]&t, s.h[3]&t, nsT) {
		ewSure, ewRel = 2, secondOf(ewT, t)
	}
	return nsSure, n - ewSure, nsRel, ewRel
}

// addQuickTricks improves the Tarneeb bounds lo and hi (with their cards relLo and relHi) by
// the quick tricks of the leader's side, unless they already settle the window.
func (s *Solver) addQuickTricks(leader, n, alpha, beta, lo, hi int, relLo, relHi uint64) (int, int, uint64, uint64) {
	// Whether q sure tricks for the leader's side settle the window.
	settles := func(q int) bool {
		if ns(leader) {
			return q >= beta
		}
		return n-q <= alpha
	}
	q, qRel, _ := s.quickTricks(leader, true)
	// Or lead a small card to partner's winners and let partner cash.
	if !settles(q) && s.partnerEntry(leader) {
		if pq, pRel, suits := s.quickTricks(leader^2, false); pq > q && suits&s.suitsOf(s.h[leader]) != 0 {
			q, qRel = pq, pRel
		}
	}
	if q == 0 && s.partnerRuff(leader) {
		q, qRel = 1, 0
	}
	if ns(leader) {
		if q > lo {
			lo, relLo = q, qRel
		}
	} else if n-q < hi {
		hi, relHi = n-q, qRel
	}
	return lo, hi, relLo, relHi
}

// partnerRuff reports whether the leader can lead a plain suit that the partner ruffs while
// both opponents must follow it (or hold no trumps): one trick, whatever the ranks.
func (s *Solver) partnerRuff(leader int) bool {
	t := s.trumpMask
	part := s.h[leader^2]
	if part&t == 0 {
		return false
	}
	o1, o2 := s.h[leader^1], s.h[leader^3]
	for su := uint(0); su < 4; su++ {
		sm := uint64(0x1FFF) << (su * 16)
		if int(su) == s.trump || s.h[leader]&sm == 0 || part&sm != 0 {
			continue
		}
		if (o1&sm != 0 || o1&t == 0) && (o2&sm != 0 || o2&t == 0) {
			return true
		}
	}
	return false
}

// fillDownTrump gives every bit at or below the highest bit of m, which holds cards of one
// suit only (the trumps).
func fillDownTrump(m uint64) uint64 {
	if m == 0 {
		return 0
	}
	return uint64(2)<<uint(highBit(m)) - 1
}

// partnerEntry reports whether the leader holds a card of a suit whose top card in play is
// the partner's: the partner could then be reached to cash winners.
func (s *Solver) partnerEntry(leader int) bool {
	all := s.h[0] | s.h[1] | s.h[2] | s.h[3]
	h, part := s.h[leader], s.h[leader^2]
	for sh := uint(0); sh < 64; sh += 16 {
		if x := all >> sh & 0x1FFF; x != 0 && part>>(sh+uint(highBit(x)))&1 != 0 && h>>sh&0x1FFF != 0 {
			return true
		}
	}
	return false
}

// sureTrumps gives the trump tricks one of the hands with trumps x and y wins at least against
// the opponents' trumps o, and the lowest trump counted (the count holds wherever the trumps
// from it up have the same owners): a hand's c trumps above all but the k highest of o win at
// least c-k tricks, since each trick holds one of the hand's trumps at most and each of the k
// beats at most one of them. Where k is all of o, the count holds whatever the ranks, and no
// trump matters (0): the suit lengths, which the table keys on, decide it.
func sureTrumps(x, y, o uint64) (int, uint64) {
	best, rel := 0, uint64(0)
	long := max(popcnt(x), popcnt(y))
	for k := 0; long > k+best; k++ {
		below := uint64(0) // o's trumps but the k highest, and lower cards
		if o != 0 {
			below = uint64(2)<<uint(highBit(o)) - 1
		}
		cx, cy := x&^below, y&^below
		if c := popcnt(cx) - k; c > best {
			best, rel = c, lowestIf(cx, below != 0)
		}
		if c := popcnt(cy) - k; c > best {
			best, rel = c, lowestIf(cy, below != 0)
		}
		if o == 0 {
			break
		}
		o &^= 1 << uint(highBit(o))
	}
	return best, rel
}

// lowestIf gives the lowest card of m where ranks matter, else nothing.
func lowestIf(m uint64, ranksMatter bool) uint64 {
	if !ranksMatter {
		return 0
	}
	return m & -m
}

// splitTops reports whether the hands with trumps x and y hold the two highest trumps, one
// each, and one of them holds another trump: each of the two then wins a trick (as in DDS's
// later-tricks rule). The two fall in one trick only when both are forced at once, which the
// longer hand avoids: on a trump lead it plays low under the other's top card, and when free
// to play either card it plays its top card while the other hand follows or discards.
func splitTops(x, y, o uint64) bool {
	if x == 0 || y == 0 || popcnt(x) < 2 && popcnt(y) < 2 {
		return false
	}
	all := x | y | o
	t1 := uint64(1) << uint(highBit(all))
	t2 := secondOf(all, all)
	return t1&x != 0 && t2&y != 0 || t1&y != 0 && t2&x != 0
}

// ptsOf sums the points of internal cards.
func (s *Solver) ptsOf(m uint64) int {
	t := 0
	for su := 0; su < 4; su++ {
		t += s.lay.sumT[su][m>>(uint(su)*16)&511]
	}
	return t
}

// quickTricks counts tricks the leader's side wins by the leader cashing top cards (Tarneeb):
// in each suit, the leader's cards above all others' in that suit; in a plain suit no more
// leads than any opponent still holding trumps can follow. With draw, the master trumps are
// cashed first, which draws the trumps of an opponent holding no more of them (not when the
// partner needs an entry first: the entry trick could be ruffed). The partner, once out
// of plain cards, must ruff and takes the lead, so the plain tricks counted are at most the
// partner's plain cards plus one while the partner keeps trumps. It also gives, per suit,
// the lowest card counted (the count holds wherever the leader owns the cards down to it;
// none in a suit nobody else holds, where the ranks do not matter),
// and the suits (bit per suit) with a trick counted.
func (s *Solver) quickTricks(leader int, draw bool) (int, uint64, uint8) {
	h := s.h[leader]
	all := s.h[0] | s.h[1] | s.h[2] | s.h[3]
	o1, o2, part := s.h[leader^1], s.h[leader^3], s.h[leader^2]
	kt := 0
	if s.trump < 4 {
		kt, _ = s.runTricks(leader, h, all, 0, 0, uint(s.trump)*16)
		if draw && popcnt(o1&s.trumpMask) <= kt {
			o1 &^= s.trumpMask
		}
		if draw && popcnt(o2&s.trumpMask) <= kt {
			o2 &^= s.trumpMask
		}
	}
	plain := 0
	var rel uint64
	var suits uint8
	for su := 0; su < 4; su++ {
		sh := uint(su) * 16
		var k int
		var r uint64
		if su == s.trump {
			// The trump tricks themselves are kt; the top run is what they stand on.
			if run := topRun(h, all, sh); run != 0 {
				k, r = popcnt(run), lowestIf(run, all>>sh&0x1FFF != run)<<sh
			}
		} else {
			k, r = s.runTricks(leader, h, all, o1, o2, sh)
			plain += k
		}
		if k > 0 {
			suits |= 1 << uint(su)
			rel |= r
		}
	}
	if popcnt(part&s.trumpMask) > kt {
		plain = min(plain, popcnt(part&^s.trumpMask)+1)
	}
	return kt + plain, rel, suits
}

// longestOther gives the most cards, in suit position sh, that a hand other than the leader's
// holds.
func (s *Solver) longestOther(leader int, sh uint) int {
	m := uint64(0x1FFF) << sh
	return max(popcnt(s.h[leader^1]&m), popcnt(s.h[leader^2]&m), popcnt(s.h[leader^3]&m))
}

// topRun gives the hand's cards, in suit position sh, above every other card in play of the
// suit (all holds the cards in play).
func topRun(h, all uint64, sh uint) uint64 {
	hs := h >> sh & 0x1FFF
	run := hs
	if others := all >> sh & 0x1FFF &^ hs; others != 0 {
		run = hs &^ (uint64(2)<<uint(highBit(others)) - 1)
	}
	return run
}

// suitsOf gives the suits (bit per suit) in which m holds cards.
func (s *Solver) suitsOf(m uint64) uint8 {
	var r uint8
	for su := uint(0); su < 4; su++ {
		if m>>(su*16)&0x1FFF != 0 {
			r |= 1 << su
		}
	}
	return r
}

// boundsPay reports whether the Tarabish bounds are worth working out at a trick boundary
// with n cards a hand: while they settle the window often enough in this search (they rarely
// do near the exact value, and often in a probe far from it), and now and then otherwise, to
// notice when they start to. Skipping them never changes a value.
func (s *Solver) boundsPay(n int) bool {
	t := s.boundTry[n]
	s.boundTry[n]++
	return t < 32 || s.boundCut[n]*boundShare >= t || t%boundShare == 0
}

// boundShare is the share (one in boundShare) of windows settled below which bounds are only
// sampled.
const boundShare = 16

// runTricks gives the tricks the hand h of seat cashes from the top in the suit at sh, as
// quickTricks counts them, with the opponents' cards o1 and o2 (only their trumps matter:
// an opponent with trumps follows to as many tricks as it holds cards of the suit), and the
// lowest card counted, in place (none when nobody else holds the suit).
func (s *Solver) runTricks(seat int, h, all, o1, o2 uint64, sh uint) (int, uint64) {
	run := topRun(h, all, sh)
	k := popcnt(run)
	if k == 0 {
		return 0, 0
	}
	t := s.trumpMask
	if (o1|o2)&t == 0 && k >= s.longestOther(seat, sh) {
		k = popcnt(h >> sh & 0x1FFF) // the others run out under the masters
	}
	sm := uint64(0x1FFF) << sh
	if o1&t != 0 && int(sh/16) != s.trump {
		k = min(k, popcnt(o1&sm))
	}
	if o2&t != 0 && int(sh/16) != s.trump {
		k = min(k, popcnt(o2&sm))
	}
	if k == 0 {
		return 0, 0
	}
	for i := popcnt(run) - k; i > 0; i-- {
		run &= run - 1
	}
	return k, lowestIf(run, all&sm != h&sm) << sh
}

// guardedTrump reports whether the opponents of the leader's side, which holds the top trump
// t1 of the trumps in play ts, surely win a trick with their top trump t2 (as DDS's later-tricks
// rule): the hand holding t2 has another trump, and either plays straight after t1's hand or
// its side also holds the third trump t3. While the leader's side wins every trick it keeps
// the lead, so t2's hand never leads: sitting over t1 it plays t2 as soon as t1's hand plays
// low to a trump trick, and with t3 beside it t1 cannot take both. It also gives the lowest
// card that matters (t2 or t3, standing for the trumps above).
func (s *Solver) guardedTrump(leader int, ts uint64) (bool, uint64) {
	t1 := uint(highBit(ts))
	if (s.h[leader]|s.h[leader^2])>>t1&1 == 0 {
		return false, 0
	}
	rest := ts &^ (1 << t1)
	if rest == 0 {
		return false, 0
	}
	t2 := uint(highBit(rest))
	hh := leader ^ 1
	if s.h[hh]>>t2&1 == 0 {
		hh = leader ^ 3
		if s.h[hh]>>t2&1 == 0 {
			return false, 0 // t2 is the leader's side's too
		}
	}
	if popcnt(s.h[hh]&s.trumpMask) < 2 {
		return false, 0
	}
	if s.h[(hh-s.step)&3]>>t1&1 != 0 {
		return true, 1 << t2
	}
	if rest &^= 1 << t2; rest != 0 {
		if t3 := uint(highBit(rest)); (s.h[hh]|s.h[hh^2])>>t3&1 != 0 {
			return true, 1 << t3
		}
	}
	return false, 0
}

// allTricksFail reports whether the leader's side surely cannot take all of the remaining
// tricks (as DDS's later-tricks rule). With trumps in play, see guardedTrump. With none, every
// trick it wins is led in a suit whose top card it holds while the opponents keep theirs, and
// those suits give at most the longer of its two holdings each, fewer than n in all. It also
// gives the cards that matter: the top cards of the suits the opponents head.
func (s *Solver) allTricksFail(leader, n int) (bool, uint64) {
	all := s.h[0] | s.h[1] | s.h[2] | s.h[3]
	if all&s.trumpMask != 0 {
		return s.guardedTrump(leader, all&s.trumpMask)
	}
	side := s.h[leader] | s.h[leader^2]
	sum := 0
	var rel uint64
	for sh := uint(0); sh < 64; sh += 16 {
		x := all >> sh & 0x1FFF
		if x == 0 {
			continue
		}
		top := uint(highBit(x)) + sh
		if side>>top&1 != 0 {
			sum += max(popcnt(s.h[leader]>>sh&0x1FFF), popcnt(s.h[leader^2]>>sh&0x1FFF))
		} else if x&(x-1) != 0 {
			rel |= 1 << top
		}
	}
	return sum < n, rel
}
