package scenes

import (
	"fmt"
	"testing"

	"tarabish/ai/puzzles"
	"tarabish/game"
	"tarabish/settings"
)

// TestPuzzleLayoutAudit lays out the puzzle list and a puzzle of each game in every
// language at 960x600, 1280x720 and 1920x1080: every label fits its button, every row of the
// list its box, the table and the panel stay apart and on the screen.
func TestPuzzleLayoutAudit(t *testing.T) {
	for _, code := range Languages {
		for _, sz := range auditSizes {
			ctx := auditCtx(t, code, sz[0], sz[1])
			at := func(s string) string { return fmt.Sprintf("%s %vx%v %s", code, sz[0], sz[1], s) }
			l := &PuzzleList{progress: &settings.Puzzles{}}
			l.layout(ctx)
			checkButton(t, ctx, at("puzzle list"), l.back)
			for k := range l.rows {
				for _, b := range l.rows[k] {
					checkFits(t, ctx, at("puzzle row"), b.Label, b.X+ctx.U(10), ctx.U(16), false, b.X+b.W-ctx.U(40))
					checkButton(t, ctx, at("puzzle row"), Button{Rect: b.Rect})
				}
				progress := ctx.T("puzzles.progress", "game", ctx.T("game."+game.Kind(k).String()), "solved", 99, "n", 99)
				checkFits(t, ctx, at("puzzle progress"), progress, l.rows[k][0].X, ctx.U(19), true, l.rows[k][puzzleRows].X+l.rows[k][puzzleRows].W)
			}
			checkFits(t, ctx, at("puzzle intro"), ctx.T("puzzles.intro"), ctx.U(30), ctx.U(16), false, ctx.W-ctx.U(20))
			for _, id := range []string{"tb.01", "tn.02"} {
				s := NewPuzzleScreen(l, puzzles.For(puzzles.ByID(id).Game), 0)
				s.played = s.p.Legal().First()
				s.layout(ctx)
				for _, b := range []Button{s.retry, s.next, s.back} {
					checkButton(t, ctx, at("puzzle"), b)
				}
				tb, pr := s.table(ctx), s.panel(ctx)
				if tb.X+tb.W > pr.X && pr.X+pr.W > tb.X {
					t.Errorf("%s: the table %+v and the panel %+v overlap", at(id), tb, pr)
				}
				for _, sp := range s.spots {
					if sp.X < 0 || sp.X+sp.W > ctx.W || sp.Y+sp.H > ctx.H {
						t.Errorf("%s: a card at %+v leaves the screen", at(id), sp.Rect)
					}
				}
			}
		}
	}
}

// TestPuzzleLinePlayedOut plays a card at normal speed: the line comes one card at a time,
// the hands shrink as it does, and once it is over the table shows the position again with
// the card played.
func TestPuzzleLinePlayedOut(t *testing.T) {
	ctx, _ := puzzleCtx(t)
	ctx.Prefs.Speed = settings.Speed("normal")
	s := openPuzzle(t, ctx, "tn.06")
	c := s.p.Answer.First()
	clickCard(t, ctx, s, c)
	if s.shown != 1 || !s.verdict.OK {
		t.Fatalf("after the answer: %d shown, ok %v", s.shown, s.verdict.OK)
	}
	held := func() int {
		n := 0
		for seat := game.North; seat <= game.West; seat++ {
			n += len(s.handCards(seat))
		}
		return n
	}
	start := held()
	for i := 0; i < ctx.ticks(puzzleStepTicks); i++ {
		tick(t, ctx)
	}
	if s.shown != 2 || held() != start-1 {
		t.Fatalf("a step later: %d shown, %d cards held (was %d)", s.shown, held(), start)
	}
	for i := 0; i < len(s.verdict.Line)*ctx.ticks(puzzleStepTicks); i++ {
		tick(t, ctx)
	}
	if s.shown != len(s.verdict.Line) || held() != start || len(s.revealed(s.tableShown())) != len(s.p.Trick)+1 {
		t.Errorf("after the line: %d of %d shown, %d cards held (want %d)", s.shown, len(s.verdict.Line), held(), start)
	}
}

// TestMenuRoomForPuzzles lays the menu out with the Puzzles entry and both games saved: the
// buttons close up and stay below the title and the fan of cards, and without saved games
// they keep their full size.
func TestMenuRoomForPuzzles(t *testing.T) {
	for _, sz := range auditSizes {
		ctx := auditCtx(t, "en", sz[0], sz[1])
		m := &Menu{saved: []game.Kind{game.Tarabish, game.Tarneeb}}
		m.layout(ctx)
		if end := m.title.Y + m.title.H; len(m.buttons) != 10 || m.buttons[0].Y < end || m.title.Y < m.fan.Y+m.fan.H {
			t.Errorf("%v: %d buttons from y %.0f, the title from %.0f to %.0f, the fan ends at %.0f", sz, len(m.buttons), m.buttons[0].Y, m.title.Y, end, m.fan.Y+m.fan.H)
		}
		m = &Menu{}
		m.layout(ctx)
		if h := m.buttons[0].H; h < ctx.U(42)-0.01 {
			t.Errorf("%v: without saved games the buttons are %.1f high, want %.1f", sz, h, ctx.U(42))
		}
	}
}
