package ai

import (
	"math"
	"sort"

	"tarabish/game"
)

// A match's deals grouped by where their bidding first differed between the two tables: the
// cards are the same at both, so the seat that first bid differently held the same hand, and
// the group's score shows what that difference in judgement was worth.

// BiddingGroup is the deals of a match whose bidding first differed at the same place in the
// same way (or did not differ at all), and what the first level scored over the second in them.
type BiddingGroup struct {
	Group    string  `json:"group"`
	Deals    int     `json:"deals"`
	MeanDiff float64 `json:"mean_diff"`
	SE       float64 `json:"se"`       // standard error of MeanDiff
	PerDeal  float64 `json:"per_deal"` // the group's differences summed over all the match's deals
}

// sameBidding begins the names of the groups of deals bid alike at both tables, one group for
// each place the contract's caller sat.
const sameBidding = "same bidding at both tables"

// biddingGroup names where the bidding of a deal's two tables first differed. moves[t] are the
// moves of the table where level t sat North-South, caller that table's contract's caller
// (game.NoSeat when thrown in); names are the two levels' names.
func biddingGroup(dealer game.Seat, moves [2][]game.Move, caller game.Seat, names [2]string) string {
	var bids [2][]game.Move
	for t := range moves {
		for _, m := range moves[t] {
			switch m.Action.Verb {
			case game.Pass, game.Call, game.Bid, game.Trump:
				bids[t] = append(bids[t], m)
			}
		}
	}
	for i := 0; i < len(bids[0]) && i < len(bids[1]); i++ {
		m0, m1 := bids[0][i], bids[1][i]
		if m0 == m1 {
			continue
		}
		// At table 0 level 0 sits North-South: the seat is level 0's there when it is NS.
		a, b := m0.Action, m1.Action
		if m0.Seat.Team() == game.EW {
			a, b = b, a
		}
		return placeName(dealer, m0.Seat) + ": " + differedBy(a, b, names)
	}
	if caller == game.NoSeat {
		return sameBidding + ", thrown in"
	}
	return sameBidding + ", contract of the " + placeName(dealer, caller)
}

// placeName names a seat by where it sits from the dealer.
func placeName(dealer, seat game.Seat) string {
	switch seat {
	case dealer.Left():
		return "dealer's left"
	case dealer.Partner():
		return "dealer's partner"
	case dealer.Right():
		return "dealer's right"
	}
	return "dealer"
}

// differedBy says how level 0's action a differed from level 1's b at the same seat.
func differedBy(a, b game.Action, names [2]string) string {
	switch {
	case a.Verb == game.Bid && b.Verb == game.Bid && a.Number > b.Number:
		return names[0] + " bids higher than " + names[1]
	case a.Verb == game.Bid && b.Verb == game.Bid:
		return names[0] + " bids lower than " + names[1]
	case a.Verb == b.Verb:
		return names[0] + " and " + names[1] + " name different suits"
	}
	return names[0] + " " + verbDone(a.Verb) + ", " + names[1] + " " + verbDone(b.Verb)
}

// verbDone words a bidding verb as a level's choice.
func verbDone(v game.Verb) string {
	switch v {
	case game.Call:
		return "calls"
	case game.Bid:
		return "bids"
	case game.Trump:
		return "names trump"
	}
	return "passes"
}

// biddingGroups sums each group's deal differences; deals counts every deal of the match.
func biddingGroups(diffs map[string][]float64, deals int) []BiddingGroup {
	var out []BiddingGroup
	for name, xs := range diffs {
		mean, sd := meanSD(xs)
		sum := mean * float64(len(xs))
		out = append(out, BiddingGroup{Group: name, Deals: len(xs), MeanDiff: mean,
			SE: sd / math.Sqrt(float64(len(xs))), PerDeal: sum / float64(max(1, deals))})
	}
	sort.Slice(out, func(i, j int) bool { return out[i].Group < out[j].Group })
	return out
}
