package scenes

import (
	"image"
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Colours of the interface.
var (
	colText      = color.RGBA{0xf4, 0xf1, 0xe6, 0xff}
	colDim       = color.RGBA{0xb8, 0xc4, 0xb4, 0xff}
	colGold      = color.RGBA{0xf2, 0xc9, 0x4c, 0xff}
	colPanel     = color.RGBA{0x0b, 0x2a, 0x1c, 0xff}
	colEdge      = color.RGBA{0x3f, 0x6e, 0x52, 0xff} // a panel's thin border
	colShadow    = color.RGBA{0, 0, 0, 0x58}          // a panel's shadow on the felt
	colSwitchOn  = color.RGBA{0x3c, 0xb3, 0x6a, 0xff}
	colSwitchOff = color.RGBA{0x24, 0x2c, 0x28, 0xff}
	colButton    = color.RGBA{0x1d, 0x5c, 0x3c, 0xff}
	colButtonHot = color.RGBA{0x2b, 0x7d, 0x52, 0xff}
	colButtonOff = color.RGBA{0x3a, 0x4a, 0x42, 0xff}
	colAccent    = color.RGBA{0xd9, 0x8c, 0x2b, 0xff}
	colRed       = color.RGBA{0xe0, 0x4f, 0x4f, 0xff}
	colBubble    = color.RGBA{0xfb, 0xf8, 0xee, 0xf5}
	colInk       = color.RGBA{0x1c, 0x22, 0x1e, 0xff}
	colShade     = color.RGBA{0, 0, 0, 0x70}
	colCursor    = color.RGBA{0x73, 0xc8, 0xff, 0xff}
	colPlate     = color.RGBA{0x0e, 0x2e, 0x20, 0xff}
)

// roundR is the corner radius of the rounded-box texture; roundTex is a white box with
// smooth corners, drawn as nine slices so boxes of any size and radius cost a few quads.
const roundR = 32

var roundTex *ebiten.Image

func roundTexture() *ebiten.Image {
	if roundTex != nil {
		return roundTex
	}
	n := 2*roundR + 3
	img := image.NewRGBA(image.Rect(0, 0, n, n))
	for y := 0; y < n; y++ {
		for x := 0; x < n; x++ {
			cx := math.Max(roundR, math.Min(float64(x)+0.5, float64(n-roundR)))
			cy := math.Max(roundR, math.Min(float64(y)+0.5, float64(n-roundR)))
			d := math.Hypot(float64(x)+0.5-cx, float64(y)+0.5-cy)
			a := math.Max(0, math.Min(1, roundR-d+0.5))
			img.SetRGBA(x, y, color.RGBA{uint8(255 * a), uint8(255 * a), uint8(255 * a), uint8(255 * a)})
		}
	}
	roundTex = ebiten.NewImageFromImage(img)
	return roundTex
}

// fillRound draws a filled rectangle with rounded corners.
func fillRound(dst *ebiten.Image, x, y, w, h, r float64, clr color.Color) {
	tex := roundTexture()
	r = math.Max(1, math.Min(r, math.Min(w, h)/2))
	n := 2*roundR + 3
	// source cuts and destination cuts of the nine slices
	sx := [4]int{0, roundR, roundR + 3, n}
	dx := [4]float64{x, x + r, x + w - r, x + w}
	dy := [4]float64{y, y + r, y + h - r, y + h}
	for i := 0; i < 3; i++ {
		for j := 0; j < 3; j++ {
			src := tex.SubImage(image.Rect(sx[i], sx[j], sx[i+1], sx[j+1])).(*ebiten.Image)
			sw, sh := float64(sx[i+1]-sx[i]), float64(sx[j+1]-sx[j])
			tw, th := dx[i+1]-dx[i], dy[j+1]-dy[j]
			if tw <= 0 || th <= 0 {
				continue
			}
			op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
			op.GeoM.Scale(tw/sw, th/sh)
			op.GeoM.Translate(dx[i], dy[j])
			op.ColorScale.ScaleWithColor(clr)
			dst.DrawImage(src, op)
		}
	}
}

// Rect is an area of the screen in device pixels.
type Rect struct{ X, Y, W, H float64 }

// Has reports whether a point lies inside.
func (r Rect) Has(x, y float64) bool { return x >= r.X && x < r.X+r.W && y >= r.Y && y < r.Y+r.H }

// Button is a clickable labelled area.
type Button struct {
	Rect
	Label    string
	Disabled bool
	On       bool // a toggle that is on, or the tab or choice selected
	Switch   bool // an on/off setting: drawn as a switch whose knob shows On
	Key      ebiten.Key
	hasKey   bool
}

// WithKey gives the button a keyboard shortcut.
func (b Button) WithKey(k ebiten.Key) Button {
	b.Key, b.hasKey = k, true
	return b
}

// Pressed reports whether the button was clicked or its key pressed this tick.
func (b *Button) Pressed(ctx *Context) bool {
	if b.Disabled {
		return false
	}
	in := &ctx.Input
	if in.Click && b.Has(ctx.Art.flipX(in.X), in.Y) {
		ctx.Sound.Play("click")
		return true
	}
	return b.hasKey && in.Key(b.Key)
}

// Draw paints the button, lit when the pointer is over it.
func (b *Button) Draw(dst *ebiten.Image, ctx *Context) {
	if b.Switch {
		b.drawSwitch(dst, ctx)
		return
	}
	clr := colButton
	switch {
	case b.Disabled:
		clr = colButtonOff
	case b.On:
		clr = colAccent
	case b.Has(ctx.Art.flipX(ctx.Input.X), ctx.Input.Y):
		clr = colButtonHot
	}
	r := ctx.Art.flipRect(b.Rect)
	fillRound(dst, r.X, r.Y, r.W, r.H, ctx.U(10), clr)
	txt := colText
	if b.Disabled {
		txt = colDim
	}
	size := math.Min(ctx.U(20), b.H*0.45)
	ctx.Art.DrawText(dst, b.Label, b.X+b.W/2, b.Y+(b.H-size*1.2)/2, size, true, txt, Center)
}

// Panel draws a dark rounded box, opaque, with a soft shadow and a thin light edge.
func Panel(dst *ebiten.Image, ctx *Context, r Rect) {
	r = ctx.Art.flipRect(r)
	rad, e := ctx.U(14), math.Max(1, ctx.U(1.5))
	fillRound(dst, r.X+ctx.U(3), r.Y+ctx.U(5), r.W, r.H, rad, colShadow)
	fillRound(dst, r.X-e, r.Y-e, r.W+2*e, r.H+2*e, rad+e, colEdge)
	fillRound(dst, r.X, r.Y, r.W, r.H, rad, colPanel)
}

// Bubble draws a speech bubble with one line of text, its tail pointing at (tx, ty).
func Bubble(dst *ebiten.Image, ctx *Context, s string, cx, cy float64, alpha float64) {
	size := ctx.U(20)
	w := ctx.Art.TextWidth(s, size, true) + ctx.U(28)
	h := size * 1.9
	// colours are premultiplied: fading scales every channel, not only alpha (a box whose
	// alpha alone faded stayed white while its words vanished)
	clr := fade(colBubble, alpha)
	fillRound(dst, ctx.Art.flipX(cx)-w/2, cy-h/2, w, h, h/2, clr)
	ink := fade(colInk, alpha)
	ctx.Art.DrawText(dst, s, cx, cy-size*0.62, size, true, ink, Center)
}

// fade scales a premultiplied colour by an opacity from 0 to 1.
func fade(c color.RGBA, alpha float64) color.RGBA {
	return color.RGBA{uint8(float64(c.R) * alpha), uint8(float64(c.G) * alpha), uint8(float64(c.B) * alpha), uint8(float64(c.A) * alpha)}
}

// Shade darkens the whole screen behind a dialog.
func Shade(dst *ebiten.Image) {
	b := dst.Bounds()
	vector.DrawFilledRect(dst, 0, 0, float32(b.Dx()), float32(b.Dy()), colShade, false)
}
