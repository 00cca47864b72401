package scenes

import (
	"fmt"
	"testing"
	"time"

	"tarabish/game"
	"tarabish/settings"
)

// checkInside reports a box that leaves the box it belongs in.
func checkInside(t *testing.T, where string, in, out Rect) {
	t.Helper()
	if in.W == 0 {
		return
	}
	if in.X < out.X-0.5 || in.Y < out.Y-0.5 || in.X+in.W > out.X+out.W+0.5 || in.Y+in.H > out.Y+out.H+0.5 {
		t.Errorf("%s: %+v leaves %+v", where, in, out)
	}
}

// checkApart reports two buttons (or boxes) of one screen that overlap.
func checkApart(t *testing.T, where string, bs ...Button) {
	t.Helper()
	for i := range bs {
		for j := i + 1; j < len(bs); j++ {
			a, b := bs[i].Rect, bs[j].Rect
			if a.W == 0 || b.W == 0 {
				continue
			}
			if a.X < b.X+b.W-0.5 && b.X < a.X+a.W-0.5 && a.Y < b.Y+b.H-0.5 && b.Y < a.Y+a.H-0.5 {
				t.Errorf("%s: %q %+v overlaps %q %+v", where, bs[i].Label, a, bs[j].Label, b)
			}
		}
	}
}

// checkSwitch reports an on/off switch whose word runs past its button.
func checkSwitch(t *testing.T, ctx *Context, where string, b Button) {
	t.Helper()
	tr := b.switchTrack(ctx)
	size := min(ctx.U(20), b.H*0.45)
	checkFits(t, ctx, where, b.Label, tr.X+tr.W+ctx.U(10), size, true, b.X+b.W)
}

// checkDialog reports a dialog whose lines leave its panel or whose answers overlap or
// leave it.
func checkDialog(t *testing.T, ctx *Context, where string, d *dialog) {
	t.Helper()
	d.layout(ctx)
	for _, l := range d.lines {
		if w := ctx.Art.TextWidth(l, ctx.U(dialogText), false); w > d.panel.W-ctx.U(40) {
			t.Errorf("%s: line %q is %.0f px wide, the panel %.0f", where, l, w, d.panel.W)
		}
	}
	checkButton(t, ctx, where, d.yes)
	checkButton(t, ctx, where, d.no)
	checkApart(t, where, d.yes, d.no)
	checkInside(t, where+" yes", d.yes.Rect, d.panel)
	checkInside(t, where+" no", d.no.Rect, d.panel)
	checkInside(t, where+" panel", d.panel, Rect{0, 0, ctx.W, ctx.H})
	if top := d.panel.Y + ctx.U(32) + float64(len(d.lines))*ctx.U(dialogText)*1.45; top > d.yes.Y {
		t.Errorf("%s: the question runs into the answers", where)
	}
}

// auditGameOver gives a game-over screen of a game with every figure at its widest.
func auditGameOver(k game.Kind, match game.Match) *GameOverScene {
	r := game.DefaultRules(k)
	r.Match = match
	f := game.State{Rules: r, Phase: game.PhaseOver, Winner: game.EW, Score: [2]int{-999, 1000}, Sets: [2]int{13, 12}, Total: [2]int{-999, 999}}
	tb := &Table{Kind: k, G: &game.Game{Hands: make([]game.HandRecord, 1)}, Human: game.South, final: f}
	s := &GameOverScene{tableScene: tableScene{t: tb}}
	big := [2]int{999, 999}
	s.tally = gameTally{Hands: 99, ThrownIn: 9, Called: big, Made: big, Bait: big, HalfBait: big, Bella: big, Runs: big, Capot: big, Best: big}
	return s
}

// TestScreensAudit lays out every state of the screens around the table (the menu with no,
// one and two saved games, every settings page, the pause menu, every dialog, the
// scoreboard, the game-over screen, the statistics and the hand review) in every language
// at 960x600, 1280x720 and 1920x1080, and fails on any text leaving its box and on any two
// buttons that overlap.
func TestScreensAudit(t *testing.T) {
	for _, lang := range Languages {
		for _, sz := range auditSizes {
			ctx := auditCtx(t, lang, sz[0], sz[1])
			at := func(s string) string { return fmt.Sprintf("%s %vx%v %s", lang, sz[0], sz[1], s) }
			screen := Rect{0, 0, ctx.W, ctx.H}
			auditMenu(t, ctx, at)
			auditSettings(t, ctx, at)

			// the pause menu, its buttons inside its panel, and the caption
			var pm pauseMenu
			pm.layout(ctx, true, false)
			bs := []Button{pm.resume, pm.settings, pm.rules, pm.again, pm.leave}
			checkApart(t, at("pause"), bs...)
			for _, b := range bs {
				checkInside(t, at("pause "+b.Label), b.Rect, pm.panel)
			}
			checkInside(t, at("pause panel"), pm.panel, screen)
			checkFits(t, ctx, at("pause caption"), pm.caption, ctx.W/2-ctx.Art.TextWidth(pm.caption, ctx.U(16), false)/2, ctx.U(16), false, pm.panel.X+pm.panel.W)
			if pm.leave.Y+pm.leave.H+ctx.U(12)+ctx.U(20) > pm.panel.Y+pm.panel.H {
				t.Errorf("%s: the caption leaves the pause panel", at("pause"))
			}

			// every dialog of these screens
			for _, d := range []struct{ name, text, yes, no string }{
				{"new over saved", ctx.T("new.over.saved", "game", ctx.T("game.tarabish")), ctx.T("new.game"), ctx.T("keep.game")},
				{"pause new game", ctx.T("pause.new.ask", "game", ctx.T("game.tarabish")), ctx.T("new.game"), ctx.T("keep.playing")},
				{"rules next game", ctx.T("rules.next.game", "game", ctx.T("game.tarabish")), ctx.T("apply.next"), ctx.T("undo.rules")},
				{"reset statistics", ctx.T("reset.ask", "game", ctx.T("game.tarabish")), ctx.T("reset"), ctx.T("keep")},
				{"deal again", ctx.T("deal.again.ask", "no", 9_888_888), ctx.T("deal.again"), ctx.T("keep.playing")},
			} {
				checkDialog(t, ctx, at("dialog "+d.name), newDialog(ctx, d.text, d.yes, d.no, nil, nil))
			}

			auditScoreboard(t, ctx, at)
			auditGameOverScreens(t, ctx, at)
			auditStats(t, ctx, at)
			auditReview(t, ctx, at)
			auditDealNo(t, ctx, at)
			auditPractice(t, ctx, at)
		}
	}
}

// auditMenu checks the menu with no, one and two saved games: fan, title and buttons
// apart, labels inside their buttons.
func auditMenu(t *testing.T, ctx *Context, at func(string) string) {
	for _, saved := range [][]game.Kind{nil, {game.Tarneeb}, {game.Tarabish, game.Tarneeb}} {
		m := &Menu{saved: saved}
		m.layout(ctx)
		where := at(fmt.Sprintf("menu with %d saved", len(saved)))
		for _, b := range m.buttons {
			checkButton(t, ctx, where, b)
		}
		checkApart(t, where, m.buttons...)
		checkApart(t, where+" fan/title/buttons", Button{Rect: m.fan, Label: "fan"}, Button{Rect: m.title, Label: "title"}, Button{Rect: m.buttons[0].Rect, Label: m.buttons[0].Label})
		last := m.buttons[len(m.buttons)-1]
		if last.Y+last.H > ctx.H-ctx.U(40) {
			t.Errorf("%s: the last button runs into the notice line", where)
		}
		for _, s := range []struct {
			key  string
			size float64
			bold bool
		}{{"title", 48, true}, {"subtitle", 19, false}} {
			if w := ctx.Art.TextWidth(ctx.T(s.key), ctx.U(s.size), s.bold); w > m.title.W {
				t.Errorf("%s: the %s is %.0f px wide, its box %.0f", where, s.key, w, m.title.W)
			}
		}
		if len(saved) == 2 && (m.buttons[0].Label != ctx.T("menu.continue", "game", ctx.T("game.tarabish")) || m.buttons[1].Label != ctx.T("menu.continue", "game", ctx.T("game.tarneeb"))) {
			t.Errorf("%s: the Continue buttons are %q, %q", where, m.buttons[0].Label, m.buttons[1].Label)
		}
	}
}

// auditSettings checks every settings page with every switch both on and off.
func auditSettings(t *testing.T, ctx *Context, at func(string) string) {
	for page := 0; page < 4; page++ {
		s := NewSettingsScreen(ctx)
		s.page = page
		s.layout(ctx)
		where := at(fmt.Sprintf("settings page %d", page))
		all := append(append(append([]Button(nil), s.tabs...), s.presets...), s.reset, s.done)
		for _, r := range s.rows {
			all = append(all, r.value)
			if r.value.Switch {
				for _, v := range []string{"on", "off"} {
					b := r.value
					b.Label = valueText(ctx, r.key, v)
					checkSwitch(t, ctx, where+" switch "+r.key, b)
				}
			}
		}
		checkApart(t, where, all...)
		if last := s.rows[len(s.rows)-1].value; last.Y+last.H > s.reset.Y {
			t.Errorf("%s: the last row runs into the buttons", where)
		}
	}
}

// auditScoreboard checks the scoreboard's titles, rows and run notes.
func auditScoreboard(t *testing.T, ctx *Context, at func(string) string) {
	where := at("scoreboard")
	pw := ctx.U(900)
	for _, key := range []string{"thrown.in", "set.won.we", "set.won.they", "bait.we", "bait.they", "half.bait.we", "half.bait.they"} {
		checkFits(t, ctx, where+" title", ctx.T(key), 0, ctx.U(30), true, pw-ctx.U(80))
	}
	for _, key := range []string{"made.we", "made.they", "failed.we", "failed.they"} {
		checkFits(t, ctx, where+" title", ctx.T(key, "bid", 13), 0, ctx.U(30), true, pw-ctx.U(80))
	}
	size := ctx.U(19)
	x := (ctx.W-pw)/2 + ctx.U(40)
	us, them := breakdownCols(ctx, x)
	for _, key := range breakdownKeys {
		checkFits(t, ctx, where+" row", ctx.T(key), x, size, true, us-ctx.Art.TextWidth(ctx.Int(-999), size, true)-ctx.U(8))
	}
	if them > ctx.W/2+ctx.U(20) { // the score sheet starts 30 units past the middle
		t.Errorf("%s: the breakdown's columns run into the score sheet", where)
	}
	for _, team := range []game.Team{game.NS, game.EW} {
		for _, l := range []game.RunLoss{game.RunsNotShown, game.RunsBeaten, game.RunsCancelled} {
			lines := wrap(ctx, ctx.T(runLossKey(team, l)), ctx.U(15), ctx.U(scoreNoteW))
			if len(lines) > 2 {
				t.Errorf("%s: the run note %q takes %d lines", where, ctx.T(runLossKey(team, l)), len(lines))
			}
			for _, line := range lines {
				checkFits(t, ctx, where+" run note", line, 0, ctx.U(15), false, ctx.U(scoreNoteW))
			}
		}
	}
}

// auditGameOverScreens checks the game-over screen of each game and match length.
func auditGameOverScreens(t *testing.T, ctx *Context, at func(string) string) {
	for _, c := range []struct {
		k     game.Kind
		match game.Match
	}{{game.Tarabish, game.MatchOneSet}, {game.Tarneeb, game.MatchOneSet}, {game.Tarneeb, game.MatchBestOf3}, {game.Tarneeb, game.MatchThirteenSets}} {
		for _, review := range []string{"on", "off"} {
			where := at(fmt.Sprintf("game over %s match %d review %s", c.k, c.match, review))
			_ = ctx.Prefs.Set("aids.hand_review", review)
			s := auditGameOver(c.k, c.match)
			s.layout(ctx)
			checkInside(t, where, s.panel, Rect{0, 0, ctx.W, ctx.H})
			for _, b := range []Button{s.again, s.menu, s.look} {
				checkButton(t, ctx, where, b)
				checkInside(t, where+" "+b.Label, b.Rect, s.panel)
			}
			checkApart(t, where, s.again, s.menu, s.look)
			if (s.look.W > 0) != (review == "on") {
				t.Errorf("%s: review button shown %v", where, s.look.W > 0)
			}
			inner := s.panel.W - ctx.U(40)
			checkFits(t, ctx, where+" title", s.title(ctx), 0, ctx.U(34), true, inner)
			for _, w := range []game.Team{game.NS, game.EW} {
				s.t.final.Winner = w
				checkFits(t, ctx, where+" title", s.title(ctx), 0, ctx.U(34), true, inner)
			}
			checkFits(t, ctx, where+" score", s.finalScore(ctx), 0, ctx.U(24), true, inner)
			checkFits(t, ctx, where+" hands", ctx.T("over.hands", "n", 99)+" · "+ctx.T("over.thrown", "n", 9), 0, ctx.U(18), false, inner)
			x, c1, _ := s.gameOverCols(ctx)
			size := ctx.U(18)
			rows := s.rows(ctx)
			for _, r := range rows {
				checkFits(t, ctx, where+" row", r.label, x, size, false, c1-ctx.Art.TextWidth(ctx.Int(999), size, true)-ctx.U(12))
			}
			if end := s.panel.Y + ctx.U(220) + float64(len(rows))*ctx.U(34); end > s.again.Y {
				t.Errorf("%s: the figures run into the buttons", where)
			}
		}
	}
}

// auditStats checks the statistics with a full page of history.
func auditStats(t *testing.T, ctx *Context, at func(string) string) {
	where := at("statistics")
	st := &StatsScreen{}
	for i := 0; i < historyRows+2; i++ {
		st.history = append(st.history, settings.HistoryEntry{When: time.Date(2026, 12, 31, 23, 59, 0, 0, time.UTC), Game: game.Tarneeb, HandNo: 99, Score: [2]int{-13, 162}, Caller: game.North})
	}
	st.layout(ctx)
	all := append(append(append([]Button(nil), st.resets[:]...), st.done, st.older, st.newer), st.exports...)
	for _, b := range all {
		checkButton(t, ctx, where, b)
	}
	checkApart(t, where, append(all, st.rows...)...)
	for i, r := range st.rows {
		e := st.history[i]
		numbered := e
		numbered.Record.Hands = []game.HandRecord{{No: 9_888_888}}
		for _, line := range []string{historyLine(ctx, e), historyLine(ctx, numbered)} {
			size := fitSize(ctx, line, ctx.U(16), false, r.W-ctx.U(8))
			checkFits(t, ctx, where+" history row", line, r.X+ctx.U(8), size, false, r.X+r.W)
		}
	}
	checkFits(t, ctx, where+" history hint", ctx.T("history.open"), ctx.U(statsHistoryX), ctx.U(14), false, ctx.W-ctx.U(40))
	if ctx.U(statsHintY) < st.older.Y+st.older.H || ctx.U(statsHintY+18) > ctx.H-ctx.U(80) {
		t.Errorf("%s: the history hint is not between the paging buttons and the panel's end", where)
	}
}

// auditReview checks the review's lines at their widest.
func auditReview(t *testing.T, ctx *Context, at func(string) string) {
	where := at("review")
	cards := "10♠  10♥  10♦  10♣"
	td, _ := game.ParseCard("TD")
	for _, k := range []string{"review.play.you", "review.play.partner"} {
		line := ctx.T(k, "trick", 13, "card", cardName(ctx, td), "cost", ctx.T("review.cost.points", "n", 162), "better", cardName(ctx, td))
		checkFits(t, ctx, where+" costly play", line, ctx.U(44), ctx.U(16), false, ctx.W-ctx.U(24))
	}
	line := ctx.T("review.trick", "n", 13, "leader", ctx.T("seat.W"), "cards", cards, "winner", ctx.T("seat.W"))
	checkFits(t, ctx, where+" trick", line, ctx.W/2+ctx.U(10), ctx.U(15), false, ctx.W-ctx.U(24))
	checkFits(t, ctx, where+" partial", ctx.T("review.partial", "done", 12, "n", 13), ctx.U(44), ctx.U(16), false, ctx.W-ctx.U(24))
}

// auditDealNo checks the deal-number screen with both rules choices offered, under the
// longest preset names: every button apart, inside the screen, its label inside it.
func auditDealNo(t *testing.T, ctx *Context, at func(string) string) {
	for k := range game.Kinds {
		where := at("deal number " + game.Kind(k).String())
		s := &DealNoScreen{kind: game.Kind(k), digits: "9888888", ownRule: true}
		long := game.DefaultRules(game.Kind(k))
		for _, p := range game.PresetsFor(game.Kind(k)) {
			if len(ctx.T("preset."+p.ID)) > len(ctx.T("preset."+long.Preset)) {
				long.Preset = p.ID
			}
		}
		s.dealt[k] = map[game.DealNo]game.Rules{9888888: long}
		s.layout(ctx)
		all := append(append(append([]Button(nil), s.games[:]...), s.keys[:]...), s.rules[0], s.rules[1], s.play, s.back)
		for _, b := range all {
			checkButton(t, ctx, where, b)
		}
		checkApart(t, where, append(all, Button{Rect: s.field, Label: "field"})...)
		for _, b := range append(append([]Button(nil), s.games[:]...), s.keys[:]...) {
			checkInside(t, where+" "+b.Label, b.Rect, s.panelR)
		}
		checkInside(t, where+" panel", s.panelR, Rect{0, 0, ctx.W, ctx.H})
		if s.rules[1].Y+s.rules[1].H > s.panelR.Y+s.panelR.H-ctx.U(40) {
			t.Errorf("%s: the rules choices run into the note line", where)
		}
	}
}

// auditPractice checks the practice screen: its buttons apart and labelled inside, each note
// in at most three lines beside its button, inside the panel.
func auditPractice(t *testing.T, ctx *Context, at func(string) string) {
	where := at("practice")
	s := NewPracticeMenu(ctx)
	s.layout(ctx)
	all := []Button{s.back}
	for _, e := range s.entries {
		all = append(all, e.btn)
		checkInside(t, where+" "+e.btn.Label, e.btn.Rect, s.panelR)
		r := s.noteRect(ctx, e)
		if n := len(wrap(ctx, e.note, ctx.U(16), r.W)); n > 3 {
			t.Errorf("%s: the note %q takes %d lines", where, e.note, n)
		}
		checkInside(t, where+" note", r, s.panelR)
	}
	for _, b := range all {
		checkButton(t, ctx, where, b)
	}
	checkApart(t, where, all...)
}
