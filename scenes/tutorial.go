package scenes

import (
	"tarabish/game"
	"tarabish/scenes/session"
)

// NewTutorial starts the guided first hand of a game: a fixed deal, the learning aids on,
// and a coach who explains each moment. Nothing of it is saved or counted.
func NewTutorial(ctx *Context, k game.Kind) (Scene, error) {
	s, err := session.NewGuided(k)
	if err != nil {
		return nil, err
	}
	t := tableOf(ctx, s)
	t.Coach = true
	return &DealScene{tableScene{t: t}}, nil
}

// coachText explains the moment of the guided hand to the person: what the rules allow,
// then the advice, which is the session's hint itself (so coach and hint always agree);
// the hint box, shown with it, gives the reason and the figures.
func coachText(ctx *Context, t *Table) string {
	if t.handOver {
		return coachScore(ctx, t)
	}
	c := t.S.Coach()
	text := momentWords(ctx, t, c)
	switch {
	case c.Advice != nil:
		a := c.Advice.Action
		text += " " + ctx.T("coach.advice", "advice", actionWords(ctx, a)) // the hint box beside it says why
		if a.Bella {
			text += " " + ctx.T("coach.bella")
		}
	case c.Pending:
		text += " " + ctx.T("hint.thinking")
	}
	return text
}

// momentWords says what the rules ask of the person at this moment, without advice.
func momentWords(ctx *Context, t *Table, c session.Coaching) string {
	s := &t.G.State
	suit := suitName(ctx, c.Led)
	switch c.Moment {
	case session.MomentWait:
		return ctx.T("coach.wait")
	case session.MomentBid:
		if t.Kind == game.Tarneeb {
			return ctx.T("coach.tn.bid")
		}
		return ctx.T("coach.tb.bid")
	case session.MomentTrump:
		return ctx.T("coach.trump")
	case session.MomentAnnounce:
		return ctx.T("remind.announce", "melds", meldWords(ctx, s.Melds[s.Turn]))
	case session.MomentShow:
		return ctx.T("remind.show")
	case session.MomentLeadFirst:
		return ctx.T("coach.lead.first")
	case session.MomentLead:
		return ctx.T("coach.lead")
	case session.MomentFollow:
		return ctx.T("coach.follow", "suit", suit)
	case session.MomentVoidFree:
		return ctx.T("coach.tn.void", "suit", suit)
	case session.MomentTrumpIn:
		return ctx.T("coach.tb.trump", "suit", suit)
	}
	return ctx.T("coach.any", "suit", suit)
}

// coachScore explains how the finished hand was scored.
func coachScore(ctx *Context, t *Table) string {
	r := t.final.Result
	if t.Kind == game.Tarneeb {
		if r.Made {
			return ctx.T("coach.tn.made", "n", r.Tricks[r.Caller.Team()], "bid", r.Bid)
		}
		return ctx.T("coach.tn.failed", "n", r.Tricks[r.Caller.Team()], "bid", r.Bid)
	}
	all := r.Took()
	took := all[r.Caller.Team()]
	total := all[0] + all[1]
	switch r.Bait {
	case game.BaitFull:
		return ctx.T("coach.tb.bait", "took", took, "total", total)
	case game.BaitHalf:
		return ctx.T("coach.tb.half", "took", took, "total", total)
	}
	return ctx.T("coach.tb.made", "took", took, "total", total)
}
