package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/game"
)

// noteArea gives the free space beside the trick where a note box goes: West's side for the
// coach, East's for the hint.
func (t *Table) noteArea(ctx *Context, east bool) Rect {
	seat := game.West
	if east {
		seat = game.East
	}
	return t.geo.sideArea(east, t.plateRect(ctx, seat).bottom())
}

// noteLayout works out a note box for an area: the text size at which its lines fit (from
// 17 down to 11 layout units), the wrapped lines and the box.
func noteLayout(ctx *Context, lines []string, area Rect) (float64, []string, Rect) {
	var size float64
	var wrapped []string
	for s := 17.0; s >= 11; s-- {
		size = ctx.U(s)
		wrapped = wrapped[:0]
		for _, l := range lines {
			wrapped = append(wrapped, wrap(ctx, l, size, area.W-ctx.U(40))...)
		}
		if noteHeight(ctx, len(wrapped), size) <= area.H {
			break
		}
	}
	for len(wrapped) > 1 && noteHeight(ctx, len(wrapped), size) > area.H {
		wrapped = wrapped[:len(wrapped)-1]
	}
	return size, wrapped, Rect{area.X, area.Y, area.W, noteHeight(ctx, len(wrapped), size)}
}

// noteHeight gives the height of a note box of n lines of a text size.
func noteHeight(ctx *Context, n int, size float64) float64 {
	return float64(n)*size*1.4 + ctx.U(46)
}

// drawNoteIn draws a light box with a title and lines of text at the top of an area (the
// hint, the coach), the text made smaller (and at last cut) so that the box stays inside it.
func drawNoteIn(dst *ebiten.Image, ctx *Context, title string, lines []string, area Rect) {
	size, lines, box := noteLayout(ctx, lines, area)
	shown := ctx.Art.flipRect(box) // on a mirrored screen (the score panel in Arabic)
	fillRound(dst, shown.X, shown.Y, shown.W, shown.H, ctx.U(14), colBubble)
	x := box.X
	defer ctx.Art.Mirror(2*x + box.W)()
	ctx.Art.DrawText(dst, title, x+ctx.U(20), box.Y+ctx.U(10), ctx.U(15), true, colAccent, Left)
	for i, l := range lines {
		ctx.Art.DrawText(dst, l, x+ctx.U(20), box.Y+ctx.U(34)+float64(i)*size*1.4, size, false, colInk, Left)
	}
}
