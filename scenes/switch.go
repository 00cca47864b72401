package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"
)

// switchTrack gives the track of an on/off switch inside its button: a pill at the start
// of the button, twice as wide as it is high.
func (b *Button) switchTrack(ctx *Context) Rect {
	h := b.H * 0.8
	return Rect{b.X + ctx.U(4), b.Y + (b.H-h)/2, 2 * h, h}
}

// drawSwitch paints an on/off setting as a switch: on is a green track with the knob at its
// end and the word On in gold; off is a dark track with the knob at its start and the word
// Off dimmed. Colour, knob and word all differ, so the two never look alike.
func (b *Button) drawSwitch(dst *ebiten.Image, ctx *Context) {
	hot := !b.Disabled && b.Has(ctx.Art.flipX(ctx.Input.X), ctx.Input.Y)
	if hot {
		r := ctx.Art.flipRect(b.Rect)
		fillRound(dst, r.X, r.Y, r.W, r.H, ctx.U(10), colButton)
	}
	t := b.switchTrack(ctx)
	track, knob, word := colSwitchOff, colDim, colDim
	if b.On {
		track, knob, word = colSwitchOn, colText, colGold
	}
	if b.Disabled {
		track, knob, word = colButtonOff, colDim, colDim
	}
	ft := ctx.Art.flipRect(t)
	fillRound(dst, ft.X, ft.Y, ft.W, ft.H, t.H/2, track)
	d := t.H - math.Max(2, ctx.U(5))
	kx := t.X + (t.H-d)/2
	if b.On {
		kx = t.X + t.W - t.H + (t.H-d)/2
	}
	k := ctx.Art.flipRect(Rect{kx, t.Y + (t.H-d)/2, d, d})
	fillRound(dst, k.X, k.Y, k.W, k.H, d/2, knob)
	size := math.Min(ctx.U(20), b.H*0.45)
	ctx.Art.DrawText(dst, b.Label, t.X+t.W+ctx.U(10), b.Y+(b.H-size*1.2)/2, size, true, word, Left)
}
