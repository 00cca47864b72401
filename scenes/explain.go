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
		return ctx.T("why.lead.trump", suitName(ctx, s.Trump), cardList(ctx, legal))
	}
	led := s.Trick[0].Suit()
	if hand.Suit(led) != 0 && c.Suit() != led {
		return ctx.T("why.follow", suitName(ctx, led), cardList(ctx, hand.Suit(led)))
	}
	if s.Trump < game.NoTrump && c.Suit() == s.Trump {
		top := topTrumpOf(s)
		return ctx.T("why.beat", cardName(ctx, top), cardList(ctx, legal))
	}
	return ctx.T("why.trump", suitName(ctx, s.Trump), cardList(ctx, legal))
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
// (lower case in English, capitalised as nouns are in German).
func suitName(ctx *Context, s game.Suit) string {
	name := ctx.T("suit.NT")
	if s < game.NoTrump {
		name = ctx.T("suit." + s.String())
	}
	if ctx.Prefs.Language == "en" {
		return strings.ToLower(name)
	}
	return name
}

// cardName names a card: "the K of spades" / "Pik-König".
func cardName(ctx *Context, c game.Card) string {
	return ctx.T("card.name", ctx.T("rank."+c.Rank().String()), suitName(ctx, c.Suit()))
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
