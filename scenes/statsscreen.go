package scenes

import (
	"fmt"
	"math"
	"os"
	"path/filepath"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/game"
	"tarabish/settings"
)

// StatsScreen shows the person's record in each game, with a reset (after asking), and the
// hand history: the latest hands, each exportable as a hand record `tarabish replay` reads.
type StatsScreen struct {
	resets  [2]Button
	done    Button
	history []settings.HistoryEntry // latest first
	played  []settings.HistoryEntry // the same hands, oldest first, with the figures worked out so far
	exports []Button
	rows    []Button // each history row: a click opens that hand's review
	first   int      // first history row shown (latest first)
	older   Button
	newer   Button
	confirm *dialog
	growth  Button // opens the Progress view
}

// statsHistoryX is where the hand history starts, in layout units.
const statsHistoryX = 690

// historyRows is how many hands the history list shows at once.
const historyRows = 11

// NewStatsScreen reads the hand history once.
func NewStatsScreen(ctx *Context) *StatsScreen {
	s := &StatsScreen{}
	if ctx.Files.Store != nil {
		ctx.flushSaves() // the hands handed to the writer belong in the list
		h, notice := settings.History(*ctx.Files.Store)
		ctx.report("", notice)
		for i := len(h) - 1; i >= 0; i-- { // latest first
			s.history = append(s.history, h[i])
		}
		s.played = h
		queuePending(ctx, h)
	}
	return s
}

// Name names the scene for screenshots.
func (s *StatsScreen) Name() string { return "statistics" }

func (s *StatsScreen) layout(ctx *Context) {
	bw, bh := ctx.U(200), ctx.U(40)
	for k := range s.resets {
		s.resets[k] = Button{Rect: Rect{ctx.U(70) + float64(k)*ctx.U(300), ctx.U(560), bw, bh}, Label: ctx.T("reset")}
	}
	s.done = Button{Rect: Rect{(ctx.W - bw) / 2, ctx.H - ctx.U(64), bw, ctx.U(46)}, Label: ctx.T("done")}.WithKey(ebiten.KeyEscape)
	s.growth = Button{Rect: Rect{ctx.W - ctx.U(54) - bw, ctx.U(40), bw, ctx.U(42)}, Label: ctx.T("progress")}.WithKey(ebiten.KeyP)
	s.exports, s.rows = s.exports[:0], s.rows[:0]
	x := ctx.U(statsHistoryX)
	for i := s.first; i < len(s.history) && i < s.first+historyRows; i++ {
		y := ctx.U(140) + float64(i-s.first)*ctx.U(36)
		s.exports = append(s.exports, Button{Rect: Rect{x + ctx.U(414), y - ctx.U(4), ctx.U(110), ctx.U(32)}, Label: ctx.T("export")})
		s.rows = append(s.rows, Button{Rect: Rect{x - ctx.U(8), y - ctx.U(4), ctx.U(418), ctx.U(32)}, Disabled: !reviewable(s.history[i])})
	}
	s.older = Button{Rect: Rect{x + ctx.U(280), ctx.U(550), ctx.U(110), ctx.U(40)}, Label: "▼", Disabled: s.first+historyRows >= len(s.history)}.WithKey(ebiten.KeyPageDown)
	s.newer = Button{Rect: Rect{x + ctx.U(400), ctx.U(550), ctx.U(110), ctx.U(40)}, Label: "▲", Disabled: s.first == 0}.WithKey(ebiten.KeyPageUp)
}

// Update handles reset (with confirmation), export, paging and done.
func (s *StatsScreen) Update(ctx *Context) (bool, error) {
	s.layout(ctx)
	takeFigures(ctx, s.played)
	if s.confirm != nil {
		s.confirm.update(ctx)
		return false, nil
	}
	for k := range s.resets {
		if s.resets[k].Pressed(ctx) {
			s.askReset(ctx, game.Kind(k))
		}
	}
	for i := range s.exports {
		if s.exports[i].Pressed(ctx) {
			s.export(ctx, s.history[s.first+i])
		}
		if s.rows[i].Pressed(ctx) {
			e := s.history[s.first+i]
			ctx.Notice = ""
			ctx.Scenes.GoTo(ctx, NewReviewScreen(s, e.Record.Rules, e.Record.Hands[0]))
			return false, nil
		}
	}
	if s.growth.Pressed(ctx) {
		ctx.Notice = ""
		ctx.Scenes.GoTo(ctx, NewProgressScreen(ctx, s, s.played))
		return false, nil
	}
	if s.older.Pressed(ctx) {
		s.first += historyRows
	}
	if s.newer.Pressed(ctx) {
		s.first = max(0, s.first-historyRows)
	}
	if s.done.Pressed(ctx) {
		ctx.Notice = ""
		ctx.Scenes.GoTo(ctx, NewMenu(ctx))
	}
	return false, nil
}

// statsHintY is where the line "click a hand" stands, under the paging buttons.
const statsHintY = 600

// reviewable reports whether a hand of the history can be gone over: it was played (not
// thrown in) and its record holds it.
func reviewable(e settings.HistoryEntry) bool {
	return e.Caller != game.NoSeat && len(e.Record.Hands) == 1
}

// askReset asks before clearing a game's statistics.
func (s *StatsScreen) askReset(ctx *Context, k game.Kind) {
	s.confirm = newDialog(ctx, ctx.T("reset.ask", "game", ctx.T("game."+k.String())), ctx.T("reset"), ctx.T("keep"),
		func(ctx *Context) {
			s.confirm = nil
			ctx.Files.Stats.Reset(k)
			ctx.saveStats()
		},
		func(*Context) { s.confirm = nil })
}

// export writes one hand as a hand record into the data folder's exports.
func (s *StatsScreen) export(ctx *Context, e settings.HistoryEntry) {
	if ctx.Files.Store == nil {
		return
	}
	dir := filepath.Join(ctx.Files.Store.DataDir, "exports")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		ctx.report("export.failed", err)
		return
	}
	path := filepath.Join(dir, fmt.Sprintf("%s-%s-hand%d.json", e.Game, e.When.Format("20060102-150405"), e.HandNo))
	if err := settings.Export(e, path); err != nil {
		ctx.report("export.failed", err)
		return
	}
	ctx.Notice = ctx.T("exported", "file", path)
}

// Draw paints both games' figures and the history list.
func (s *StatsScreen) Draw(dst *ebiten.Image, ctx *Context) {
	s.layout(ctx)
	ctx.Art.DrawFelt(dst, ctx.Scale)
	Panel(dst, ctx, Rect{ctx.U(30), ctx.U(30), ctx.W - ctx.U(60), ctx.H - ctx.U(110)})
	ctx.Art.DrawText(dst, ctx.T("menu.stats"), ctx.U(60), ctx.U(46), ctx.U(28), true, colGold, Left)
	for k := range s.resets {
		s.drawGame(dst, ctx, game.Kind(k), ctx.U(70)+float64(k)*ctx.U(300), ctx.U(110))
		s.resets[k].Draw(dst, ctx)
	}
	x := ctx.U(statsHistoryX)
	ctx.Art.DrawText(dst, ctx.T("history"), x, ctx.U(100), ctx.U(20), true, colGold, Left)
	if len(s.history) == 0 {
		ctx.Art.DrawText(dst, ctx.T("history.empty"), x, ctx.U(140), ctx.U(16), false, colDim, Left)
	}
	for i := range s.exports {
		e := s.history[s.first+i]
		y := ctx.U(140) + float64(i)*ctx.U(36)
		line := historyLine(ctx, e)
		clr := colText
		if r := s.rows[i]; !r.Disabled && r.Has(ctx.Art.flipX(ctx.Input.X), ctx.Input.Y) {
			fr := ctx.Art.flipRect(r.Rect)
			fillRound(dst, fr.X, fr.Y, fr.W, fr.H, ctx.U(8), colButton)
			clr = colGold
		}
		size := fitSize(ctx, line, ctx.U(16), false, s.rows[i].W-ctx.U(8)) // a long line shrinks to fit its row
		ctx.Art.DrawText(dst, line, x, y+(ctx.U(16)-size)/2, size, false, clr, Left)
		s.exports[i].Draw(dst, ctx)
	}
	if len(s.exports) > 0 {
		ctx.Art.DrawText(dst, ctx.T("history.open"), x, ctx.U(statsHintY), ctx.U(14), false, colDim, Left)
	}
	if len(s.history) > historyRows {
		s.older.Draw(dst, ctx)
		s.newer.Draw(dst, ctx)
	}
	s.done.Draw(dst, ctx)
	s.growth.Draw(dst, ctx)
	if ctx.Notice != "" {
		ctx.Art.DrawText(dst, ctx.Notice, ctx.W/2, ctx.H-ctx.U(100), ctx.U(15), false, colAccent, Center)
	}
	if s.confirm != nil {
		s.confirm.draw(dst, ctx)
	}
}

// statsValueX is where a statistics row's value ends, in layout units from its label.
const statsValueX = 270

// drawGame writes one game's figures.
func (s *StatsScreen) drawGame(dst *ebiten.Image, ctx *Context, k game.Kind, x, y float64) {
	g := ctx.Files.Stats.For(k)
	ctx.Art.DrawText(dst, ctx.T("game."+k.String()), x, y, ctx.U(22), true, colGold, Left)
	y += ctx.U(42)
	row := func(key, v string) {
		ctx.Art.DrawText(dst, ctx.T(key), x, y, ctx.U(16), false, colDim, Left)
		ctx.Art.DrawText(dst, v, x+ctx.U(statsValueX), y, ctx.U(16), true, colText, Right)
		y += ctx.U(34)
	}
	pct := func(v float64) string { return ctx.Percent(int(math.Round(100 * v))) }
	row("st.games", ctx.Int(g.GamesPlayed))
	row("st.won", ctx.T("st.won.value", "n", g.GamesWon, "percent", pct(g.WinRate())))
	if g.GamesLeft > 0 {
		row("st.abandoned", ctx.Int(g.GamesLeft))
	}
	row("st.hands", ctx.Int(g.HandsPlayed))
	if k == game.Tarabish {
		row("st.called", ctx.Int(g.HandsCalled))
		row("st.bait", pct(g.BaitRate()))
	} else {
		row("st.bid", ctx.Int(g.HandsBid))
		row("st.made", pct(g.MadeRate()))
	}
	best := "–"
	if !g.BestHandAt.IsZero() {
		best = ctx.Int(g.BestHand)
	}
	row("st.best", best)
	row("st.streak", ctx.Int(g.Streak))
	row("st.longest", ctx.Int(g.LongestStreak))
}

// historyLine words one hand of the history: when, the game, the deal's number (or the
// hand's number in its game, for a deal without one) and the score.
func historyLine(ctx *Context, e settings.HistoryEntry) string {
	when := ctx.printer().Shape(e.When.Local().Format("2006-01-02 15:04"))
	us, them := ctx.Signed(e.Score[0]), ctx.Signed(e.Score[1])
	if len(e.Record.Hands) > 0 && e.Record.Hands[0].No != 0 {
		return ctx.T("history.line.deal", "when", when, "game", ctx.T("game."+e.Game.String()), "deal", int(e.Record.Hands[0].No), "us", us, "them", them)
	}
	return ctx.T("history.line", "when", when, "game", ctx.T("game."+e.Game.String()), "hand", e.HandNo, "us", us, "them", them)
}
