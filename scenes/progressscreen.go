package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/assets/lang"
	"tarabish/game"
	"tarabish/settings"
)

// ProgressScreen shows, for one game and house-rule preset, how the person's play goes over
// time: what their cards gave away against double-dummy best, their bidding against what the
// deal allowed, Bella and runs counted, and bait or failed bids; each as a small chart, with
// a one-line reading. Hands whose figures are still being worked out are counted as pending.
type ProgressScreen struct {
	back    Scene
	history []settings.HistoryEntry // oldest first
	game    game.Kind
	preset  int // index into the preset choices
	games   [game.Kinds]Button
	prev    Button
	next    Button
	rules   Button
	done    Button
}

// NewProgressScreen opens the Progress view over the hands of the history (oldest first;
// the figures worked out while it is open are filled in) and queues the hands without
// figures to be worked out.
func NewProgressScreen(ctx *Context, back Scene, history []settings.HistoryEntry) *ProgressScreen {
	s := &ProgressScreen{back: back, history: history}
	if n := len(history); n > 0 {
		s.game = history[n-1].Game // the game played last
	}
	queuePending(ctx, history)
	return s
}

// queuePending hands the history hands without figures to the worker, latest first.
func queuePending(ctx *Context, history []settings.HistoryEntry) {
	if ctx.Files.Store == nil || ctx.Opts.Autoplay {
		return
	}
	var pending []settings.HistoryEntry
	for i := len(history) - 1; i >= 0; i-- {
		if history[i].Figures == nil {
			pending = append(pending, history[i])
		}
	}
	if len(pending) > 0 {
		ctx.progressWorker().add(false, pending...)
	}
}

// Name names the scene for screenshots.
func (s *ProgressScreen) Name() string { return "progress-" + s.game.String() }

// presets gives the preset choices of the game shown.
func (s *ProgressScreen) presets() []string { return progressPresets(s.history, s.game) }

// presetName words a preset choice: a preset's name, "All presets", or Custom for rules
// that match no preset.
func presetName(ctx *Context, id string) string {
	switch {
	case id == anyPreset:
		return ctx.T("progress.all")
	case id == "" || id == "custom" || !ctx.Has("preset."+id):
		return ctx.T("custom")
	}
	return ctx.T("preset." + id)
}

func (s *ProgressScreen) layout(ctx *Context) {
	y, h := ctx.U(88), ctx.U(40)
	for k := range s.games {
		s.games[k] = Button{Rect: Rect{ctx.U(60) + float64(k)*ctx.U(184), y, ctx.U(176), h},
			Label: ctx.T("game." + game.Kind(k).String()), On: game.Kind(k) == s.game}
	}
	presets := s.presets()
	s.preset = min(s.preset, len(presets)-1)
	x := ctx.U(440)
	s.prev = Button{Rect: Rect{x, y, ctx.U(44), h}, Label: "◀"}.WithKey(ebiten.KeyLeft)
	s.rules = Button{Rect: Rect{x + ctx.U(50), y, ctx.U(360), h}, Label: presetName(ctx, presets[s.preset])}
	s.next = Button{Rect: Rect{x + ctx.U(416), y, ctx.U(44), h}, Label: "▶"}.WithKey(ebiten.KeyRight)
	if ctx.RTL() { // the arrows, and the arrow keys, point the way the choices go on a mirrored screen
		s.prev.Label, s.next.Label = "▶", "◀"
		s.prev, s.next = s.prev.WithKey(ebiten.KeyRight), s.next.WithKey(ebiten.KeyLeft)
	}
	bw := ctx.U(200)
	s.done = Button{Rect: Rect{(ctx.W - bw) / 2, ctx.H - ctx.U(64), bw, ctx.U(46)}, Label: ctx.T("done")}.WithKey(ebiten.KeyEscape)
}

// Update takes in the figures worked out meanwhile and handles the switches and Esc.
func (s *ProgressScreen) Update(ctx *Context) (bool, error) {
	s.layout(ctx)
	switch {
	case takeFigures(ctx, s.history):
		ctx.Dirty = true // figures came in: the charts change
	case ctx.Files.progress != nil && ctx.Files.progress.waiting() > 0:
		ctx.Poll = true // the worker works: look again next tick, with nothing to draw anew
	}
	for k := range s.games {
		pick := s.games[k].Pressed(ctx) || ctx.Input.Key(ebiten.KeyTab) && game.Kind(k) != s.game // Tab: the other game
		if pick && game.Kind(k) != s.game {
			s.game, s.preset = game.Kind(k), 0
			ctx.Capture(s.Name())
			break
		}
	}
	n := len(s.presets())
	switch {
	case s.prev.Pressed(ctx):
		s.preset = (s.preset + n - 1) % n
	case s.next.Pressed(ctx), s.rules.Pressed(ctx):
		s.preset = (s.preset + 1) % n
	}
	if s.done.Pressed(ctx) {
		ctx.Scenes.GoTo(ctx, s.back)
	}
	return false, nil
}

// takeFigures puts the figures the worker finished into the history hands they belong to;
// it reports whether there were any.
func takeFigures(ctx *Context, history []settings.HistoryEntry) bool {
	if ctx.Files.progress == nil {
		return false
	}
	got := ctx.Files.progress.take()
	for _, f := range got {
		for i := range history {
			if history[i].Figures == nil && f.Names(history[i]) {
				fig := f.Figures
				history[i].Figures = &fig
			}
		}
	}
	return len(got) > 0
}

// Draw paints the switches, the reading and the charts.
func (s *ProgressScreen) Draw(dst *ebiten.Image, ctx *Context) {
	s.layout(ctx)
	ctx.Art.DrawFelt(dst, ctx.Scale)
	Panel(dst, ctx, Rect{ctx.U(30), ctx.U(30), ctx.W - ctx.U(60), ctx.H - ctx.U(110)})
	ctx.Art.DrawText(dst, ctx.T("progress"), ctx.U(60), ctx.U(40), ctx.U(28), true, colGold, Left)
	for k := range s.games {
		s.games[k].Draw(dst, ctx)
	}
	s.prev.Draw(dst, ctx)
	s.rules.Draw(dst, ctx)
	s.next.Draw(dst, ctx)
	s.done.Draw(dst, ctx)
	ser := seriesOf(s.history, s.game, s.presets()[s.preset])
	x, y := ctx.U(60), ctx.U(142)
	if ser.Hands == 0 {
		ctx.Art.DrawText(dst, ctx.T("progress.empty", "game", ctx.T("game."+s.game.String())), x, y, ctx.U(17), false, colText, Left)
		return
	}
	ctx.Art.DrawText(dst, s.reading(ctx, ser), x, y, ctx.U(17), true, colText, Left)
	line2 := ctx.T("progress.note")
	if ser.Pending > 0 {
		line2 = ctx.T("progress.pending", "n", ser.Pending) + "  " + line2
	}
	ctx.Art.DrawText(dst, line2, x, y+ctx.U(28), ctx.U(14), false, colDim, Left)
	s.drawCharts(dst, ctx, ser)
}

// reading is the one line that sums up the latest hands against those before.
func (s *ProgressScreen) reading(ctx *Context, ser progressSeries) string {
	now, n, then, before := givenReading(ser)
	if n == 0 {
		return ctx.T("progress.none")
	}
	amount := func(v float64) string {
		if s.game.Ruleset().CardPoints {
			return ctx.T("hint.points", "n", lang.Dec{V: math.Round(v)})
		}
		return ctx.T("hint.tricks", "n", lang.Dec{V: math.Round(v*10) / 10, Places: 1})
	}
	switch {
	case !before:
		return ctx.T("progress.reading", "n", n, "amount", amount(now))
	case amount(now) == amount(then):
		return ctx.T("progress.reading.same", "n", n, "amount", amount(now))
	case now < then:
		return ctx.T("progress.reading.down", "n", n, "amount", amount(now), "before", amount(then))
	}
	return ctx.T("progress.reading.up", "n", n, "amount", amount(now), "before", amount(then))
}
