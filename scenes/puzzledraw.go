package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/ai/puzzles"
	"tarabish/game"
)

// puzzleCardW is the width of the cards in the hands and on the trick (layout units).
const puzzleCardW = 64.0

// lineShown gives how many plays of the line are shown so far (in the panel).
func (s *PuzzleScreen) lineShown() int {
	if s.played == game.NoCard {
		return 0
	}
	return min(s.shown, len(s.verdict.Line))
}

// tableShown gives how many plays of the line the table shows: those shown while the line
// is played out, and once it is, the card played alone, so that the position stays in view.
func (s *PuzzleScreen) tableShown() int {
	if n := s.lineShown(); n == 0 || n < len(s.verdict.Line) {
		return n
	}
	return 1
}

// revealed gives the cards on the table when the puzzle began, then the first n plays of
// the line.
func (s *PuzzleScreen) revealed(n int) []puzzles.Play {
	var out []puzzles.Play
	seat := s.p.Leader
	for _, c := range s.p.Trick {
		out = append(out, puzzles.Play{Seat: seat, Card: c})
		seat = s.p.Game.Next(seat)
	}
	return append(out, s.verdict.Line[:n]...)
}

// handCards gives the cards a seat still holds on the table now, sorted for display.
func (s *PuzzleScreen) handCards(seat game.Seat) []game.Card {
	h := s.p.Hands[seat]
	for _, pl := range s.verdict.Line[:s.tableShown()] {
		h &^= pl.Card.Mask()
	}
	cards := h.Slice()
	sortHand(cards, s.p.Trump, s.p.Game)
	return cards
}

// handPlace gives where card i of n of a seat's hand lies: North and South in rows, West
// and East in columns, every card face up.
func (s *PuzzleScreen) handPlace(ctx *Context, seat game.Seat, i, n int) Place {
	t := s.table(ctx)
	w := ctx.U(puzzleCardW)
	h := w * CardAspect
	switch seat {
	case game.North, game.South:
		step := ctx.U(42)
		x := t.X + (t.W-(step*float64(n-1)+w))/2 + step*float64(i)
		y := t.Y + ctx.U(36)
		if seat == game.South {
			y = t.Y + t.H - h - ctx.U(6)
		}
		return Place{X: x, Y: y, W: w, FaceUp: true}
	}
	x := t.X + ctx.U(16)
	if seat == game.East {
		x = t.X + t.W - ctx.U(16) - w
	}
	return Place{X: x, Y: t.Y + ctx.U(200) + ctx.U(32)*float64(i), W: w, FaceUp: true}
}

// trickSpot gives where a seat's card lies on the trick.
func (s *PuzzleScreen) trickSpot(ctx *Context, seat game.Seat) Place {
	t := s.table(ctx)
	w := ctx.U(puzzleCardW)
	cx, cy := t.X+t.W/2-w/2, t.Y+ctx.U(300)
	switch seat {
	case game.North:
		cy -= ctx.U(60)
	case game.South:
		cy += ctx.U(60)
	case game.West:
		cx -= ctx.U(82)
	case game.East:
		cx += ctx.U(82)
	}
	return Place{X: cx, Y: cy, W: w, FaceUp: true}
}

// Draw paints the table, the panel with the goal and the verdict, and the buttons.
func (s *PuzzleScreen) Draw(dst *ebiten.Image, ctx *Context) {
	s.layout(ctx)
	ctx.Art.DrawFelt(dst, ctx.Scale)
	s.drawTable(dst, ctx)
	pr := s.panel(ctx)
	defer ctx.Art.Mirror(2*pr.X + pr.W)()
	Panel(dst, ctx, pr)
	s.drawPanel(dst, ctx, pr)
	s.retry.Draw(dst, ctx)
	s.next.Draw(dst, ctx)
	s.back.Draw(dst, ctx)
}

// drawTable paints the four hands, their names and the trick.
func (s *PuzzleScreen) drawTable(dst *ebiten.Image, ctx *Context) {
	deck := string(ctx.Prefs.Deck)
	toMove := s.p.ToMove()
	for _, seat := range []game.Seat{game.North, game.East, game.South, game.West} {
		cards := s.handCards(seat)
		for i, c := range cards {
			pl := s.handPlace(ctx, seat, i, len(cards))
			dim := seat == toMove && s.played == game.NoCard && !s.legal.Has(c)
			ctx.Art.DrawCard(dst, deck, c, CardLook{X: pl.X, Y: pl.Y, W: pl.W, FaceUp: true, Dim: dim})
		}
		s.drawSeatName(dst, ctx, seat, seat == toMove && s.played == game.NoCard)
	}
	plays := s.revealed(s.tableShown())
	if len(plays) == 0 {
		return
	}
	start := (len(plays) - 1) / 4 * 4
	for _, pl := range plays[start:] {
		p := s.trickSpot(ctx, pl.Seat)
		ctx.Art.DrawCard(dst, deck, pl.Card, CardLook{X: p.X, Y: p.Y, W: p.W, FaceUp: true, Glow: pl.Card == s.played})
	}
}

// drawSeatName writes a seat's name by its hand, in gold for the seat to move.
func (s *PuzzleScreen) drawSeatName(dst *ebiten.Image, ctx *Context, seat game.Seat, turn bool) {
	t := s.table(ctx)
	clr := colDim
	if turn {
		clr = colGold
	}
	name := ctx.T("puzzle.seat." + seat.String())
	size := ctx.U(16)
	first := s.handPlace(ctx, seat, 0, max(1, s.p.Hands[seat].Len()))
	switch seat {
	case game.North:
		ctx.Art.DrawText(dst, name, t.X+t.W/2, t.Y+ctx.U(10), size, true, clr, Center)
	case game.South:
		ctx.Art.DrawText(dst, name, t.X+t.W/2, first.Y-ctx.U(26), size, true, clr, Center)
	default:
		ctx.Art.DrawText(dst, name, first.X+first.W/2, first.Y-ctx.U(26), size, true, clr, Center)
	}
}
