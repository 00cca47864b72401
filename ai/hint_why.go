package ai

import (
	"tarabish/game"
)

// Why is the reason a hint gives for its action; the screens word it.
type Why uint8

// The reasons a hint gives.
const (
	WhyBest          Why = iota // the best result over the hand (Reason.Value)
	WhyOnly                     // the only legal action
	WhyAnnounce                 // announce the run now, or it does not count
	WhyShow                     // show the run now, or it is lost
	WhyMakes                    // call or bid: makes it Reason.Chance of the time (a call needs Reason.Need)
	WhyTooRisky                 // pass: the best trump (Reason.Suit) makes it only Reason.Chance (needs Reason.Need)
	WhyTooWeak                  // Tarneeb pass: the best trump (Reason.Suit) takes Reason.Value tricks on average
	WhyPartnerBid               // pass: partner's bid stands
	WhyForced                   // trump must be named: Reason.Suit gives the most (Reason.Value)
	WhyTrumpBest                // naming trump: Reason.Suit gives the most (Reason.Value)
	WhyDrawTrumps               // leading a trump draws the others' trumps
	WhyTopTrump                 // the highest trump left: it wins the trick and draws trumps
	WhyMaster                   // the highest card left in its suit
	WhyWins                     // it wins the trick (the seat plays last)
	WhyAhead                    // it beats the cards played so far
	WhyPartnerWins              // partner is winning the trick: keep the high cards
	WhyPartnerPoints            // partner is winning the trick: give them points (Tarabish)
	WhyCannotWin                // no card can win the trick
	WhyCallWorth                // call: Reason.Suit is worth Reason.Value points a hand more than passing (makes it Reason.Chance)
	WhyPassWorth                // pass: passing is worth Reason.Value points a hand more than calling Reason.Suit (makes it Reason.Chance)
)

// Reason is why a hint suggests its action, with the figures the words need.
type Reason struct {
	Why    Why
	Suit   game.Suit // the trump the reason speaks of
	Value  float64   // expected points (Tarabish) or tricks (Tarneeb)
	Chance float64   // chance of making the contract
	Need   float64   // chance a call or bid needs
}

// optionOf finds the option of an action (nil when it was not valued).
func (h *HintResult) optionOf(a game.Action) *OptionValue {
	for i := range h.Options {
		if h.Options[i].Action == a {
			return &h.Options[i]
		}
	}
	return nil
}

// bestSuit gives the valued trump option with the best value (nil when none).
func (h *HintResult) bestSuit() *OptionValue {
	var best *OptionValue
	for i := range h.Options {
		o := &h.Options[i]
		if o.Action.Verb != game.Pass && (best == nil || o.Value > best.Value) {
			best = o
		}
	}
	return best
}

// bidReason says why a bidding hint suggests its action; need is the chance a Tarabish
// call or bid needs here (0 in Tarneeb).
func bidReason(v *game.View, h *HintResult, legal []game.Action, need float64) Reason {
	if len(legal) == 1 {
		return Reason{Why: WhyOnly}
	}
	a := h.Action
	canPass, _, _ := bidOptions(legal)
	best := h.bestSuit()
	switch {
	case a.Verb == game.Pass && v.Caller != game.NoSeat && v.Caller == v.Seat.Partner():
		return Reason{Why: WhyPartnerBid}
	case a.Verb == game.Pass && best == nil:
		return Reason{Why: WhyBest}
	case a.Verb == game.Pass && v.Rules.Game == game.Tarneeb:
		return Reason{Why: WhyTooWeak, Suit: best.Action.Suit, Value: best.Value}
	case best != nil && v.Rules.Game == game.Tarabish && v.Rules.Bidding == game.BiddingAuction && v.Phase == game.PhaseBid:
		for i := range h.Options { // the auction bids on the surest trump
			if o := &h.Options[i]; o.Action.Verb != game.Pass && o.MakeChance > best.MakeChance {
				best = o
			}
		}
		if a.Verb == game.Pass {
			return Reason{Why: WhyTooRisky, Suit: best.Action.Suit, Chance: best.MakeChance, Need: need}
		}
		return Reason{Why: WhyMakes, Suit: best.Action.Suit, Chance: best.MakeChance, Need: need}
	case a.Verb == game.Pass:
		return Reason{Why: WhyTooRisky, Suit: best.Action.Suit, Chance: best.MakeChance, Need: need}
	case a.Verb == game.Bid && best != nil:
		return Reason{Why: WhyMakes, Suit: best.Action.Suit, Chance: best.MakeChance, Need: need}
	}
	o := h.optionOf(a)
	if o == nil {
		return Reason{Why: WhyBest}
	}
	switch {
	case a.Verb == game.Call && canPass:
		return Reason{Why: WhyMakes, Suit: a.Suit, Chance: o.MakeChance, Value: o.Value, Need: need}
	case a.Verb == game.Call:
		return Reason{Why: WhyForced, Suit: a.Suit, Value: o.Value}
	}
	return Reason{Why: WhyTrumpBest, Suit: a.Suit, Value: o.Value}
}

// playReason says why a hint suggests its card, from what the card does in the trick.
func playReason(v *game.View, h *HintResult, cards game.Cards) Reason {
	c := h.Action.Card
	value := 0.0
	if o := h.optionOf(h.Action); o != nil {
		value = o.Value
	}
	if cards.Len() == 1 {
		return Reason{Why: WhyOnly}
	}
	k, trump := v.Rules.Game, v.Trump
	master := above(k, v.Unseen(), c, trump) == 0
	if v.TrickLen == 0 {
		switch {
		case c.Suit() == trump && master:
			return Reason{Why: WhyTopTrump}
		case c.Suit() == trump:
			return Reason{Why: WhyDrawTrumps}
		case master:
			return Reason{Why: WhyMaster}
		}
		return Reason{Why: WhyBest, Value: value}
	}
	wins, last := winsTrick(&v.State, h.Action)
	switch {
	case wins && last:
		return Reason{Why: WhyWins}
	case wins:
		return Reason{Why: WhyAhead}
	case v.Winning() == v.Seat.Partner() && k.Ruleset().CardPoints && game.Points(c, trump) > 0:
		return Reason{Why: WhyPartnerPoints}
	case v.Winning() == v.Seat.Partner() && lowest(k, cards.Suit(c.Suit()), trump) == c:
		return Reason{Why: WhyPartnerWins}
	}
	for cs := cards; cs != 0; cs &= cs - 1 {
		if w, _ := winsTrick(&v.State, game.PlayAction(cs.First())); w {
			return Reason{Why: WhyBest, Value: value} // it could win, and does better not to
		}
	}
	return Reason{Why: WhyCannotWin}
}

// winsTrick reports whether the seat to act would be winning the trick after the action,
// and whether its card is the trick's last.
func winsTrick(st *game.State, a game.Action) (wins, last bool) {
	after := *st
	seat := st.Turn
	if after.Apply(a) != nil {
		return false, false
	}
	if after.TrickNo > st.TrickNo || after.Phase != game.PhasePlay {
		return after.WonBy[st.TrickNo] == seat, true
	}
	return after.Winning() == seat, false
}
