package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// dialog asks a question with two answers over a dimmed screen.
type dialog struct {
	text     string
	yes, no  Button
	onYes    func(ctx *Context)
	onNo     func(ctx *Context)
	onCancel func(ctx *Context) // Esc: closes the question unanswered (nil: Esc answers no)
	panel    Rect
	lines    []string // the question, wrapped to the panel
	yesKey   bool     // Enter answers yes
}

// dialogText is the size of a dialog's question, in layout units.
const dialogText = 19

// newDialog asks a question with its two answers side by side, yes first; Esc answers no
// unless the dialog is given a cancel.
func newDialog(ctx *Context, text, yes, no string, onYes, onNo func(ctx *Context)) *dialog {
	d := &dialog{text: text, onYes: onYes, onNo: onNo}
	d.yes.Label, d.no.Label = yes, no
	d.layout(ctx)
	return d
}

// layout wraps the question to the panel and places the answers under it: side by side
// when both fit, else one above the other; the panel grows with its lines.
func (d *dialog) layout(ctx *Context) {
	pad := ctx.U(32)
	pw := math.Min(ctx.U(720), ctx.W-ctx.U(40))
	size := ctx.U(dialogText)
	d.lines = wrap(ctx, d.text, size, pw-2*pad)
	bh, gap := ctx.U(48), ctx.U(20)
	bsize := math.Min(ctx.U(20), bh*0.45)
	bw := ctx.U(300)
	for _, l := range []string{d.yes.Label, d.no.Label} {
		bw = max(bw, ctx.Art.TextWidth(l, bsize, true)+ctx.U(32))
	}
	side := 2*bw+gap <= pw-2*pad
	if !side {
		bw = pw - 2*pad
	}
	textH := float64(len(d.lines)) * size * 1.45
	ph := pad + textH + ctx.U(24) + bh + pad
	if !side {
		ph += bh + ctx.U(12)
	}
	px, py := (ctx.W-pw)/2, (ctx.H-ph)/2
	d.panel = Rect{px, py, pw, ph}
	by := py + pad + textH + ctx.U(24)
	if side {
		d.yes.Rect = Rect{ctx.W/2 - bw - gap/2, by, bw, bh}
		d.no.Rect = Rect{ctx.W/2 + gap/2, by, bw, bh}
	} else {
		d.yes.Rect = Rect{px + pad, by, bw, bh}
		d.no.Rect = Rect{px + pad, by + bh + ctx.U(12), bw, bh}
	}
	d.no = d.no.WithKey(ebiten.KeyEscape)
	if d.onCancel != nil {
		d.no.hasKey = false // Esc cancels instead
	}
	if d.yesKey {
		d.yes = d.yes.WithKey(ebiten.KeyEnter)
	}
}

// update runs the answer chosen, if any; Esc cancels when the dialog has a cancel.
func (d *dialog) update(ctx *Context) {
	d.layout(ctx)
	switch {
	case d.onCancel != nil && ctx.Input.Key(ebiten.KeyEscape):
		d.onCancel(ctx)
	case d.yes.Pressed(ctx):
		d.onYes(ctx)
	case d.no.Pressed(ctx):
		d.onNo(ctx)
	}
}

// draw paints the question and its two buttons.
func (d *dialog) draw(dst *ebiten.Image, ctx *Context) {
	d.layout(ctx)
	Shade(dst)
	Panel(dst, ctx, d.panel)
	size := ctx.U(dialogText)
	y := d.panel.Y + ctx.U(32)
	for _, l := range d.lines {
		ctx.Art.DrawText(dst, l, ctx.W/2, y, size, false, colText, Center)
		y += size * 1.45
	}
	d.yes.Draw(dst, ctx)
	d.no.Draw(dst, ctx)
}
