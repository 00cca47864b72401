package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/game"
)

// compareColW is the width of each of the comparison's two columns, in layout units.
const compareColW = 185

// contractLine says who called or bid what, and trump, in a comparison's column; in the
// computer's column the person's seat is the computer's.
func contractLine(ctx *Context, r game.HandResult, computer bool) string {
	if r.ThrownIn {
		return ctx.T("thrown.in")
	}
	bidding := r.Game == game.Tarneeb || r.Bid > 0
	var who string
	switch {
	case computer && r.Caller == game.South && bidding:
		who = ctx.T("dup.contract.computer", "bid", r.Bid)
	case computer && r.Caller == game.South:
		who = ctx.T("dup.called.computer")
	default:
		who = contractWords(ctx, r.Caller, r.Bid, bidding)
	}
	return who + " · " + suitWord(ctx, r.Trump)
}

// outcomeLine says how the hand went for the calling or bidding team.
func outcomeLine(ctx *Context, r game.HandResult) string {
	team := teamKey(r.Caller.Team())
	switch {
	case r.ThrownIn:
		return ctx.T("thrown.in.explain")
	case r.Bait == game.BaitFull:
		return ctx.T("bait." + team)
	case r.Bait == game.BaitHalf:
		return ctx.T("half.bait." + team)
	case r.Game == game.Tarneeb && r.Made:
		return ctx.T("made."+team, "bid", r.Bid)
	case r.Game == game.Tarneeb:
		return ctx.T("failed."+team, "bid", r.Bid)
	}
	return ctx.T("dup.made." + team)
}

// verdictKey gives the comparison's verdict: better, worse or level than the computer.
func verdictKey(d handDiff) string {
	switch {
	case d.Score > 0 || d.Score == 0 && d.Tricks > 0:
		return "dup.better"
	case d.Score < 0 || d.Tricks < 0:
		return "dup.worse"
	}
	return "dup.level"
}

// drawComparison writes the two results side by side, the difference and, in a duplicate
// session, the running total, from (x, y) in a column w wide; it gives where it ended.
func (s *ScoreScene) drawComparison(dst *ebiten.Image, ctx *Context, x, y, w float64) float64 {
	c := s.t.Cmp
	size, small := ctx.U(17), ctx.U(15)
	colW := ctx.U(compareColW)
	lines := func(text string, x, y, size float64, bold bool, clr color.RGBA) float64 {
		for _, l := range wrapBold(ctx, text, size, colW-ctx.U(12), bold) {
			ctx.Art.DrawText(dst, l, x, y, size, bold, clr, Left)
			y += size * 1.3
		}
		return y
	}
	ctx.Art.DrawText(dst, ctx.T("dup.heading"), x, y, ctx.U(19), true, colGold, Left)
	y += ctx.U(34)
	column := func(x float64, head string, r *game.HandResult, computer bool) float64 {
		y := lines(head, x, y, size, true, colGold)
		y += ctx.U(4)
		if r == nil {
			return lines(ctx.T("dup.waiting")+replayDots(s.shown), x, y, small, false, colAccent)
		}
		y = lines(contractLine(ctx, *r, computer), x, y, small, false, colDim)
		y = lines(outcomeLine(ctx, *r), x, y, small, false, colText)
		y += ctx.U(4)
		y = lines(ctx.T("dup.score", "us", ctx.Int(r.Score[game.NS]), "them", ctx.Int(r.Score[game.EW])), x, y, small, false, colText)
		y = lines(ctx.T("dup.net", "n", ctx.Signed(netScore(*r))), x, y, size, true, colText)
		if s.t.Kind == game.Tarneeb {
			y = lines(ctx.T("dup.tricks", "n", ctx.Int(r.Tricks[game.NS])), x, y, small, false, colText)
		}
		return y
	}
	var theirs *game.HandResult // nil while the replay runs
	if c.ready() {
		theirs = &c.computer.Result
	}
	yl := column(x, ctx.T("dup.you"), &s.t.final.Result, false)
	var yr float64
	if c != nil && c.failed {
		yr = lines(ctx.T("dup.computer"), x+colW, y, size, true, colGold)
		yr = lines(ctx.T("dup.failed"), x+colW, yr+ctx.U(4), small, false, colAccent)
	} else {
		yr = column(x+colW, ctx.T("dup.computer"), theirs, true)
	}
	y = max(yl, yr) + ctx.U(14)
	if theirs != nil {
		d := compareHands(s.t.final.Result, *theirs)
		ctx.Art.DrawText(dst, ctx.T("dup.diff"), x, y, size, true, colGold, Left)
		y += ctx.U(28)
		if s.t.Kind == game.Tarneeb {
			ctx.Art.DrawText(dst, ctx.T("dup.diff.tricks", "n", ctx.Signed(d.Tricks)), x, y, size, true, colText, Left)
			y += ctx.U(26)
		}
		ctx.Art.DrawText(dst, ctx.T("dup.diff.points", "n", ctx.Signed(d.Score)), x, y, size, true, colText, Left)
		y += ctx.U(26)
		for _, l := range wrap(ctx, ctx.T(verdictKey(d)), small, w) {
			ctx.Art.DrawText(dst, l, x, y, small, false, colDim, Left)
			y += small * 1.3
		}
		y += ctx.U(6)
	}
	if r := s.t.Run; r != nil {
		y = s.drawRunLines(dst, ctx, r, theirs, x, y, w)
	}
	return y
}

// drawRunLines writes where the duplicate session stands (the deal, the running total) or,
// for the daily deal, whether this try is recorded.
func (s *ScoreScene) drawRunLines(dst *ebiten.Image, ctx *Context, r *dealRun, theirs *game.HandResult, x, y, w float64) float64 {
	small := ctx.U(15)
	var text []string
	if r.daily {
		if r.practice {
			text = append(text, ctx.T("daily.practice"))
		} else {
			text = append(text, ctx.T("daily.recorded"))
		}
	} else {
		you, computer := r.totals()
		you += netScore(s.t.final.Result)
		if theirs != nil {
			computer += netScore(*theirs)
		}
		text = append(text, ctx.T("dup.total", "you", ctx.Signed(you), "computer", ctx.Signed(computer), "diff", ctx.Signed(you-computer)))
	}
	for _, t := range text {
		for _, l := range wrap(ctx, t, small, w) {
			ctx.Art.DrawText(dst, l, x, y, small, false, colAccent, Left)
			y += small * 1.3
		}
	}
	return y
}

// replayDots gives the waiting cue's dots, one more every half second of ticks.
func replayDots(ticks int) string { return [...]string{"", ".", "..", "..."}[ticks/30%4] }
