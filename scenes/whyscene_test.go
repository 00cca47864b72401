package scenes

import (
	"context"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/ai"
	"tarabish/game"
	"tarabish/scenes/session"
)

// asked is one why panel opened in a test: the move asked about and its work.
type asked struct {
	h    game.HandRecord
	move int
	work *session.Explanation
}

// askedLog makes the why panels' work wait for its cancellation, and logs each one.
func askedLog(t *testing.T) *[]asked {
	t.Helper()
	var log []asked
	was := explain
	explain = func(_ game.Rules, h game.HandRecord, move int) *session.Explanation {
		e := session.ExplainBy(func(ctx context.Context) (ai.CardWhy, error) {
			<-ctx.Done()
			return ai.CardWhy{}, ctx.Err()
		})
		log = append(log, asked{h, move, e})
		return e
	}
	t.Cleanup(func() { explain = was })
	return &log
}

// tickKey presses one key for a tick of the scene on screen.
func tickKey(t *testing.T, ctx *Context, k ebiten.Key) {
	t.Helper()
	ctx.Input.Keys = []ebiten.Key{k}
	ctx.Input.step(-100, -100, false, false, 1)
	if _, err := ctx.Scenes.Update(ctx); err != nil {
		t.Fatal(err)
	}
	ctx.Input.Keys = nil
}

// clickRect clicks once at a point, after the new screen's guard against stray clicks.
func clickRect(t *testing.T, ctx *Context, r Rect) {
	t.Helper()
	x, y := r.X+r.W/2, r.Y+r.H/2
	for range clickGuard + 1 {
		press(t, ctx, x, y, false, false)
	}
	press(t, ctx, x, y, true, false)
	press(t, ctx, x, y, false, true)
}

// TestWhyFromLastTrick opens the why panel from the last-trick view of both games: by a
// click on a computer card, by its number and by the arrows and Enter; the panel asks about
// that card's move and is closed by Esc, which stops its work, before a second Esc closes the
// last-trick view. The person's card opens nothing.
func TestWhyFromLastTrick(t *testing.T) {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		ctx := auditCtx(t, "en", 1280, 720)
		log := askedLog(t)
		play := playSceneAt(t, ctx, k, 17, func(s *game.State) bool { return s.TrickNo >= 2 })
		tickKey(t, ctx, ebiten.KeyL)
		trick, _, ok := play.shownTrick()
		if !ok {
			t.Fatalf("%s: L shows no trick", k)
		}
		south := -1
		for i := range trick.Cards {
			if trickSeat(trick, k, i) == game.South {
				south = i
			}
		}
		computer := (south + 1) % 4
		opened := func(how string, i int) *WhyScene {
			t.Helper()
			w, ok := ctx.Scenes.Current().(*WhyScene)
			if !ok {
				t.Fatalf("%s: %s opens no why panel", k, how)
			}
			a := (*log)[len(*log)-1]
			m := a.h.Moves[a.move]
			if m.Seat != trickSeat(trick, k, i) || m.Action.Card != trick.Cards[i] || w.card != trick.Cards[i] || w.seat != m.Seat {
				t.Fatalf("%s: %s asks about %v (panel %s %s), want %s's %s", k, how, m, w.seat, w.card, trickSeat(trick, k, i), trick.Cards[i])
			}
			return w
		}
		closes := func(how string) {
			t.Helper()
			tickKey(t, ctx, ebiten.KeyEscape)
			if ctx.Scenes.Current() != play || !play.showLast {
				t.Fatalf("%s: Esc after %s shows %T with the last trick open %v, want the last-trick view", k, how, ctx.Scenes.Current(), play.showLast)
			}
			<-(*log)[len(*log)-1].work.Ended() // the work stops: the test would wait forever otherwise
		}

		clickRect(t, ctx, play.lastCardRect(ctx, computer))
		opened("a click", computer)
		closes("the click")

		tickKey(t, ctx, digitKeys[(computer+1)%4][0])
		if (computer+1)%4 != south {
			opened("its number", (computer+1)%4)
			closes("its number")
		}

		tickKey(t, ctx, ebiten.KeyArrowDown)
		at := play.lastCursor
		if at < 0 || trickSeat(trick, k, at) == game.South {
			t.Fatalf("%s: the arrow puts the cursor on card %d", k, at)
		}
		tickKey(t, ctx, ebiten.KeyEnter)
		opened("the arrow and Enter", at)
		closes("Enter")

		n := len(*log)
		tickKey(t, ctx, digitKeys[south][0])
		clickRect(t, ctx, play.lastCardRect(ctx, south))
		if len(*log) != n || ctx.Scenes.Current() != play || !play.showLast {
			t.Fatalf("%s: the person's own card opened a panel or closed the view", k)
		}
		tickKey(t, ctx, ebiten.KeyEscape)
		if play.showLast || play.paused != nil {
			t.Errorf("%s: the second Esc leaves the last trick %v and the pause menu %v", k, play.showLast, play.paused != nil)
		}
	}
}

// TestWhyRefuses opens the why panel on moves that cannot be explained: out of range, a bid,
// the person's card; each says why, and closing it is safe.
func TestWhyRefuses(t *testing.T) {
	ctx := auditCtx(t, "de", 1280, 720)
	play := playSceneAt(t, ctx, game.Tarneeb, 17, func(s *game.State) bool { return s.TrickNo >= 1 })
	h := play.t.G.Hands[len(play.t.G.Hands)-1]
	mine := -1
	for i, m := range h.Moves {
		if m.Seat == game.South && m.Action.Verb == game.Play {
			mine = i
		}
	}
	for _, tc := range []struct {
		move int
		want string
	}{
		{-1, ctx.T("why.error.range", "n", 0)},
		{len(h.Moves), ctx.T("why.error.range", "n", len(h.Moves)+1)},
		{0, ctx.T("why.error.card", "n", 1)},
		{mine, ctx.T("why.error.person", "n", mine+1)},
	} {
		s := NewWhyScene(play, play.t.G.State.Rules, h, tc.move).(*WhyScene)
		ctx.Scenes = Manager{current: s}
		<-s.work.Ended()
		tickKey(t, ctx, ebiten.KeyF1)
		if s.err == nil || whyError(ctx, s.err) != tc.want || s.seat != game.NoSeat {
			t.Errorf("move %d: have %v for seat %s, want %q", tc.move, s.err, s.seat, tc.want)
		}
		tickKey(t, ctx, ebiten.KeyEscape)
		if ctx.Scenes.Current() != play {
			t.Errorf("move %d: Esc leaves %T", tc.move, ctx.Scenes.Current())
		}
	}
}

// TestWhyExplains runs the real evaluation of a computer card of the last trick through the
// panel: it comes with the played card among its rows, best first, and a sentence.
func TestWhyExplains(t *testing.T) {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		ctx := auditCtx(t, "fr", 1280, 720)
		play := playSceneAt(t, ctx, k, 23, func(s *game.State) bool { return int(s.TrickNo) >= k.HandSize()-3 })
		trick := play.t.Tricks[len(play.t.Tricks)-1]
		i := 0
		for trickSeat(trick, k, i) == game.South {
			i++
		}
		h, move, ok := play.t.trickMove(trick, i)
		if !ok {
			t.Fatalf("%s: the last trick's card %d is not among the moves", k, i)
		}
		s := NewWhyScene(play, play.t.G.State.Rules, h, move).(*WhyScene)
		ctx.Scenes = Manager{current: s}
		<-s.work.Ended()
		tickKey(t, ctx, ebiten.KeyF1)
		if s.err != nil || s.w == nil {
			t.Fatalf("%s: have %v, %v", k, s.w, s.err)
		}
		rows := s.rows()
		found := false
		for j, r := range rows {
			found = found || r.played && r.o.Action.Card == trick.Cards[i]
			if j > 0 && r.o.Value > rows[j-1].o.Value {
				t.Errorf("%s: rows %v are not best first", k, rows)
			}
		}
		if !found || len(rows) > 4 {
			t.Errorf("%s: rows %v: want the played %s among at most four", k, rows, trick.Cards[i])
		}
		if line := whySentence(ctx, s.w, &s.rules); line == "" || line[0] == '[' {
			t.Errorf("%s: the sentence is %q", k, line)
		}
	}
}

// TestWhyLayout lays out the last-trick view with its cue and the why panel in every
// language at every window size: the view and the panel stay on the screen, the cue and the
// panel's lines inside them.
func TestWhyLayout(t *testing.T) {
	for _, lang := range Languages {
		for _, sz := range auditSizes {
			ctx := auditCtx(t, lang, sz[0], sz[1])
			play := playSceneAt(t, ctx, game.Tarabish, 17, func(s *game.State) bool { return s.TrickNo >= 1 })
			tickKey(t, ctx, ebiten.KeyL)
			where := lang + " " + ctx.T("last.ask")
			r := play.lastTrickPanel(ctx)
			checkInside(t, where, r, Rect{0, 0, ctx.W, ctx.H})
			for _, l := range play.lastCue(ctx) {
				checkFits(t, ctx, where, l, ctx.W/2-ctx.Art.TextWidth(l, ctx.U(15), false)/2, ctx.U(15), false, r.X+r.W-ctx.U(12))
			}
			for i := range 4 {
				checkInside(t, where, play.lastCardRect(ctx, i), r)
			}
			s := NewWhyScene(play, play.t.G.State.Rules, play.t.G.Hands[0], 0).(*WhyScene)
			s.layout(ctx)
			checkInside(t, lang+" why panel", s.panel, Rect{0, 0, ctx.W, ctx.H})
			checkButton(t, ctx, lang+" why panel", s.close)
			for _, l := range s.lines {
				checkFits(t, ctx, lang+" why panel", l, s.panel.X+ctx.U(28), ctx.U(17), false, s.panel.X+s.panel.W-ctx.U(20))
			}
			s.work.Stop()
			best, played := ai.OptionValue{Action: game.PlayAction(game.NewCard(game.Hearts, game.Queen)), Value: 99.6, MakeChance: 0.88},
				ai.OptionValue{Action: game.BellaAction(game.NewCard(game.Hearts, game.King)), Value: 12.4, MakeChance: 0.12}
			s.seat, s.err, s.w = game.East, nil, &ai.CardWhy{Seat: game.East, Verdict: ai.VerdictRisked, Best: &best, Played: &played, Loss: 87.2}
			s.layout(ctx)
			if full := wrap(ctx, s.sentence(ctx), ctx.U(17), s.panel.W-ctx.U(56)); len(full) > whyLines {
				t.Errorf("%s %vx%v: the sentence takes %d lines, the panel has %d", lang, sz[0], sz[1], len(full), whyLines)
			}
			checkInside(t, lang+" why panel with a long sentence", s.panel, Rect{0, 0, ctx.W, ctx.H})
		}
	}
}

// TestTrickMove finds the cards of a hand's last trick among its moves once the next hand is
// dealt, and no move for a card that was not played there.
func TestTrickMove(t *testing.T) {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		g, err := game.NewGame(game.DefaultRules(k), 3)
		if err != nil {
			t.Fatal(err)
		}
		for len(g.Hands) == 1 {
			v := g.State.View(g.State.Current())
			if _, err := g.Apply(ai.Easy{}.Choose(context.Background(), &v, 0, nil)); err != nil {
				t.Fatal(err)
			}
		}
		var plays []int
		for i, m := range g.Hands[0].Moves {
			if m.Action.Verb == game.Play {
				plays = append(plays, i)
			}
		}
		last := plays[len(plays)-4:]
		trick := game.PlayedTrick{Leader: g.Hands[0].Moves[last[0]].Seat, No: k.HandSize() - 1}
		for i, j := range last {
			trick.Cards[i] = g.Hands[0].Moves[j].Action.Card
		}
		tb := &Table{Kind: k, G: g}
		for i, j := range last {
			h, move, ok := tb.trickMove(trick, i)
			if !ok || move != j || h.Dealer != g.Hands[0].Dealer || trickSeat(trick, k, i) != h.Moves[move].Seat {
				t.Errorf("%s: card %d of the last trick is move %d of the hand dealt by %s (%v), want move %d of the first hand", k, i, move, h.Dealer, ok, j)
			}
		}
		trick.Cards[0], trick.Cards[1] = trick.Cards[1], trick.Cards[0]
		if _, _, ok := tb.trickMove(trick, 0); ok {
			t.Errorf("%s: a card out of its place is found among the moves", k)
		}
	}
}
