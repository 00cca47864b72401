package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/ai/puzzles"
	"tarabish/game"
	"tarabish/settings"
)

// PuzzleScreen is one puzzle: all four hands face up, the trick on the table, the goal. The
// person plays the seat to move; the solver judges the card and the line that follows is
// played out on the table and listed trick by trick.
type PuzzleScreen struct {
	list    *PuzzleList
	set     []*puzzles.Puzzle // the game's puzzles
	idx     int
	p       *puzzles.Puzzle
	legal   game.Cards
	played  game.Card // the card the person chose, or game.NoCard
	verdict puzzles.Verdict
	tricks  []puzzles.Trick
	shown   int // plays of the line shown on the table so far
	wait    int // ticks until the next play of the line is shown
	err     string
	spots   []cardSpot // the seat to move's cards, as drawn
	retry   Button
	next    Button
	back    Button
}

// cardSpot is where a card of the hand to play from lies on the screen.
type cardSpot struct {
	Rect
	card game.Card
}

// puzzleStepTicks is how long each card of the line stays before the next one is shown.
const puzzleStepTicks = 30

// NewPuzzleScreen opens puzzle i of a game's set; back is the list it returns to.
func NewPuzzleScreen(back *PuzzleList, set []*puzzles.Puzzle, i int) *PuzzleScreen {
	s := &PuzzleScreen{list: back, set: set}
	s.open(i)
	return s
}

// open shows puzzle i afresh.
func (s *PuzzleScreen) open(i int) {
	s.idx, s.p = i, s.set[i]
	s.legal = s.p.Legal()
	s.reset()
}

// reset takes the card played back.
func (s *PuzzleScreen) reset() {
	s.played, s.verdict, s.tricks, s.shown, s.wait, s.err = game.NoCard, puzzles.Verdict{}, nil, 0, 0, ""
}

// Name names the scene for screenshots.
func (s *PuzzleScreen) Name() string { return "puzzle" }

func (s *PuzzleScreen) keepsSeats() {}

// play judges a card of the seat to move and, when it reaches the goal, records the puzzle
// as solved.
func (s *PuzzleScreen) play(ctx *Context, c game.Card) {
	v, err := puzzles.Check(s.p, c)
	if err != nil {
		s.err = err.Error()
		return
	}
	s.played, s.verdict, s.tricks = c, v, puzzles.Tricks(s.p, v.Line)
	s.shown, s.wait = 1, ctx.ticks(puzzleStepTicks)
	if v.OK {
		ctx.Sound.Play("win")
		s.solved(ctx)
		ctx.Capture("puzzle-solved")
	} else {
		ctx.Sound.Play("lose")
		ctx.Capture("puzzle-wrong")
	}
}

// solved marks the puzzle solved and hands the progress to the background writer.
func (s *PuzzleScreen) solved(ctx *Context) {
	if !s.list.progress.MarkSolved(s.p.ID) || !ctx.keeps() {
		return
	}
	st, progress := *ctx.Files.Store, settings.Puzzles{Solved: append([]string(nil), s.list.progress.Solved...)}
	ctx.gameSaver().Later(func() error {
		if err := settings.SavePuzzles(st, progress); err != nil {
			return writeNote{"save.failed", err}
		}
		return nil
	})
}

// Update plays the card clicked, plays the line out, and handles the buttons.
func (s *PuzzleScreen) Update(ctx *Context) (bool, error) {
	s.layout(ctx)
	moving := false
	if s.played != game.NoCard && s.shown < len(s.verdict.Line) {
		moving = true
		if s.wait--; s.wait <= 0 {
			s.shown, s.wait = s.shown+1, ctx.ticks(puzzleStepTicks)
			if s.wait == 0 {
				s.shown = len(s.verdict.Line)
			}
		}
	}
	restore := ctx.Art.Mirror(2*s.panel(ctx).X + s.panel(ctx).W)
	retry, next, back := s.retry.Pressed(ctx), s.next.Pressed(ctx), s.back.Pressed(ctx)
	restore()
	switch {
	case back:
		ctx.Scenes.GoTo(ctx, s.list)
	case next:
		s.open(s.idx + 1)
	case retry:
		s.reset()
	case s.played == game.NoCard && ctx.Input.Click:
		for i := len(s.spots) - 1; i >= 0; i-- {
			if sp := s.spots[i]; sp.Has(ctx.Input.X, ctx.Input.Y) {
				if s.legal.Has(sp.card) {
					s.play(ctx, sp.card)
					moving = true
				}
				break
			}
		}
	}
	return moving, nil
}

// layout places the buttons under the panel and the cards of the hand to play from.
func (s *PuzzleScreen) layout(ctx *Context) {
	pr := s.panel(ctx)
	gap := ctx.U(10)
	bw, y := (pr.W-2*gap)/3, pr.Y+pr.H+ctx.U(14)
	s.retry = Button{Rect: Rect{pr.X, y, bw, ctx.U(44)}, Label: ctx.T("puzzle.retry"), Disabled: s.played == game.NoCard}.WithKey(ebiten.KeyR)
	s.next = Button{Rect: Rect{pr.X + bw + gap, y, bw, ctx.U(44)}, Label: ctx.T("puzzle.next"), Disabled: s.idx+1 >= len(s.set)}.WithKey(ebiten.KeyN)
	s.back = Button{Rect: Rect{pr.X + 2*(bw+gap), y, bw, ctx.U(44)}, Label: ctx.T("puzzle.back")}.WithKey(ebiten.KeyEscape)
	s.spots = s.spots[:0]
	seat := s.p.ToMove()
	cards := s.handCards(seat)
	for i, c := range cards {
		pl := s.handPlace(ctx, seat, i, len(cards))
		s.spots = append(s.spots, cardSpot{Rect{pl.X, pl.Y, pl.W, pl.W * CardAspect}, c})
	}
}

// tableW and panelGap size the table's area and the gap to the panel (layout units).
const (
	tableW   = 760.0
	tableH   = 640.0
	panelGap = 20.0
)

// table gives the area the four hands and the trick are drawn in: on the left, or on the
// right in a right-to-left language.
func (s *PuzzleScreen) table(ctx *Context) Rect {
	r := Rect{ctx.U(10), ctx.U(10), ctx.U(tableW), ctx.U(tableH)}
	if ctx.RTL() {
		r.X = ctx.W - r.X - r.W
	}
	return r
}

// panel gives the area of the goal, the verdict and the line, beside the table.
func (s *PuzzleScreen) panel(ctx *Context) Rect {
	r := Rect{ctx.U(10 + tableW + panelGap), ctx.U(16), 0, ctx.H - ctx.U(16+74)}
	r.W = ctx.W - r.X - ctx.U(16)
	if ctx.RTL() {
		r.X = ctx.W - r.X - r.W
	}
	return r
}
