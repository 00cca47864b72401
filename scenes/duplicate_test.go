package scenes

import (
	"os"
	"reflect"
	"runtime"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/ai"
	"tarabish/game"
	"tarabish/settings"
)

// TestCompareHands gives the difference a known pair of results makes, with its verdict and
// the session's totals.
func TestCompareHands(t *testing.T) {
	made := game.HandResult{Game: game.Tarneeb, Caller: game.South, Bid: 8, Made: true, Tricks: [2]int{9, 4}, Score: [2]int{9, 0}}
	failed := game.HandResult{Game: game.Tarneeb, Caller: game.South, Bid: 8, Tricks: [2]int{7, 6}, Score: [2]int{-8, 0}}
	if have, want := compareHands(made, failed), (handDiff{Score: 17, Tricks: 2}); have != want {
		t.Errorf("Tarneeb 9 made against 8 failed: %+v, want %+v", have, want)
	}
	if k := verdictKey(compareHands(made, failed)); k != "dup.better" {
		t.Errorf("verdict %s, want dup.better", k)
	}
	ours := game.HandResult{Game: game.Tarabish, Caller: game.North, Score: [2]int{120, 42}}
	theirs := game.HandResult{Game: game.Tarabish, Caller: game.North, Score: [2]int{150, 12}}
	if have := compareHands(ours, theirs); have.Score != -60 || verdictKey(have) != "dup.worse" {
		t.Errorf("Tarabish 120–42 against 150–12: %+v %s, want a net -60", have, verdictKey(have))
	}
	same := game.HandResult{Game: game.Tarneeb, Caller: game.East, Bid: 7, Made: true, Tricks: [2]int{4, 9}, Score: [2]int{0, 9}}
	less := game.HandResult{Game: game.Tarneeb, Caller: game.East, Bid: 7, Made: true, Tricks: [2]int{4, 9}, Score: [2]int{0, 7}}
	if have := compareHands(less, same); have != (handDiff{Score: 2}) {
		t.Errorf("they made 7 against 9 (our tricks the same): %+v, want +2 points", have)
	}
	if k := verdictKey(compareHands(ours, ours)); k != "dup.level" {
		t.Errorf("the same result: %s, want dup.level", k)
	}
	r := &dealRun{scores: []dealScore{{you: ours, computer: theirs, replayed: true}, {you: made}}}
	if you, computer := r.totals(); you != 87 || computer != 138 {
		t.Errorf("totals %d, %d, want 87, 138 (the deal not replayed counts for the person only)", you, computer)
	}
}

// TestDailyRunStableForADate gives the same deal for a date at any hour, the number's
// dealer and cards, and another deal the next day.
func TestDailyRunStableForADate(t *testing.T) {
	var stats settings.Stats
	morning := newDailyRun(&stats, game.Tarabish, time.Date(2026, 12, 1, 0, 5, 0, 0, time.Local))
	evening := newDailyRun(&stats, game.Tarabish, time.Date(2026, 12, 1, 23, 55, 0, 0, time.Local))
	next := newDailyRun(&stats, game.Tarabish, time.Date(2026, 12, 2, 9, 0, 0, 0, time.Local))
	if !reflect.DeepEqual(morning.deals, evening.deals) || morning.date != "2026-12-01" || len(morning.deals) != 1 {
		t.Fatalf("the daily deal of one day differs: %v, %v (%s)", morning.deals, evening.deals, morning.date)
	}
	if morning.deals[0] != game.DailyDealNo(game.Tarabish, 2026, time.December, 1) || next.deals[0] == morning.deals[0] {
		t.Errorf("daily deals %v then %v", morning.deals, next.deals)
	}
	g, err := game.NewNumberedGame(game.DefaultRules(game.Tarabish), morning.deals[0])
	if err != nil {
		t.Fatal(err)
	}
	dealer, cards := game.DealFor(game.Tarabish, morning.deals[0])
	if h := g.Hands[0]; h.Dealer != dealer || !reflect.DeepEqual(h.Deal, cards) || g.State.Score != [2]int{} {
		t.Errorf("the daily game deals %s %v from %v, want %s %v", h.Dealer, h.Deal, g.State.Score, dealer, cards)
	}
	if newDuplicateRun(game.Tarneeb, 8, 3).deals[0] != newDuplicateRun(game.Tarneeb, 8, 3).deals[0] {
		t.Error("a session's deals do not follow from its seed")
	}
}

// playHandOut plays a game's hand to its end with the first legal action of every seat.
func playHandOut(t *testing.T, g *game.Game) {
	t.Helper()
	for g.State.Current() != game.NoSeat {
		if _, err := g.Apply(g.State.AppendLegal(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
}

// TestDailyRecordedOnce records the day's first play of the daily deal and the computer's
// score, and neither again for a second play the same day; the next day counts again.
func TestDailyRecordedOnce(t *testing.T) {
	ctx := uiCtx(t)
	day := time.Date(2026, 12, 1, 15, 0, 0, 0, time.Local)
	k := game.Tarneeb
	play := func(r *dealRun) *game.Game {
		g, err := game.NewNumberedGame(ctx.Prefs.Rules[k], r.deals[0])
		if err != nil {
			t.Fatal(err)
		}
		playHandOut(t, g)
		ctx.runHandEnded(r, g, 1, g.State)
		c := &comparison{done: true, computer: ai.Replay{Hand: g.Hands[0], Result: g.Results[0]}} // as if the computer played it so
		ctx.runReplayed(r, c)
		return g
	}
	first := newDailyRun(&ctx.Files.Stats, k, day)
	if first.practice {
		t.Fatal("the day's first play is practice")
	}
	g := play(first)
	second := newDailyRun(&ctx.Files.Stats, k, day)
	if !second.practice {
		t.Fatal("the day's second play is not practice")
	}
	play(second)
	d := ctx.Files.Stats.For(k).Daily
	if d.Days != 1 || d.YouTotal != netScore(g.Results[0]) || d.ComputerDays != 1 {
		t.Errorf("after two plays of one day: %+v", d)
	}
	play(newDailyRun(&ctx.Files.Stats, k, day.AddDate(0, 0, 1)))
	ctx.flushSaves()
	back, notice := settings.LoadStats(*ctx.Files.Store)
	if notice != nil || back.Tarneeb.Daily.Days != 2 || back.Tarneeb.HandsPlayed != 0 || back.Tarneeb.GamesPlayed != 0 {
		t.Errorf("stats.json after three plays on two days: %+v (%v)", back.Tarneeb, notice)
	}
	h, _ := settings.History(*ctx.Files.Store)
	if len(h) != 3 || h[0].Mark != settings.MarkDaily {
		t.Errorf("history: %d hands, first marked %q", len(h), h[0].Mark)
	}
}

// TestDuplicateSessionFromTheMenu starts a Tarneeb duplicate session from the menu, plays the
// first deal through the window's input, waits for the computer's replay and sees both on
// the scoreboard, goes on to the second deal, leaves it with Esc and the confirmation, and
// finds the saved game in progress untouched and no game's statistics counted.
func TestDuplicateSessionFromTheMenu(t *testing.T) {
	ctx := uiCtx(t)
	for _, seat := range []string{"ai.north", "ai.east", "ai.west"} {
		_ = ctx.Prefs.Set(seat, "easy")
	}
	ctx.Prefs.Speed = settings.SpeedInstant
	ctx.saveGame(mustGame(t, game.Tarneeb))
	ctx.flushSaves()
	savePath := ctx.Files.Store.SavePath(game.Tarneeb)
	saved, err := os.ReadFile(savePath)
	if err != nil {
		t.Fatal(err)
	}
	m := NewMenu(ctx)
	show(t, ctx, m)
	clickAt(t, ctx, menuButton(t, ctx, m, "menu.duplicate"))
	if _, ok := ctx.Scenes.Current().(*runChoice); !ok {
		t.Fatalf("the menu entry opened %T", ctx.Scenes.Current())
	}
	idle(t, ctx, clickGuard+ctx.ticks(fadeTicks)+2)
	pressKey(t, ctx, ebiten.Key2) // Tarneeb
	pressKey(t, ctx, ebiten.KeyEnter)
	score := playDealByInput(t, ctx)
	tb := score.t
	if tb.Run == nil || tb.Run.daily || len(tb.Run.deals) != DuplicateDeals[0] || tb.G.Hands[0].No != tb.Run.deals[0] {
		t.Fatalf("the session: %+v", tb.Run)
	}
	c := tb.Cmp
	if c == nil {
		t.Fatal("no comparison after the deal")
	}
	score.layout(ctx)
	if !c.done && !score.next.Disabled {
		t.Error("Continue is offered while the computer still plays the deal")
	}
	r := <-c.result // wait for the replay (no clock involved), then let the scene take it
	c.result <- r
	idle(t, ctx, 2)
	if !c.ready() {
		t.Fatalf("the replay failed: %v", r.err)
	}
	score.layout(ctx)
	if score.next.Disabled || (!c.computer.Result.ThrownIn && score.line.W == 0) {
		t.Error("with the replay done, Continue or the computer's play is not offered")
	}
	// the computer's line replays to the result shown beside the person's
	_, results, err := game.Replay(game.Record{Game: game.Tarneeb, Rules: c.rules, Hands: []game.HandRecord{c.computer.Hand}})
	if err != nil || !reflect.DeepEqual(results[0], c.computer.Result) {
		t.Errorf("the computer's record replays to %+v (%v), the comparison shows %+v", results, err, c.computer.Result)
	}
	if c.you != tb.final.Result {
		t.Errorf("the person's result compared is %+v, the hand's %+v", c.you, tb.final.Result)
	}
	pressKey(t, ctx, ebiten.KeyEnter) // Continue: the next deal
	deal, ok := ctx.Scenes.Current().(*DealScene)
	if !ok || deal.t.Run != tb.Run || tb.Run.at != 1 || len(tb.Run.scores) != 1 || !tb.Run.scores[0].replayed {
		t.Fatalf("after Continue: %T, run %+v", ctx.Scenes.Current(), tb.Run)
	}
	idle(t, ctx, clickGuard+ctx.ticks(fadeTicks)+2)
	pressKey(t, ctx, ebiten.KeyEscape)
	at := tableSceneOf(ctx.Scenes.Current())
	if at == nil || at.paused == nil {
		t.Fatalf("Esc did not open the pause menu (%T)", ctx.Scenes.Current())
	}
	at.layoutPause(ctx)
	if !at.paused.again.Disabled {
		t.Error("the pause menu offers a new game, which would give up the saved one")
	}
	clickAt(t, ctx, at.paused.leave)
	if at.paused.confirm == nil {
		t.Fatal("leaving the session asks nothing")
	}
	clickAt(t, ctx, at.paused.confirm.yes)
	idle(t, ctx, 2)
	if _, ok := ctx.Scenes.Current().(*Menu); !ok {
		t.Fatalf("after leaving: %T, want the menu", ctx.Scenes.Current())
	}
	ctx.flushSaves()
	if now, err := os.ReadFile(savePath); err != nil || string(now) != string(saved) {
		t.Errorf("the saved game in progress changed (%v)", err)
	}
	if st := ctx.Files.Stats.Tarneeb; st.HandsPlayed != 0 || st.GamesPlayed != 0 {
		t.Errorf("the session counted in the game statistics: %+v", st)
	}
	h, _ := settings.History(*ctx.Files.Store)
	if len(h) != 1 || h[0].Mark != settings.MarkDuplicate || h[0].Record.Hands[0].No != tb.Run.deals[0] {
		t.Errorf("history: %+v", h)
	}
}

// playDealByInput plays the deal on the table through the keyboard, as the person would:
// a bid of 7 or a pass, the first trump, and each time the first card that may be played,
// reached with the arrow keys and played with Enter; it gives the scoreboard.
func playDealByInput(t *testing.T, ctx *Context) *ScoreScene {
	t.Helper()
	// a guard against a table that never moves on, not a measure: the computer players think
	// off the loop, in real time
	for guard := time.Now().Add(5 * time.Minute); time.Now().Before(guard); {
		switch s := ctx.Scenes.Current().(type) {
		case *ScoreScene:
			return s
		case *BidScene:
			if s.t.HumanTurn() && !ctx.Scenes.Fading() {
				legal := s.t.G.State.AppendLegal(nil)
				a := legal[0]
				for _, l := range legal {
					if l.Verb == game.Pass || l.Verb == game.Bid && l.Number == 7 {
						a = l
					}
				}
				if key, ok := shortcut(a); ok {
					pressKey(t, ctx, key)
					continue
				}
			}
		case *PlayScene:
			if s.t.HumanTurn() && !ctx.Scenes.Fading() {
				legal := s.t.G.State.LegalPlays()
				hand := s.t.hands[game.South]
				if s.selected >= 0 && s.selected < len(hand) && legal.Has(hand[s.selected]) {
					pressKey(t, ctx, ebiten.KeyEnter)
				} else {
					pressKey(t, ctx, ebiten.KeyArrowRight)
				}
				continue
			}
		}
		idle(t, ctx, 1)
		runtime.Gosched()
	}
	t.Fatalf("the deal never reached the scoreboard (%T)", ctx.Scenes.Current())
	return nil
}

// tableSceneOf gives the table part of a deal, bid or play scene (nil for another scene).
func tableSceneOf(s Scene) *tableScene {
	switch s := s.(type) {
	case *DealScene:
		return &s.tableScene
	case *BidScene:
		return &s.tableScene
	case *PlayScene:
		return &s.tableScene
	}
	return nil
}

// TestCompareAidInAGame compares every hand of a game when the aid is on: the replay starts
// from the hand as it stood (the score of the hands before) and its record, in the game's
// history in place of the person's hand, rebuilds to the result compared; with the aid off
// nothing is replayed.
func TestCompareAidInAGame(t *testing.T) {
	for _, on := range []bool{false, true} {
		ctx := uiCtx(t)
		for _, seat := range []string{"ai.north", "ai.east", "ai.west"} {
			_ = ctx.Prefs.Set(seat, "easy")
		}
		_ = ctx.Prefs.Set("aids.compare", map[bool]string{false: "off", true: "on"}[on])
		s, err := NewTableScene(ctx, "tarabish")
		if err != nil {
			t.Fatal(err)
		}
		tb := s.(*DealScene).t
		tb.SkipAnimations(ctx)
		driveTable(t, ctx, tb, func(st *game.State) bool { return len(tb.G.Results) == 2 }, nil)
		if !on {
			if tb.Cmp != nil {
				t.Error("a hand was compared with the aid off")
			}
			continue
		}
		c := tb.Cmp
		if c == nil {
			t.Fatal("the second hand was not compared")
		}
		r := <-c.result
		c.result <- r
		c.poll()
		if !c.ready() {
			t.Fatalf("the replay failed: %v", r.err)
		}
		if c.you != tb.G.Results[1] {
			t.Errorf("the person's result compared is %+v, want the second hand's %+v", c.you, tb.G.Results[1])
		}
		h := game.History{Hands: []game.HandRecord{tb.G.Hands[0], c.computer.Hand}}
		g, err := game.Rebuild(tb.G.State.Rules, h, nil)
		if err != nil || len(g.Results) != 2 || !reflect.DeepEqual(g.Results[1], c.computer.Result) {
			t.Errorf("the computer's record rebuilds to %+v (%v), the comparison shows %+v", g, err, c.computer.Result)
		}
	}
}

// TestRunSummaryFits lays out the summary of the longest session in every language at the
// smallest window and the largest: the panel stays on the screen above its buttons.
func TestRunSummaryFits(t *testing.T) {
	for _, code := range []string{"en", "de", "fr", "ar"} {
		for _, sz := range auditSizes {
			ctx := auditCtx(t, code, sz[0], sz[1])
			s := &runSummary{run: &dealRun{kind: game.Tarneeb, scores: make([]dealScore, DuplicateDeals[len(DuplicateDeals)-1])}}
			s.layout(ctx)
			_, _, panel := s.summaryRows(ctx)
			if panel.Y < 0 || panel.Y+panel.H > s.menu.Y || s.menu.Y+s.menu.H > ctx.H {
				t.Errorf("%s %v: the panel %+v runs into its buttons at %.0f or off the screen", code, sz, panel, s.menu.Y)
			}
			checkButton(t, ctx, code+" summary", s.menu)
			checkButton(t, ctx, code+" summary", s.again)
			c := newRunChoice(ctx, false)
			c.layout(ctx)
			for _, b := range append(append([]Button{c.start, c.back}, c.tabs[:]...), c.games[:]...) {
				checkButton(t, ctx, code+" duplicate choice", b)
			}
		}
	}
}

// TestDailyStatsFit checks that the daily deal's labels in the statistics leave room for
// their values, and its headings for each other, in every language.
func TestDailyStatsFit(t *testing.T) {
	for _, code := range []string{"en", "de", "fr", "ar"} {
		ctx := auditCtx(t, code, 1280, 720)
		size := ctx.U(16)
		value := ctx.Art.TextWidth(ctx.printer().Decimal(-162.5, 1), size, true)
		for _, key := range []string{"daily.days", "daily.avg.you", "daily.avg.computer"} {
			checkFits(t, ctx, code+" daily statistics", ctx.T(key), 0, size, false, ctx.U(statsValueX)-value-ctx.U(8))
		}
		small := ctx.U(15)
		checkFits(t, ctx, code+" daily heading", ctx.T("dup.you"), 0, small, true, ctx.U(150))
		checkFits(t, ctx, code+" daily heading", ctx.T("dup.computer.short"), ctx.U(150)+ctx.U(8), small, true, ctx.U(statsValueX))
	}
}
