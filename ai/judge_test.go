package ai_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"tarabish/ai"
	"tarabish/ai/dd"
	"tarabish/game"
)

// With the true deal, SampleValues values every legal card, and the solver's best card is
// among the best valued.
func TestSampleValuesOnTheTrueDeal(t *testing.T) {
	solver := dd.NewSolverBits(16)
	checked := 0
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		for seed := uint64(1); seed <= 6; seed++ {
			g, err := game.NewGame(game.DefaultRules(k), seed)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, 3))
			hand := g.State.HandNo
			for g.State.HandNo == hand && g.State.Phase != game.PhaseOver &&
				(g.State.Phase != game.PhasePlay || g.State.Hands[g.State.Turn].Len() > 5 || g.State.LegalPlays().Len() < 2) {
				v := g.State.View(g.State.Current())
				if _, err := g.Apply(ai.Easy{}.Choose(context.Background(), &v, 0, rng)); err != nil {
					t.Fatal(err)
				}
			}
			if g.State.Phase != game.PhasePlay || g.State.HandNo != hand {
				continue
			}
			checked++
			st := g.State
			v := st.View(st.Turn)
			vals := ai.SampleValues(solver, &v, st.Hands, nil)
			if have, want := len(vals), st.LegalPlays().Len(); have != want {
				t.Fatalf("%s seed %d: %d values, want one for each of %d legal cards", k, seed, have, want)
			}
			_, best := solver.Solve(ai.Position(&st))
			top := vals[0].Value
			for _, cv := range vals {
				top = max(top, cv.Value)
			}
			for _, cv := range vals {
				if cv.Card == best && cv.Value < top {
					t.Errorf("%s seed %d: the solver's best card %v is valued %.1f, the best %.1f", k, seed, best, cv.Value, top)
				}
			}
		}
	}
	if checked < 8 {
		t.Errorf("checked %d positions, want at least 8", checked)
	}
}

func TestSampleValuesOutsidePlay(t *testing.T) {
	g, err := game.NewGame(game.DefaultRules(game.Tarneeb), 1)
	if err != nil {
		t.Fatal(err)
	}
	v := g.State.View(g.State.Current())
	if vals := ai.SampleValues(dd.NewSolverBits(10), &v, g.State.Hands, nil); len(vals) != 0 {
		t.Errorf("in the bidding: have %d values, want none", len(vals))
	}
}
