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
		return ctx.T("why.lead.trump", "suit", suitName(ctx, e.Trump), "cards", cardList(ctx, e.Allowed))
	case game.RuleFollow:
		return ctx.T("why.follow", "suit", suitName(ctx, e.Led), "cards", cardList(ctx, e.Allowed))
	case game.RuleBeat:
		return ctx.T("why.beat", "card", cardName(ctx, e.Beat), "cards", cardList(ctx, e.Allowed))
	case game.RuleTrump:
		return ctx.T("why.trump", "suit", suitName(ctx, e.Trump), "cards", cardList(ctx, e.Allowed))
	}
	return ctx.T("error.action")
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
