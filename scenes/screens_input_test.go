package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/game"
	"tarabish/settings"
)

// uiCtx gives a context with fonts and a private store, as the window has, in English at
// 1280x720.
func uiCtx(t *testing.T) *Context {
	t.Helper()
	ctx := auditCtx(t, "en", 1280, 720)
	ctx.Files.Store = &settings.Store{ConfigDir: t.TempDir(), DataDir: t.TempDir()}
	ctx.Opts.Seed = 11
	finishWrites(t, ctx)
	return ctx
}

// finishWrites has the test end only after the figures' worker and the background writer are
// done, so that nothing writes into the test's folders while they are removed.
func finishWrites(t *testing.T, ctx *Context) {
	t.Cleanup(func() {
		ctx.stopProgress()
		ctx.flushSaves()
	})
}

// frame runs one tick of the scene manager with the pointer at (x, y), pressed or released.
func frame(t *testing.T, ctx *Context, x, y float64, pressed, released bool, keys ...ebiten.Key) {
	t.Helper()
	ctx.Input.step(x, y, pressed, released, 1)
	ctx.Input.Keys = keys
	if _, err := ctx.Scenes.Update(ctx); err != nil {
		t.Fatal(err)
	}
	ctx.Input.Keys = nil
}

// idle runs n ticks with nothing done, the pointer still.
func idle(t *testing.T, ctx *Context, n int) {
	for i := 0; i < n; i++ {
		frame(t, ctx, ctx.Input.X, ctx.Input.Y, false, false)
	}
}

// clickAt presses and releases the mouse at the middle of a button, a tick each.
func clickAt(t *testing.T, ctx *Context, b Button) {
	t.Helper()
	x, y := b.X+b.W/2, b.Y+b.H/2
	frame(t, ctx, x, y, true, false)
	frame(t, ctx, x, y, false, true)
}

// pressKey presses a key for one tick.
func pressKey(t *testing.T, ctx *Context, k ebiten.Key) {
	t.Helper()
	frame(t, ctx, ctx.Input.X, ctx.Input.Y, false, false, k)
}

// show makes a scene current and lets the guard against the previous screen's clicks pass.
func show(t *testing.T, ctx *Context, s Scene) {
	t.Helper()
	ctx.Scenes.GoTo(ctx, s)
	idle(t, ctx, clickGuard+ctx.ticks(fadeTicks)+2)
}

// button finds a menu button by its label.
func menuButton(t *testing.T, ctx *Context, m *Menu, key string) Button {
	t.Helper()
	m.layout(ctx)
	for _, b := range m.buttons {
		if b.Label == ctx.T(key) {
			return b
		}
	}
	t.Fatalf("no menu button %s", key)
	return Button{}
}

// pausedTable gives a new Tarabish table with its pause menu open.
func pausedTable(t *testing.T, ctx *Context) *DealScene {
	t.Helper()
	s, err := NewTableScene(ctx, "tarabish")
	if err != nil {
		t.Fatal(err)
	}
	d := s.(*DealScene)
	d.paused = &pauseMenu{}
	d.paused.layout(ctx, true, false)
	return d
}

// TestDoubleClickAtScreenChange double-clicks every button that changes the screen: the
// first click changes it, the second lands on the new screen and must do nothing there.
func TestDoubleClickAtScreenChange(t *testing.T) {
	type step struct {
		name  string
		start func(ctx *Context) (Scene, Button)
	}
	for _, c := range []step{
		{"menu → settings", func(ctx *Context) (Scene, Button) {
			m := NewMenu(ctx)
			return m, menuButton(t, ctx, m, "menu.settings")
		}},
		{"menu → statistics", func(ctx *Context) (Scene, Button) { m := NewMenu(ctx); return m, menuButton(t, ctx, m, "menu.stats") }},
		{"menu → how to play", func(ctx *Context) (Scene, Button) { m := NewMenu(ctx); return m, menuButton(t, ctx, m, "menu.howto") }},
		{"menu → new game", func(ctx *Context) (Scene, Button) {
			m := NewMenu(ctx)
			return m, menuButton(t, ctx, m, "menu.tarabish")
		}},
		{"settings → menu", func(ctx *Context) (Scene, Button) { s := NewSettingsScreen(ctx); s.layout(ctx); return s, s.done }},
		{"statistics → menu", func(ctx *Context) (Scene, Button) { s := NewStatsScreen(ctx); s.layout(ctx); return s, s.done }},
		{"how to play → menu", func(ctx *Context) (Scene, Button) { h := NewHowTo(ctx); h.layout(ctx); return h, h.done }},
		{"pause → settings", func(ctx *Context) (Scene, Button) { d := pausedTable(t, ctx); return d, d.paused.settings }},
		{"pause → how to play", func(ctx *Context) (Scene, Button) { d := pausedTable(t, ctx); return d, d.paused.rules }},
		{"pause → main menu", func(ctx *Context) (Scene, Button) { d := pausedTable(t, ctx); return d, d.paused.leave }},
		{"game over → new game", func(ctx *Context) (Scene, Button) {
			s := finishedGame(t, ctx)
			s.layout(ctx)
			return s, s.again
		}},
		{"game over → menu", func(ctx *Context) (Scene, Button) {
			s := finishedGame(t, ctx)
			s.layout(ctx)
			return s, s.menu
		}},
	} {
		t.Run(c.name, func(t *testing.T) {
			ctx := uiCtx(t)
			first, b := c.start(ctx)
			show(t, ctx, first)
			clickAt(t, ctx, b)
			next := ctx.Scenes.Current()
			if next == first {
				t.Fatalf("the first click did not change the screen")
			}
			prefs := *ctx.Prefs
			paused := pausedOf(next)
			clickAt(t, ctx, b) // the second click of the double-click
			idle(t, ctx, 3)
			if cur := ctx.Scenes.Current(); cur != next {
				t.Errorf("the second click acted on the new screen: %T, then %T", next, cur)
			}
			if *ctx.Prefs != prefs {
				t.Errorf("the second click changed a setting")
			}
			if pausedOf(next) != paused {
				t.Errorf("the second click opened or closed the pause menu")
			}
			if d, ok := next.(*DealScene); ok && !d.t.Busy() {
				t.Errorf("the second click skipped the deal")
			}
		})
	}
}

// pausedOf reports whether a table scene has its pause menu open.
func pausedOf(s Scene) bool {
	if d, ok := s.(*DealScene); ok {
		return d.paused != nil
	}
	return false
}

// finishedGame gives the game-over screen of a Tarabish game won by North and South.
func finishedGame(t *testing.T, ctx *Context) *GameOverScene {
	t.Helper()
	g, err := game.NewGame(game.DefaultRules(game.Tarabish), 3)
	if err != nil {
		t.Fatal(err)
	}
	tb := tableFor(ctx, g)
	tb.final = game.State{Rules: g.State.Rules, Phase: game.PhaseOver, Winner: game.NS, Score: [2]int{512, 311}}
	return newGameOver(tableScene{t: tb})
}

// TestEscClosesTheTopOverlay presses Esc over each overlay: a dialog closes first and
// leaves its screen as it was, then Esc leaves the screen.
func TestEscClosesTheTopOverlay(t *testing.T) {
	t.Run("settings dialog, then settings", func(t *testing.T) {
		ctx := uiCtx(t)
		ctx.saveGame(mustGame(t, game.Tarabish))
		s := NewSettingsScreen(ctx)
		show(t, ctx, s)
		_ = ctx.Prefs.Set("rules.tarabish.bella_call", "either")
		pressKey(t, ctx, ebiten.KeyEscape) // Done: asks about the game in progress
		if s.confirm == nil {
			t.Fatal("no question about the game in progress")
		}
		pressKey(t, ctx, ebiten.KeyEscape)
		if s.confirm != nil || ctx.Scenes.Current() != s {
			t.Fatalf("Esc on the dialog: dialog open %v, screen %T", s.confirm != nil, ctx.Scenes.Current())
		}
		if v, _ := ctx.Prefs.Get("rules.tarabish.bella_call"); v != "either" {
			t.Errorf("Esc on the dialog undid the rule change (%s)", v)
		}
		pressKey(t, ctx, ebiten.KeyEscape)
		pressKey(t, ctx, ebiten.KeyEnter) // apply from the next game
		if _, ok := ctx.Scenes.Current().(*Menu); !ok {
			t.Errorf("after the answer: %T, want the menu", ctx.Scenes.Current())
		}
	})
	t.Run("statistics dialog, then statistics", func(t *testing.T) {
		ctx := uiCtx(t)
		s := NewStatsScreen(ctx)
		show(t, ctx, s)
		s.layout(ctx)
		clickAt(t, ctx, s.resets[0])
		if s.confirm == nil {
			t.Fatal("no question before the reset")
		}
		pressKey(t, ctx, ebiten.KeyEscape)
		if s.confirm != nil || ctx.Scenes.Current() != s {
			t.Fatalf("Esc on the dialog: dialog open %v, screen %T", s.confirm != nil, ctx.Scenes.Current())
		}
		pressKey(t, ctx, ebiten.KeyEscape)
		if _, ok := ctx.Scenes.Current().(*Menu); !ok {
			t.Errorf("Esc on the statistics: %T, want the menu", ctx.Scenes.Current())
		}
	})
	t.Run("pause dialog, then pause menu", func(t *testing.T) {
		ctx := uiCtx(t)
		d := pausedTable(t, ctx)
		show(t, ctx, d)
		clickAt(t, ctx, d.paused.again)
		if d.paused == nil || d.paused.confirm == nil {
			t.Fatal("New game did not ask first")
		}
		pressKey(t, ctx, ebiten.KeyEscape)
		if d.paused == nil || d.paused.confirm != nil || ctx.Scenes.Current() != d {
			t.Fatalf("Esc on the dialog: pause open %v, screen %T", d.paused != nil, ctx.Scenes.Current())
		}
		pressKey(t, ctx, ebiten.KeyEscape)
		if d.paused != nil {
			t.Errorf("Esc on the pause menu did not resume")
		}
	})
	for _, c := range []struct {
		name string
		open func(ctx *Context, back Scene) Scene
	}{
		{"how to play", func(ctx *Context, back Scene) Scene { h := NewHowTo(ctx); h.back = back; return h }},
		{"settings", func(ctx *Context, back Scene) Scene { s := NewSettingsScreen(ctx); s.back = back; return s }},
		{"review", func(ctx *Context, back Scene) Scene {
			g := mustGame(t, game.Tarneeb)
			return NewReviewScreen(back, g.State.Rules, playedHand(t, g))
		}},
	} {
		t.Run(c.name+" over the paused table", func(t *testing.T) {
			ctx := uiCtx(t)
			d := pausedTable(t, ctx)
			show(t, ctx, d)
			show(t, ctx, c.open(ctx, d))
			pressKey(t, ctx, ebiten.KeyEscape)
			if ctx.Scenes.Current() != d || d.paused == nil {
				t.Errorf("Esc: %T (pause open %v), want the paused table", ctx.Scenes.Current(), d.paused != nil)
			}
		})
	}
}

// mustGame starts a seeded game of a kind.
func mustGame(t *testing.T, k game.Kind) *game.Game {
	t.Helper()
	g, err := game.NewGame(game.DefaultRules(k), 21)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// playedHand plays a game's first hand out (never passing all round) and gives its record.
func playedHand(t *testing.T, g *game.Game) game.HandRecord {
	t.Helper()
	for len(g.Results) == 0 {
		legal := g.State.AppendLegal(nil)
		a := legal[len(legal)-1] // the last choice bids or calls rather than passing
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	return g.Hands[0]
}

// TestHistoryRowOpensItsReview clicks a hand of the statistics' history: its review opens,
// and Esc comes back to the statistics.
func TestHistoryRowOpensItsReview(t *testing.T) {
	ctx := uiCtx(t)
	g := mustGame(t, game.Tarneeb)
	h := playedHand(t, g)
	r := g.Results[0]
	s := &StatsScreen{history: []settings.HistoryEntry{
		{Game: game.Tarneeb, HandNo: 2, Caller: game.NoSeat}, // thrown in: nothing to go over
		{Game: game.Tarneeb, HandNo: 1, Caller: r.Caller, Score: r.Score, Record: game.Record{Game: game.Tarneeb, Rules: g.State.Rules, Hands: []game.HandRecord{h}}},
	}}
	show(t, ctx, s)
	s.layout(ctx)
	clickAt(t, ctx, s.rows[0])
	if ctx.Scenes.Current() != s {
		t.Fatalf("a thrown-in hand opened %T", ctx.Scenes.Current())
	}
	clickAt(t, ctx, s.rows[1])
	rv, ok := ctx.Scenes.Current().(*ReviewScreen)
	if !ok {
		t.Fatalf("the row opened %T, want the review", ctx.Scenes.Current())
	}
	idle(t, ctx, clickGuard+2)
	pressKey(t, ctx, ebiten.KeyEscape)
	if ctx.Scenes.Current() != s {
		t.Errorf("Esc on the review: %T, want the statistics", ctx.Scenes.Current())
	}
	_ = rv
}

// TestPauseNewGameCountsAbandoned gives up the game on the table from the pause menu: the
// question comes first, yes starts a new game and the statistics count one abandoned.
func TestPauseNewGameCountsAbandoned(t *testing.T) {
	ctx := uiCtx(t)
	d := pausedTable(t, ctx)
	show(t, ctx, d)
	clickAt(t, ctx, d.paused.again)
	if d.paused.confirm == nil {
		t.Fatal("no question")
	}
	clickAt(t, ctx, d.paused.confirm.yes)
	next, ok := ctx.Scenes.Current().(*DealScene)
	if !ok || next == d {
		t.Fatalf("after yes: %T, want a new table", ctx.Scenes.Current())
	}
	ctx.flushSaves()
	if st := ctx.Files.Stats.Tarabish; st.GamesLeft != 1 {
		t.Errorf("statistics after giving up: %+v", st)
	}
	if !ctx.saveExists(game.Tarabish) {
		t.Errorf("the new game is not saved")
	}
}

// TestScoreboardLeadsToGameOver moves on from the last hand's scoreboard: the game-over
// screen follows, and its New game starts the next game.
func TestScoreboardLeadsToGameOver(t *testing.T) {
	ctx := uiCtx(t)
	over := finishedGame(t, ctx)
	sc := &ScoreScene{tableScene: over.tableScene}
	sc.t.Sheet = []game.SheetRow{{Result: game.HandResult{ThrownIn: true}}}
	show(t, ctx, sc)
	pressKey(t, ctx, ebiten.KeyEnter)
	g, ok := ctx.Scenes.Current().(*GameOverScene)
	if !ok {
		t.Fatalf("after the last scoreboard: %T, want the game-over screen", ctx.Scenes.Current())
	}
	if g.title(ctx) != ctx.T("over.we") {
		t.Errorf("title %q", g.title(ctx))
	}
	idle(t, ctx, clickGuard+2)
	pressKey(t, ctx, ebiten.KeyEnter)
	if _, ok := ctx.Scenes.Current().(*DealScene); !ok {
		t.Errorf("New game: %T, want a new deal", ctx.Scenes.Current())
	}
}

// TestPauseQuestionRightToLeft answers the pause menu's question in Arabic, where it is
// drawn mirrored: a click on the New game button where it is seen starts the new game.
func TestPauseQuestionRightToLeft(t *testing.T) {
	ctx := uiCtx(t)
	ctx.Prefs.Language = "ar"
	ctx.setScript()
	d := pausedTable(t, ctx)
	show(t, ctx, d)
	clickAt(t, ctx, d.paused.again) // centred: the same place mirrored
	if d.paused.confirm == nil {
		t.Fatal("no question")
	}
	seen := d.paused.confirm.yes.Rect
	seen.X = ctx.W - seen.X - seen.W // where the mirrored question shows it
	clickAt(t, ctx, Button{Rect: seen})
	if next, ok := ctx.Scenes.Current().(*DealScene); !ok || next == d {
		t.Errorf("a click on New game where it is drawn: %T, want a new table", ctx.Scenes.Current())
	}
}

// TestSettingsTabsByPointer presses every settings tab from every page and back again, with
// real presses and releases through the scene manager, in English and Arabic (mirrored).
func TestSettingsTabsByPointer(t *testing.T) {
	for _, code := range []string{"en", "ar"} {
		ctx := uiCtx(t)
		ctx.Prefs.Language = code
		ctx.setScript()
		s := NewSettingsScreen(ctx)
		show(t, ctx, s)
		seen := func(i int) Button { // where tab i is drawn
			b := s.tabs[i]
			if ctx.RTL() {
				b.X = ctx.W - b.X - b.W
			}
			return b
		}
		for from := 0; from < 4; from++ {
			for to := 0; to < 4; to++ {
				clickAt(t, ctx, seen(from))
				idle(t, ctx, 2)
				clickAt(t, ctx, seen(to))
				if s.page != to {
					t.Errorf("%s: tab %d from page %d: on page %d", code, to, from, s.page)
				}
				idle(t, ctx, 2)
				clickAt(t, ctx, seen(from))
				if s.page != from {
					t.Errorf("%s: back to tab %d from page %d: on page %d", code, from, to, s.page)
				}
				idle(t, ctx, 30) // apart from the next clicks: no double-click
			}
		}
		if ctx.Scenes.Current() != s {
			t.Errorf("%s: the tabs left the settings for %T", code, ctx.Scenes.Current())
		}
	}
}
