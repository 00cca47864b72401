package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
)

// runSummary ends a duplicate session: each deal's number, the person's score, the
// computer's in the same seat and the difference, then the totals; Menu or another session.
type runSummary struct {
	run         *dealRun
	menu, again Button
}

// Name names the scene for screenshots.
func (s *runSummary) Name() string { return "duplicate-summary" }

// summaryRows gives the size of the summary's rows and the panel's box: as tall as its
// rows, the buttons under it, the two centred together.
func (s *runSummary) summaryRows(ctx *Context) (size, step float64, panel Rect) {
	size = ctx.U(17)
	if len(s.run.scores) > 8 {
		size = ctx.U(15)
	}
	step = size * 1.55
	h := ctx.U(70) + step*(1.2+float64(len(s.run.scores))+0.3+1.4) + ctx.U(74)
	pw := ctx.U(760)
	y := max(ctx.U(20), (ctx.H-h-ctx.U(20+48))/2)
	return size, step, Rect{(ctx.W - pw) / 2, y, pw, h}
}

func (s *runSummary) layout(ctx *Context) {
	w, h := ctx.U(240), ctx.U(48)
	_, _, panel := s.summaryRows(ctx)
	y := min(panel.Y+panel.H+ctx.U(20), ctx.H-h-ctx.U(8))
	for _, l := range []string{ctx.T("dup.again"), ctx.T("pause.main")} {
		w = max(w, ctx.Art.TextWidth(l, ctx.U(20), true)+ctx.U(32))
	}
	s.again = Button{Rect: Rect{ctx.W/2 - w - ctx.U(10), y, w, h}, Label: ctx.T("dup.again")}.WithKey(ebiten.KeyN)
	s.menu = Button{Rect: Rect{ctx.W/2 + ctx.U(10), y, w, h}, Label: ctx.T("pause.main")}.WithKey(ebiten.KeyEscape)
}

// Update goes to the menu, or to the choice of another session.
func (s *runSummary) Update(ctx *Context) (bool, error) {
	s.layout(ctx)
	switch {
	case s.menu.Pressed(ctx):
		ctx.Scenes.GoTo(ctx, NewMenu(ctx))
	case s.again.Pressed(ctx):
		c := newRunChoice(ctx, false)
		c.kind = s.run.kind
		ctx.Scenes.GoTo(ctx, c)
	}
	return false, nil
}

// Draw paints the table of deals and the totals.
func (s *runSummary) Draw(dst *ebiten.Image, ctx *Context) {
	s.layout(ctx)
	ctx.Art.DrawFelt(dst, ctx.Scale)
	size, step, panel := s.summaryRows(ctx)
	px, py := panel.X, panel.Y
	Panel(dst, ctx, panel)
	r := s.run
	ctx.Art.DrawText(dst, ctx.T("dup.summary", "game", ctx.T("game."+r.kind.String())), ctx.W/2, py+ctx.U(16), ctx.U(28), true, colGold, Center)
	x := px + ctx.U(50)
	y := py + ctx.U(70)
	heads := [...]string{ctx.T("dup.col.deal"), ctx.T("dup.you"), ctx.T("dup.computer.short"), ctx.T("dup.col.diff")}
	// the number columns end from the right, each as wide as its heading or a score needs
	var cols [4]float64
	right := px + panel.W - ctx.U(50)
	for i := 3; i >= 1; i-- {
		cols[i] = right
		right -= max(ctx.Art.TextWidth(heads[i], size, true), ctx.Art.TextWidth(ctx.Signed(-999), size, true)) + ctx.U(30)
	}
	ctx.Art.DrawText(dst, heads[0], x, y, size, true, colGold, Left)
	for i, h := range heads[1:] {
		ctx.Art.DrawText(dst, h, cols[i+1], y, size, true, colGold, Right)
	}
	y += step * 1.2
	for i, d := range r.scores {
		ctx.Art.DrawText(dst, ctx.T("dup.row", "n", i+1, "no", ctx.printer().Shape(d.no.String())), x, y, size, false, colText, Left)
		ctx.Art.DrawText(dst, ctx.Signed(netScore(d.you)), cols[1], y, size, false, colText, Right)
		if d.replayed {
			ctx.Art.DrawText(dst, ctx.Signed(netScore(d.computer)), cols[2], y, size, false, colText, Right)
			diff := compareHands(d.you, d.computer).Score
			ctx.Art.DrawText(dst, ctx.Signed(diff), cols[3], y, size, true, diffColour(diff), Right)
		} else {
			ctx.Art.DrawText(dst, "–", cols[2], y, size, false, colDim, Right)
		}
		y += step
	}
	y += step * 0.3
	you, computer := r.totals()
	ctx.Art.DrawText(dst, ctx.T("dup.col.total"), x, y, size, true, colGold, Left)
	ctx.Art.DrawText(dst, ctx.Signed(you), cols[1], y, size, true, colText, Right)
	ctx.Art.DrawText(dst, ctx.Signed(computer), cols[2], y, size, true, colText, Right)
	ctx.Art.DrawText(dst, ctx.Signed(you-computer), cols[3], y, size, true, diffColour(you-computer), Right)
	y += step * 1.4
	key := verdictKey(handDiff{Score: you - computer})
	ctx.Art.DrawText(dst, ctx.T(key+".session"), ctx.W/2, y, ctx.U(19), true, colText, Center)
	ctx.Art.DrawText(dst, ctx.T("dup.net.note"), ctx.W/2, y+ctx.U(34), ctx.U(15), false, colDim, Center)
	s.again.Draw(dst, ctx)
	s.menu.Draw(dst, ctx)
}

// diffColour colours a difference: gold when the person did better, dim when worse.
func diffColour(d int) color.RGBA {
	switch {
	case d > 0:
		return colGold
	case d < 0:
		return colAccent
	}
	return colText
}
