package scenes

import (
	"fmt"
	"os"
	"slices"
	"strconv"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/assets/lang"
	"tarabish/game"
	"tarabish/settings"
)

// SettingsScreen sets the house rules of both games (with presets), the table and the
// computer players, and the learning aids. Every change is checked by the settings package.
type SettingsScreen struct {
	page    int // 0 Tarabish rules, 1 Tarneeb rules, 2 table and players, 3 learning aids
	tabs    []Button
	rows    []settingRow
	presets []Button
	reset   Button
	done    Button
	before  [game.Kinds]game.Rules
	confirm *dialog
	back    Scene // where Done returns: the paused table it was opened from, or nil for the menu
}

// settingRow is one setting on screen: its key, a button showing and cycling the value.
type settingRow struct {
	key, label, explain string
	value               Button
}

// NewSettingsScreen opens the settings on the rules of the last game played.
func NewSettingsScreen(ctx *Context) *SettingsScreen {
	return &SettingsScreen{page: int(ctx.Prefs.LastGame), before: ctx.Prefs.Rules}
}

// Name names the scene for screenshots.
func (s *SettingsScreen) Name() string { return "settings" }

// pageKeys lists the setting keys of a page.
func pageKeys(page int) []string {
	var out []string
	for _, k := range settings.Keys() {
		switch {
		case page < 2 && strings.HasPrefix(k, "rules."+game.Kind(page).String()+".") && !strings.HasSuffix(k, ".preset"):
			out = append(out, k)
		case page == 2 && (strings.HasPrefix(k, "ai.") || slices.Contains([]string{"speed", "volume", "mute", "deck", "language", "digits", "fullscreen"}, k)):
			out = append(out, k)
		case page == 3 && strings.HasPrefix(k, "aids."):
			out = append(out, k)
		}
	}
	return out
}

func (s *SettingsScreen) layout(ctx *Context) {
	s.tabs = s.tabs[:0]
	tw, th := ctx.U(230), ctx.U(44)
	x0 := (ctx.W - 4*tw - 3*ctx.U(10)) / 2
	for i, key := range []string{"page.tarabish", "page.tarneeb", "page.table", "page.aids"} {
		s.tabs = append(s.tabs, Button{Rect: Rect{x0 + float64(i)*(tw+ctx.U(10)), ctx.U(20), tw, th}, Label: ctx.T(key), On: i == s.page})
	}
	y := ctx.U(80)
	s.presets = s.presets[:0]
	if s.page < 2 {
		k := game.Kind(s.page)
		pw := ctx.U(250)
		for i, p := range game.PresetsFor(k) {
			s.presets = append(s.presets, Button{Rect: Rect{ctx.U(300) + float64(i)*(pw+ctx.U(10)), y, pw, ctx.U(38)},
				Label: ctx.T("preset." + p.ID), On: ctx.Prefs.Rules[k].Preset == p.ID})
		}
		y += ctx.U(50)
	}
	s.rows = s.rows[:0]
	rowH := ctx.U(31)
	if s.page == 0 {
		rowH = ctx.U(28)
	}
	for _, key := range pageKeys(s.page) {
		v, _ := ctx.Prefs.Get(key)
		name := key[strings.LastIndex(key, ".")+1:]
		b := Button{Rect: Rect{ctx.U(300), y, ctx.U(150), rowH - ctx.U(4)}, Label: valueText(ctx, key, v)}
		if isSwitch(key) {
			b.Switch, b.On = true, v == "on"
		}
		if s.page < 2 && !ctx.Prefs.Rules[s.page].Applies(name) {
			b.Disabled = true
		}
		s.rows = append(s.rows, settingRow{key: key, label: ctx.T("set." + name), explain: explainSetting(ctx, s.page, name), value: b})
		y += rowH
	}
	// the two buttons share a width wide enough for the longer label ("Standard
	// wiederherstellen" ran out of its box into "Fertig")
	bw := ctx.U(220)
	for _, l := range []string{ctx.T("reset.defaults"), ctx.T("done")} {
		bw = max(bw, ctx.Art.TextWidth(l, ctx.U(20), true)+ctx.U(32))
	}
	s.reset = Button{Rect: Rect{ctx.W/2 - bw - ctx.U(10), ctx.H - ctx.U(64), bw, ctx.U(46)}, Label: ctx.T("reset.defaults")}
	s.done = Button{Rect: Rect{ctx.W/2 + ctx.U(10), ctx.H - ctx.U(64), bw, ctx.U(46)}, Label: ctx.T("done")}.WithKey(ebiten.KeyEscape)
}

// isSwitch reports whether a setting is on or off, shown as a switch.
func isSwitch(key string) bool {
	return slices.Equal(settings.Choices(key), []string{"off", "on"})
}

// valueText shows a setting's value in words.
func valueText(ctx *Context, key, v string) string {
	if key == "volume" {
		n, _ := strconv.Atoi(v)
		return ctx.Percent(n)
	}
	if n, err := strconv.Atoi(v); err == nil {
		return ctx.Int(n)
	}
	if key == "language" {
		return lang.Message(v, "lang.name")
	}
	if ctx.Has("val." + v) {
		return ctx.T("val." + v)
	}
	return v
}

// explainSetting gives a setting's one-line explanation: the rule's own words for rules.
func explainSetting(ctx *Context, page int, name string) string {
	if page < 2 {
		return ctx.T("rule." + game.Kind(page).String() + "." + name)
	}
	return ctx.T("explain." + name)
}

// Update handles tabs, presets, value buttons, reset and done.
func (s *SettingsScreen) Update(ctx *Context) (bool, error) {
	s.layout(ctx)
	if s.confirm != nil {
		s.confirm.update(ctx)
		return false, nil
	}
	for i := range s.tabs {
		if s.tabs[i].Pressed(ctx) {
			// The click belongs to the tab: the new page's buttons are laid out before any
			// of them can take a click.
			s.page = i
			s.layout(ctx)
			return false, nil
		}
	}
	if s.page < 2 {
		k := game.Kind(s.page)
		for i, p := range game.PresetsFor(k) {
			if s.presets[i].Pressed(ctx) {
				s.set(ctx, "rules."+k.String()+".preset", p.ID)
			}
		}
	}
	for _, r := range s.rows {
		if r.value.Pressed(ctx) {
			choices := settings.Choices(r.key)
			v, _ := ctx.Prefs.Get(r.key)
			if r.key == "volume" {
				choices = []string{"0", "10", "20", "30", "40", "50", "60", "70", "80", "90", "100"}
			}
			i := slices.Index(choices, v)
			s.set(ctx, r.key, choices[(i+1)%len(choices)])
		}
	}
	if s.reset.Pressed(ctx) {
		s.resetPage(ctx)
	}
	if s.done.Pressed(ctx) {
		s.leave(ctx)
	}
	return false, nil
}

// set changes one setting; a refused value is shown and nothing changes.
func (s *SettingsScreen) set(ctx *Context, key, value string) {
	if err := ctx.Prefs.Set(key, value); err != nil {
		fmt.Fprintln(os.Stderr, err)
		ctx.Notice = ctx.T("error.setting")
		return
	}
	if key == "fullscreen" {
		ebiten.SetFullscreen(ctx.Prefs.Fullscreen)
	}
	ctx.Notice = ""
}

// resetPage puts the page's settings back to their defaults.
func (s *SettingsScreen) resetPage(ctx *Context) {
	def := settings.DefaultPrefs()
	for _, key := range pageKeys(s.page) {
		v, _ := def.Get(key)
		s.set(ctx, key, v)
	}
	if s.page < 2 {
		ctx.Prefs.Rules[s.page] = def.Rules[s.page]
	}
}

// leave saves the preferences and goes back to the menu; when the rules of a game in
// progress changed, it first asks whether they apply from the next game.
func (s *SettingsScreen) leave(ctx *Context) {
	for k := range ctx.Prefs.Rules {
		if ctx.Prefs.Rules[k] == s.before[k] || !ctx.saveExists(game.Kind(k)) {
			continue
		}
		s.confirm = newDialog(ctx, ctx.T("rules.next.game", "game", ctx.T("game."+game.Kind(k).String())), ctx.T("apply.next"), ctx.T("undo.rules"),
			func(ctx *Context) {
				s.confirm = nil
				s.before[k] = ctx.Prefs.Rules[k]
				s.leave(ctx)
			},
			func(ctx *Context) {
				s.confirm = nil
				ctx.Prefs.Rules[k] = s.before[k]
				s.leave(ctx)
			})
		s.confirm.yesKey = true
		s.confirm.onCancel = func(*Context) { s.confirm = nil } // Esc: back to the settings
		return
	}
	ctx.savePrefs()
	if s.back != nil {
		ctx.Scenes.GoTo(ctx, s.back)
		return
	}
	ctx.Scenes.GoTo(ctx, NewMenu(ctx))
}

// saveExists reports whether a game of a kind is saved in progress.
func (ctx *Context) saveExists(k game.Kind) bool {
	if ctx.Files.Store == nil {
		return false
	}
	ctx.flushSaves() // a save handed over must be seen
	_, err := os.Stat(ctx.Files.Store.SavePath(k))
	return err == nil
}

// Draw paints the page.
func (s *SettingsScreen) Draw(dst *ebiten.Image, ctx *Context) {
	s.layout(ctx)
	ctx.Art.DrawFelt(dst, ctx.Scale)
	Panel(dst, ctx, Rect{ctx.U(30), ctx.U(70), ctx.W - ctx.U(60), ctx.H - ctx.U(150)})
	for i := range s.tabs {
		s.tabs[i].Draw(dst, ctx)
	}
	if s.page < 2 {
		k := game.Kind(s.page)
		label := ctx.T("preset")
		if ctx.Prefs.Rules[k].Preset == "custom" {
			label += " · " + ctx.T("custom")
		}
		ctx.Art.DrawText(dst, label, ctx.U(60), s.presets[0].Y+ctx.U(8), ctx.U(18), true, colGold, Left)
		for i := range s.presets {
			s.presets[i].Draw(dst, ctx)
		}
	}
	size := ctx.U(17)
	if s.page == 0 {
		size = ctx.U(16)
	}
	for _, r := range s.rows {
		clr := colText
		if r.value.Disabled {
			clr = colDim
		}
		ctx.Art.DrawText(dst, r.label, ctx.U(60), r.value.Y+(r.value.H-size*1.2)/2, size, true, clr, Left)
		r.value.Draw(dst, ctx)
		ctx.Art.DrawText(dst, r.explain, ctx.U(470), r.value.Y+(r.value.H-size*1.1)/2, size*0.88, false, colDim, Left)
	}
	s.reset.Draw(dst, ctx)
	s.done.Draw(dst, ctx)
	if ctx.Notice != "" {
		ctx.Art.DrawText(dst, ctx.Notice, ctx.W/2, ctx.H-ctx.U(100), ctx.U(16), false, colAccent, Center)
	}
	if s.confirm != nil {
		s.confirm.draw(dst, ctx)
	}
}
