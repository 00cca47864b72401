package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/game"
)

// GameOverScene ends a game: the winners, the final score, the hands played and the game's
// figures per team, with New game and Menu (and the last hand's review when that aid is on).
type GameOverScene struct {
	tableScene
	again, menu, look Button
	panel             Rect
	tally             gameTally
	shown             int // ticks on screen (autoplay moves on by itself)
}

// newGameOver counts the game's figures once.
func newGameOver(ts tableScene) *GameOverScene {
	return &GameOverScene{tableScene: ts, tally: tallyGame(ts.t.Kind, ts.t.G.Results)}
}

// Name names the scene for screenshots.
func (s *GameOverScene) Name() string { return "game-over" }

// Enter plays the winner's fanfare.
func (s *GameOverScene) Enter(ctx *Context) { ctx.Sound.Play("win") }

// gameOverRow is one line of the figures: its label and the value of each team.
type gameOverRow struct {
	label string
	v     [2]int
}

// rows gives the figures worth showing for the game played.
func (s *GameOverScene) rows(ctx *Context) []gameOverRow {
	g := s.tally
	var out []gameOverRow
	add := func(key string, v [2]int, always bool) {
		if always || v[0] != 0 || v[1] != 0 {
			out = append(out, gameOverRow{ctx.T(key), v})
		}
	}
	if s.t.Kind == game.Tarabish {
		add("over.called", g.Called, true)
		add("over.bait", g.Bait, true)
		add("over.half.bait", g.HalfBait, false)
		add("over.bella", g.Bella, true)
		add("over.runs", g.Runs, true)
		add("over.capot", g.Capot, false)
	} else {
		add("over.bids", g.Called, true)
		add("over.made", g.Made, true)
		add("over.failed", g.Bait, true)
		add("over.kaboot", g.Capot, false)
		if s.t.final.Rules.Match != game.MatchOneSet {
			add("over.sets", s.t.final.Sets, true)
		}
	}
	add("over.best", g.Best, true)
	return out
}

// layout places the panel and its buttons, centred under the figures.
func (s *GameOverScene) layout(ctx *Context) {
	pw := math.Min(ctx.U(760), ctx.W-ctx.U(40))
	ph := ctx.U(250) + float64(len(s.rows(ctx)))*ctx.U(34) + ctx.U(90)
	s.panel = Rect{(ctx.W - pw) / 2, (ctx.H - ph) / 2, pw, ph}
	h := ctx.U(50)
	labels := []string{ctx.T("new.game"), ctx.T("menu")}
	review := (aid(ctx.Prefs, "hand_review") || s.t.Coach) && s.t.Human != game.NoSeat && len(s.t.G.Hands) > 0 && !s.t.final.Result.ThrownIn
	if review {
		labels = append(labels, ctx.T("review.btn"))
	}
	w := ctx.U(200)
	for _, l := range labels {
		w = max(w, ctx.Art.TextWidth(l, ctx.U(20), true)+ctx.U(32))
	}
	gap := ctx.U(20)
	x := ctx.W/2 - (float64(len(labels))*w+float64(len(labels)-1)*gap)/2
	y := s.panel.Y + ph - h - ctx.U(28)
	s.again = Button{Rect: Rect{x, y, w, h}, Label: labels[0]}.WithKey(ebiten.KeyEnter)
	s.menu = Button{Rect: Rect{x + w + gap, y, w, h}, Label: labels[1]}.WithKey(ebiten.KeyEscape)
	s.look = Button{}
	if review {
		s.look = Button{Rect: Rect{x + 2*(w+gap), y, w, h}, Label: labels[2]}.WithKey(ebiten.KeyR)
	}
}

// Update handles New game, Menu and Review; a demo game starts the next one by itself.
func (s *GameOverScene) Update(ctx *Context) (bool, error) {
	defer ctx.Art.Mirror(ctx.W)()
	s.layout(ctx)
	moving := s.t.Update(ctx)
	s.shown++
	demo := s.t.Human == game.NoSeat
	auto := demo && s.shown > ctx.ticks(120)+30 && len(ctx.pending) == 0
	switch {
	case s.look.W > 0 && s.look.Pressed(ctx):
		ctx.Scenes.GoTo(ctx, NewReviewScreen(s, s.t.G.State.Rules, s.t.G.Hands[len(s.t.G.Hands)-1]))
	case s.again.Pressed(ctx) || auto:
		ctx.HandFinished()
		next, err := NewTableScene(ctx, s.t.Kind.String())
		if err != nil {
			return false, err
		}
		ctx.Scenes.GoTo(ctx, next)
	case s.menu.Pressed(ctx):
		ctx.HandFinished()
		ctx.Scenes.GoTo(ctx, NewMenu(ctx))
	}
	return moving || demo, nil
}

// finalScore words the final score: the game's points, or a match's sets or total points.
func (s *GameOverScene) finalScore(ctx *Context) string {
	f := &s.t.final
	switch {
	case s.t.Kind == game.Tarneeb && f.Rules.Match == game.MatchThirteenSets:
		return ctx.T("over.total", "us", ctx.Int(f.Total[game.NS]), "them", ctx.Int(f.Total[game.EW]))
	case s.t.Kind == game.Tarneeb && f.Rules.Match == game.MatchBestOf3:
		return ctx.T("over.sets.score", "us", ctx.Int(f.Sets[game.NS]), "them", ctx.Int(f.Sets[game.EW]))
	}
	return ctx.T("over.score", "us", ctx.Int(f.Score[game.NS]), "them", ctx.Int(f.Score[game.EW]))
}

// title names the winners.
func (s *GameOverScene) title(ctx *Context) string {
	if s.t.final.Winner == game.NS {
		return ctx.T("over.we")
	}
	return ctx.T("over.they")
}

// Draw paints the table dimmed with the game-over panel over it.
func (s *GameOverScene) Draw(dst *ebiten.Image, ctx *Context) {
	s.layout(ctx)
	s.t.DrawTable(dst, ctx, nil, game.NoCard)
	Shade(dst)
	defer ctx.Art.Mirror(ctx.W)()
	p := s.panel
	Panel(dst, ctx, p)
	cx := ctx.W / 2
	ctx.Art.DrawText(dst, s.title(ctx), cx, p.Y+ctx.U(26), ctx.U(34), true, colGold, Center)
	ctx.Art.DrawText(dst, s.finalScore(ctx), cx, p.Y+ctx.U(86), ctx.U(24), true, colText, Center)
	played := ctx.T("over.hands", "n", s.tally.Hands)
	if s.tally.ThrownIn > 0 {
		played += " · " + ctx.T("over.thrown", "n", s.tally.ThrownIn)
	}
	ctx.Art.DrawText(dst, played, cx, p.Y+ctx.U(126), ctx.U(18), false, colDim, Center)
	s.drawRows(dst, ctx, p.Y+ctx.U(180))
	s.again.Draw(dst, ctx)
	s.menu.Draw(dst, ctx)
	if s.look.W > 0 {
		s.look.Draw(dst, ctx)
	}
}

// gameOverCols gives the figures' label start and the right edges of the two team columns.
func (s *GameOverScene) gameOverCols(ctx *Context) (x, us, them float64) {
	x = s.panel.X + ctx.U(70)
	them = s.panel.X + s.panel.W - ctx.U(70)
	return x, them - ctx.U(120), them
}

// drawRows writes the figures, a column per team.
func (s *GameOverScene) drawRows(dst *ebiten.Image, ctx *Context, y float64) {
	size := ctx.U(18)
	x, c1, c2 := s.gameOverCols(ctx)
	ctx.Art.DrawText(dst, ctx.T("us"), c1, y, size, true, colGold, Right)
	ctx.Art.DrawText(dst, ctx.T("them"), c2, y, size, true, colGold, Right)
	y += ctx.U(40)
	for _, r := range s.rows(ctx) {
		ctx.Art.DrawText(dst, r.label, x, y, size, false, colText, Left)
		ctx.Art.DrawText(dst, ctx.Int(r.v[0]), c1, y, size, true, colText, Right)
		ctx.Art.DrawText(dst, ctx.Int(r.v[1]), c2, y, size, true, colText, Right)
		y += ctx.U(34)
	}
}
