package scenes

import (
	"tarabish/game"
)

// Tally is the running count of a hand for the learning aid: what each side has taken,
// what is still out, and what the calling side needs.
type Tally struct {
	Taken [2]int // Tarabish card points (with the last trick once taken) or Tarneeb tricks
	Out   int    // points or tricks not yet taken
	Need  int    // what the calling (bidding) team still needs to avoid bait (make its bid); 0: done
	Team  game.Team
}

// TallyOf counts a hand in play. In Tarabish the calling team must take more than half of
// all points, counting the runs and Bella that count so far.
func TallyOf(s *game.State) (Tally, bool) {
	if s.Phase != game.PhasePlay || s.Caller == game.NoSeat {
		return Tally{}, false
	}
	t := Tally{Team: s.Caller.Team()}
	if s.Rules.Game == game.Tarneeb {
		t.Taken = [2]int{int(s.Tricks[0]), int(s.Tricks[1])}
		t.Out = 13 - t.Taken[0] - t.Taken[1]
		t.Need = max(0, s.Bid-t.Taken[t.Team])
		return t, true
	}
	runs, bella := s.CountedMelds()
	t.Taken = [2]int{s.Points[0] + runs[0] + bella[0], s.Points[1] + runs[1] + bella[1]}
	total := game.HandPoints(s.Trump) + s.Rules.LastTrick + runs[0] + runs[1] + bella[0] + bella[1]
	if s.TrickNo == s.Dealt {
		t.Taken[s.WonBy[s.TrickNo-1].Team()] += s.Rules.LastTrick
	}
	t.Out = game.HandPoints(s.Trump) + s.Rules.LastTrick - (s.Points[0] + s.Points[1])
	if s.TrickNo == s.Dealt {
		t.Out = 0
	}
	if s.Rules.Bidding == game.BiddingAuction {
		t.Need = max(0, s.Bid-t.Taken[t.Team])
	} else {
		t.Need = max(0, total/2+1-t.Taken[t.Team])
	}
	return t, true
}

// tallyLines gives the running tally as two lines for the score panel.
func tallyLines(ctx *Context, s *game.State) []string {
	t, ok := TallyOf(s)
	if !ok {
		return nil
	}
	unit, out := "tally.points", "out"
	if s.Rules.Game == game.Tarneeb {
		unit, out = "tally.tricks", "left"
	}
	need := ctx.T("tally.need."+teamKey(t.Team), "n", t.Need)
	if t.Need == 0 {
		need = ctx.T("tally.safe." + teamKey(t.Team))
	}
	return []string{ctx.T(unit, "us", t.Taken[game.NS], "them", t.Taken[game.EW], out, t.Out), need}
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
