package scenes

import (
	"fmt"
	"math"
	"testing"

	"tarabish/ai"
	"tarabish/game"
)

// box is one thing on the table the layout audit keeps apart from the others.
type box struct {
	name string
	Rect
}

// driveTable plays the table's game on (every seat's first legal action, or the first one
// prefer likes) until stop holds, with the animations finished after each action.
func driveTable(t *testing.T, ctx *Context, tb *Table, stop func(*game.State) bool, prefer func(game.Action) bool) {
	t.Helper()
	s := &tb.G.State
	for i := 0; !stop(s); i++ {
		if i > 400 || s.Current() == game.NoSeat {
			t.Fatalf("the game never reached the state looked for (phase %v, trick %d)", s.Phase, s.TrickNo)
		}
		legal := s.AppendLegal(nil)
		a := legal[0]
		for _, l := range legal {
			if prefer != nil && prefer(l) {
				a = l
				break
			}
		}
		if err := tb.Act(ctx, a); err != nil {
			t.Fatal(err)
		}
		tb.SkipAnimations(ctx)
		if tb.handOver {
			tb.NextHand(ctx) // the scoreboard is dismissed
			tb.SkipAnimations(ctx)
		}
	}
}

// cardBox gives the rectangle a card sprite covers, turned cards included.
func cardBox(p Place) Rect {
	w, h := p.W, p.W*CardAspect
	if math.Abs(math.Sin(p.Rot)) > 0.5 {
		cx, cy := p.X+w/2, p.Y+h/2
		return Rect{cx - h/2, cy - w/2, h, w}
	}
	return Rect{p.X, p.Y, w, h}
}

// union gives the smallest rectangle holding both.
func union(a, b Rect) Rect {
	if a.W == 0 {
		return b
	}
	x, y := math.Min(a.X, b.X), math.Min(a.Y, b.Y)
	return Rect{x, y, math.Max(a.X+a.W, b.X+b.W) - x, math.Max(a.Y+a.H, b.Y+b.H) - y}
}

// overlaps reports whether two rectangles share more than a hairline.
func overlaps(a, b Rect) bool {
	const e = 0.5
	return a.X+e < b.X+b.W && b.X+e < a.X+a.W && a.Y+e < b.Y+b.H && b.Y+e < a.Y+a.H
}

// tableBoxes lists what the table shows now: the score panel, the plates, each hand and
// kitty, each trick card, the prompt, the hint and coach boxes and every button.
func tableBoxes(t *testing.T, ctx *Context, tb *Table, where string, buttons []Button, hint *ai.HintResult) []box {
	t.Helper()
	out := []box{{"score panel", tb.hudRect(ctx)}}
	for seat := game.North; seat <= game.West; seat++ {
		out = append(out, box{"plate " + seat.String(), tb.plateRect(ctx, seat)})
		var hand, kitty Rect
		for _, c := range tb.hands[seat] {
			hand = union(hand, cardBox(tb.sprites[c].Now()))
		}
		for _, c := range tb.kitty[seat] {
			kitty = union(kitty, cardBox(tb.sprites[c].Now()))
		}
		if hand.W > 0 {
			out = append(out, box{"hand " + seat.String(), hand})
		}
		if kitty.W > 0 {
			out = append(out, box{"kitty " + seat.String(), kitty})
		}
	}
	for i, c := range tb.trick {
		out = append(out, box{fmt.Sprintf("trick card %d", i), cardBox(tb.sprites[c].Now())})
	}
	for _, b := range buttons {
		if b.W > 0 {
			out = append(out, box{"button " + b.Label, b.Rect})
		}
	}
	if hint != nil {
		// the box as big as its longest reason makes it
		var biggest Rect
		for why := ai.WhyBest; why <= ai.WhyCannotWin; why++ {
			hint.Reason = ai.Reason{Why: why, Suit: game.Hearts, Value: 162, Chance: 0.99, Need: 0.84}
			r := noteBox(t, ctx, where+" hint", hintLines(ctx, hint, &tb.G.State.Rules), tb.noteArea(ctx, true))
			if r.H > biggest.H {
				biggest = r
			}
		}
		out = append(out, box{"hint", biggest})
	}
	if tb.Coach {
		out = append(out, box{"coach", noteBox(t, ctx, where+" coach", []string{coachText(ctx, tb)}, tb.noteArea(ctx, false))})
	}
	return out
}

// noteBox gives a note's box in its area and reports a note whose lines had to be cut.
func noteBox(t *testing.T, ctx *Context, name string, lines []string, area Rect) Rect {
	t.Helper()
	size, kept, r := noteLayout(ctx, lines, area)
	n := 0
	for _, l := range lines {
		n += len(wrap(ctx, l, size, area.W-ctx.U(40)))
	}
	if len(kept) < n {
		t.Errorf("the %s box has room for %d of its %d lines (area %.0fx%.0f)", name, len(kept), n, area.W, area.H)
	}
	return r
}

// checkBoxes reports boxes that overlap or leave the screen, and plate lines that do not fit.
func checkBoxes(t *testing.T, ctx *Context, tb *Table, where string, boxes []box) {
	t.Helper()
	for i, a := range boxes {
		if a.X < -0.5 || a.Y < -0.5 || a.X+a.W > ctx.W+0.5 || a.Y+a.H > ctx.H+0.5 {
			t.Errorf("%s: %s at %.0f,%.0f %.0fx%.0f leaves the screen", where, a.name, a.X, a.Y, a.W, a.H)
		}
		for _, b := range boxes[i+1:] {
			if overlaps(a.Rect, b.Rect) {
				t.Errorf("%s: %s (%.0f,%.0f %.0fx%.0f) overlaps %s (%.0f,%.0f %.0fx%.0f)", where,
					a.name, a.X, a.Y, a.W, a.H, b.name, b.X, b.Y, b.W, b.H)
			}
		}
	}
	for seat := game.North; seat <= game.West; seat++ {
		p := tb.plateOf(ctx, seat)
		inner := ctx.U(plateW - 16)
		if w := ctx.Art.TextWidth(p.name, fitSize(ctx, p.name, ctx.U(plateName), true, inner-p.dealerRoom(ctx)), true); w > inner-p.dealerRoom(ctx)+0.5 {
			t.Errorf("%s: %s's name %q meets the dealer's button", where, seat, p.name)
		}
		for _, l := range []struct {
			s    string
			size float64
			bold bool
		}{{p.name, plateName, true}, {p.calls, plateLine, true}, {p.status, plateLine, true}, {p.meld, plateLine, true}, {p.meldCards, plateLine, false}} {
			size := fitSize(ctx, l.s, ctx.U(l.size), l.bold, inner)
			if w := ctx.Art.TextWidth(l.s, size, l.bold); w > inner+0.5 {
				t.Errorf("%s: %s's plate line %q is %.0f px wide, the plate %.0f", where, seat, l.s, w, inner)
			}
		}
	}
}

// fakeHint gives a hint naming every legal action, with the longest figures, so that the
// hint box is as big as it gets.
func fakeHint(s *game.State) *ai.HintResult {
	legal := s.AppendLegal(nil)
	r := &ai.HintResult{Action: legal[0]}
	for i, a := range legal {
		r.Options = append(r.Options, ai.OptionValue{Action: a, Value: 162 - float64(i), MakeChance: 0.99})
	}
	return r
}

// TestTableLayoutAudit lays out the table in its states (bidding and the trump choice with
// the advice open, play with the hint, the coach, the tally and undo, runs announced and
// shown, a full trick with its taker, the last-trick view) for both games, in every
// language at 960x600, 1280x720 and 1920x1080, and fails on anything that overlaps,
// leaves the screen or does not fit its plate.
func TestTableLayoutAudit(t *testing.T) {
	runs := func(a game.Action) bool { return a.Verb == game.Announce || a.Verb == game.Show }
	bidHigh := func(a game.Action) bool { return a.Verb == game.Bid }
	for _, lang := range Languages {
		for _, sz := range auditSizes {
			ctx := auditCtx(t, lang, sz[0], sz[1])
			ctx.Prefs.Aids.Tally, ctx.Prefs.Aids.Undo, ctx.Prefs.Aids.Hints = true, true, true
			for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
				at := func(s string) string { return fmt.Sprintf("%s %vx%v %s %s", lang, sz[0], sz[1], k, s) }
				// the bidding, with the person to call or bid and the advice open
				tb := auditTable(t, ctx, k, 21)
				driveTable(t, ctx, tb, func(s *game.State) bool { return s.Current() == game.South }, bidHigh)
				bs := &BidScene{tableScene: tableScene{t: tb}}
				bs.makeButtons(ctx)
				bs.hinter.btn = hintButton(ctx, tb.geo)
				bs.layoutButtons(ctx)
				bids := append([]Button{bs.menuBtn, bs.lastBtn, bs.hinter.btn, bs.minus, bs.plus}, bs.buttons...)
				_, _, pr := bs.promptPlace(ctx)
				bids = append(bids, Button{Rect: pr})
				for _, b := range bs.buttons {
					checkButton(t, ctx, at("bidding"), b)
				}
				checkBoxes(t, ctx, tb, at("bidding"), tableBoxes(t, ctx, tb, at("bidding"), bids, fakeHint(&tb.G.State)))

				if k == game.Tarabish {
					// the points auction: − [bid] + over Pass
					rules := game.DefaultRules(k)
					if err := rules.Set("bidding", "auction"); err != nil {
						t.Fatal(err)
					}
					tb, err := NewTable(ctx, k, rules, 21)
					if err != nil {
						t.Fatal(err)
					}
					tb.SkipAnimations(ctx)
					driveTable(t, ctx, tb, func(s *game.State) bool { return s.Current() == game.South }, bidHigh)
					as := &BidScene{tableScene: tableScene{t: tb}}
					as.makeButtons(ctx)
					as.layoutButtons(ctx)
					if as.minus.W == 0 {
						t.Fatalf("%s: the auction shows no stepper", at("auction"))
					}
					auction := append([]Button{as.menuBtn, as.lastBtn, hintButton(ctx, tb.geo), as.minus, as.plus}, as.buttons...)
					_, _, pr := as.promptPlace(ctx)
					auction = append(auction, Button{Rect: pr})
					checkBoxes(t, ctx, tb, at("auction"), tableBoxes(t, ctx, tb, at("auction"), auction, fakeHint(&tb.G.State)))
				}

				// play: a trick under way, runs announced and shown, hint, coach and undo
				tb = auditTable(t, ctx, k, 21)
				tb.Coach = true
				driveTable(t, ctx, tb, func(s *game.State) bool {
					return s.Phase == game.PhasePlay && s.TrickNo >= 2 && s.TrickLen >= 2 && s.Current() == game.South
				}, func(a game.Action) bool { return runs(a) || bidHigh(a) })
				ps := &PlayScene{tableScene: tableScene{t: tb}, selected: -1}
				ps.layoutButtons(ctx)
				play := []Button{ps.menuBtn, ps.lastBtn, ps.hinter.btn, ps.undoBtn, ps.announce, ps.show, ps.bellaBtn}
				play = append(play, Button{Rect: tb.promptRect(ctx, ps.prompt(ctx))})
				checkBoxes(t, ctx, tb, at("play"), tableBoxes(t, ctx, tb, at("play"), play, fakeHint(&tb.G.State)))
				if lines, _ := tb.promptLines(ctx, ps.prompt(ctx)); len(wrap(ctx, ps.prompt(ctx), ctx.U(17), tb.geo.trickBox().W-ctx.U(8))) > len(lines) {
					t.Errorf("%s: the prompt %q does not fit three lines", at("play"), ps.prompt(ctx))
				}

				// the last-trick view: its buttons inside its panel
				ps.showLast = true
				ps.layoutButtons(ctx)
				panel := ps.lastTrickPanel(ctx)
				for _, b := range []Button{ps.prevBtn, ps.nextBtn} {
					if !overlaps(b.Rect, panel) || b.X < panel.X || b.X+b.W > panel.X+panel.W {
						t.Errorf("%s: %q leaves the last-trick panel", at("last trick"), b.Label)
					}
				}
				if panel.X < 0 || panel.Y < 0 || panel.X+panel.W > ctx.W || panel.Y+panel.H > ctx.H {
					t.Errorf("%s: the last-trick panel leaves the screen", at("last trick"))
				}
			}
		}
	}
}

// auditTable starts a game for the audit.
func auditTable(t *testing.T, ctx *Context, k game.Kind, seed uint64) *Table {
	t.Helper()
	tb, err := NewTable(ctx, k, game.DefaultRules(k), seed)
	if err != nil {
		t.Fatal(err)
	}
	tb.SkipAnimations(ctx)
	return tb
}
