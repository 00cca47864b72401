package ai_test

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"tarabish/ai"
	"tarabish/game"
)

// TestCappedSolvesAreLeftOut values every card of real positions while every solve stops at
// its limit: each such sample is left out, so none is kept and the player falls back to the
// rules; the hard player still plays only legal actions, bidding and playing.
func TestCappedSolvesAreLeftOut(t *testing.T) {
	hard, err := ai.NewPlayer("hard")
	if err != nil {
		t.Fatal(err)
	}
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		g, err := game.NewGame(game.DefaultRules(k), 12)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(3, 4))
		checked := 0
		for moves := 0; moves < 90 && g.State.Phase != game.PhaseOver; moves++ {
			v := g.State.View(g.State.Turn)
			if v.Phase == game.PhasePlay && v.State.TrickLen == 0 && v.State.Counts[v.Seat] <= 5 && checked < 3 {
				if n := ai.ScoreSamples(&v, 60*time.Millisecond); n == 0 {
					t.Fatalf("%v move %d: no sample kept without a cap", k, moves)
				}
				undo := ai.CapEverySolve()
				n := ai.ScoreSamples(&v, 60*time.Millisecond)
				undo()
				if n != 0 {
					t.Fatalf("%v move %d: %d samples kept whose solves were all stopped", k, moves, n)
				}
				checked++
			}
			undo := ai.CapEverySolve()
			a := hard.Choose(context.Background(), &v, 40*time.Millisecond, rng)
			undo()
			if _, err := g.Apply(a); err != nil {
				t.Fatalf("%v move %d: the capped hard player chose %v: %v", k, moves, a, err)
			}
		}
		if checked == 0 {
			t.Fatalf("%v: no position checked", k)
		}
	}
}
