package scenes

import (
	"image/color"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/game"
)

// PlayScene is the play of the tricks: the person's hand fanned at the bottom, played by
// click, double-click, drag or keyboard; dimmed cards explain themselves when chosen.
type PlayScene struct {
	tableScene
	selected  int       // the keyboard cursor's place in the hand, -1 for none
	dragging  game.Card // the card being dragged, or NoCard
	bella     bool      // the Bella toggle
	announce  Button
	show      Button
	bellaBtn  Button
	undoBtn   Button
	hinter    Hinter
	marks     map[game.Card]CardMark
	announced bool
	forfeit   forfeitGuard // the card held back once for the Show warning
}

// Name names the scene for screenshots.
func (s *PlayScene) Name() string { return "play" }

// Enter clears any drag left from before.
func (s *PlayScene) Enter(*Context) { s.dragging = game.NoCard }

// Update takes the person's card or waits for the computer players and animations.
func (s *PlayScene) Update(ctx *Context) (bool, error) {
	moving, stop := s.common(ctx)
	if stop {
		return moving, nil
	}
	t := s.t
	if t.handOver && !t.Busy() && t.Practice != nil {
		ctx.Scenes.GoTo(ctx, &PracticeResult{tableScene: s.tableScene})
		return true, nil
	}
	if t.handOver && !t.Busy() {
		ctx.Scenes.GoTo(ctx, &ScoreScene{tableScene: s.tableScene})
		return true, nil
	}
	in := &ctx.Input
	s.layoutButtons(ctx)
	if s.hinter.Update(ctx, t) {
		moving = true
	}
	if s.undoBtn.W > 0 && s.undoBtn.Pressed(ctx) {
		t.Undo(ctx)
		return true, nil
	}
	if t.Busy() && (in.Click || in.Dropped || len(in.Keys) > 0) && t.G.State.Current() == t.Human {
		if t.Hurry(ctx) { // the person is ready: do not make them wait
			return true, nil // but the second click of a double-click plays nothing
		}
	}
	if !t.HumanTurn() || s.showLast {
		s.dragging = game.NoCard
		return moving, nil
	}
	s.layoutButtons(ctx)
	st := &t.G.State
	legal := st.AppendLegal(nil)
	if s.announce.Pressed(ctx) {
		_ = t.Act(ctx, game.AnnounceAction)
		return true, nil
	}
	if s.show.Pressed(ctx) {
		_ = t.Act(ctx, game.ShowAction)
		return true, nil
	}
	if s.bellaBtn.Pressed(ctx) {
		s.bella = !s.bella
	}
	if s.hinter.btn.Pressed(ctx) || in.Key(ebiten.KeyF1) {
		s.hinter.Ask(t) // F1 asks for a hint with the aid off too
	}
	hand := t.hands[t.Human]
	if n := len(hand); n > 0 {
		switch {
		case in.Key(ebiten.KeyArrowRight):
			s.selected = (s.selected + 1) % n
		case in.Key(ebiten.KeyArrowLeft):
			s.selected = (max(s.selected, 0) + n - 1) % n
		}
		if s.selected >= n {
			s.selected = n - 1
		}
	}
	switch {
	case in.Dragging && s.dragging == game.NoCard:
		if i := s.cardAt(ctx, in.DragStartX, in.DragStartY); i >= 0 {
			s.dragging = hand[i]
		}
	case in.Dropped && s.dragging != game.NoCard:
		c := s.dragging
		s.dragging = game.NoCard
		if in.Y < t.geo.handTop()-ctx.U(20) {
			s.play(ctx, c, legal)
		}
	case in.Click:
		if i := s.cardAt(ctx, in.X, in.Y); i >= 0 {
			s.play(ctx, hand[i], legal)
		}
	case (in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeySpace)) && s.selected >= 0 && s.selected < len(hand):
		s.play(ctx, hand[s.selected], legal)
	}
	return moving, nil
}

// play plays a card of the person's hand, saying Bella when the toggle is on and it may be
// said; a card that may not be played is explained instead.
func (s *PlayScene) play(ctx *Context, c game.Card, legal []game.Action) {
	a := game.PlayAction(c)
	if s.bella {
		for _, l := range legal {
			if l.Verb == game.Play && l.Card == c && l.Bella {
				a.Bella = true
			}
		}
	}
	if why := explainIllegal(ctx, &s.t.G.State, a); why != "" {
		s.t.ShowError(ctx, why)
		return
	}
	if why := s.forfeit.warn(ctx, &s.t.G.State, c, aid(ctx.Prefs, "reminders") || s.t.Coach); why != "" {
		s.t.ShowError(ctx, why)
		return
	}
	if a.Bella {
		s.bella = false
	}
	if s.t.Act(ctx, a) == nil {
		s.selected = -1 // the cursor does not pass to the card that slides into the place
		s.t.stepSprites()
	}
}

// cardAt finds which card of the person's hand is under a point (-1 for none).
func (s *PlayScene) cardAt(ctx *Context, x, y float64) int {
	hand := s.t.hands[s.t.Human]
	for i := len(hand) - 1; i >= 0; i-- {
		p := s.t.sprites[hand[i]].Now()
		if (Rect{p.X, p.Y - ctx.U(22), p.W, p.W*CardAspect + ctx.U(22)}).Has(x, y) {
			return i
		}
	}
	return -1
}

// layoutButtons places Hint and Undo at the right of the hand, Announce or Show and Bella
// beside them, when they apply.
func (s *PlayScene) layoutButtons(ctx *Context) {
	s.tableScene.layoutButtons(ctx)
	g := s.t.geo
	s.announce, s.show, s.bellaBtn, s.undoBtn = Button{}, Button{}, Button{}, Button{}
	if aid(ctx.Prefs, "undo") && s.t.CanUndo() {
		s.undoBtn = Button{Rect: g.actionButton(0, 1), Label: ctx.T("undo.btn")}.WithKey(ebiten.KeyU)
	}
	s.hinter.btn = Button{}
	if !s.t.HumanTurn() {
		return
	}
	if aid(ctx.Prefs, "hints") || s.t.Coach {
		s.hinter.btn = hintButton(ctx, g)
	}
	for _, a := range s.t.G.State.AppendLegal(nil) {
		switch {
		case a.Verb == game.Announce:
			s.announce = Button{Rect: g.actionButton(1, 0), Label: ctx.T("announce.btn")}.WithKey(ebiten.KeyA)
		case a.Verb == game.Show:
			s.show = Button{Rect: g.actionButton(1, 0), Label: ctx.T("show.btn")}.WithKey(ebiten.KeyS)
		case a.Bella:
			s.bellaBtn = Button{Rect: g.actionButton(1, 1), Label: ctx.T("bella.btn"), On: s.bella}.WithKey(ebiten.KeyB)
		}
	}
}

// Draw paints the table with the person's playable cards lit and the others dimmed, the
// keyboard cursor, the hint and the prompt.
func (s *PlayScene) Draw(dst *ebiten.Image, ctx *Context) {
	s.layoutButtons(ctx)
	t := s.t
	s.drawCommon(dst, ctx, s.cardMarks(ctx), s.dragging)
	defer s.drawOverlays(dst, ctx)
	for _, b := range []*Button{&s.announce, &s.show, &s.bellaBtn, &s.undoBtn, &s.hinter.btn} {
		if b.W > 0 {
			b.Draw(dst, ctx)
		}
	}
	if t.HumanTurn() {
		s.hinter.Draw(dst, ctx, t.Kind, t.noteArea(ctx, true))
	}
	if msg := s.prompt(ctx); msg != "" && !s.showLast && t.Err == "" {
		t.drawPrompt(dst, ctx, msg, color.RGBA{})
	}
}

// cardMarks works out how the person's cards look on their turn: the ones that may not be
// played dimmed, the hovered one lifted, the keyboard cursor outlined (on any card), the
// hint's card glowing.
func (s *PlayScene) cardMarks(ctx *Context) map[game.Card]CardMark {
	if s.marks == nil {
		s.marks = map[game.Card]CardMark{}
	}
	clear(s.marks)
	t := s.t
	if !t.HumanTurn() {
		return s.marks
	}
	legal := t.G.State.LegalPlays()
	hover := s.cardAt(ctx, ctx.Input.X, ctx.Input.Y)
	for i, c := range t.hands[t.Human] {
		m := CardMark{Dim: (t.Coach || aid(ctx.Prefs, "legal_cards")) && !legal.Has(c)}
		m.Cursor = i == s.selected
		m.Lift = (i == hover || m.Cursor) && !m.Dim
		m.Glow = c == s.hinter.Suggested() && !m.Dim
		s.marks[c] = m
	}
	return s.marks
}

// prompt gives what the person is told below the trick: their turn, or the reminder that
// applies ("" while others play).
func (s *PlayScene) prompt(ctx *Context) string {
	t := s.t
	if !t.HumanTurn() {
		return ""
	}
	if r := reminder(ctx, &t.G.State, s.bella); r != "" && !t.Coach && aid(ctx.Prefs, "reminders") {
		return r
	}
	return ctx.T("your.turn")
}
