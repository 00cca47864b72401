package scenes

import (
	"math"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/game"
	"tarabish/settings"
)

// figuresEntry is a history hand of a game and preset with the given figures (nil: pending).
func figuresEntry(k game.Kind, preset string, no int, f *settings.Figures) settings.HistoryEntry {
	r, _ := game.PresetRules(k, preset)
	return settings.HistoryEntry{Game: k, HandNo: no, Record: game.Record{Game: k, Rules: r}, Figures: f}
}

// TestProgressSeriesInOrder checks that the charts' points come from the hands in order:
// only the chosen game and preset, pending hands counted and left out, each figure where
// it belongs.
func TestProgressSeriesInOrder(t *testing.T) {
	fig := func(given int, d settings.Decision, contract, failed, bella, bellaScored bool) *settings.Figures {
		return &settings.Figures{Version: 1, Given: given, Solved: 9, Positions: 9, Decision: d,
			Contract: contract, Failed: failed, BellaHeld: bella, BellaScored: bellaScored}
	}
	partial := &settings.Figures{Version: 1, Given: 3, Solved: 4, Positions: 9, Decision: settings.DecisionUnsolved}
	h := []settings.HistoryEntry{
		figuresEntry(game.Tarabish, "cape-breton", 1, fig(10, settings.DecisionRight, true, false, true, true)),
		figuresEntry(game.Tarneeb, "levant-41", 1, fig(1, settings.DecisionOver, true, true, false, false)),
		figuresEntry(game.Tarabish, "cape-breton", 2, nil),
		figuresEntry(game.Tarabish, "belote-auction", 1, fig(40, settings.DecisionOver, false, false, false, false)),
		figuresEntry(game.Tarabish, "cape-breton", 3, fig(20, settings.DecisionUnder, true, true, true, false)),
		figuresEntry(game.Tarabish, "cape-breton", 4, partial),
		figuresEntry(game.Tarabish, "cape-breton", 5, fig(0, settings.DecisionNone, false, false, false, false)),
	}
	s := seriesOf(h, game.Tarabish, "cape-breton")
	if s.Hands != 5 || s.Pending != 1 {
		t.Fatalf("%d hands, %d pending; want 5 and 1", s.Hands, s.Pending)
	}
	want := []chartPoint{{0, 10}, {2, 20}, {4, 0}}
	if len(s.Given) != len(want) {
		t.Fatalf("given %v, want %v", s.Given, want)
	}
	for i, p := range want {
		if s.Given[i] != p {
			t.Errorf("given point %d: %v, want %v", i, s.Given[i], p)
		}
	}
	if avg := s.GivenAvg[len(s.GivenAvg)-1]; avg.X != 4 || math.Abs(avg.Y-10) > 1e-9 {
		t.Errorf("average at the end %v, want hand 4 at 10", avg)
	}
	if len(s.Bids) != 1 || s.Bids[0] != (bidBlock{First: 0, Last: 2, Right: 1, Under: 1}) {
		t.Errorf("bids %+v", s.Bids)
	}
	if len(s.Failed) != 2 || s.Failed[0] != (chartPoint{0, 0}) || s.Failed[1] != (chartPoint{2, 0.5}) {
		t.Errorf("bait rate %v", s.Failed)
	}
	if len(s.Bella) != 2 || s.Bella[1] != (chartPoint{2, 0.5}) {
		t.Errorf("Bella rate %v", s.Bella)
	}
	if got := progressPresets(h, game.Tarabish); len(got) != 4 || got[0] != anyPreset || got[1] != "cape-breton" {
		t.Errorf("Tarabish preset choices %v", got)
	}
	custom := figuresEntry(game.Tarneeb, "levant-41", 9, nil)
	custom.Record.Rules.Preset = "custom"
	if got := progressPresets(append(h, custom), game.Tarneeb); len(got) != 5 || got[4] != "custom" {
		t.Errorf("Tarneeb preset choices with a custom hand %v", got)
	}
	all := seriesOf(h, game.Tarabish, anyPreset)
	if all.Hands != 6 || len(all.Given) != 4 || all.Given[2] != (chartPoint{3, 20}) {
		t.Errorf("every preset: %d hands, given %v", all.Hands, all.Given)
	}
	if tn := seriesOf(h, game.Tarneeb, anyPreset); tn.Hands != 1 || len(tn.Failed) != 1 || tn.Failed[0].Y != 1 {
		t.Errorf("Tarneeb: %+v", tn)
	}
	// twelve decisions make a full block of ten and a block of two
	var many []settings.HistoryEntry
	for i := 0; i < 12; i++ {
		many = append(many, figuresEntry(game.Tarneeb, "levant-41", i+1, fig(i, settings.DecisionRight, false, false, false, false)))
	}
	if b := seriesOf(many, game.Tarneeb, "levant-41").Bids; len(b) != 2 || b[0].Last != 9 || b[1].First != 10 || b[1].Right != 2 {
		t.Errorf("blocks %+v", b)
	}
}

// TestProgressReading sums up the last hands against the ones before.
func TestProgressReading(t *testing.T) {
	ctx := uiCtx(t)
	var h []settings.HistoryEntry
	for i := 0; i < 40; i++ {
		given := 11
		if i >= 20 {
			given = 6
		}
		h = append(h, figuresEntry(game.Tarabish, "cape-breton", i+1,
			&settings.Figures{Version: 1, Given: given, Solved: 9, Positions: 9}))
	}
	s := &ProgressScreen{history: h, game: game.Tarabish}
	got := s.reading(ctx, seriesOf(h, game.Tarabish, anyPreset))
	if want := "Over your last 20 hands you gave away 6 points a hand, down from 11 points."; got != want {
		t.Errorf("reading %q, want %q", got, want)
	}
	if got := s.reading(ctx, seriesOf(h[:5], game.Tarabish, anyPreset)); got != "Over your last 5 hands you gave away 11 points a hand." {
		t.Errorf("reading of 5 hands %q", got)
	}
	tn := []settings.HistoryEntry{
		figuresEntry(game.Tarneeb, "levant-41", 1, &settings.Figures{Version: 1, Given: 1, Solved: 13, Positions: 13}),
		figuresEntry(game.Tarneeb, "levant-41", 2, &settings.Figures{Version: 1, Given: 0, Solved: 12, Positions: 13}),
		figuresEntry(game.Tarneeb, "levant-41", 3, &settings.Figures{Version: 1, Given: 0, Solved: 13, Positions: 13}),
	}
	s = &ProgressScreen{history: tn, game: game.Tarneeb}
	if got := s.reading(ctx, seriesOf(tn, game.Tarneeb, anyPreset)); got != "Over your last 2 hands you gave away 0.5 tricks a hand." {
		t.Errorf("Tarneeb reading %q (a hand not fully solved is left out)", got)
	}
	if got := s.reading(ctx, seriesOf(tn[1:2], game.Tarneeb, anyPreset)); got != ctx.T("progress.none") {
		t.Errorf("reading with no solved hand %q", got)
	}
}

// progressHistory writes a history of played hands of both games into the store, with
// figures for all but the last hand of each game.
func progressHistory(t *testing.T, ctx *Context) {
	t.Helper()
	st := *ctx.Files.Store
	for _, k := range []game.Kind{game.Tarneeb, game.Tarabish} {
		var g *game.Game
		for seed := uint64(21); g == nil || len(g.Results) < 3; seed++ { // a game that lasts three hands
			if seed > 60 {
				t.Fatal("no game of three hands")
			}
			g, _ = game.NewGame(game.DefaultRules(k), seed)
			for len(g.Results) < 3 && g.State.Phase != game.PhaseOver {
				legal := g.State.AppendLegal(nil)
				if _, err := g.Apply(legal[len(legal)-1]); err != nil {
					t.Fatal(err)
				}
			}
		}
		for i := range g.Results {
			when := time.Date(2026, 1, 1, 12, 0, i, 0, time.UTC)
			if _, err := settings.AddHandAt(st, k, g.State.Rules, i+1, g.Hands[i], g.Results[i], when); err != nil {
				t.Fatal(err)
			}
		}
	}
	h, _ := settings.History(st)
	var figs []settings.FiguresFor
	for i, e := range h {
		if i == 2 || i == 5 {
			continue
		}
		f := e.Key()
		f.Figures = settings.Figures{Version: settings.FiguresVersion, Given: i, Solved: 1, Positions: 1, Decision: settings.DecisionRight}
		figs = append(figs, f)
	}
	if _, err := settings.SetFigures(st, figs); err != nil {
		t.Fatal(err)
	}
}

// TestProgressViewInput opens the Progress view from the statistics, switches the game and
// the preset, and goes back with Esc.
func TestProgressViewInput(t *testing.T) {
	ctx := uiCtx(t)
	progressHistory(t, ctx)
	stats := NewStatsScreen(ctx)
	show(t, ctx, stats)
	pressKey(t, ctx, ebiten.KeyP)
	p, ok := ctx.Scenes.Current().(*ProgressScreen)
	if !ok {
		t.Fatalf("P opened %T", ctx.Scenes.Current())
	}
	idle(t, ctx, clickGuard+ctx.ticks(fadeTicks)+2)
	pressKey(t, ctx, ebiten.KeyEscape)
	idle(t, ctx, clickGuard+ctx.ticks(fadeTicks)+2)
	stats.layout(ctx)
	clickAt(t, ctx, stats.growth)
	p, ok = ctx.Scenes.Current().(*ProgressScreen)
	if !ok {
		t.Fatalf("the Progress button opened %T", ctx.Scenes.Current())
	}
	idle(t, ctx, clickGuard+ctx.ticks(fadeTicks)+2)
	if p.game != game.Tarabish || len(p.history) != 6 {
		t.Fatalf("opened on %s with %d hands; want Tarabish, the game played last, and 6", p.game, len(p.history))
	}
	if s := seriesOf(p.history, game.Tarabish, anyPreset); s.Hands != 3 || len(s.Given) < 2 {
		t.Errorf("Tarabish: %d hands, %d with figures", s.Hands, len(s.Given))
	}
	p.layout(ctx)
	clickAt(t, ctx, p.games[game.Tarneeb])
	if p.game != game.Tarneeb || p.preset != 0 {
		t.Fatalf("after the Tarneeb tab: %s, preset %d", p.game, p.preset)
	}
	pressKey(t, ctx, ebiten.KeyTab)
	if p.game != game.Tarabish {
		t.Fatalf("Tab shows %s, want the other game", p.game)
	}
	pressKey(t, ctx, ebiten.KeyTab)
	pressKey(t, ctx, ebiten.KeyRight)
	if got := p.presets()[p.preset]; got != "levant-41" {
		t.Errorf("the next preset is %q, want levant-41", got)
	}
	p.layout(ctx)
	clickAt(t, ctx, p.prev)
	clickAt(t, ctx, p.prev)
	if got := p.presets()[p.preset]; got != "long-61" {
		t.Errorf("two back from levant-41: %q, want long-61 (the choices go round)", got)
	}
	clickAt(t, ctx, p.rules)
	if p.preset != 0 {
		t.Errorf("the rules button goes round to 'all presets': preset %d", p.preset)
	}
	pressKey(t, ctx, ebiten.KeyEscape)
	if ctx.Scenes.Current() != stats {
		t.Fatalf("Esc on the Progress view: %T, want the statistics", ctx.Scenes.Current())
	}
	idle(t, ctx, clickGuard+ctx.ticks(fadeTicks)+2)
	pressKey(t, ctx, ebiten.KeyEscape)
	if _, ok := ctx.Scenes.Current().(*Menu); !ok {
		t.Errorf("Esc on the statistics: %T, want the menu", ctx.Scenes.Current())
	}
}

// TestPendingFiguresAreWorkedOut opens the statistics over hands without figures: the
// worker works them out, the view takes them in, and they are in the file afterwards.
func TestPendingFiguresAreWorkedOut(t *testing.T) {
	ctx := uiCtx(t)
	progressHistory(t, ctx)
	stats := NewStatsScreen(ctx)
	show(t, ctx, stats)
	ctx.Files.progress.quit.Wait() // the worker goes when its queue is empty
	if ctx.Files.progress.waiting() > 0 {
		t.Fatal("the figures were not worked out")
	}
	idle(t, ctx, 1)
	for i, e := range stats.played {
		if e.Figures == nil {
			t.Errorf("hand %d has no figures in the statistics", i+1)
		}
	}
	ctx.flushSaves()
	h, _ := settings.History(*ctx.Files.Store)
	for i, e := range h {
		if e.Figures == nil {
			t.Errorf("hand %d has no figures in the file", i+1)
		}
	}
	if h[2].Figures.Version != settings.FiguresVersion || h[2].Figures.Positions == 0 {
		t.Errorf("worked-out figures %+v", *h[2].Figures)
	}
}

// TestProgressViewFits lays the Progress view out in every language at the smallest window
// and at 1280x720: its buttons hold their labels, the lines and chart titles fit, and it
// draws.
func TestProgressViewFits(t *testing.T) {
	dst := ebiten.NewImage(1280, 720)
	art, err := LoadArt()
	if err != nil {
		t.Fatal(err)
	}
	for _, code := range Languages {
		for _, size := range [][2]float64{{960, 600}, {1280, 720}} {
			ctx := auditCtx(t, code, size[0], size[1])
			ctx.Art = art
			ctx.setScript()
			at := func(what string) string { return code + " " + what }
			var h []settings.HistoryEntry
			for i := 0; i < 25; i++ {
				k := game.Kind(i % 2)
				preset := game.PresetsFor(k)[0].ID
				f := &settings.Figures{Version: 1, Given: i % 7, Solved: 9, Positions: 9, Decision: settings.Decision(2 + i%3),
					Contract: true, Failed: i%4 == 0}
				if k == game.Tarabish {
					f.BellaHeld, f.RunsHeld, f.RunsScored = true, true, i%3 == 0
				}
				h = append(h, figuresEntry(k, preset, i, f))
			}
			h[0].Record.Rules.Preset, h[1].Record.Rules.Preset = "custom", "custom" // a 'custom' choice too
			for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
				p := &ProgressScreen{history: h, game: k}
				for preset := range p.presets() {
					p.preset = preset
					p.layout(ctx)
					for _, b := range append(p.games[:], p.prev, p.rules, p.next, p.done) {
						checkButton(t, ctx, at("progress"), b)
					}
				}
				p.preset = 0
				right := ctx.W - ctx.U(40)
				ser := seriesOf(h, k, anyPreset)
				checkFits(t, ctx, at("progress reading"), p.reading(ctx, ser), ctx.U(60), ctx.U(17), true, right)
				for _, key := range []string{"progress.reading.down", "progress.reading.up"} {
					line := ctx.T(key, "n", 20, "amount", ctx.T("hint.points", "n", 166), "before", ctx.T("hint.points", "n", 166))
					checkFits(t, ctx, at(key), line, ctx.U(60), ctx.U(17), true, right)
				}
				checkFits(t, ctx, at("progress note"), ctx.T("progress.pending", "n", 499)+"  "+ctx.T("progress.note"), ctx.U(60), ctx.U(14), false, right)
				chartW := (ctx.W - ctx.U(160)) / 2
				for _, key := range []string{"progress.given.points", "progress.given.tricks", "progress.bids", "progress.calls", "progress.capture", "progress.bait", "progress.failed"} {
					checkFits(t, ctx, at(key), ctx.T(key), 0, ctx.U(15), true, chartW)
				}
				for _, key := range []string{"progress.right", "progress.under", "progress.over", "progress.bella", "progress.runs"} {
					checkFits(t, ctx, at(key), ctx.T(key), 0, ctx.U(13), false, ctx.U(150-20))
				}
				checkFits(t, ctx, at("given key"), ctx.T("progress.given.key"), 0, ctx.U(13), false, chartW-ctx.U(52))
				p.Draw(dst, ctx)
			}
		}
	}
}

// TestHandEndedWorksOutFigures finishes a hand the way the table does: the hand goes to the
// history, its figures are worked out off the game loop and stored with it.
func TestHandEndedWorksOutFigures(t *testing.T) {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		ctx := uiCtx(t)
		g := mustGame(t, k)
		playedHand(t, g)
		ctx.handEnded(g, 1, g.State)
		ctx.Files.progress.quit.Wait()
		got := ctx.Files.progress.take()
		ctx.flushSaves()
		h, notice := settings.History(*ctx.Files.Store)
		if notice != nil || len(h) != 1 || h[0].Figures == nil || len(got) != 1 || *h[0].Figures != got[0].Figures {
			t.Fatalf("%s: history %+v (%v), worked out %+v", k, h, notice, got)
		}
		if f := h[0].Figures; f.Positions != k.Ruleset().HandSize || f.Contract != (h[0].Caller.Team() == game.NS) {
			t.Errorf("%s: figures %+v", k, *f)
		}
	}
}

// TestStopProgressCancels stops the worker with hands queued: it ends, the queue is dropped,
// and nothing more is queued afterwards.
func TestStopProgressCancels(t *testing.T) {
	ctx := uiCtx(t)
	progressHistory(t, ctx)
	h, _ := settings.History(*ctx.Files.Store)
	for i := range h {
		h[i].Figures = nil
	}
	w := ctx.progressWorker()
	w.add(false, h...)
	ctx.stopProgress()
	if w.waiting() != 0 || w.busy {
		t.Fatalf("after stop: %d waiting, busy %v", w.waiting(), w.busy)
	}
	w.add(true, h[0])
	if w.waiting() != 0 {
		t.Errorf("a hand was queued after the stop")
	}
}
