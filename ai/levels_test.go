package ai_test

import (
	"testing"
	"time"

	"tarabish/ai"
	"tarabish/game"
)

func TestLevelsRegistered(t *testing.T) {
	want := []string{"random", "easy", "medium", "reference", "hard", "expert"}
	if len(ai.Levels) != len(want) {
		t.Fatalf("Levels %v, want %v", ai.Levels, want)
	}
	for i, name := range want {
		if ai.Levels[i] != name {
			t.Fatalf("Levels %v, want %v", ai.Levels, want)
		}
		if _, err := ai.NewPlayer(name); err != nil {
			t.Fatal(err)
		}
	}
	if _, err := ai.NewPlayer("grandmaster"); err == nil {
		t.Fatal("unknown level accepted")
	}
}

// TestReferenceKept checks that the reference level is the hard player of December 2026, as
// recorded here: later hard players are measured against it, so it must not move.
func TestReferenceKept(t *testing.T) {
	r := ai.NewReference()
	want := ai.Search{Name: "reference", Samples: 128, Infer: ai.InferFull, Soft: true, SolveCards: [game.Kinds]int{7, 9},
		Rollout: [game.Kinds]int{6, 7}, BidSim: true, CallNeed: 0.84, Workers: 2}
	if *r != want {
		t.Fatalf("reference is %+v, want %+v", *r, want)
	}
}

// TestSimulateWithLevels runs whole games through Simulate with the search players.
func TestSimulateWithLevels(t *testing.T) {
	med, _ := ai.NewPlayer("medium")
	hard, _ := ai.NewPlayer("hard")
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		sum, err := ai.Simulate(ai.SimConfig{Rules: game.DefaultRules(k), Games: 1, Seed: 3, NS: hard, EW: med, Think: time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		if sum.Checks != "ok" || sum.Hands == 0 {
			t.Fatalf("%+v", sum)
		}
	}
}

// TestEasyIsFast checks the easy player's think time stays well under a millisecond.
func TestEasyIsFast(t *testing.T) {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		rep, err := ai.Match(ai.MatchConfig{Rules: game.DefaultRules(k), Deals: 100, Seed: 9, NS: "easy", EW: "easy"})
		if err != nil {
			t.Fatal(err)
		}
		if p := rep.Levels[0].P95MS; p > 0.5 {
			t.Errorf("%s: easy p95 think %.3f ms", k, p)
		}
	}
}
