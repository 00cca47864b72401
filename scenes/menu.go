package scenes

import (
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/game"
)

// Menu is the first screen: continue, new games, practice (deals by number, puzzles), settings,
// how to play, statistics, quit.
type Menu struct {
	buttons []Button
	acts    []func(ctx *Context) error
	saved   []game.Kind              // games saved in progress, Tarabish first: their places never swap
	confirm *dialog                  // "give up the game in progress?", while it is asked
	answer  func(ctx *Context) error // what the answer yes does, once given
	fan     Rect                     // where the fan of cards lies
	fanW    float64                  // the width of one card of the fan
	title   Rect                     // the title and the subtitle under it
}

// NewMenu builds the menu, looking once for saved games.
func NewMenu(ctx *Context) *Menu {
	m := &Menu{}
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		if ctx.saveExists(k) && !ctx.Opts.Autoplay {
			m.saved = append(m.saved, k)
		}
	}
	return m
}

// noKey marks a menu item without a keyboard shortcut.
const noKey = ebiten.Key(-1)

// Menu layout, in layout units: the margins, the title block and the largest fan card.
const (
	menuTop     = 18
	menuBottom  = 44  // below the buttons: the notice line
	menuTitleH  = 112 // the title, the subtitle and the gap to the buttons
	menuFanMaxW = 100
	menuFanMinW = 60
	fanHeight   = 1.7 // the fan's height in card widths: a card, the arc and the tilt
)

// Name names the scene for screenshots.
func (m *Menu) Name() string { return "menu" }

func (m *Menu) layout(ctx *Context) {
	type item struct {
		label string
		key   ebiten.Key
		act   func(ctx *Context) error
		off   bool
	}
	start := func(ctx *Context, k game.Kind) error {
		s, err := NewTableScene(ctx, k.String())
		if err != nil {
			return err
		}
		ctx.Scenes.GoTo(ctx, s)
		return nil
	}
	newGame := func(k game.Kind) func(ctx *Context) error {
		return func(ctx *Context) error {
			if slices.Contains(m.saved, k) {
				m.askAbandon(ctx, k, start)
				return nil
			}
			return start(ctx, k)
		}
	}
	var items []item
	for _, k := range m.saved {
		k := k
		key := ebiten.KeyC // C continues the game played last
		if len(m.saved) > 1 && k != ctx.Prefs.LastGame {
			key = noKey // the other has no shortcut
		}
		items = append(items, item{ctx.T("menu.continue", "game", ctx.T("game."+k.String())), key, func(ctx *Context) error {
			if s := ContinueScene(ctx, k); s != nil {
				ctx.Scenes.GoTo(ctx, s)
			} else {
				ctx.Scenes.GoTo(ctx, NewMenu(ctx))
			}
			return nil
		}, false})
	}
	go2 := func(f func(*Context) Scene) func(*Context) error {
		return func(ctx *Context) error { ctx.Scenes.GoTo(ctx, f(ctx)); return nil }
	}
	items = append(items,
		item{ctx.T("menu.tarabish"), ebiten.Key1, newGame(game.Tarabish), false},
		item{ctx.T("menu.tarneeb"), ebiten.Key2, newGame(game.Tarneeb), false},
		item{ctx.T("menu.practice"), ebiten.KeyP, go2(func(ctx *Context) Scene { return NewPracticeMenu(ctx) }), false},
		item{ctx.T("menu.settings"), ebiten.KeyS, go2(func(ctx *Context) Scene { return NewSettingsScreen(ctx) }), false},
		item{ctx.T("menu.howto"), ebiten.KeyH, go2(func(ctx *Context) Scene { return NewHowTo(ctx) }), false},
		item{ctx.T("menu.stats"), ebiten.KeyT, go2(func(ctx *Context) Scene { return NewStatsScreen(ctx) }), false},
		item{ctx.T("menu.quit"), ebiten.KeyQ, func(ctx *Context) error { ctx.Quit = true; return nil }, false},
	)
	// From the top: the fan, the title block, the buttons, the notice line. Many buttons
	// close up first, then the fan grows smaller, so nothing runs into anything.
	n := float64(len(items))
	room := ctx.H - ctx.U(menuTop+menuBottom+menuTitleH)
	step := max(ctx.U(40), min(ctx.U(50), (room-ctx.U(menuFanMaxW*fanHeight))/n))
	fanW := max(ctx.U(menuFanMinW), min(ctx.U(menuFanMaxW), (room-n*step)/fanHeight))
	m.fanW = fanW
	spare := max(0, room-n*step-fanW*fanHeight) // room left over: the whole stack is centred
	m.fan = Rect{ctx.W/2 - fanW*1.75, ctx.U(menuTop) + spare/2, fanW * 3.5, fanW * fanHeight}
	m.title = Rect{ctx.W/2 - ctx.U(400), m.fan.Y + m.fan.H + ctx.U(6), ctx.U(800), ctx.U(menuTitleH - 24)}
	y := m.title.Y + m.title.H + ctx.U(14)
	w, h, gap := ctx.U(380), step*0.84, step*0.16
	for _, it := range items {
		w = max(w, ctx.Art.TextWidth(it.label, min(ctx.U(20), h*0.45), true)+ctx.U(32))
	}
	m.buttons, m.acts = m.buttons[:0], m.acts[:0]
	for i, it := range items {
		b := Button{Rect: Rect{(ctx.W - w) / 2, y + float64(i)*(h+gap), w, h}, Label: it.label, Disabled: it.off}
		if it.key != noKey {
			b = b.WithKey(it.key)
		}
		m.buttons = append(m.buttons, b)
		m.acts = append(m.acts, it.act)
	}
}

// askAbandon asks before a new game replaces the one of that kind in progress; yes counts the
// old game as abandoned in the statistics.
func (m *Menu) askAbandon(ctx *Context, k game.Kind, start func(*Context, game.Kind) error) {
	m.confirm = newDialog(ctx, ctx.T("new.over.saved", "game", ctx.T("game."+k.String())), ctx.T("new.game"), ctx.T("keep.game"),
		func(ctx *Context) {
			m.confirm = nil
			m.answer = func(ctx *Context) error {
				ctx.abandon(k)
				return start(ctx, k)
			}
		},
		func(*Context) { m.confirm = nil })
}

// Update runs the chosen item, or the answer to the question asked.
func (m *Menu) Update(ctx *Context) (bool, error) {
	m.layout(ctx)
	if m.confirm != nil {
		m.confirm.update(ctx)
		if do := m.answer; do != nil {
			m.answer = nil
			return true, do(ctx)
		}
		return true, nil
	}
	for i := range m.buttons {
		if m.buttons[i].Pressed(ctx) {
			return true, m.acts[i](ctx)
		}
	}
	return false, nil
}

// Draw paints the title, a fan of cards and the buttons.
func (m *Menu) Draw(dst *ebiten.Image, ctx *Context) {
	m.layout(ctx)
	ctx.Art.DrawFelt(dst, ctx.Scale)
	fan := []string{"JH", "9H", "AH", "TH", "KH"}
	w := m.fanW
	for i, name := range fan {
		c, _ := game.ParseCard(name)
		rot := (float64(i) - 2) * 0.16
		x := ctx.W/2 - w/2 + (float64(i)-2)*w*0.52
		y := m.fan.Y + abs(float64(i)-2)*w*0.08
		ctx.Art.DrawCard(dst, string(ctx.Prefs.Deck), c, CardLook{X: x, Y: y, W: w, Rotate: rot, FaceUp: true})
	}
	ctx.Art.DrawText(dst, ctx.T("title"), ctx.W/2, m.title.Y, ctx.U(48), true, colGold, Center)
	ctx.Art.DrawText(dst, ctx.T("subtitle"), ctx.W/2, m.title.Y+ctx.U(62), ctx.U(19), false, colDim, Center)
	for i := range m.buttons {
		m.buttons[i].Draw(dst, ctx)
	}
	if ctx.Notice != "" {
		ctx.Art.DrawText(dst, ctx.Notice, ctx.W/2, ctx.H-ctx.U(40), ctx.U(16), false, colAccent, Center)
	}
	if m.confirm != nil {
		m.confirm.draw(dst, ctx)
	}
}
