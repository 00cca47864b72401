package scenes

import (
	"fmt"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/ai/dd"
	"tarabish/game"
	"tarabish/scenes/session"
)

// Practice marks a table that plays a reviewed hand on from one of its moments: nothing of
// it is saved or counted, it cannot be continued later, and the hand's end shows what the
// practice took against what the hand really took instead of the scoreboard.
type Practice struct {
	Back  Scene // the review it came from
	Rules game.Rules
	Hand  game.HandRecord
	Move  int        // the moment: the index in the hand's moves of the card played from it
	At    game.State // the state at the moment
	Real  [2]int     // what each team really took in the hand (the review's measure)
	best  *ddJob     // the best result from the moment, solved off the game loop
}

// NewPracticeScene sets a practice table at a moment of a finished hand: the cards as they
// stood just before move, the person South and the computer players of the settings at the
// other seats, each seeing only its own cards.
func NewPracticeScene(ctx *Context, back Scene, rules game.Rules, h game.HandRecord, move int) (Scene, error) {
	whole, err := game.Rebuild(rules, game.History{Hands: []game.HandRecord{h}}, nil)
	if err != nil {
		return nil, err
	}
	g, err := gameAt(rules, h, move)
	if err != nil {
		return nil, err
	}
	if g.State.Phase != game.PhasePlay || h.Moves[move].Action.Verb != game.Play {
		return nil, fmt.Errorf("move %d is not a card of the play", move+1)
	}
	p := &Practice{Back: back, Rules: rules, Hand: h, Move: move, At: g.State, Real: handTook(whole.State.Result)}
	p.best = startDD(dd.NewSolver(), p.At, false, nil)
	t := tableOf(ctx, session.New(g, game.South, session.Players(prefLevels(ctx))))
	t.Practice = p
	return sceneFor(t), nil
}

// prefLevels gives the computer players' levels of the settings, seat by seat (South plays
// as well as the partner when the computer plays it).
func prefLevels(ctx *Context) [4]string {
	var levels [4]string
	for seat := range levels {
		levels[seat] = string(ctx.Prefs.AI.For(game.Seat(seat)))
	}
	levels[game.South] = string(ctx.Prefs.AI.North)
	return levels
}

// again sets the table at the same moment afresh.
func (p *Practice) again(ctx *Context) {
	p.best.stop()
	next, err := NewPracticeScene(ctx, p.Back, p.Rules, p.Hand, p.Move)
	if err != nil {
		ctx.report("", err)
		return
	}
	ctx.Scenes.GoTo(ctx, next)
}

// leave stops the practice's work and goes back to the review.
func (p *Practice) leave(ctx *Context, t *Table) {
	t.StopThinking()
	t.S.Quit()
	p.best.stop()
	ctx.Scenes.GoTo(ctx, p.Back)
}

// bestTook gives what each team takes with best play from the moment on, and whether it is
// solved yet.
func (p *Practice) bestTook() ([2]int, bool) {
	if !p.best.solved() {
		return [2]int{}, false
	}
	sofar := takenSoFar(&p.At)
	mover := p.At.Turn.Team()
	var out [2]int
	out[mover] = sofar[mover] + p.best.value
	out[mover.Other()] = p.Real[0] + p.Real[1] - out[mover]
	return out, true
}

// PracticeResult shows, when the practice hand ends, what it took against what the hand
// really took and the double-dummy best, with buttons to try again and to go back.
type PracticeResult struct {
	tableScene
	again Button
	back  Button
	seen  bool // the update has seen the best result solved (or given up): it may be drawn
}

// Name names the scene for screenshots.
func (s *PracticeResult) Name() string { return "practice-result" }

// Update waits for Try again or Back.
func (s *PracticeResult) Update(ctx *Context) (bool, error) {
	defer ctx.Art.Mirror(ctx.W)() // the panel reads right to left in Arabic
	s.layout(ctx)
	moving := s.t.Update(ctx)
	p := s.t.Practice
	if !s.seen {
		ctx.Dirty = true // the solving cue moves, and the frame after the result comes shows it
		s.seen = p.best.ready()
	}
	switch {
	case s.again.Pressed(ctx):
		p.again(ctx)
	case s.back.Pressed(ctx):
		p.leave(ctx, s.t)
	}
	return moving, nil
}

func (s *PracticeResult) layout(ctx *Context) {
	w, h := ctx.U(240), ctx.U(50)
	for _, l := range []string{ctx.T("couldwin.again"), ctx.T("couldwin.back")} {
		w = max(w, ctx.Art.TextWidth(l, ctx.U(20), true)+ctx.U(40))
	}
	y := ctx.H/2 + ctx.U(110)
	s.again = Button{Rect: Rect{ctx.W/2 - w - ctx.U(10), y, w, h}, Label: ctx.T("couldwin.again")}.WithKey(ebiten.KeyEnter)
	s.back = Button{Rect: Rect{ctx.W/2 + ctx.U(10), y, w, h}, Label: ctx.T("couldwin.back")}.WithKey(ebiten.KeyEscape)
}

// Draw paints the table dimmed with the comparison over it.
func (s *PracticeResult) Draw(dst *ebiten.Image, ctx *Context) {
	s.layout(ctx)
	s.t.DrawTable(dst, ctx, nil, game.NoCard)
	Shade(dst)
	defer ctx.Art.Mirror(ctx.W)()
	p := s.t.Practice
	k := p.Rules.Game
	pw, ph := ctx.U(820), ctx.U(280)
	px, py := (ctx.W-pw)/2, ctx.H/2-ctx.U(200)
	Panel(dst, ctx, Rect{px, py, pw, ph})
	m := p.At
	ctx.Art.DrawText(dst, ctx.T("couldwin.practice.title", "n", int(m.TrickNo)+1), ctx.W/2, py+ctx.U(20), ctx.U(28), true, colGold, Center)
	x, y, width := px+ctx.U(40), py+ctx.U(84), pw-ctx.U(80)
	drawShrunk(dst, ctx, ctx.T("couldwin.practice.took", "took", tookWords(ctx, k, handTook(s.t.final.Result))), x, y, ctx.U(20), true, colText, width)
	drawShrunk(dst, ctx, ctx.T("couldwin.practice.real", "took", tookWords(ctx, k, p.Real)), x, y+ctx.U(44), ctx.U(20), false, colText, width)
	best := ctx.T("couldwin.solving") + "…"
	if v, ok := p.bestTook(); ok && s.seen {
		best = tookWords(ctx, k, v)
	} else if s.seen {
		best = "—"
	}
	drawShrunk(dst, ctx, ctx.T("couldwin.practice.best", "took", best), x, y+ctx.U(88), ctx.U(20), false, colDim, width)
	if k == game.Tarabish {
		drawShrunk(dst, ctx, ctx.T("couldwin.practice.cards"), x, y+ctx.U(132), ctx.U(15), false, colDim, width)
	}
	s.again.Draw(dst, ctx)
	s.back.Draw(dst, ctx)
}
