package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// PracticeMenu gathers the ways to get better away from a running game: a deal played by
// its number and the puzzles; each entry has a line saying what it is.
type PracticeMenu struct {
	entries []practiceItem
	back    Button
	panelR  Rect
}

// practiceItem is one way to practise: its button, what it says about itself, what it opens.
type practiceItem struct {
	btn  Button
	note string
	open func(ctx *Context) Scene
}

// NewPracticeMenu builds the practice menu.
func NewPracticeMenu(ctx *Context) *PracticeMenu { return &PracticeMenu{} }

// Name names the scene for screenshots.
func (s *PracticeMenu) Name() string { return "practice" }

func (s *PracticeMenu) layout(ctx *Context) {
	type item struct {
		label, note string
		key         ebiten.Key
		open        func(ctx *Context) Scene
	}
	items := []item{
		{ctx.T("menu.deal"), ctx.T("practice.deal.note"), ebiten.KeyN, func(ctx *Context) Scene { return NewDealNoScreen(ctx, ctx.Prefs.LastGame, 0) }},
		{ctx.T("menu.puzzles"), ctx.T("practice.puzzles.note"), ebiten.KeyP, func(ctx *Context) Scene { return NewPuzzleList(ctx) }},
	}
	w, bw := ctx.U(820), ctx.U(300)
	for _, it := range items { // the buttons as wide as the longest label needs
		bw = max(bw, ctx.Art.TextWidth(it.label, ctx.U(20), true)+ctx.U(32))
	}
	rowH := ctx.U(92)
	h := ctx.U(90) + float64(len(items))*rowH
	s.panelR = Rect{(ctx.W - w) / 2, max(ctx.U(16), (ctx.H-h)/2-ctx.U(36)), w, h}
	s.entries = s.entries[:0]
	y := s.panelR.Y + ctx.U(80)
	for _, it := range items {
		b := Button{Rect: Rect{s.panelR.X + ctx.U(40), y, bw, ctx.U(48)}, Label: it.label}.WithKey(it.key)
		s.entries = append(s.entries, practiceItem{btn: b, note: it.note, open: it.open})
		y += rowH
	}
	s.back = Button{Rect: Rect{(ctx.W - ctx.U(200)) / 2, s.panelR.Y + h + ctx.U(16), ctx.U(200), ctx.U(46)}, Label: ctx.T("back")}.WithKey(ebiten.KeyEscape)
}

// Update opens the entry chosen, or goes back to the menu.
func (s *PracticeMenu) Update(ctx *Context) (bool, error) {
	s.layout(ctx)
	for _, e := range s.entries {
		if e.btn.Pressed(ctx) {
			ctx.Scenes.GoTo(ctx, e.open(ctx))
			return false, nil
		}
	}
	if s.back.Pressed(ctx) {
		ctx.Scenes.GoTo(ctx, NewMenu(ctx))
	}
	return false, nil
}

// noteRect gives where an entry's note is written: beside its button, to the panel's edge,
// three lines at most.
func (s *PracticeMenu) noteRect(ctx *Context, e practiceItem) Rect {
	x := e.btn.X + e.btn.W + ctx.U(24)
	return Rect{x, e.btn.Y - ctx.U(8), s.panelR.X + s.panelR.W - ctx.U(30) - x, ctx.U(3 * 22)}
}

// Draw paints the entries with their notes.
func (s *PracticeMenu) Draw(dst *ebiten.Image, ctx *Context) {
	s.layout(ctx)
	ctx.Art.DrawFelt(dst, ctx.Scale)
	Panel(dst, ctx, s.panelR)
	ctx.Art.DrawText(dst, ctx.T("menu.practice"), s.panelR.X+ctx.U(40), s.panelR.Y+ctx.U(24), ctx.U(28), true, colGold, Left)
	for _, e := range s.entries {
		e.btn.Draw(dst, ctx)
		r := s.noteRect(ctx, e)
		lines := wrap(ctx, e.note, ctx.U(16), r.W)
		for i, l := range lines {
			ctx.Art.DrawText(dst, l, r.X, r.Y+float64(i)*ctx.U(22), ctx.U(16), false, colDim, Left)
		}
	}
	s.back.Draw(dst, ctx)
}
