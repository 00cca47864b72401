package ai_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"tarabish/ai"
	"tarabish/game"
)

// randomRules gives a preset's rules with every scoring and play option drawn at random.
func randomRules(t *testing.T, p game.Preset, rng *rand.Rand) game.Rules {
	t.Helper()
	r, err := game.PresetRules(p.Game, p.ID)
	if err != nil {
		t.Fatal(err)
	}
	for _, o := range game.OptionsFor(p.Game) {
		if o.Name == "target" || rng.IntN(2) == 0 {
			continue
		}
		if err := r.Set(o.Name, o.Values[rng.IntN(len(o.Values))]); err != nil {
			t.Fatal(err)
		}
	}
	return r
}

// TestLateValueIsTheEngineScore plays thousands of hands under every preset with random
// option mixes and checks that, before every card of the last trick, the computer players'
// value of the position is the score the engine gives the hand (capot bonus included).
func TestLateValueIsTheEngineScore(t *testing.T) {
	hands := 1000
	if testing.Short() {
		hands = 200
	}
	rng := rand.New(rand.NewPCG(11, 12))
	checked, capots := 0, 0
	for _, p := range game.Presets {
		for h := 0; h < hands; h++ {
			r := randomRules(t, p, rng)
			g, err := game.NewGame(r, rng.Uint64())
			if err != nil {
				t.Fatal(err)
			}
			s := &g.State
			var late []game.State
			var want [2]int
			for start := s.HandNo; s.HandNo == start && s.Phase != game.PhaseOver; {
				if s.Phase == game.PhasePlay && int(s.TrickNo) == int(s.Dealt)-1 {
					late = append(late, *s)
				}
				v := s.View(s.Current())
				if _, err := g.Apply(ai.Easy{}.Choose(context.Background(), &v, 0, rng)); err != nil {
					t.Fatal(err)
				}
				want = s.Result.Score
			}
			if s.Result.Capot && r.CapotBonus {
				capots++
			}
			for i := range late {
				checked++
				if have := ai.LateScore(&late[i]); have != want {
					t.Errorf("%s %+v: card %d of the last trick: AI values %v, engine scores %v (capot %v)",
						p.ID, r.Map(), late[i].TrickLen, have, want, s.Result.Capot)
				}
			}
		}
	}
	if capots == 0 {
		t.Errorf("no hand with a capot bonus among %d positions: the test proves nothing", checked)
	}
	t.Logf("%d late positions, %d hands with a capot bonus", checked, capots)
}
