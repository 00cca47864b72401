package ai

import (
	"math"

	"tarabish/game"
)

// Bidding rules of thumb for both games: hand-strength estimates turned into calls and bids.

// Tarabish estimate weights: what a seen card adds to its team's expected card points when
// the suit is (or is not) trump, over an average hand. avgTarabishHand is the average of those
// additions over nine random cards, so that unseen cards count at their mean.
const (
	tarabishBase    = 61.0 // team points of a hand with nothing above average, less the average additions
	avgTarabishCard = 2.2  // expected addition of one unseen card
)

// tarabishEstimate guesses the card points (with the last trick) the seat's team takes when trump
// is named: from the cards seen, counting unseen ones of the nine at their average.
func tarabishEstimate(seen game.Cards, trump game.Suit) float64 {
	n := seen.Len()
	est := tarabishBase + avgTarabishCard*float64(max(0, 9-n))
	if trump == game.NoTrump {
		return tarabishNTEstimate(seen) * 162 / 130
	}
	tr := seen.Suit(trump)
	has := func(r game.Rank) bool { return tr.Has(game.NewCard(trump, r)) }
	if has(game.Jack) {
		est += 16
	}
	if has(game.Nine) {
		est += 10
		if has(game.Jack) {
			est += 4
		}
	}
	if has(game.Ace) {
		est += 6
	}
	if has(game.Ten) {
		est += 4
	}
	tl := tr.Len()
	for r := game.Six; r <= game.King; r++ {
		if r != game.Nine && r != game.Ten && r != game.Jack && has(r) {
			est += 3
		}
	}
	if tl > 3 {
		est += 4 * float64(tl-3)
	}
	for s := game.Spades; s <= game.Clubs; s++ {
		if s == trump {
			continue
		}
		side := seen.Suit(s)
		a, t := side.Has(game.NewCard(s, game.Ace)), side.Has(game.NewCard(s, game.Ten))
		switch {
		case a:
			est += 8
			if t {
				est += 6
			}
		case t && side.Len() >= 2:
			est += 2
		case t:
			est -= 2
		}
		if side == 0 && n >= 9 && tl >= 3 {
			est += 4
		}
	}
	return min(est, 162)
}

// tarabishNTEstimate guesses the team's card points out of 130 in a no-trump hand.
func tarabishNTEstimate(seen game.Cards) float64 {
	n := seen.Len()
	est := 44 + 1.8*float64(max(0, 9-n))
	for s := game.Spades; s <= game.Clubs; s++ {
		side := seen.Suit(s)
		a, t := side.Has(game.NewCard(s, game.Ace)), side.Has(game.NewCard(s, game.Ten))
		switch {
		case a:
			est += 11
			if t {
				est += 8
			}
			est += 2 * float64(max(0, side.Len()-3))
		case t && side.Len() >= 2:
			est += 3
		case t:
			est -= 3
		}
	}
	return min(est, 130)
}

// tarabishBestSuit gives the suit (among those allowed) with the highest estimate, and it.
func tarabishBestSuit(seen game.Cards, allowNT bool, rules *game.Rules) (game.Suit, float64) {
	best, bestEst := game.Spades, -1.0
	for s := game.Spades; s <= game.NoTrump; s++ {
		if s == game.NoTrump && !allowNT {
			break
		}
		est := tarabishEstimate(seen, s) + 0.8*float64(game.FindMelds(seen, s, rules).Value)
		if s == game.NoTrump && seen.Len() < 9 {
			est -= 6 // no trump with cards unseen is a gamble
		}
		if est > bestEst {
			best, bestEst = s, est
		}
	}
	return best, bestEst
}

// callThreshold is the estimate (points with melds, out of 162) from which the easy player
// calls: 100 to 108 did best against 84..96 and 114 in 3,000 duplicate easy-against-easy deals.
const callThreshold = 102

// tarabishBid chooses a Tarabish call, pass or auction bid.
func tarabishBid(v *game.View, legal []game.Action) game.Action {
	canPass, allowNT := false, false
	for _, a := range legal {
		if a.Verb == game.Pass {
			canPass = true
		}
		if (a.Verb == game.Call || a.Verb == game.Trump) && a.Suit == game.NoTrump {
			allowNT = true
		}
	}
	seen := v.Hand()
	if v.Rules.Bidding == game.BiddingCall {
		s, est := tarabishBestSuit(seen, allowNT, &v.Rules)
		if !canPass || est >= callThreshold {
			return game.CallAction(s)
		}
		return game.PassAction
	}
	s, est := tarabishBestSuit(seen, false, &v.Rules)
	if v.Rules.NoTrump {
		if nt := tarabishNTEstimate(seen)*2 - 10; nt >= 150 && nt > est {
			est = nt // a made no-trump contract counts double
		}
	}
	_ = s
	limit := int(est-8) / 10 * 10
	next := 0
	for _, a := range legal {
		if a.Verb == game.Bid && (next == 0 || int(a.Number) < next) {
			next = int(a.Number)
		}
	}
	if next == 0 || next > limit {
		return game.PassAction
	}
	if v.Caller != game.NoSeat && v.Caller == v.Seat.Partner() && limit < v.Bid+30 {
		return game.PassAction // do not outbid partner without a much better hand
	}
	return game.BidAction(next)
}

// tarabishBestTrump names trump after winning a Tarabish auction.
func tarabishBestTrump(v *game.View, legal []game.Action) game.Suit {
	allowNT := false
	for _, a := range legal {
		if a.Suit == game.NoTrump {
			allowNT = true
		}
	}
	s, _ := tarabishBestSuit(v.Hand(), allowNT, &v.Rules)
	return s
}

// tarneebTricks estimates the tricks a 13-card hand takes by itself with the given trump.
func tarneebTricks(hand game.Cards, trump game.Suit) float64 {
	tl := suitLen(hand, trump)
	est := 0.0
	for s := game.Spades; s <= game.Clubs; s++ {
		cs := hand.Suit(s)
		l := cs.Len()
		has := func(r game.Rank) bool { return cs.Has(game.NewCard(s, r)) }
		a, k, q, j := has(game.Ace), has(game.King), has(game.Queen), has(game.Jack)
		if s == trump {
			if a {
				est++
			}
			if k {
				est += map[bool]float64{true: 0.95, false: 0.75}[l >= 2]
			}
			if q {
				est += map[bool]float64{true: 0.6, false: 0.2}[l >= 3]
			}
			if j && l >= 4 {
				est += 0.3
			}
			if l > 3 {
				est += 0.85 * float64(l-3)
			}
			continue
		}
		switch {
		case a && k:
			est += 1.9
		case a:
			est++
		case k && l >= 2:
			est += 0.7
		case k:
			est += 0.2
		}
		if q && l >= 3 {
			est += map[bool]float64{true: 0.6, false: 0.3}[a || k]
		}
		if tl >= 3 {
			switch l {
			case 0:
				est += 0.8 * math.Min(float64(tl-2), 2)
			case 1:
				if !a {
					est += 0.6
				}
			case 2:
				est += 0.2
			}
		}
	}
	return est
}

// tarneebBestTrump gives the suit with the highest trick estimate.
func tarneebBestTrump(hand game.Cards) game.Suit {
	s, _ := tarneebBest(hand)
	return s
}

// tarneebBest gives the suit with the highest trick estimate and the estimate.
func tarneebBest(hand game.Cards) (game.Suit, float64) {
	best, bestEst := game.Spades, -1.0
	for s := game.Spades; s <= game.Clubs; s++ {
		if e := tarneebTricks(hand, s) + 0.05*float64(suitLen(hand, s)); e > bestEst {
			best, bestEst = s, e
		}
	}
	return best, bestEst
}

// partnerTricks is the easy player's guess of partner's contribution to the team's tricks,
// used where one number is wanted (hints, the estimate of an unknown partner).
const partnerTricks = 2.4

// tarneebTeamTricks turns a hand's own trick estimate into the team's expected tricks with a
// partner of unknown strength (fitted to easy-player rollouts finished by the solver, with
// the estimating seat naming trump and leading): about 4.4 + 0.7 × estimate.
func tarneebTeamTricks(est float64) float64 { return 4.4 + 0.7*est }

// tarneebLimit gives the highest bid the easy player would make: the team's expected tricks
// less half a trick, more when partner has bid (a bid shows about 3.3 + (bid-4.4)/0.7 own tricks).
func tarneebLimit(v *game.View) int {
	_, mine := tarneebBest(v.Hand())
	team := tarneebTeamTricks(mine)
	if p := v.Seat.Partner(); v.Bids[p].Verb == game.Bid {
		shown := (float64(v.Bids[p].Number) + 0.5 - 4.4) / 0.7
		team += 0.6 * math.Max(0, shown-3.3)
	}
	return int(math.Floor(team - tarneebMargin))
}

// tarneebBid bids the lowest legal number while it is within the hand's limit.
func tarneebBid(v *game.View, legal []game.Action) game.Action {
	limit := tarneebLimit(v)
	next := 0
	for _, a := range legal {
		if a.Verb == game.Bid && (next == 0 || int(a.Number) < next) {
			next = int(a.Number)
		}
	}
	if next == 0 || next > limit || next > 13 {
		return game.PassAction
	}
	if v.Caller == v.Seat.Partner() && limit < next+1 {
		return game.PassAction
	}
	return game.BidAction(next)
}

// tarneebMargin is how far below the expected team tricks the easy player stops bidding
// (0.25 did best against 0, 0.1, 0.5, 0.75 and 1 in 3,000 duplicate easy-against-easy deals).
const tarneebMargin = 0.25
