package scenes

import (
	"tarabish/game"
)

// tallyLines gives the running tally as two lines for the score panel: what each side has
// taken and what is still to play, then what the calling side still needs.
func tallyLines(ctx *Context, s *game.State) []string {
	t, ok := s.Tally()
	if !ok {
		return nil
	}
	taken, out, kind := "tally.points", ctx.T("tally.out.points", "n", t.Out), "tb"
	if s.Rules.Game == game.Tarneeb {
		taken, out, kind = "tally.tricks", ctx.T("tally.out.tricks", "n", t.Out), "tn"
	}
	team := teamKey(t.Team)
	need := ctx.T("tally.need."+kind+"."+team, "n", t.Need)
	switch {
	case t.Need == 0:
		need = ctx.T("tally.safe." + kind + "." + team)
	case kind == "tn" && t.Need > t.Out:
		need = ctx.T("tally.lost.tn." + team) // exact in Tarneeb; runs and Bella still to come make it uncertain in Tarabish
	}
	return []string{ctx.T(taken, "us", t.Taken[game.NS], "them", t.Taken[game.EW], "out", out), need}
}

// reminder gives the learning aid's reminder for the person's turn ("" when none applies):
// announce a run in trick 1, show it in trick 2, say Bella with the right card.
func reminder(ctx *Context, s *game.State, bellaOn bool) string {
	if s.Phase != game.PhasePlay || s.Rules.Game != game.Tarabish {
		return ""
	}
	var announce, show, bella bool
	var bellaCard game.Card
	for _, a := range s.AppendLegal(nil) {
		switch {
		case a.Verb == game.Announce:
			announce = true
		case a.Verb == game.Show:
			show = true
		case a.Bella:
			bella, bellaCard = true, a.Card
		}
	}
	switch {
	case announce:
		return ctx.T("remind.announce", "melds", meldWords(ctx, s.Melds[s.Turn]))
	case show:
		return ctx.T("remind.show")
	case bella && !bellaOn:
		return ctx.T("remind.bella", "card", cardName(ctx, bellaCard))
	}
	return ""
}

// meldWords describes a seat's melds: "a twenty in hearts and a fifty in clubs".
func meldWords(ctx *Context, ms game.Melds) string {
	var parts []string
	for _, m := range ms.Slice() {
		switch {
		case m.Four:
			parts = append(parts, ctx.T("meld.four", "rank", ctx.T("rank."+m.Top.String())))
		default:
			kind := "meld.twenty"
			switch m.Value {
			case 50:
				kind = "meld.fifty"
			case 100:
				kind = "meld.hundred"
			}
			parts = append(parts, ctx.T(kind, "suit", suitName(ctx, m.Cards.First().Suit())))
		}
	}
	return listAnd(ctx, parts)
}

// forfeitGuard remembers the card the person was warned about (see warn).
type forfeitGuard struct {
	card   game.Card
	warned bool
}

// warn holds back a card played while Show is legal, when on (the reminders aid): the
// first time it gives the warning that the announced run will be lost; the same card
// played again goes ("" then, and whenever Show is not legal).
func (g *forfeitGuard) warn(ctx *Context, s *game.State, c game.Card, on bool) string {
	if !on || s.Check(game.ShowAction) != nil || g.warned && g.card == c {
		*g = forfeitGuard{}
		return ""
	}
	*g = forfeitGuard{card: c, warned: true}
	return ctx.T("warn.show")
}
