package scenes

import (
	"context"
	"fmt"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"tarabish/assets/lang"

	"tarabish/ai/review"
	"tarabish/game"
)

// auditedReview gives the review of a game's first hand, judged within a moment (the layout
// needs the tricks, not the values).
func auditedReview(t *testing.T, k game.Kind) *ReviewScreen {
	t.Helper()
	g := mustGame(t, k)
	h := playedHand(t, g)
	s := NewReviewScreen(nil, g.State.Rules, h)
	s.cancel()
	r, err := review.Analyse(context.Background(), g.State.Rules, h, 0)
	if err != nil {
		t.Fatal(err)
	}
	// three costly plays, the longest lines there are
	for i := 0; i < 3 && i < len(r.Plays); i++ {
		p := r.Plays[i]
		p.Loss, p.Best = 162, p.Card
		r.Worst = append(r.Worst, p)
	}
	s.r = &r
	return s
}

// TestCouldWinLayoutAudit lays out the review with a moment picked, the open hands and the
// practice screens in every language at every window size: every label fits its button,
// every line its box, and nothing leaves the screen.
func TestCouldWinLayoutAudit(t *testing.T) {
	openWhy = func(back Scene, _ game.Rules, _ game.HandRecord, _ int) Scene { return back }
	defer func() { openWhy = NewWhyScene }()
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		for _, lang := range Languages {
			for _, sz := range auditSizes {
				ctx := auditCtx(t, lang, sz[0], sz[1])
				at := func(s string) string { return fmt.Sprintf("%s %s %vx%v %s", k, lang, sz[0], sz[1], s) }
				auditMomentLayout(t, ctx, k, at)
			}
		}
	}
}

// auditMomentLayout checks one language and size.
func auditMomentLayout(t *testing.T, ctx *Context, k game.Kind, at func(string) string) {
	screen := Rect{0, 0, ctx.W, ctx.H}
	panel := Rect{ctx.U(20), ctx.U(16), ctx.W - ctx.U(40), ctx.H - ctx.U(90)}
	s := auditedReview(t, k)
	s.picked = momentAt(t, s, 1, game.East)
	s.layout(ctx)
	// the list of tricks: the cards, then who led and who took, inside the panel
	cw := s.chipW(ctx)
	for i, c := range s.chips {
		checkInside(t, at(fmt.Sprintf("trick card %d", i+1)), c, panel)
		if c.Y+c.H > ctx.H-ctx.U(200) {
			t.Errorf("%s: trick card %d runs into the costly plays", at("review"), i+1)
		}
	}
	long := ctx.T("couldwin.trick.by", "leader", ctx.T("puzzle.seat.N"), "winner", ctx.T("puzzle.seat.W"))
	for _, a := range []string{"N", "E", "S", "W"} {
		for _, b := range []string{"N", "E", "S", "W"} {
			line := ctx.T("couldwin.trick.by", "leader", ctx.T("puzzle.seat."+a), "winner", ctx.T("puzzle.seat."+b))
			if ctx.Art.TextWidth(line, ctx.U(13), false) > ctx.Art.TextWidth(long, ctx.U(13), false) {
				long = line
			}
		}
	}
	checkFits(t, ctx, at("trick leader and taker"), long, ctx.W/2+ctx.U(50)+4*(cw+ctx.U(6)), ctx.U(13), false, panel.X+panel.W)
	// the moment's buttons, side by side in the left half
	bs := []Button{s.playOn, s.open, s.why}
	checkApart(t, at("moment buttons"), bs...)
	for _, b := range bs {
		checkButton(t, ctx, at("moment"), b)
		if b.W == 0 || b.X+b.W > ctx.W/2 {
			t.Errorf("%s: button %q missing or past the middle", at("moment"), b.Label)
		}
		if b.Y+b.H > ctx.H-ctx.U(206) {
			t.Errorf("%s: button %q runs into the costly plays", at("moment"), b.Label)
		}
	}
	for _, l := range s.links {
		checkInside(t, at("costly play link"), l.Rect, panel)
	}
	// the moment's lines: at most a fifth smaller than their size to fit the left half
	m := s.moments[s.picked]
	width := ctx.W/2 - ctx.U(50)
	for _, line := range []string{
		ctx.T("couldwin.moment", "n", 13, "seat", ctx.T("puzzle.seat.W"), "card", cardName(ctx, m.card)),
		ctx.T("couldwin.sofar", "took", tookWords(ctx, k, [2]int{162, 162})),
		ctx.T("couldwin.table", "cards", joinList(ctx, []string{"North 10♠", "East 10♠", "South 10♠"})),
	} {
		if w := ctx.Art.TextWidth(line, ctx.U(17), true); w*0.8 > width {
			t.Errorf("%s: %q is %.0f wide for %.0f", at("moment"), line, w, width)
		}
	}
	if n := len(wrap(ctx, ctx.T("couldwin.pick"), ctx.U(15), width)); n > 2 {
		t.Errorf("%s: the hint to pick a card is too long", at("review"))
	}

	// the open hands: the buttons in the panel, the cards on the table left of it
	o := NewOpenHands(nil, s.rules, m.state)
	o.layout(ctx)
	pr := o.panel(ctx)
	checkInside(t, at("open hands panel"), pr, screen)
	checkApart(t, at("open hands buttons"), o.prev, o.next, o.done)
	for _, b := range []Button{o.prev, o.next, o.done} {
		checkButton(t, ctx, at("open hands"), b)
		checkInside(t, at("open hands "+b.Label), b.Rect, pr)
	}
	ta := o.tableArea(ctx)
	for _, seat := range []game.Seat{game.North, game.East, game.South, game.West} {
		n := k.HandSize()
		for i := 0; i < n; i++ {
			checkInside(t, at(fmt.Sprintf("open hands %s card %d", seat, i+1)), o.cardPlace(ctx, seat, i, n), ta)
		}
	}
	for _, key := range []string{"couldwin.values.points", "couldwin.values.tricks"} {
		if n := len(wrap(ctx, ctx.T(key, "side", ctx.T("couldwin.side.ew")), ctx.U(15), pr.W-ctx.U(40))); n > 6 {
			t.Errorf("%s: what the values mean takes %d lines", at("open hands"), n)
		}
	}

	// the practice result's buttons and the practice pause menu
	var res PracticeResult
	res.layout(ctx)
	checkApart(t, at("practice result"), res.again, res.back)
	checkButton(t, ctx, at("practice result"), res.again)
	checkButton(t, ctx, at("practice result"), res.back)
	pw := ctx.U(820)
	for _, line := range []string{
		ctx.T("couldwin.practice.best", "took", tookWords(ctx, k, [2]int{162, 162})),
		ctx.T("couldwin.practice.real", "took", tookWords(ctx, k, [2]int{162, 162})),
	} {
		if w := ctx.Art.TextWidth(line, ctx.U(20), false); w*0.8 > pw-ctx.U(80) {
			t.Errorf("%s: %q is %.0f wide for %.0f", at("practice result"), line, w, pw-ctx.U(80))
		}
	}
	pm := pauseMenu{practice: true}
	pm.layout(ctx, false, false)
	for _, b := range []Button{pm.resume, pm.settings, pm.rules, pm.again, pm.leave} {
		checkButton(t, ctx, at("practice pause"), b)
		checkInside(t, at("practice pause "+b.Label), b.Rect, pm.panel)
	}
	checkFits(t, ctx, at("practice pause caption"), pm.caption, ctx.W/2-ctx.Art.TextWidth(pm.caption, ctx.U(16), false)/2, ctx.U(16), false, pm.panel.X+pm.panel.W)
}

// TestCouldWinMessagesExist checks that every couldwin message the screens name is in the
// catalogue (a missing one shows its key on the screen).
func TestCouldWinMessagesExist(t *testing.T) {
	files, err := filepath.Glob("*.go")
	if err != nil {
		t.Fatal(err)
	}
	key := regexp.MustCompile(`"(couldwin\.[a-z.]+)"`)
	seen := 0
	for _, f := range files {
		if strings.HasSuffix(f, "_test.go") {
			continue
		}
		data, err := os.ReadFile(f)
		if err != nil {
			t.Fatal(err)
		}
		for _, m := range key.FindAllStringSubmatch(string(data), -1) {
			seen++
			if !lang.Has(m[1]) {
				t.Errorf("%s: no message %s", f, m[1])
			}
		}
	}
	if seen < 20 {
		t.Errorf("only %d couldwin messages named in the screens", seen)
	}
}
