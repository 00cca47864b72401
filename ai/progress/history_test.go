package progress_test

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"tarabish/ai/progress"
	"tarabish/game"
	"tarabish/settings"
)

// recordHands plays n hands of a seeded game with random actions (a call or bid when one is
// allowed) and adds each to the history.
func recordHands(t *testing.T, st settings.Store, rules game.Rules, seed uint64, n int) {
	t.Helper()
	g, err := game.NewGame(rules, seed)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	for len(g.Results) < n && g.State.Phase != game.PhaseOver {
		legal := g.State.AppendLegal(nil)
		a := legal[rng.IntN(len(legal))]
		if g.State.Phase == game.PhaseBid && len(legal) > 1 && rng.IntN(3) > 0 {
			a = legal[1]
		}
		done := len(g.Results)
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
		if len(g.Results) > done {
			if _, err := settings.AddHand(st, rules.Game, rules, done+1, g.Hands[done], g.Results[done]); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestFiguresFromHistory works out the figures of a recorded history, stores them, reads the
// history back and works them out again from each entry: they equal what was stored.
func TestFiguresFromHistory(t *testing.T) {
	st := settings.Store{ConfigDir: t.TempDir(), DataDir: t.TempDir()}
	recordHands(t, st, game.DefaultRules(game.Tarabish), 4, 3)
	recordHands(t, st, game.DefaultRules(game.Tarneeb), 5, 3)
	auction, _ := game.PresetRules(game.Tarabish, "belote-auction")
	recordHands(t, st, auction, 6, 2)
	h, notice := settings.History(st)
	if notice != nil || len(h) != 8 {
		t.Fatalf("%d hands (%v)", len(h), notice)
	}
	var worked []settings.FiguresFor
	for _, e := range h {
		f, err := progress.Of(context.Background(), e, time.Minute, nil)
		if err != nil {
			t.Fatal(err)
		}
		k := e.Key()
		k.Figures = f
		worked = append(worked, k)
	}
	if _, err := settings.SetFigures(st, worked); err != nil {
		t.Fatal(err)
	}
	h, notice = settings.History(st)
	if notice != nil || len(h) != 8 {
		t.Fatalf("%d hands after storing figures (%v)", len(h), notice)
	}
	judged := 0
	for i, e := range h {
		if e.Figures == nil {
			t.Fatalf("hand %d: no figures stored", i+1)
		}
		again, err := progress.Of(context.Background(), e, time.Minute, nil)
		if err != nil {
			t.Fatal(err)
		}
		if again != *e.Figures {
			t.Errorf("hand %d: worked out again %+v, stored %+v", i+1, again, *e.Figures)
		}
		if e.Figures.Decision.Judged() {
			judged++
		}
	}
	if judged == 0 {
		t.Error("no bidding decision was judged; the test wants some")
	}
}
