package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"
	"golang.org/x/text/language"

	"tarabish/assets/lang"
)

// arabicScale enlarges Arabic letters a little to match the Latin font's x-height.
const arabicScale = 1.08

// SetScript tells the art how the interface writes: right to left or not, and with
// Arabic-Indic digits or not. It is called before every update and draw.
func (a *Art) SetScript(rtl, arabicDigits bool) {
	a.rtl, a.arabicDigits = rtl, arabicDigits
}

// Mirror flips everything drawn (and the pointer seen by buttons) around the vertical
// line at axis/2 until the returned function is called; a right-to-left interface
// mirrors its screens this way, and boxes on the table around their own middle (axis is
// then twice the box's middle). It does nothing for a left-to-right language, nor inside
// a mirrored screen, which already mirrors its boxes.
func (a *Art) Mirror(axis float64) (restore func()) {
	if a == nil {
		return func() {}
	}
	prev := a.mirror
	if a.rtl && a.mirror == 0 {
		a.mirror = axis
	}
	return func() { a.mirror = prev }
}

// drawOrder gives the order to draw n overlapping cards of a row in: first to last, or
// last to first on a mirrored screen, so that every card's corner index stays in view.
func (a *Art) drawOrder(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
		if a != nil && a.mirror != 0 {
			out[i] = n - 1 - i
		}
	}
	return out
}

// flipX mirrors a point's x when mirroring is on.
func (a *Art) flipX(x float64) float64 {
	if a == nil || a.mirror == 0 {
		return x
	}
	return a.mirror - x
}

// flipRect mirrors a rectangle when mirroring is on.
func (a *Art) flipRect(r Rect) Rect {
	if a == nil || a.mirror == 0 {
		return r
	}
	r.X = a.mirror - r.X - r.W
	return r
}

// arabicFace gives a face of the Arabic font.
func (a *Art) arabicFace(size float64, bold bool, rtl bool) *text.GoTextFace {
	src := a.ArRegular
	if bold {
		src = a.ArBold
	}
	f := &text.GoTextFace{Source: src, Size: size * arabicScale, Language: language.Arabic}
	if rtl {
		f.Direction = text.DirectionRightToLeft
	}
	return f
}

// pieceFace gives the face a piece of a right-to-left line is drawn with.
func (a *Art) pieceFace(p piece, size float64, bold bool) *text.GoTextFace {
	if p.arabic {
		return a.arabicFace(size, bold, p.rtl)
	}
	f := a.Face(size, bold)
	if p.rtl {
		f.Direction = text.DirectionRightToLeft
	}
	return f
}

// pieces lays a line out right to left, remembering the layouts of recent lines.
func (a *Art) pieces(s string) []piece {
	if ps, ok := a.bidiCache[s]; ok {
		return ps
	}
	if a.bidiCache == nil || len(a.bidiCache) > 4000 {
		a.bidiCache = map[string][]piece{}
	}
	ps := layoutRTL(s)
	a.bidiCache[s] = ps
	return ps
}

// rtlWidth measures a line laid out right to left.
func (a *Art) rtlWidth(s string, size float64, bold bool) float64 {
	w := 0.0
	for _, p := range a.pieces(s) {
		w += text.Advance(p.s, a.pieceFace(p, size, bold))
	}
	return w
}

// drawRTL writes a line laid out right to left: its pieces side by side, left to right in
// visual order, on the Latin font's baseline.
func (a *Art) drawRTL(dst *ebiten.Image, s string, x, y, size float64, bold bool, clr color.Color, align Align) {
	w := a.rtlWidth(s, size, bold)
	switch align {
	case Center:
		x -= w / 2
	case Right:
		x -= w
	}
	baseline := y + a.Face(size, bold).Metrics().HAscent
	for _, p := range a.pieces(s) {
		f := a.pieceFace(p, size, bold)
		op := &text.DrawOptions{}
		op.GeoM.Translate(x, baseline-f.Metrics().HAscent)
		op.ColorScale.ScaleWithColor(clr)
		if p.rtl {
			op.PrimaryAlign = text.AlignEnd // the left edge of a right-to-left piece
		}
		text.Draw(dst, p.s, f, op)
		x += text.Advance(p.s, f)
	}
}

// shapeDigits writes a line's digits the way the interface asks.
func (a *Art) shapeDigits(s string) string {
	if a.arabicDigits {
		return lang.ToArabicIndic(s)
	}
	return s
}

// DrawLTR writes a line that reads left to right in any language (a row of card names such
// as "8♣ 9♣ 10♣", whose symbols a right-to-left line would reorder).
func (a *Art) DrawLTR(dst *ebiten.Image, s string, x, y, size float64, bold bool, clr color.Color, align Align) {
	rtl := a.rtl
	a.rtl = false
	defer func() { a.rtl = rtl }()
	a.DrawText(dst, s, x, y, size, bold, clr, align)
}
