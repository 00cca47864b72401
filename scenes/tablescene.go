package scenes

import (
	"fmt"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/game"
)

// keepsSeats marks the table's scenes: a right-to-left interface does not mirror them.
func (b *tableScene) keepsSeats() {}

// tableScene is what the deal, bid and play scenes share: the table, the menu and
// last-trick buttons, and the last-trick view.
type tableScene struct {
	t          *Table
	menuBtn    Button
	lastBtn    Button
	showLast   bool
	lastAt     int    // which of the reviewable tricks is shown (from the last, 0)
	lastCursor int    // the keyboard cursor on the shown trick's cards (-1: none)
	prevBtn    Button // the trick before, with trick_history
	nextBtn    Button // the trick after
	paused     *pauseMenu
}

// NewTableScene starts a new game of the named game with the saved rules and the seed option.
func NewTableScene(ctx *Context, name string) (Scene, error) {
	k, err := game.ParseKind(name)
	if err != nil {
		return nil, err
	}
	rules := ctx.Prefs.Rules[k]
	if ctx.Prefs.LastGame != k && !ctx.Opts.Autoplay {
		ctx.Prefs.LastGame = k
		ctx.savePrefs()
	}
	seed := ctx.Opts.Seed
	if seed == 0 {
		seed = uint64(ctxClock())
	}
	t, err := NewTable(ctx, k, rules, seed)
	if err != nil {
		return nil, fmt.Errorf("new %s game: %v", k, err)
	}
	ctx.watch(t)
	ctx.saveGame(t.G)
	return &DealScene{tableScene{t: t}}, nil
}

// ContinueScene resumes the saved game of a kind exactly where it stood.
func ContinueScene(ctx *Context, k game.Kind) Scene {
	g := ctx.savedGame(k)
	if g == nil {
		return nil
	}
	t := tableFor(ctx, g)
	ctx.watch(t)
	return sceneFor(t)
}

// watch saves the game after every action and records every finished hand.
func (ctx *Context) watch(t *Table) {
	t.S.OnAction = ctx.saveGame
	t.S.OnHand = func(g *game.Game, handNo int, after game.State) {
		ctx.handEnded(g, handNo, after)
		if aid(ctx.Prefs, "compare") {
			t.compareHand(ctx, handNo, after)
		}
	}
}

// common runs the table and the buttons every table scene has; it reports movement, and
// stop when the scene must do nothing more this tick (paused, or gone to another screen).
func (b *tableScene) common(ctx *Context) (moving, stop bool) {
	b.layoutButtons(ctx)
	if b.paused != nil {
		return false, b.updatePause(ctx)
	}
	moving = b.t.Update(ctx)
	if b.showLast && ctx.Input.Key(ebiten.KeyEscape) {
		b.showLast = false // Esc closes the trick view, not the game
		ctx.Dirty = true
		return moving, true
	}
	if b.showLast && b.askLast(ctx) {
		return moving, true
	}
	if b.menuBtn.Pressed(ctx) {
		b.paused = &pauseMenu{practice: b.t.Practice != nil}
		return true, true
	}
	b.lastBtn.Disabled = len(b.t.Tricks) == 0
	n := len(b.t.Tricks)
	switch {
	case b.lastBtn.Pressed(ctx):
		b.showLast, b.lastAt, b.lastCursor = !b.showLast, 0, -1
		ctx.Dirty = true
	case b.showLast && n > 1 && b.prevBtn.Pressed(ctx):
		b.lastAt, b.lastCursor = min(b.lastAt+1, n-1), -1
		ctx.Dirty = true
	case b.showLast && n > 1 && b.nextBtn.Pressed(ctx):
		b.lastAt, b.lastCursor = max(b.lastAt-1, 0), -1
		ctx.Dirty = true
	case b.showLast && ctx.Input.Click:
		b.showLast = false
		ctx.Dirty = true
	}
	return moving, false
}

func (b *tableScene) layoutButtons(ctx *Context) {
	w, h := ctx.U(160), ctx.U(42)
	b.menuBtn = Button{Rect: Rect{ctx.W - w - ctx.U(16), ctx.U(14), w, h}, Label: ctx.T("menu")}.WithKey(ebiten.KeyEscape)
	b.lastBtn = Button{Rect: Rect{ctx.W - w - ctx.U(16), ctx.U(64), w, h}, Label: ctx.T("last.trick")}.WithKey(ebiten.KeyL)
	b.lastBtn.Disabled = len(b.t.Tricks) == 0
	b.lastBtn.On = b.showLast
	r := b.lastTrickPanel(ctx)
	bw := ctx.U(56)
	b.prevBtn = Button{Rect: Rect{r.X + ctx.U(14), r.Y + ctx.U(12), bw, ctx.U(36)}, Label: "◀"}.WithKey(ebiten.KeyArrowLeft)
	b.nextBtn = Button{Rect: Rect{r.X + r.W - ctx.U(14) - bw, r.Y + ctx.U(12), bw, ctx.U(36)}, Label: "▶"}.WithKey(ebiten.KeyArrowRight)
	b.prevBtn.Disabled = b.lastAt >= len(b.t.Tricks)-1
	b.nextBtn.Disabled = b.lastAt == 0
}

// shownTrick gives the trick the last-trick view shows and its place among the reviewable
// ones from 1 (with trick_history, its number in the hand).
func (b *tableScene) shownTrick() (game.PlayedTrick, int, bool) {
	n := len(b.t.Tricks)
	if !b.showLast || n == 0 {
		return game.PlayedTrick{}, 0, false
	}
	i := n - 1 - min(b.lastAt, n-1)
	return b.t.Tricks[i], i + 1, true
}

// drawCommon paints the table, the buttons and the coach.
func (b *tableScene) drawCommon(dst *ebiten.Image, ctx *Context, marks map[game.Card]CardMark, dragged game.Card) {
	b.layoutButtons(ctx)
	b.t.DrawTable(dst, ctx, marks, dragged)
	b.menuBtn.Draw(dst, ctx)
	if b.t.Coach && !b.t.handOver {
		drawNoteIn(dst, ctx, ctx.T("coach"), []string{coachText(ctx, b.t)}, b.t.noteArea(ctx, false))
	}
	b.lastBtn.Draw(dst, ctx)
	if b.t.Practice != nil { // a practice table says so under its buttons
		ctx.Art.DrawText(dst, ctx.T("couldwin.practice.badge"), b.lastBtn.X+b.lastBtn.W/2, b.lastBtn.Y+b.lastBtn.H+ctx.U(10), ctx.U(16), true, colGold, Center)
	}
}

// drawOverlays paints what lies over the whole table, last of all: the last trick, when
// asked, and the pause menu.
func (b *tableScene) drawOverlays(dst *ebiten.Image, ctx *Context) {
	b.drawLastTrick(dst, ctx)
	b.drawPause(dst, ctx)
}

// drawLastTrick paints the last-trick view, when it is open: the cards by seat, the taker's
// outlined, who took it and (Tarabish) what it was worth.
func (b *tableScene) drawLastTrick(dst *ebiten.Image, ctx *Context) {
	trick, at, ok := b.shownTrick()
	if !ok {
		return
	}
	Shade(dst)
	r := b.lastTrickPanel(ctx)
	fillRound(dst, r.X, r.Y, r.W, r.H, ctx.U(14), colPlate)
	cx := ctx.W / 2
	w := ctx.U(120)
	ctx.Art.DrawText(dst, ctx.T("last.trick"), cx, r.Y+ctx.U(12), ctx.U(22), true, colGold, Center)
	if n := len(b.t.Tricks); n > 1 {
		b.prevBtn.Draw(dst, ctx)
		b.nextBtn.Draw(dst, ctx)
		ctx.Art.DrawText(dst, fmt.Sprintf("%d / %d", at, n), cx, r.Y+ctx.U(44), ctx.U(16), false, colDim, Center)
	}
	took := ctx.T("last.took", "seat", ctx.T("seat."+trick.Winner.String()))
	if trick.Winner == game.South {
		took = ctx.T("last.took.you")
	}
	if b.t.Kind == game.Tarabish {
		took = ctx.T("trick.took.points", "who", took, "points", ctx.T("hint.points", "n", trick.Points(b.t.HUD.Rules, b.t.HUD.Trump)))
	}
	y := r.Y + ctx.U(76) + w*CardAspect + ctx.U(48)
	ctx.Art.DrawText(dst, took, cx, y, ctx.U(18), true, colText, Center)
	for i, l := range b.lastCue(ctx) {
		ctx.Art.DrawText(dst, l, cx, y+ctx.U(32)+float64(i)*ctx.U(15)*1.35, ctx.U(15), false, colDim, Center)
	}
	for i, c := range trick.Cards {
		seat := trickSeat(trick, b.t.Kind, i)
		box := b.lastCardRect(ctx, i)
		ctx.Art.DrawCard(dst, string(ctx.Prefs.Deck), c, CardLook{X: box.X, Y: box.Y, W: w, FaceUp: true, Mark: seat == trick.Winner, Cursor: i == b.lastCursor, Shadow: true})
		if seat != game.South {
			drawAskChip(dst, ctx, box, i+1)
		}
		clr := colDim
		if seat == trick.Winner {
			clr = colGold
		}
		ctx.Art.DrawText(dst, ctx.T("seat."+seat.String()), box.X+w/2, box.Y+box.H+ctx.U(10), ctx.U(16), seat == trick.Winner, clr, Center)
	}
}

// lastTrickPanel gives the box of the last-trick view.
func (b *tableScene) lastTrickPanel(ctx *Context) Rect {
	w := ctx.U(120)
	h := ctx.U(76) + w*CardAspect + ctx.U(90) + ctx.U(12) + float64(len(b.lastCue(ctx)))*ctx.U(15)*1.35
	return Rect{ctx.W/2 - w*2.6, ctx.H/2 - h/2 - ctx.U(20), w * 5.2, h}
}

// DealScene shows the shuffle and the cards flying out in the game's pattern.
type DealScene struct{ tableScene }

// Name names the scene for screenshots.
func (s *DealScene) Name() string { return "deal" }

// Update runs the deal and moves on to the bidding when it is done.
func (s *DealScene) Update(ctx *Context) (bool, error) {
	moving, stop := s.common(ctx)
	if stop {
		return moving, nil
	}
	if ctx.Input.Click && s.t.Busy() {
		s.t.SkipAnimations(ctx)
	}
	if !s.t.Busy() {
		ctx.Scenes.GoTo(ctx, &BidScene{tableScene: s.tableScene})
	}
	return moving, nil
}

// Draw paints the table.
func (s *DealScene) Draw(dst *ebiten.Image, ctx *Context) {
	s.drawCommon(dst, ctx, nil, game.NoCard)
	s.drawOverlays(dst, ctx)
}

// ctxClock gives a seed for games started without one.
func ctxClock() int64 { return time.Now().UnixNano() }
