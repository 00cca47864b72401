package progress_test

import (
	"context"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"tarabish/ai"
	"tarabish/ai/progress"
	"tarabish/game"
	"tarabish/settings"
)

// TestWriteSampleHistory writes a history of played hands with their figures into the data
// folder $PROGRESS_HISTORY_DIR (for the Progress view's screenshots): for each game, hands
// of two presets where South plays at the random level first, then easy, then medium, and
// the other seats at medium. It does nothing unless the variable is set.
func TestWriteSampleHistory(t *testing.T) {
	dir := os.Getenv("PROGRESS_HISTORY_DIR")
	if dir == "" {
		t.Skip("PROGRESS_HISTORY_DIR is not set")
	}
	st := settings.Store{ConfigDir: dir, DataDir: dir}
	when := time.Date(2026, 11, 2, 18, 0, 0, 0, time.UTC)
	for _, run := range []struct {
		k       game.Kind
		presets []string
	}{{game.Tarabish, []string{"cape-breton", "cape-breton-friendly"}}, {game.Tarneeb, []string{"levant-41", "gulf-31"}}} {
		for i, preset := range run.presets {
			rules, _ := game.PresetRules(run.k, preset)
			rng := rand.New(rand.NewPCG(uint64(i), 7))
			other, _ := ai.NewPlayer("medium")
			played := 0
			for seed := uint64(40 + 10*i); played < 14; seed++ {
				g, _ := game.NewGame(rules, seed)
				for played < 14 && g.State.Phase != game.PhaseOver {
					level := []string{"random", "easy", "easy", "medium", "medium"}[played*5/14]
					p := other
					if g.State.Current() == game.South {
						p, _ = ai.NewPlayer(level)
					}
					v := g.State.View(g.State.Current())
					done := len(g.Results)
					if _, err := g.Apply(p.Choose(context.Background(), &v, 40*time.Millisecond, rng)); err != nil {
						t.Fatal(err)
					}
					if len(g.Results) > done {
						when = when.Add(47 * time.Minute)
						played++
						if _, err := settings.AddHandAt(st, run.k, rules, done+1, g.Hands[done], g.Results[done], when); err != nil {
							t.Fatal(err)
						}
					}
				}
			}
		}
	}
	h, notice := settings.History(st)
	if notice != nil {
		t.Fatal(notice)
	}
	var figs []settings.FiguresFor
	for _, e := range h {
		f, err := progress.Of(context.Background(), e, progress.Budget, nil)
		if err != nil {
			t.Fatal(err)
		}
		k := e.Key()
		k.Figures = f
		figs = append(figs, k)
	}
	if _, err := settings.SetFigures(st, figs); err != nil {
		t.Fatal(err)
	}
	t.Logf("%d hands written to %s", len(h), st.HistoryPath())
}
