package scenes

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/game"
)

// digitKeys choose the cards of the last-trick view by their place in the trick.
var digitKeys = [4][2]ebiten.Key{
	{ebiten.KeyDigit1, ebiten.KeyNumpad1}, {ebiten.KeyDigit2, ebiten.KeyNumpad2},
	{ebiten.KeyDigit3, ebiten.KeyNumpad3}, {ebiten.KeyDigit4, ebiten.KeyNumpad4},
}

// askLast opens the why panel for a computer seat's card of the shown trick, chosen by a
// click, by its number (1 to 4 in the order played) or by the Up and Down arrows and Enter;
// it reports whether it took the input. The person's own card is asked about nothing.
func (b *tableScene) askLast(ctx *Context) bool {
	trick, _, ok := b.shownTrick()
	if !ok {
		return false
	}
	in := &ctx.Input
	pick := -1
	for i := range trick.Cards {
		if in.Click && b.lastCardRect(ctx, i).Has(in.X, in.Y) || in.Key(digitKeys[i][0]) || in.Key(digitKeys[i][1]) {
			pick = i
		}
	}
	switch {
	case pick >= 0:
	case in.Key(ebiten.KeyArrowDown) || in.Key(ebiten.KeyArrowUp):
		b.lastCursor = nextAskable(trick, b.t.Kind, b.lastCursor, in.Key(ebiten.KeyArrowUp))
		ctx.Dirty = true
		return true
	case (in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeyNumpadEnter)) && b.lastCursor >= 0:
		pick = b.lastCursor
	default:
		return false
	}
	if trickSeat(trick, b.t.Kind, pick) == game.South {
		return true
	}
	if h, move, ok := b.t.trickMove(trick, pick); ok {
		b.lastCursor = pick
		ctx.Scenes.GoTo(ctx, NewWhyScene(ctx.Scenes.Current(), b.t.G.State.Rules, h, move))
	}
	return true
}

// nextAskable moves the cursor of the last-trick view to the next computer card (the one
// before, back), round the trick.
func nextAskable(trick game.PlayedTrick, k game.Kind, at int, back bool) int {
	step := 1
	if back {
		step = 3
	}
	if at < 0 {
		at = 3 // from nowhere forward is to the first card, back to the last
		if back {
			at = 0
		}
	}
	for range 4 {
		at = (at + step) % 4
		if trickSeat(trick, k, at) != game.South {
			return at
		}
	}
	return -1
}

// trickSeat gives the seat that played the i-th card of a trick.
func trickSeat(trick game.PlayedTrick, k game.Kind, i int) game.Seat {
	seat := trick.Leader
	for range i {
		seat = k.Next(seat)
	}
	return seat
}

// trickMove finds a card of a trick on the table among the recorded moves: the hand in
// play's or, once the next hand is dealt, the one before; it gives that hand's record (its
// moves copied) and the move's index.
func (t *Table) trickMove(trick game.PlayedTrick, i int) (game.HandRecord, int, bool) {
	for n := len(t.G.Hands) - 1; n >= 0 && n >= len(t.G.Hands)-2; n-- {
		h := t.G.Hands[n]
		played := 0
		for j, m := range h.Moves {
			if m.Action.Verb != game.Play {
				continue
			}
			if played == trick.No*4+i {
				if m.Action.Card == trick.Cards[i] {
					h.Moves = slices.Clone(h.Moves)
					return h, j, true
				}
				break
			}
			played++
		}
	}
	return game.HandRecord{}, 0, false
}

// lastCardRect gives the box of the i-th card of the last-trick view.
func (b *tableScene) lastCardRect(ctx *Context, i int) Rect {
	r := b.lastTrickPanel(ctx)
	w := ctx.U(120)
	return Rect{ctx.W/2 - w*2.3 + float64(i)*w*1.2, r.Y + ctx.U(76), w, w * CardAspect}
}

// lastCue gives the lines of the last-trick view's cue that its computer cards can be asked
// about, wrapped to the view.
func (b *tableScene) lastCue(ctx *Context) []string {
	return wrap(ctx, ctx.T("last.ask"), ctx.U(15), ctx.U(120)*5.2-ctx.U(36))
}

// drawAskChip marks a card of the last-trick view that can be asked about with its number,
// at its top right corner (clear of the corner index).
func drawAskChip(dst *ebiten.Image, ctx *Context, r Rect, n int) {
	d := ctx.U(26)
	x, y := r.X+r.W-d*2/3, r.Y-d/3
	fillRound(dst, x, y, d, d, d/2, colAccent)
	ctx.Art.DrawText(dst, string(rune('0'+n)), x+d/2, y+d*0.14, ctx.U(16), true, colInk, Center)
}
