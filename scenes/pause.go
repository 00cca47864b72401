package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// pauseMenu stops the table: resume, how to play, or leave for the main menu (the game is
// saved and can be continued).
type pauseMenu struct {
	resume, rules, leave Button
}

// updatePause handles the pause menu's buttons; it always stops the scene's own update.
func (b *tableScene) updatePause(ctx *Context) bool {
	p := b.paused
	p.layout(ctx)
	switch {
	case p.resume.Pressed(ctx):
		b.paused = nil
	case p.rules.Pressed(ctx):
		h := NewHowTo(ctx)
		h.game, h.back = b.t.Kind, ctx.Scenes.Current()
		ctx.Scenes.GoTo(ctx, h)
	case p.leave.Pressed(ctx):
		b.t.StopThinking()
		b.t.S.Quit()
		ctx.Scenes.GoTo(ctx, NewMenu(ctx))
	}
	return true
}

// layout places the pause menu's buttons.
func (p *pauseMenu) layout(ctx *Context) {
	w, h := ctx.U(400), ctx.U(50)
	x, y := (ctx.W-w)/2, ctx.H/2-ctx.U(80)
	p.resume = Button{Rect: Rect{x, y, w, h}, Label: ctx.T("resume")}.WithKey(ebiten.KeyEscape)
	p.rules = Button{Rect: Rect{x, y + ctx.U(64), w, h}, Label: ctx.T("menu.howto")}
	p.leave = Button{Rect: Rect{x, y + ctx.U(128), w, h}, Label: ctx.T("leave")}
}

// drawPause paints the pause menu over everything, when it is open.
func (b *tableScene) drawPause(dst *ebiten.Image, ctx *Context) {
	p := b.paused
	if p == nil {
		return
	}
	p.layout(ctx)
	Shade(dst)
	Panel(dst, ctx, Rect{p.resume.X - ctx.U(40), p.resume.Y - ctx.U(80), p.resume.W + ctx.U(80), ctx.U(290)})
	ctx.Art.DrawText(dst, ctx.T("paused"), ctx.W/2, p.resume.Y-ctx.U(60), ctx.U(30), true, colGold, Center)
	p.resume.Draw(dst, ctx)
	p.rules.Draw(dst, ctx)
	p.leave.Draw(dst, ctx)
}
