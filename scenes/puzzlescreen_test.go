package scenes

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/ai/puzzles"
	"tarabish/game"
	"tarabish/settings"
)

// puzzleCtx gives an English 1280x720 context keeping its files in a fresh store.
func puzzleCtx(t *testing.T) (*Context, settings.Store) {
	t.Helper()
	prefs := settings.DefaultPrefs()
	prefs.Speed = settings.Speed("instant")
	st := settings.Store{ConfigDir: t.TempDir(), DataDir: t.TempDir()}
	ctx := &Context{Prefs: &prefs, W: 1280, H: 720, Scale: 1}
	ctx.Files.Store = &st
	finishWrites(t, ctx)
	return ctx, st
}

// tick runs the current scene for one tick with the input given, then with none.
func tick(t *testing.T, ctx *Context) {
	t.Helper()
	if _, err := ctx.Scenes.Current().Update(ctx); err != nil {
		t.Fatal(err)
	}
	ctx.Input = Input{}
}

// clickCard clicks the middle of the visible part of a card of the hand to play from.
func clickCard(t *testing.T, ctx *Context, s *PuzzleScreen, c game.Card) {
	t.Helper()
	s.layout(ctx)
	for _, sp := range s.spots {
		if sp.card == c {
			ctx.Input = Input{Click: true, X: sp.X + ctx.U(8), Y: sp.Y + sp.H/2}
			tick(t, ctx)
			return
		}
	}
	t.Fatalf("%v is not in the hand to play from", c)
}

// openPuzzle goes from the menu to the puzzle list and opens a puzzle by its ID.
func openPuzzle(t *testing.T, ctx *Context, id string) *PuzzleScreen {
	t.Helper()
	m := NewMenu(ctx)
	ctx.Scenes.GoTo(ctx, m)
	m.layout(ctx)
	i := slices.IndexFunc(m.buttons, func(b Button) bool { return b.Label == ctx.T("menu.practice") })
	if i < 0 {
		t.Fatal("the menu has no Practice entry")
	}
	click(ctx, m.buttons[i])
	tick(t, ctx)
	pr, ok := ctx.Scenes.Current().(*PracticeMenu)
	if !ok {
		t.Fatalf("Practice opened %T", ctx.Scenes.Current())
	}
	pr.layout(ctx)
	j := slices.IndexFunc(pr.entries, func(e practiceItem) bool { return e.btn.Label == ctx.T("menu.puzzles") })
	if j < 0 {
		t.Fatal("the practice screen has no Puzzles entry")
	}
	click(ctx, pr.entries[j].btn)
	tick(t, ctx)
	l, ok := ctx.Scenes.Current().(*PuzzleList)
	if !ok {
		t.Fatalf("Puzzles opened %T", ctx.Scenes.Current())
	}
	p := puzzles.ByID(id)
	l.layout(ctx)
	click(ctx, l.rows[p.Game][puzzleNumber(p)-1])
	tick(t, ctx)
	s, ok := ctx.Scenes.Current().(*PuzzleScreen)
	if !ok || s.p.ID != id {
		t.Fatalf("the row of %s opened %T", id, ctx.Scenes.Current())
	}
	return s
}

// TestPuzzleWrongCardThenRight plays a losing card (the line that beats it is shown trick
// by trick), retries, plays the answer, and finds the puzzle solved in the saved progress
// and marked in the list.
func TestPuzzleWrongCardThenRight(t *testing.T) {
	ctx, st := puzzleCtx(t)
	s := openPuzzle(t, ctx, "tb.06")
	wrong, _ := game.ParseCard("8S")
	clickCard(t, ctx, s, wrong)
	if s.played != wrong || s.verdict.OK {
		t.Fatalf("after 8S: played %v, ok %v", s.played, s.verdict.OK)
	}
	want, _ := puzzles.Check(s.p, wrong)
	if !slices.Equal(s.verdict.Line, want.Line) || len(s.tricks) != 4 {
		t.Fatalf("line %v (%d tricks), want %v", s.verdict.Line, len(s.tricks), want.Line)
	}
	tick(t, ctx)
	if s.shown != len(s.verdict.Line) || len(s.handCards(game.North)) != 3 {
		t.Errorf("the line is not played out at instant speed: %d of %d shown", s.shown, len(s.verdict.Line))
	}
	if s.list.progress.IsSolved("tb.06") {
		t.Error("a losing card solved the puzzle")
	}
	right, _ := puzzles.Check(s.p, s.p.Answer.First())
	click(ctx, s.retry)
	tick(t, ctx)
	if s.played != game.NoCard || s.shown != 0 {
		t.Fatalf("Retry left %v played", s.played)
	}
	clickCard(t, ctx, s, s.p.Answer.First())
	if !s.verdict.OK || s.verdict.Got != right.Got {
		t.Fatalf("the answer: ok %v, got %d", s.verdict.OK, s.verdict.Got)
	}
	if again := NewPuzzleList(ctx); !again.progress.IsSolved("tb.06") {
		t.Error("the list opened again right after the solve does not know it")
	}
	saved, notice := settings.LoadPuzzles(st)
	if notice != nil || !saved.IsSolved("tb.06") {
		t.Fatalf("saved progress %v (%v)", saved.Solved, notice)
	}
	click(ctx, s.back)
	tick(t, ctx)
	l, ok := ctx.Scenes.Current().(*PuzzleList)
	if !ok {
		t.Fatalf("Back went to %T", ctx.Scenes.Current())
	}
	l.layout(ctx)
	if !l.rows[game.Tarabish][5].On || l.rows[game.Tarabish][4].On || l.solved(game.Tarabish) != 1 {
		t.Errorf("the list does not mark tb.06 alone as solved")
	}
	if again := NewPuzzleList(ctx); !again.progress.IsSolved("tb.06") {
		t.Error("the progress is not loaded again")
	}
}

// TestPuzzleIllegalCardRefused clicks a card that may not be played: nothing happens, and it
// is drawn dimmed.
func TestPuzzleIllegalCardRefused(t *testing.T) {
	ctx, _ := puzzleCtx(t)
	for _, p := range puzzles.All() {
		hand := p.Hands[p.ToMove()]
		illegal := hand &^ p.Legal()
		if illegal == 0 {
			continue
		}
		s := openPuzzle(t, ctx, p.ID)
		clickCard(t, ctx, s, illegal.First())
		if s.played != game.NoCard {
			t.Fatalf("%s: the illegal %v was played", p.ID, illegal.First())
		}
		clickCard(t, ctx, s, p.Legal().First())
		if s.played != p.Legal().First() {
			t.Fatalf("%s: the legal %v was not played", p.ID, p.Legal().First())
		}
		return
	}
	t.Fatal("no puzzle has a card that may not be played")
}

// TestPuzzleNextAndEsc moves to the next puzzle, stops at the last of a game, and Esc goes
// back to the list.
func TestPuzzleNextAndEsc(t *testing.T) {
	ctx, _ := puzzleCtx(t)
	s := openPuzzle(t, ctx, "tn.26")
	c := s.p.Legal().First()
	clickCard(t, ctx, s, c)
	click(ctx, s.next)
	tick(t, ctx)
	if s.p.ID != "tn.27" || s.played != game.NoCard {
		t.Fatalf("Next opened %s with %v played", s.p.ID, s.played)
	}
	s.layout(ctx)
	if !s.next.Disabled {
		t.Error("Next is offered after the last puzzle")
	}
	ctx.Input = Input{Keys: []ebiten.Key{ebiten.KeyEscape}}
	tick(t, ctx)
	if _, ok := ctx.Scenes.Current().(*PuzzleList); !ok {
		t.Fatalf("Esc went to %T", ctx.Scenes.Current())
	}
}

// TestPuzzleProgressDamaged opens the list over a damaged progress file: it is kept aside,
// the list says so and starts from none solved.
func TestPuzzleProgressDamaged(t *testing.T) {
	ctx, st := puzzleCtx(t)
	if err := os.WriteFile(st.PuzzlesPath(), []byte(`{"schema": 1, "solved": "tb.01"}`), 0o600); err != nil {
		t.Fatal(err)
	}
	l := NewPuzzleList(ctx)
	if !strings.Contains(l.notice, "puzzle progress") || len(l.progress.Solved) != 0 {
		t.Fatalf("notice %q, solved %v", l.notice, l.progress.Solved)
	}
	if aside, _ := filepath.Glob(st.PuzzlesPath() + ".corrupt-*"); len(aside) != 1 {
		t.Errorf("kept aside: %v", aside)
	}
}
