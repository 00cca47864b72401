package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

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

// coachText explains the moment of the guided hand to the person: what to do and why.
func coachText(ctx *Context, t *Table) string {
	s := &t.G.State
	if t.handOver {
		return coachScore(ctx, t)
	}
	if s.Current() != t.Human {
		return ctx.T("coach.wait")
	}
	if s.Phase == game.PhaseBid || s.Phase == game.PhaseTrump {
		if t.Kind == game.Tarneeb {
			return ctx.T("coach.tn.bid")
		}
		return ctx.T("coach.tb.bid")
	}
	if r := reminder(ctx, s, false); r != "" {
		return r
	}
	if s.TrickLen == 0 {
		if s.TrickNo == 0 {
			return ctx.T("coach.lead.first")
		}
		return ctx.T("coach.lead")
	}
	d := s.Duty()
	switch {
	case d.Rule == game.RuleFollow:
		return ctx.T("coach.follow", "suit", suitName(ctx, d.Led))
	case !t.Kind.Ruleset().TrumpDuty:
		return ctx.T("coach.tn.void", "suit", suitName(ctx, d.Led))
	case d.Rule == game.RuleTrump || d.Rule == game.RuleBeat:
		return ctx.T("coach.tb.trump", "suit", suitName(ctx, d.Led))
	}
	return ctx.T("coach.any", "suit", suitName(ctx, d.Led))
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

// drawCoach shows the coach's words in a box at the top of the table.
func drawCoach(dst *ebiten.Image, ctx *Context, text string, y float64) {
	w := ctx.U(560)
	drawCoachAt(dst, ctx, text, (ctx.W-w)/2, y, w)
}

// drawCoachAt shows the coach's words in a box of width w at (x, y).
func drawCoachAt(dst *ebiten.Image, ctx *Context, text string, x, y, w float64) {
	drawNote(dst, ctx, ctx.T("coach"), []string{text}, x, y, w)
}

// drawNote draws a light box with a title and lines of text.
func drawNote(dst *ebiten.Image, ctx *Context, title string, lines []string, x, y, w float64) {
	size := ctx.U(17)
	if len(lines) > 3 {
		size = ctx.U(15)
	}
	var wrapped []string
	for _, l := range lines {
		wrapped = append(wrapped, wrap(ctx, l, size, w-ctx.U(40))...)
	}
	lines = wrapped
	h := float64(len(lines))*size*1.45 + ctx.U(50)
	box := ctx.Art.flipRect(Rect{x, y, w, h})
	fillRound(dst, box.X, box.Y, box.W, box.H, ctx.U(14), colBubble)
	defer ctx.Art.Mirror(2*x + w)()
	ctx.Art.DrawText(dst, title, x+ctx.U(20), y+ctx.U(10), ctx.U(15), true, colAccent, Left)
	for i, l := range lines {
		ctx.Art.DrawText(dst, l, x+ctx.U(20), y+ctx.U(34)+float64(i)*size*1.45, size, false, colInk, Left)
	}
}
