package game

// Meld is one countable Tarabish meld: a run, or four of a kind when that option is on.
type Meld struct {
	Cards Cards
	Value int  // 20, 50 or 100 for runs; 100, 150 or 200 for four of a kind
	Top   Rank // the run's top card, or the four's rank
	Four  bool // four of a kind rather than a run
	Trump bool // a run in the trump suit
}

// Key orders melds for the best-meld comparison: value, then top card, then trump over plain.
func (m Meld) Key() int {
	k := m.Value<<6 | int(m.Top)<<1
	if m.Trump {
		k |= 1
	}
	return k
}

// Melds is everything one seat could count, with the best meld's key.
type Melds struct {
	List  [6]Meld
	N     uint8
	Value int // all melds added up
	Best  int // the best meld's Key (0 when there is none)
	Cards Cards
}

// Slice gives the melds as a slice.
func (ms *Melds) Slice() []Meld { return ms.List[:ms.N] }

func (ms *Melds) add(m Meld) {
	ms.List[ms.N] = m
	ms.N++
	ms.Value += m.Value
	ms.Cards |= m.Cards
	if m.Key() > ms.Best {
		ms.Best = m.Key()
	}
}

// runSplit holds the chosen pieces (start rank offset from Six, length) of one suit's cards.
type runSplit struct {
	n      uint8
	start  [3]uint8
	length [3]uint8
}

// runSplits[quint][mask] is the best split of a suit whose ranks Six..Ace form the 9-bit mask.
var runSplits [2][512]runSplit

func runValue(length int, quint bool) int {
	switch {
	case length >= 5 && quint:
		return 100
	case length >= 4:
		return 50
	case length == 3:
		return 20
	}
	return 0
}

// splitScore compares splits: points, then best piece (value, top), then cards used.
type splitScore struct{ points, best, cards int }

func (a splitScore) beats(b splitScore) bool {
	if a.points != b.points {
		return a.points > b.points
	}
	if a.best != b.best {
		return a.best > b.best
	}
	return a.cards > b.cards
}

// bestSplit finds the best pieces of at least 3 among positions from..to-1 of one segment.
func bestSplit(from, to int, quint bool) (splitScore, runSplit) {
	var best splitScore
	var bestPieces runSplit
	for start := from; start+3 <= to; start++ {
		for end := start + 3; end <= to; end++ {
			v := runValue(end-start, quint)
			rest, pieces := bestSplit(end, to, quint)
			sc := splitScore{points: v + rest.points, best: max(v<<6|(end-1), rest.best), cards: end - start + rest.cards}
			if sc.beats(best) {
				best = sc
				bestPieces = runSplit{n: 1, start: [3]uint8{uint8(start)}, length: [3]uint8{uint8(end - start)}}
				for i := uint8(0); i < pieces.n; i++ {
					bestPieces.start[bestPieces.n] = pieces.start[i]
					bestPieces.length[bestPieces.n] = pieces.length[i]
					bestPieces.n++
				}
			}
		}
	}
	return best, bestPieces
}

func init() {
	for q := 0; q < 2; q++ {
		for mask := 0; mask < 512; mask++ {
			var out runSplit
			for i := 0; i < 9; {
				if mask&(1<<i) == 0 {
					i++
					continue
				}
				j := i
				for j < 9 && mask&(1<<j) != 0 {
					j++
				}
				_, pieces := bestSplit(i, j, q == 1)
				for k := uint8(0); k < pieces.n; k++ {
					out.start[out.n] = pieces.start[k]
					out.length[out.n] = pieces.length[k]
					out.n++
				}
				i = j
			}
			runSplits[q][mask] = out
		}
	}
}

// fourValue gives what four of a kind of a rank is worth (0 for 8, 7 and 6).
func fourValue(r Rank) int {
	switch r {
	case Jack:
		return 200
	case Nine:
		return 150
	case Ace, Ten, King, Queen:
		return 100
	}
	return 0
}

// FindMelds gives the melds a Tarabish hand could count under the rules and trump.
func FindMelds(hand Cards, trump Suit, r *Rules) Melds {
	var ms Melds
	q := 0
	if r.Quint {
		q = 1
	}
	for s := Spades; s <= Clubs; s++ {
		bits := int(hand.SuitBits(s)>>Six) & 511
		sp := &runSplits[q][bits]
		for i := uint8(0); i < sp.n; i++ {
			start, n := int(sp.start[i]), int(sp.length[i])
			var cards Cards
			for k := start; k < start+n; k++ {
				cards |= NewCard(s, Six+Rank(k)).Mask()
			}
			ms.add(Meld{Cards: cards, Value: runValue(n, r.Quint), Top: Six + Rank(start+n-1), Trump: s == trump})
		}
	}
	if r.FourOfAKind {
		for rank := Six; rank <= Ace; rank++ {
			v := fourValue(rank)
			all := NewCard(Spades, rank).Mask() | NewCard(Hearts, rank).Mask() | NewCard(Diamonds, rank).Mask() | NewCard(Clubs, rank).Mask()
			if v > 0 && hand&all == all {
				ms.add(Meld{Cards: all, Value: v, Top: rank, Four: true})
			}
		}
	}
	return ms
}

// countedRuns decides whose shown melds count and returns the meld points per team.
func (s *State) countedRuns() [2]int {
	var out [2]int
	best, ties := 0, 0
	winner := NoSeat
	// Look in order from the dealer's left so that, in team scoring, a tie goes to the nearest.
	seat := s.Dealer.Left()
	for i := 0; i < 4; i, seat = i+1, seat.Left() {
		if s.Shown&(1<<seat) == 0 || s.Melds[seat].N == 0 {
			continue
		}
		switch k := s.Melds[seat].Best; {
		case k > best:
			best, ties, winner = k, 1, seat
		case k == best:
			ties++
		}
	}
	if winner == NoSeat {
		return out
	}
	if s.Rules.RunScoring == RunScoringPlayer {
		if ties == 1 {
			out[winner.Team()] = s.Melds[winner].Value
		}
		return out
	}
	for _, p := range [2]Seat{winner, winner.Partner()} {
		if s.Shown&(1<<p) != 0 {
			out[winner.Team()] += s.Melds[p].Value
		}
	}
	return out
}

// CountedMelds gives the run (and four-of-a-kind) and Bella points each team counts so far
// in the hand: the shown melds as compared now, and a Bella once said.
func (s *State) CountedMelds() (runs, bella [2]int) {
	runs = s.countedRuns()
	if s.BellaSaid {
		bella[s.Bella.Team()] = 20
	}
	return runs, bella
}
