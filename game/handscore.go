package game

// HandCount is what each team took in a hand, the input of the hand's scoring.
type HandCount struct {
	Caller Team   // the calling (bidding) team
	Bid    int    // the contract (0 in call-or-pass bidding)
	Trump  Suit   // trump (NoTrump for no trump)
	Took   [2]int // Tarabish: card points, last trick, runs and Bella; Tarneeb: tricks
	Capot  Team   // Tarabish: the team that took every trick, or NoTeam
	Before [2]int // Tarneeb: the set's score before the hand (for kaboot_needs_positive)
}

// HandScore is what a hand is worth to each team under the rules.
type HandScore struct {
	Score  [2]int // what each team is credited
	Bait   Bait   // Tarabish: how badly the calling team fell short
	Made   bool   // Tarneeb: the bidding team took its bid
	Kaboot Team   // Tarneeb: the team that wins the set by kaboot, or NoTeam
}

// ScoreHand scores a hand from what each team took: the one scoring of the engine, the
// computer players' evaluation and the learning aids.
func ScoreHand(r *Rules, c HandCount) HandScore {
	return rulesets[r.Game].Score(r, c)
}

// scorePoints scores a Tarabish hand: bait, half bait, the no-trump double and capot.
func scorePoints(r *Rules, c HandCount) HandScore {
	out := HandScore{Score: c.Took, Kaboot: NoTeam}
	took := c.Took
	total := took[0] + took[1]
	k, o := c.Caller, c.Caller.Other()
	if r.Bidding == BiddingAuction {
		if took[k] < c.Bid {
			out.Bait = BaitFull
		} else if c.Trump == NoTrump {
			out.Score[k] *= 2
		}
	} else {
		switch {
		case took[k]*2 < total:
			out.Bait = BaitFull
		case took[k]*2 == total && r.HalfBaitIsBait:
			out.Bait = BaitFull
		case took[k]*2 == total:
			out.Bait = BaitHalf
			out.Score[k] = 0
		}
	}
	if out.Bait == BaitFull {
		out.Score[k], out.Score[o] = 0, total
	}
	if c.Capot != NoTeam && r.CapotBonus {
		out.Score[c.Capot] += 100
	}
	return out
}

// scoreTricks scores a Tarneeb hand: the bid made or set, the defenders' tricks and kaboot.
func scoreTricks(r *Rules, c HandCount) HandScore {
	out := HandScore{Kaboot: NoTeam}
	b, d := c.Caller, c.Caller.Other()
	out.Made = c.Took[b] >= c.Bid
	if out.Made {
		out.Score[b] = c.Took[b]
		if r.DefendersScore {
			out.Score[d] = c.Took[d]
		}
	} else {
		out.Score[b] = -c.Bid
		out.Score[d] = c.Took[d]
	}
	for _, t := range [2]Team{b, d} {
		if c.Took[t] != 13 || r.Kaboot == KabootOff ||
			r.Kaboot == KabootBid13 && (t != b || c.Bid != 13) ||
			r.KabootNeedsPositive && c.Before[t] < 0 {
			continue
		}
		out.Kaboot = t
	}
	return out
}

// Took gives what each team took in the hand before bait: Tarabish card points, the last
// trick, runs and Bella; Tarneeb tricks.
func (r *HandResult) Took() [2]int {
	if !rulesets[r.Game].CardPoints {
		return r.Tricks
	}
	var out [2]int
	for t := range out {
		out[t] = r.CardPoints[t] + r.LastTrick[t] + r.Runs[t] + r.Bella[t]
	}
	return out
}

// Failed reports whether the calling team failed its contract: full bait, or a Tarneeb bid
// not made (a hand thrown in fails nobody).
func (r *HandResult) Failed() bool {
	return !r.ThrownIn && (r.Bait == BaitFull || !rulesets[r.Game].CardPoints && !r.Made)
}
