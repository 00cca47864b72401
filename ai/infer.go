package ai

import "tarabish/game"

// constraints is what one seat knows about the hidden cards: the cards still to place, how
// many of them each seat holds, which cards each seat cannot hold and which it must hold.
type constraints struct {
	kind  game.Kind
	trump game.Suit
	rules *game.Rules
	pool  game.Cards    // the hidden cards to deal out
	need  [4]int        // how many of the pool each seat gets
	not   [4]game.Cards // cards a seat cannot hold
	must  [4]game.Cards // cards of the pool a seat must hold
	known [4]game.Cards // cards known to be held (the seat's own hand)
	// meld marks seats that announced runs in trick 1 and have not shown them yet: they held
	// a countable meld in their nine cards.
	meld   [4]bool
	played [4]game.Cards
}

// InferLevel selects what a search player reads from the play: voids and shown cards only,
// or every fact the rules of play reveal.
type InferLevel uint8

// The inference levels.
const (
	InferVoids InferLevel = iota // voids, shown melds, Bella said, announcements
	InferFull                    // also trump ceilings and no-trump-left facts from the duty to trump
)

// infer gathers the constraints on the hidden cards of a View.
func infer(v *game.View, level InferLevel) *constraints {
	c := &constraints{kind: v.Rules.Game, trump: v.Trump, rules: &v.Rules, pool: v.Unseen()}
	me := v.Seat
	c.played = playedBy(&v.State)
	for p := game.North; p <= game.West; p++ {
		if p == me {
			c.known[p] = v.Hand()
			c.need[p] = int(v.Counts[p]) - v.Hand().Len()
			continue
		}
		c.need[p] = int(v.Counts[p])
	}
	deck := c.kind.Deck()
	voids := v.Voids()
	for p := range voids {
		for s := game.Spades; s <= game.Clubs; s++ {
			if voids[p]&(1<<s) != 0 {
				c.not[p] |= deck.Suit(s)
			}
		}
	}
	if v.Phase != game.PhasePlay {
		return c
	}
	for p := game.North; p <= game.West; p++ {
		if p == me {
			continue
		}
		c.must[p] |= v.ShownCards(p) & c.pool
		if v.Announced&(1<<p) != 0 && v.Shown&(1<<p) == 0 {
			c.meld[p] = true
		}
	}
	// Bella said on the first card (bella_call either): the other card is still in that hand.
	if v.BellaSaid && v.Bella != me && v.Bella != game.NoSeat && v.Trump < game.NoTrump {
		for _, r := range []game.Rank{game.King, game.Queen} {
			if card := game.NewCard(v.Trump, r); c.pool.Has(card) {
				c.must[v.Bella] |= card.Mask()
			}
		}
	}
	if level == InferFull {
		c.ruleFacts(v)
	}
	for p := range c.not {
		c.not[p] &^= c.must[p]
	}
	return c
}

// ruleFacts adds what the rules of play reveal. For every card another seat played, each
// card x still possible for that seat is tested by asking the engine whether the played card
// would have been legal from a hand of just it and x; when it would not, the seat cannot have
// held x then, nor hold it now. This covers following suit, Tarabish's duty to trump and to
// beat the highest trump (with partner_exemption) and Tarneeb's first_lead_trump, exactly as
// the engine enforces them.
func (c *constraints) ruleFacts(v *game.View) {
	for t := 0; t <= int(v.TrickNo) && t < 13; t++ {
		st, trick, n := trickStart(v, t)
		for i := 0; i < n; i++ {
			seat := st.Turn
			card := trick[i]
			if seat != v.Seat {
				for cand := c.pool &^ c.not[seat] &^ c.must[seat]; cand != 0; cand &= cand - 1 {
					x := cand.First()
					probe := st
					probe.Hands[seat] = card.Mask() | x.Mask()
					if !probe.LegalPlays().Has(card) {
						c.not[seat] |= x.Mask()
					}
				}
			}
			if i == 3 {
				break
			}
			st.Hands[seat] = card.Mask()
			if st.Apply(game.PlayAction(card)) != nil {
				break
			}
		}
	}
}

// trickStart gives the View's State as it stood when trick t (the current one at most) was
// led, with the trick's cards and how many there are: the trick emptied and its leader to
// play. The hands, and what else the play changed since, are left for the caller to set.
func trickStart(v *game.View, t int) (st game.State, trick []game.Card, n int) {
	trick, leader, n := v.ByTrick[t][:], v.TrickBy[t], 4
	if t == int(v.TrickNo) {
		trick, leader, n = v.Trick[:], v.Leader, int(v.TrickLen)
	}
	st = v.State
	st.Phase, st.TrickNo, st.TrickLen = game.PhasePlay, uint8(t), 0
	st.Trick = [4]game.Card{game.NoCard, game.NoCard, game.NoCard, game.NoCard}
	st.Leader, st.Turn = leader, leader
	return st, trick, n
}
