package ai

import "tarabish/game"

// Reading the play: a sampled deal is more likely when the cards the other seats played are
// the cards they would have chosen from the hands it gives them. The model of their choice is
// the easy player's rules of thumb, softened: a seat that played the card the rules pick
// explains the deal fully; another card of the same suit doing the same work in the trick
// (winning it or not) nearly so; a card of another suit, or one that wins where the rules
// would not (or the reverse), less. Only real choices count: a forced card says nothing.

// The weights of playLikelihood for a card other than the rules' pick.
const (
	readSameRole = 0.95 // same suit, and it wins the trick so far exactly when the pick would
	readSameSuit = 0.85 // same suit, the other role
	readElse     = 0.75 // another suit
)

// playLikelihood weights the sampled deal hands (every seat's current cards) by how well it
// explains the cards the other seats have played this hand; played gives each seat's played
// cards.
func playLikelihood(v *game.View, hands, played [4]game.Cards) float64 {
	if v.Phase != game.PhasePlay {
		return 1
	}
	var start [4]game.Cards // each seat's cards at the start of the trick being read
	for p := range start {
		start[p] = hands[p] | played[p]
	}
	var before game.Cards // cards of the tricks already read
	w := 1.0
	for t := 0; t <= int(v.TrickNo) && t < 13; t++ {
		st, trick, n := trickStart(v, t)
		st.Played, st.Hands = before, start
		for p := range st.Counts {
			st.Counts[p] = uint8(start[p].Len())
		}
		for i := 0; i < n; i++ {
			seat, card := st.Turn, trick[i]
			if seat != v.Seat {
				legal := st.LegalPlays()
				if !legal.Has(card) {
					return w // the sample cannot have been: leave it to the other checks
				}
				if legal.Len() > 1 {
					view := st.View(seat)
					w *= readWeight(&view, easyCard(&view, legal), card)
				}
			}
			start[seat] &^= card.Mask()
			before |= card.Mask()
			if i == 3 {
				break
			}
			if st.Apply(game.PlayAction(card)) != nil {
				return w
			}
		}
	}
	return w
}

// readWeight gives how well a played card agrees with the rules' pick from the seat's view.
func readWeight(v *game.View, pick, card game.Card) float64 {
	switch {
	case pick == card:
		return 1
	case pick.Suit() != card.Suit():
		return readElse
	}
	if v.TrickLen == 0 {
		return readSameRole // a lead of the same suit
	}
	k, n := v.Rules.Game, int(v.TrickLen)
	top := v.Trick[trickWinner(k, v.Trick[:], n, v.Trump)]
	if game.Beats(k, pick, top, v.Trump) == game.Beats(k, card, top, v.Trump) {
		return readSameRole
	}
	return readSameSuit
}
