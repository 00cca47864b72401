package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/game"
)

// drawPanel writes the title, trump, goal and whose turn it is, then the verdict and the
// line trick by trick.
func (s *PuzzleScreen) drawPanel(dst *ebiten.Image, ctx *Context, pr Rect) {
	x, w := pr.X+ctx.U(20), pr.W-ctx.U(40)
	y := pr.Y + ctx.U(14)
	y = s.para(dst, ctx, puzzleTitle(ctx, s.p), x, y, w, ctx.U(21), true, colGold)
	y = s.para(dst, ctx, ctx.T("trump", "suit", ctx.T("suit."+s.p.Trump.String())), x, y+ctx.U(2), w, ctx.U(16), true, colText)
	y = s.para(dst, ctx, puzzleGoal(ctx, s.p), x, y+ctx.U(6), w, ctx.U(16), false, colText)
	if s.err != "" {
		s.para(dst, ctx, s.err, x, y+ctx.U(8), w, ctx.U(16), false, colRed)
		return
	}
	if s.played == game.NoCard {
		turn := ctx.T("puzzle.turn." + s.p.ToMove().String())
		s.para(dst, ctx, turn, x, y+ctx.U(10), w, ctx.U(17), true, colGold)
		if s.list.progress.IsSolved(s.p.ID) {
			drawCheck(dst, ctx, pr.X+pr.W-ctx.U(30), pr.Y+ctx.U(28))
		}
		return
	}
	card := cardName(ctx, s.played)
	verdict, clr, head := ctx.T("puzzle.solved", "card", card), colGold, ctx.T("puzzle.line.right")
	if !s.verdict.OK {
		key := "puzzle.wrong.points"
		if !s.p.Game.Ruleset().CardPoints {
			key = "puzzle.wrong.tricks"
		}
		verdict, clr, head = ctx.T(key, "card", card, "got", s.verdict.Got, "need", s.p.Need()), colRed, ctx.T("puzzle.line.wrong")
	}
	y = s.para(dst, ctx, verdict, x, y+ctx.U(10), w, ctx.U(17), true, clr)
	y = s.para(dst, ctx, head, x, y+ctx.U(6), w, ctx.U(15), false, colDim)
	s.drawLine(dst, ctx, x, y+ctx.U(4), pr.Y+pr.H-ctx.U(10))
}

// para writes a paragraph wrapped to a width and gives the y below it.
func (s *PuzzleScreen) para(dst *ebiten.Image, ctx *Context, text string, x, y, w, size float64, bold bool, clr color.Color) float64 {
	for _, line := range wrapBold(ctx, text, size, w, bold) {
		ctx.Art.DrawText(dst, line, x, y, size, bold, clr, Left)
		y += size * 1.4
	}
	return y
}

// drawLine lists the tricks of the line shown so far: their number, the cards in the order
// played, and the seat that took each.
func (s *PuzzleScreen) drawLine(dst *ebiten.Image, ctx *Context, x, y, bottom float64) {
	n := max(1, len(s.tricks))
	rowH := min(ctx.U(56), (bottom-y)/float64(n))
	cw := (rowH - ctx.U(6)) / CardAspect
	shown := len(s.revealed(s.lineShown()))
	deck := string(ctx.Prefs.Deck)
	size := ctx.U(15)
	for i, tr := range s.tricks {
		if i*4 >= shown {
			break
		}
		ry := y + float64(i)*rowH
		ctx.Art.DrawText(dst, ctx.Int(i+1)+".", x, ry+(rowH-size*1.2)/2-ctx.U(3), size, true, colDim, Left)
		for j, pl := range tr.Plays {
			if i*4+j >= shown {
				break
			}
			cx := x + ctx.U(30) + float64(j)*(cw+ctx.U(6)) // mirrored with the panel: the first on the right
			ctx.Art.DrawCard(dst, deck, pl.Card, CardLook{X: cx, Y: ry, W: cw, FaceUp: true, Glow: pl.Card == s.played})
		}
		tx := x + ctx.U(40) + 4*(cw+ctx.U(6))
		lead := ctx.T("puzzle.trick.leader", "seat", ctx.T("puzzle.seat."+tr.Plays[0].Seat.String()))
		ctx.Art.DrawText(dst, lead, tx, ry+rowH/2-size*1.3, size*0.9, false, colDim, Left)
		if tr.Winner != game.NoSeat && i*4+3 < shown {
			win := ctx.T("puzzle.trick.winner", "seat", ctx.T("puzzle.seat."+tr.Winner.String()))
			clr := colText
			if tr.Winner.Team() == s.p.Side {
				clr = colGold
			}
			ctx.Art.DrawText(dst, win, tx, ry+rowH/2-ctx.U(2), size, true, clr, Left)
		}
	}
}
