package scenes

import (
	"fmt"
	"math"
	"testing"

	"tarabish/game"
	"tarabish/settings"
)

// auditSizes are the window sizes every screen must fit.
var auditSizes = [][2]float64{{960, 600}, {1280, 720}, {1920, 1080}}

// auditCtx gives a context for one language and window size, with the fonts loaded.
func auditCtx(t *testing.T, lang string, w, h float64) *Context {
	t.Helper()
	p := settings.DefaultPrefs()
	p.Language = lang
	ctx := &Context{Prefs: &p, W: w, H: h, Scale: math.Min(w/1280, h/720), Art: arabicTestArt(t)}
	ctx.setScript()
	return ctx
}

// checkButton reports a button whose label does not fit it, or which leaves the screen.
func checkButton(t *testing.T, ctx *Context, where string, b Button) {
	t.Helper()
	if b.W == 0 {
		return
	}
	size := math.Min(ctx.U(20), b.H*0.45)
	if w := ctx.Art.TextWidth(b.Label, size, true); w > b.W-ctx.U(8) {
		t.Errorf("%s: %q is %.0f px wide, its button %.0f", where, b.Label, w, b.W)
	}
	if b.X < 0 || b.X+b.W > ctx.W+0.5 || b.Y < 0 || b.Y+b.H > ctx.H+0.5 {
		t.Errorf("%s: button %q at %+v leaves the %vx%v screen", where, b.Label, b.Rect, ctx.W, ctx.H)
	}
}

// checkFits reports a text that runs past a right edge.
func checkFits(t *testing.T, ctx *Context, where, s string, x, size float64, bold bool, right float64) {
	t.Helper()
	if w := ctx.Art.TextWidth(s, size, bold); x+w > right+0.5 {
		t.Errorf("%s: %q ends at %.0f, past %.0f", where, s, x+w, right)
	}
}

// TestLayoutAudit lays out the menu, every settings page, the how-to pages, the
// statistics and the pause menu in every language at 960x600, 1280x720 and 1920x1080,
// and checks that every label fits its button and every line its panel. Mirroring for a
// right-to-left language flips positions, not sizes, so the same checks hold for Arabic.
func TestLayoutAudit(t *testing.T) {
	for _, lang := range Languages {
		for _, sz := range auditSizes {
			ctx := auditCtx(t, lang, sz[0], sz[1])
			at := func(s string) string { return fmt.Sprintf("%s %vx%v %s", lang, sz[0], sz[1], s) }

			m := NewMenu(ctx)
			m.layout(ctx)
			for _, b := range m.buttons {
				checkButton(t, ctx, at("menu"), b)
			}

			for page := 0; page < 4; page++ {
				s := NewSettingsScreen(ctx)
				s.page = page
				s.layout(ctx)
				for _, b := range append(append(append([]Button(nil), s.tabs...), s.presets...), s.reset, s.done) {
					checkButton(t, ctx, at(fmt.Sprintf("settings page %d", page)), b)
				}
				size := ctx.U(17)
				if page == 0 {
					size = ctx.U(16)
				}
				for _, r := range s.rows {
					checkButton(t, ctx, at("settings value "+r.key), r.value)
					checkFits(t, ctx, at("settings label"), r.label, ctx.U(60), size, true, r.value.X-ctx.U(6))
					checkFits(t, ctx, at("settings explanation"), r.explain, ctx.U(470), size*0.88, false, ctx.W-ctx.U(36))
				}
			}

			for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
				h := NewHowTo(ctx)
				h.game = k
				for page := range howtoPages[k] {
					h.page = page
					h.layout(ctx)
					for _, b := range append(h.tabs[:], h.prev, h.next, h.done, h.guide) {
						checkButton(t, ctx, at("how to play"), b)
					}
					p := howtoPages[k][page]
					checkFits(t, ctx, at("how-to title"), ctx.T(p.key+".title"), ctx.U(90), ctx.U(26), true, ctx.W-ctx.U(90))
				}
			}

			st := NewStatsScreen(ctx)
			st.layout(ctx)
			for _, b := range append(st.resets[:], st.done, st.older, st.newer, st.growth) {
				checkButton(t, ctx, at("statistics"), b)
			}
			for _, key := range []string{"st.games", "st.won", "st.hands", "st.called", "st.bait", "st.bid", "st.made", "st.best", "st.streak", "st.longest"} {
				// a row's label and its value ("99 (50%)" for games won, else up to "999") share a width
				value := ctx.Int(999)
				if key == "st.won" {
					value = ctx.T("st.won.value", "n", 99, "percent", ctx.Percent(50))
				}
				checkFits(t, ctx, at("statistics row"), ctx.T(key), 0, ctx.U(16), false,
					ctx.U(statsValueX)-ctx.Art.TextWidth(value, ctx.U(16), true)-ctx.U(8))
			}

			// the score panel on the table grows with its lines, but must leave North's hand
			// (which starts 164 layout units left of the middle) alone
			hud := []hudLine{
				{ctx.T("tally.points", "us", 162, "them", 162, "out", ctx.T("tally.out.points", "n", 162)), false, colGold},
				{ctx.T("tally.tricks", "us", 13, "them", 13, "out", ctx.T("tally.out.tricks", "n", 13)), false, colGold},
				{ctx.T("tally.need.tb.they", "n", 162), true, colGold},
				{ctx.T("tally.need.tn.they", "n", 13), true, colGold},
				{ctx.T("game.tarabish") + " · " + ctx.T("target", "n", 1000), true, colGold},
				{ctx.T("contract", "player", ctx.T("seat.N"), "bid", 160), false, colText},
				{ctx.T("score.line", "us", -999, "them", -999), true, colText},
				{ctx.T("sets", "set", 13, "from", 12, "to", 12), false, colDim},
			}
			if w := hudWidth(ctx, hud); ctx.U(16)+w > ctx.W/2-ctx.U(170) {
				t.Errorf("%s: the score panel is %.0f px wide", at("table"), w)
			}

			// the score sheet's title stops before its "us" column header (170 units on, right-aligned)
			size := ctx.U(17)
			checkFits(t, ctx, at("score sheet"), ctx.T("sheet"), 0, size, true,
				ctx.U(170)-ctx.Art.TextWidth(ctx.T("us"), size, true)-ctx.U(8))

			var pm pauseMenu
			pm.layout(ctx, true, false)
			for _, b := range []Button{pm.resume, pm.settings, pm.rules, pm.again, pm.leave} {
				checkButton(t, ctx, at("pause"), b)
			}
		}
	}
}
