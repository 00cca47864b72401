package ai

import (
	"math"

	"tarabish/game"
)

// bidLikelihood weights a sampled deal by how well it explains the other seats' bidding,
// judged by the easy player's own bidding rules softened: a seat that passed with a hand the
// rules would have called or bid with, or that called or bid beyond its hand, makes the deal
// less likely. played gives the cards each seat has played (they were in its hand).
func bidLikelihood(v *game.View, hands [4]game.Cards, played [4]game.Cards) float64 {
	w := 1.0
	for p := game.North; p <= game.West; p++ {
		if p == v.Seat || v.BidsLen[p] == 0 {
			continue
		}
		full := hands[p] | played[p]
		a := v.Bids[p]
		if v.Rules.Game == game.Tarneeb {
			_, est := tarneebBest(full)
			limit := tarneebTeamTricks(est) - 0.5
			switch {
			case a.Verb == game.Pass && v.BidsLen[p] == 1:
				w *= math.Exp(-math.Max(0, limit-7.5) * 0.9) // passed at once: no 7 in hand
			case a.Verb == game.Pass:
				w *= math.Exp(-math.Max(0, 7-limit) * 0.9) // bid before, then dropped out
			case a.Verb == game.Bid:
				w *= math.Exp(-math.Max(0, float64(a.Number)-limit-0.5) * 0.9)
			}
			if p == v.Caller && v.Trump < game.NoTrump {
				w *= math.Exp(-math.Max(0, est-tarneebTricks(full, v.Trump)) * 0.8)
			}
			continue
		}
		// Tarabish: the seat saw only part of these cards when it bid, so the scale is wide.
		_, best := tarabishBestSuit(full, false, &v.Rules)
		switch a.Verb {
		case game.Pass:
			if v.Rules.Bidding == game.BiddingCall {
				w *= math.Exp(-math.Max(0, best-callThreshold) / 10)
			}
		case game.Call:
			est := tarabishEstimate(full, a.Suit) + 0.8*float64(game.FindMelds(full, a.Suit, &v.Rules).Value)
			forced := p == v.Dealer && v.Rules.DealerForced
			if !forced {
				w *= math.Exp(-math.Max(0, callThreshold-est) / 10)
			}
			w *= math.Exp(-math.Max(0, best-est) / 12)
		case game.Bid:
			w *= math.Exp(-math.Max(0, float64(a.Number)-(best-8)) / 15)
		}
		if a.Verb == game.Pass && v.Rules.Bidding == game.BiddingAuction && v.BidsLen[p] > 1 {
			w *= math.Exp(-math.Max(0, float64(v.Rules.MinBid)-(best-8)) / 15) // bid before
		}
	}
	return w
}
