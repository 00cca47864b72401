package scenes

import (
	"errors"
	"strings"

	"tarabish/game"
)

// explainIllegal says in one plain sentence, in the player's language, why the seat to act
// may not play a card, naming the cards ("" when the card may be played).
func explainIllegal(ctx *Context, s *game.State, a game.Action) string {
	var e *game.IllegalPlay
	if !errors.As(s.Check(a), &e) {
		return ""
	}
	return illegalWords(ctx, e)
}

// illegalWords words the engine's refusal of a card in the player's language.
func illegalWords(ctx *Context, e *game.IllegalPlay) string {
	switch e.Rule {
	case game.RuleBellaTwice:
		return ctx.T("why.bella.twice")
	case game.RuleNoBella, game.RuleBellaCards, game.RuleBellaSecond:
		return ctx.T("why.bella.second")
	case game.RuleLeadTrump:
		return ctx.T("why.lead.trump", suitName(ctx, e.Trump), cardList(ctx, e.Allowed))
	case game.RuleFollow:
		return ctx.T("why.follow", suitName(ctx, e.Led), cardList(ctx, e.Allowed))
	case game.RuleBeat:
		return ctx.T("why.beat", cardName(ctx, e.Beat), cardList(ctx, e.Allowed))
	case game.RuleTrump:
		return ctx.T("why.trump", suitName(ctx, e.Trump), cardList(ctx, e.Allowed))
	}
	return e.Error()
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
