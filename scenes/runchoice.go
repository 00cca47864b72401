package scenes

import (
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/game"
	"tarabish/settings"
)

// runChoice starts a duplicate session (its game and number of deals) or the daily deal
// (its game), a tab each, with a word on what it is; Back returns to the menu.
type runChoice struct {
	daily  bool // the daily deal's tab
	tabs   [2]Button
	kind   game.Kind
	deals  int // the session's deals, one of DuplicateDeals
	games  [game.Kinds]Button
	counts []Button
	start  Button
	back   Button
	today  time.Time // the daily deal's day
}

// newRunChoice opens the choice of a duplicate session, or of the daily deal, on the game
// played last.
func newRunChoice(ctx *Context, daily bool) *runChoice {
	return &runChoice{daily: daily, kind: ctx.Prefs.LastGame, deals: DuplicateDeals[0], today: time.Now()}
}

// Name names the scene for screenshots.
func (c *runChoice) Name() string {
	if c.daily {
		return "daily-deal"
	}
	return "duplicate"
}

func (c *runChoice) layout(ctx *Context) {
	tw := ctx.U(300)
	for i, key := range []string{"dup.title", "daily.menu"} {
		c.tabs[i] = Button{Rect: Rect{ctx.W/2 - tw - ctx.U(8) + float64(i)*(tw+ctx.U(16)), ctx.U(58), tw, ctx.U(44)},
			Label: ctx.T(key), On: c.daily == (i == 1)}.WithKey([]ebiten.Key{ebiten.KeyD, ebiten.KeyY}[i])
	}
	w, h := ctx.U(260), ctx.U(50)
	y := ctx.U(250)
	for k := range c.games {
		c.games[k] = Button{Rect: Rect{ctx.W/2 - w - ctx.U(10) + float64(k)*(w+ctx.U(20)), y, w, h},
			Label: ctx.T("game." + game.Kind(k).String()), On: c.kind == game.Kind(k)}.WithKey(ebiten.Key1 + ebiten.Key(k))
	}
	c.counts = c.counts[:0]
	if !c.daily {
		cw := ctx.U(120)
		x0 := ctx.W/2 - (float64(len(DuplicateDeals))*cw+float64(len(DuplicateDeals)-1)*ctx.U(16))/2
		for i, n := range DuplicateDeals {
			c.counts = append(c.counts, Button{Rect: Rect{x0 + float64(i)*(cw+ctx.U(16)), ctx.U(356), cw, ctx.U(46)},
				Label: ctx.Int(n), On: c.deals == n})
		}
	}
	bw := ctx.U(240)
	for _, l := range []string{ctx.T("dup.start"), ctx.T("dup.back")} {
		bw = max(bw, ctx.Art.TextWidth(l, ctx.U(20), true)+ctx.U(32))
	}
	by := ctx.H - ctx.U(150)
	c.start = Button{Rect: Rect{ctx.W/2 - bw - ctx.U(10), by, bw, ctx.U(50)}, Label: ctx.T("dup.start")}.WithKey(ebiten.KeyEnter)
	c.back = Button{Rect: Rect{ctx.W/2 + ctx.U(10), by, bw, ctx.U(50)}, Label: ctx.T("dup.back")}.WithKey(ebiten.KeyEscape)
}

// Update picks the game and the deals, and starts or goes back.
func (c *runChoice) Update(ctx *Context) (bool, error) {
	c.layout(ctx)
	for i := range c.tabs {
		if c.tabs[i].Pressed(ctx) {
			c.daily = i == 1
			ctx.Dirty = true
		}
	}
	for k := range c.games {
		if c.games[k].Pressed(ctx) {
			c.kind = game.Kind(k)
			ctx.Dirty = true
		}
	}
	for i := range c.counts {
		if c.counts[i].Pressed(ctx) {
			c.deals = DuplicateDeals[i]
			ctx.Dirty = true
		}
	}
	switch {
	case c.back.Pressed(ctx):
		ctx.Scenes.GoTo(ctx, NewMenu(ctx))
	case c.start.Pressed(ctx):
		var r *dealRun
		if c.daily {
			r = newDailyRun(&ctx.Files.Stats, c.kind, c.today)
		} else {
			seed := ctx.Opts.Seed
			if seed == 0 {
				seed = uint64(ctxClock())
			}
			r = newDuplicateRun(c.kind, c.deals, seed)
		}
		s, err := ctx.runTable(r)
		if err != nil {
			return false, err
		}
		ctx.Scenes.GoTo(ctx, s)
	}
	return false, nil
}

// status gives the line under the choice: the daily deal's number and whether today's was
// played, or the session's deals.
func (c *runChoice) status(ctx *Context) string {
	if !c.daily {
		return ctx.T("dup.choice.status", "n", c.deals, "game", ctx.T("game."+c.kind.String()))
	}
	no := game.DailyDealNo(c.kind, c.today.Year(), c.today.Month(), c.today.Day())
	shaped := ctx.printer().Shape(no.String())
	date := settings.DailyDate(c.today)
	if ctx.Files.Stats.PlayedDaily(c.kind, date) {
		return ctx.T("daily.status.played", "no", shaped)
	}
	return ctx.T("daily.status.new", "no", shaped)
}

// Draw paints the title, the explanation, the choices and the buttons.
func (c *runChoice) Draw(dst *ebiten.Image, ctx *Context) {
	c.layout(ctx)
	ctx.Art.DrawFelt(dst, ctx.Scale)
	pw := ctx.U(820)
	Panel(dst, ctx, Rect{(ctx.W - pw) / 2, ctx.U(40), pw, ctx.H - ctx.U(120)})
	explain := "dup.explain"
	if c.daily {
		explain = "daily.explain"
	}
	for i := range c.tabs {
		c.tabs[i].Draw(dst, ctx)
	}
	y := ctx.U(122)
	for _, l := range wrap(ctx, ctx.T(explain), ctx.U(16), pw-ctx.U(80)) {
		ctx.Art.DrawText(dst, l, ctx.W/2, y, ctx.U(16), false, colText, Center)
		y += ctx.U(22)
	}
	for k := range c.games {
		c.games[k].Draw(dst, ctx)
	}
	if !c.daily {
		ctx.Art.DrawText(dst, ctx.T("dup.deals"), ctx.W/2, ctx.U(322), ctx.U(18), true, colGold, Center)
		for i := range c.counts {
			c.counts[i].Draw(dst, ctx)
		}
	}
	sy := ctx.U(430)
	for _, l := range wrap(ctx, c.status(ctx), ctx.U(17), pw-ctx.U(80)) {
		ctx.Art.DrawText(dst, l, ctx.W/2, sy, ctx.U(17), false, colAccent, Center)
		sy += ctx.U(24)
	}
	c.start.Draw(dst, ctx)
	c.back.Draw(dst, ctx)
}
