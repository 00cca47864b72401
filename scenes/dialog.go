package scenes

import "github.com/hajimehoshi/ebiten/v2"

// dialog asks a question with two answers over a dimmed screen.
type dialog struct {
	text    string
	yes, no Button
	onYes   func(ctx *Context)
	onNo    func(ctx *Context)
}

// newDialog lays a question out with its two answers side by side, yes first; Esc answers no.
func newDialog(ctx *Context, text, yes, no string, onYes, onNo func(ctx *Context)) *dialog {
	w := ctx.U(300)
	return &dialog{
		text:  text,
		yes:   Button{Rect: Rect{ctx.W/2 - w - ctx.U(10), ctx.H/2 + ctx.U(30), w, ctx.U(48)}, Label: yes},
		no:    Button{Rect: Rect{ctx.W/2 + ctx.U(10), ctx.H/2 + ctx.U(30), w, ctx.U(48)}, Label: no}.WithKey(ebiten.KeyEscape),
		onYes: onYes,
		onNo:  onNo,
	}
}

// update runs the answer chosen, if any.
func (d *dialog) update(ctx *Context) {
	switch {
	case d.yes.Pressed(ctx):
		d.onYes(ctx)
	case d.no.Pressed(ctx):
		d.onNo(ctx)
	}
}

// draw paints the question and its two buttons.
func (d *dialog) draw(dst *ebiten.Image, ctx *Context) {
	Shade(dst)
	Panel(dst, ctx, Rect{ctx.W/2 - ctx.U(360), ctx.H/2 - ctx.U(90), ctx.U(720), ctx.U(190)})
	ctx.Art.DrawText(dst, d.text, ctx.W/2, ctx.H/2-ctx.U(50), ctx.U(19), false, colText, Center)
	d.yes.Draw(dst, ctx)
	d.no.Draw(dst, ctx)
}
