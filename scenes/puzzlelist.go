package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"

	"tarabish/ai/puzzles"
	"tarabish/game"
	"tarabish/settings"
)

// PuzzleList lists the puzzles of both games with their numbers, themes and solved marks,
// and each game's progress.
type PuzzleList struct {
	progress *settings.Puzzles
	notice   string // the damaged progress file's notice, in the player's language
	rows     [2][]Button
	back     Button
}

// puzzleRows is how many rows a column of a game's puzzles holds; each game has two columns.
const puzzleRows = 14

// NewPuzzleList opens the list, reading the progress file once the writes under way are done.
func NewPuzzleList(ctx *Context) *PuzzleList {
	l := &PuzzleList{progress: &settings.Puzzles{}}
	if ctx.Files.Store != nil {
		ctx.flushSaves() // the progress last handed to the background writer is the one to read
		p, notice := settings.LoadPuzzles(*ctx.Files.Store)
		l.progress = &p
		if notice != nil {
			saved := ctx.Notice
			ctx.report("", notice)
			l.notice, ctx.Notice = ctx.Notice, saved
		}
	}
	return l
}

// Name names the scene for screenshots.
func (l *PuzzleList) Name() string { return "puzzles" }

func (l *PuzzleList) layout(ctx *Context) {
	colW := (ctx.W - ctx.U(90)) / 2
	w, h, gap := (colW-ctx.U(10))/2, ctx.U(30), ctx.U(5)
	for k := range l.rows {
		ps := puzzles.For(game.Kind(k))
		l.rows[k] = l.rows[k][:0]
		for i, p := range ps {
			x := ctx.U(30) + float64(k)*(colW+ctx.U(30)) + float64(i/puzzleRows)*(w+ctx.U(10))
			y := ctx.U(150) + float64(i%puzzleRows)*(h+gap)
			label := ctx.T("puzzles.row", "n", i+1, "theme", ctx.T("theme."+string(p.Theme)))
			l.rows[k] = append(l.rows[k], Button{Rect: Rect{x, y, w, h}, Label: label, On: l.progress.IsSolved(p.ID)})
		}
	}
	bw := ctx.U(200)
	l.back = Button{Rect: Rect{(ctx.W - bw) / 2, ctx.H - ctx.U(58), bw, ctx.U(44)}, Label: ctx.T("puzzles.back")}.WithKey(ebiten.KeyEscape)
}

// Update opens the puzzle clicked, or goes back to the practice screen.
func (l *PuzzleList) Update(ctx *Context) (bool, error) {
	l.layout(ctx)
	for k := range l.rows {
		for i := range l.rows[k] {
			if l.rows[k][i].Pressed(ctx) {
				ctx.Scenes.GoTo(ctx, NewPuzzleScreen(l, puzzles.For(game.Kind(k)), i))
				return false, nil
			}
		}
	}
	if l.back.Pressed(ctx) {
		ctx.Scenes.GoTo(ctx, NewPracticeMenu(ctx))
	}
	return false, nil
}

// solved counts a game's puzzles solved.
func (l *PuzzleList) solved(k game.Kind) int {
	n := 0
	for _, p := range puzzles.For(k) {
		if l.progress.IsSolved(p.ID) {
			n++
		}
	}
	return n
}

// Draw paints the two games' columns of puzzles.
func (l *PuzzleList) Draw(dst *ebiten.Image, ctx *Context) {
	l.layout(ctx)
	ctx.Art.DrawFelt(dst, ctx.Scale)
	ctx.Art.DrawText(dst, ctx.T("puzzles.title"), ctx.U(30), ctx.U(18), ctx.U(30), true, colGold, Left)
	if l.notice != "" { // the damaged progress file's notice stands where the introduction goes
		for i, line := range wrapBold(ctx, l.notice, ctx.U(14), ctx.W-ctx.U(60), false) {
			ctx.Art.DrawText(dst, line, ctx.U(30), ctx.U(58)+float64(i)*ctx.U(19), ctx.U(14), false, colAccent, Left)
		}
	} else {
		ctx.Art.DrawText(dst, ctx.T("puzzles.intro"), ctx.U(30), ctx.U(62), ctx.U(16), false, colDim, Left)
	}
	for k := range l.rows {
		kind := game.Kind(k)
		if len(l.rows[k]) == 0 {
			continue
		}
		x := l.rows[k][0].X
		Panel(dst, ctx, Rect{x - ctx.U(10), ctx.U(100), (ctx.W-ctx.U(90))/2 + ctx.U(20), ctx.U(552)})
		progress := ctx.T("puzzles.progress", "game", ctx.T("game."+kind.String()), "solved", l.solved(kind), "n", len(l.rows[k]))
		ctx.Art.DrawText(dst, progress, x, ctx.U(112), ctx.U(19), true, colGold, Left)
		for i := range l.rows[k] {
			drawPuzzleRow(dst, ctx, &l.rows[k][i])
		}
	}
	l.back.Draw(dst, ctx)
}

// drawPuzzleRow paints one puzzle of the list: its number and theme, and a check mark
// when it is solved.
func drawPuzzleRow(dst *ebiten.Image, ctx *Context, b *Button) {
	clr := colButton
	if b.Has(ctx.Art.flipX(ctx.Input.X), ctx.Input.Y) {
		clr = colButtonHot
	}
	r := ctx.Art.flipRect(b.Rect)
	fillRound(dst, r.X, r.Y, r.W, r.H, ctx.U(8), clr)
	size := ctx.U(16)
	ctx.Art.DrawText(dst, b.Label, b.X+ctx.U(10), b.Y+(b.H-size*1.2)/2, size, false, colText, Left)
	if b.On {
		drawCheck(dst, ctx, b.X+b.W-ctx.U(26), b.Y+b.H/2)
	}
}

// drawCheck draws a gold check mark centred near (x, y).
func drawCheck(dst *ebiten.Image, ctx *Context, x, y float64) {
	x = ctx.Art.flipX(x)
	u := ctx.U(1)
	w := float32(3 * u)
	vector.StrokeLine(dst, float32(x-7*u), float32(y), float32(x-2*u), float32(y+6*u), w, colGold, true)
	vector.StrokeLine(dst, float32(x-2*u), float32(y+6*u), float32(x+8*u), float32(y-7*u), w, colGold, true)
}
