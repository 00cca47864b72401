package scenes

import (
	"strings"

	"tarabish/game"
)

// explainIllegal says in one plain sentence, in the player's language, why the seat to act
// may not play a card, naming the cards ("" when the card may be played).
func explainIllegal(ctx *Context, s *game.State, a game.Action) string {
	if s.Check(a) == nil {
		return ""
	}
	c := a.Card
	hand := s.Hands[s.Turn]
	legal := s.LegalPlays()
	if a.Verb == game.Play && legal.Has(c) {
		// the card is fine: it is the Bella call that is not
		if s.BellaSaid {
			return ctx.T("why.bella.twice")
		}
		return ctx.T("why.bella.second")
	}
	if s.TrickLen == 0 {
		return ctx.T("why.lead.trump", "suit", suitName(ctx, s.Trump), "cards", cardList(ctx, legal))
	}
	led := s.Trick[0].Suit()
	if hand.Suit(led) != 0 && c.Suit() != led {
		return ctx.T("why.follow", "suit", suitName(ctx, led), "cards", cardList(ctx, hand.Suit(led)))
	}
	if s.Trump < game.NoTrump && c.Suit() == s.Trump {
		top := topTrumpOf(s)
		return ctx.T("why.beat", "card", cardName(ctx, top), "cards", cardList(ctx, legal))
	}
	return ctx.T("why.trump", "suit", suitName(ctx, s.Trump), "cards", cardList(ctx, legal))
}

// topTrumpOf gives the highest trump in the current trick.
func topTrumpOf(s *game.State) game.Card {
	best := game.NoCard
	for i := 0; i < int(s.TrickLen); i++ {
		c := s.Trick[i]
		if c.Suit() == s.Trump && (best == game.NoCard || game.Beats(s.Rules.Game, c, best, s.Trump)) {
			best = c
		}
	}
	return best
}

// suitName gives a suit's name in the player's language as it stands in a sentence
// (the catalogue's suit.word keys: "spades" in English, "Pik" in German).
func suitName(ctx *Context, s game.Suit) string {
	if s < game.NoTrump {
		return ctx.T("suit.word." + s.String())
	}
	return ctx.T("suit.word.NT")
}

// listAnd joins names the language's way: "a, b and c".
func listAnd(ctx *Context, parts []string) string {
	if len(parts) == 0 {
		return ""
	}
	s := parts[len(parts)-1]
	for i := len(parts) - 2; i >= 0; i-- {
		s = ctx.T("list.and", "first", parts[i], "second", s)
	}
	return s
}

// cardName names a card: "the K of spades" / "Pik-König".
func cardName(ctx *Context, c game.Card) string {
	return ctx.T("card.name", "rank", ctx.T("rank."+c.Rank().String()), "suit", suitName(ctx, c.Suit()))
}

// cardList names the ranks of a set of cards of one suit or more: "9, A, 10".
func cardList(ctx *Context, cs game.Cards) string {
	var parts []string
	for _, c := range cs.Slice() {
		parts = append(parts, ctx.T("rank."+c.Rank().String())+suitSymbol(c.Suit()))
	}
	return strings.Join(parts, ", ")
}

// suitSymbol gives a suit's symbol.
func suitSymbol(s game.Suit) string { return string("♠♥♦♣"[s*3 : s*3+3]) }
