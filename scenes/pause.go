package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
)

// pauseMenu stops the table: resume, settings, how to play, a new game (after asking: the
// game in progress is given up), or the main menu (the game is saved and can be continued).
type pauseMenu struct {
	resume, settings, rules, again, leave Button
	panel                                 Rect
	caption                               string // "Your game is saved", when it is
	note                                  string // the caption instead, when set (a deal played outside a game)
	confirm                               *dialog
	answer                                func(ctx *Context) error // the new game, once asked for
	practice                              bool                     // a practice table: try again and back to the review
}

// updatePause handles the pause menu's buttons; it always stops the scene's own update.
func (b *tableScene) updatePause(ctx *Context) bool {
	defer ctx.Art.Mirror(ctx.W)() // as drawn: a right-to-left menu and question
	p := b.paused
	b.layoutPause(ctx)
	if p.confirm != nil {
		p.confirm.update(ctx)
		if do := p.answer; do != nil {
			p.answer = nil
			if err := do(ctx); err != nil {
				ctx.report("", err)
			}
		}
		return true
	}
	switch {
	case p.resume.Pressed(ctx):
		b.paused = nil
	case p.settings.Pressed(ctx):
		s := NewSettingsScreen(ctx)
		s.page, s.back = int(b.t.Kind), ctx.Scenes.Current()
		ctx.Scenes.GoTo(ctx, s)
	case p.rules.Pressed(ctx):
		h := NewHowTo(ctx)
		h.game, h.back = b.t.Kind, ctx.Scenes.Current()
		ctx.Scenes.GoTo(ctx, h)
	case p.practice && p.again.Pressed(ctx):
		b.t.StopThinking()
		b.t.S.Quit()
		b.t.Practice.again(ctx)
	case p.practice && p.leave.Pressed(ctx):
		b.t.Practice.leave(ctx, b.t)
	case p.again.Pressed(ctx):
		b.askNewGame(ctx)
	case p.leave.Pressed(ctx) && b.t.Run != nil:
		b.askLeaveRun(ctx)
	case p.leave.Pressed(ctx):
		b.leaveTable(ctx)
	}
	return true
}

// leaveTable stops every piece of work at the table and goes to the menu.
func (b *tableScene) leaveTable(ctx *Context) {
	b.t.StopThinking()
	b.t.S.Quit()
	b.t.Cmp.stop()
	ctx.Scenes.GoTo(ctx, NewMenu(ctx))
}

// askLeaveRun asks before a duplicate session or the daily deal is left: it is not saved,
// so leaving ends it (the hands finished stay in the history).
func (b *tableScene) askLeaveRun(ctx *Context) {
	p := b.paused
	p.confirm = newDialog(ctx, ctx.T(b.t.Run.kindKey()+".leave.ask"), ctx.T("run.leave"), ctx.T("keep.playing"),
		func(ctx *Context) {
			p.confirm = nil
			p.answer = func(ctx *Context) error { b.leaveTable(ctx); return nil }
		},
		func(*Context) { p.confirm = nil })
}

// layoutPause places the pause menu for the table: a duplicate session or daily deal is not
// saved, says so, and offers no new game (that would give up the saved game of its kind).
func (b *tableScene) layoutPause(ctx *Context) {
	p := b.paused
	if b.t.Run != nil {
		p.note = ctx.T(b.t.Run.kindKey() + ".pause.note")
	}
	p.layout(ctx, b.savesGame(ctx), b.t.Single)
	p.again.Disabled = b.t.Run != nil
}

// savesGame reports whether the game on the table is kept on disk (not a demo, not the
// guided hand, not a single deal, not a practice, not a duplicate session or daily deal).
func (b *tableScene) savesGame(ctx *Context) bool {
	return ctx.keeps() && !b.t.Coach && !b.t.Single && b.t.Practice == nil && b.t.Run == nil
}

// askNewGame asks before giving up the game on the table for a new one of the same game;
// yes counts the game given up as abandoned, Esc or no goes back to the pause menu.
func (b *tableScene) askNewGame(ctx *Context) {
	p, k := b.paused, b.t.Kind
	ask, yes := ctx.T("pause.new.ask", "game", ctx.T("game."+k.String())), ctx.T("new.game")
	if b.t.Single {
		ask, yes = ctx.T("deal.again.ask", "no", int(b.t.dealNo)), ctx.T("deal.again")
	}
	p.confirm = newDialog(ctx, ask, yes, ctx.T("keep.playing"),
		func(ctx *Context) {
			p.confirm = nil
			p.answer = func(ctx *Context) error {
				b.t.StopThinking()
				b.t.S.Quit()
				if b.t.Single { // the same deal again, from its first card
					next, err := NewSingleDeal(ctx, b.t.G.State.Rules, b.t.G.Hands[0].No)
					if err == nil {
						ctx.Scenes.GoTo(ctx, next)
					}
					return err
				}
				if b.savesGame(ctx) {
					ctx.abandon(k)
				}
				next, err := NewTableScene(ctx, k.String())
				if err != nil {
					return err
				}
				ctx.Scenes.GoTo(ctx, next)
				return nil
			}
		},
		func(*Context) { p.confirm = nil })
}

// pauseButtons is how many buttons the pause menu has.
const pauseButtons = 5

// layout places the pause menu's buttons, as wide as the widest label needs, and the panel
// around them with the caption under the buttons.
func (p *pauseMenu) layout(ctx *Context, saved, single bool) {
	again := ctx.T("new.game")
	if single {
		again = ctx.T("deal.again")
	}
	labels := [pauseButtons]string{ctx.T("resume"), ctx.T("menu.settings"), ctx.T("menu.howto"), again, ctx.T("pause.main")}
	if p.practice {
		labels[3], labels[4] = ctx.T("couldwin.again"), ctx.T("couldwin.back")
	}
	w, h, step := ctx.U(360), ctx.U(48), ctx.U(60)
	for _, l := range labels {
		w = max(w, ctx.Art.TextWidth(l, ctx.U(20), true)+ctx.U(40))
	}
	p.caption = p.note
	switch {
	case p.practice:
		p.caption = ctx.T("couldwin.practice.note")
	case saved && p.note == "":
		p.caption = ctx.T("pause.saved")
	}
	if p.caption != "" {
		w = max(w, ctx.Art.TextWidth(p.caption, ctx.U(16), false)+ctx.U(20))
	}
	ph := ctx.U(84) + pauseButtons*step + ctx.U(40)
	x, y := (ctx.W-w)/2, (ctx.H-ph)/2
	p.panel = Rect{x - ctx.U(40), y, w + ctx.U(80), ph}
	top := y + ctx.U(84)
	bs := [pauseButtons]*Button{&p.resume, &p.settings, &p.rules, &p.again, &p.leave}
	for i, bp := range bs {
		*bp = Button{Rect: Rect{x, top + float64(i)*step, w, h}, Label: labels[i]}
	}
	p.resume = p.resume.WithKey(ebiten.KeyEscape)
}

// drawPause paints the pause menu over everything, when it is open.
func (b *tableScene) drawPause(dst *ebiten.Image, ctx *Context) {
	p := b.paused
	if p == nil {
		return
	}
	defer ctx.Art.Mirror(ctx.W)() // the table keeps its seats; the menu reads right to left
	b.layoutPause(ctx)
	Shade(dst)
	Panel(dst, ctx, p.panel)
	ctx.Art.DrawText(dst, ctx.T("paused"), ctx.W/2, p.panel.Y+ctx.U(22), ctx.U(30), true, colGold, Center)
	for _, bt := range []*Button{&p.resume, &p.settings, &p.rules, &p.again, &p.leave} {
		bt.Draw(dst, ctx)
	}
	if p.caption != "" {
		ctx.Art.DrawText(dst, p.caption, ctx.W/2, p.leave.Y+p.leave.H+ctx.U(12), ctx.U(16), false, colDim, Center)
	}
	if p.confirm != nil {
		p.confirm.draw(dst, ctx)
	}
}
