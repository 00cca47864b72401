package ai_test

import (
	"context"
	"math/rand/v2"
	"reflect"
	"testing"
	"time"

	"tarabish/ai"
	"tarabish/game"
)

// secondHand plays the first hand of a seeded game with the easy player and gives the game
// as the second hand is dealt: a hand that starts from a score that is not 0–0.
func secondHand(t *testing.T, k game.Kind, seed uint64) *game.Game {
	t.Helper()
	g, err := game.NewGame(game.DefaultRules(k), seed)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 2))
	for len(g.Hands) < 2 {
		v := g.State.View(g.State.Current())
		if _, err := g.Apply(ai.Easy{}.Choose(context.Background(), &v, 0, rng)); err != nil {
			t.Fatal(err)
		}
	}
	return g
}

// TestReplayHandEqualsItsRecord plays the second hand of a game again with the hard player
// in South: every move is legal, and the replay's record, put in the game's history in place
// of the hand, rebuilds to the same result (duplicate results equal replaying the record).
func TestReplayHandEqualsItsRecord(t *testing.T) {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		for seed := uint64(1); seed <= 2; seed++ {
			g := secondHand(t, k, seed)
			players := [4]ai.Player{ai.Easy{}, ai.Easy{}, nil, ai.Easy{}}
			rep, err := ai.ReplayHand(context.Background(), g.State, g.Hands[1], game.South, players, seed, 10*time.Millisecond)
			if err != nil {
				t.Fatalf("%s seed %d: %v", k, seed, err)
			}
			if len(rep.Hand.Moves) == 0 || rep.Hand.No != g.Hands[1].No || rep.Hand.Dealer != g.Hands[1].Dealer {
				t.Fatalf("%s seed %d: replay record %+v", k, seed, rep.Hand)
			}
			// the game's own history up to the hand, then the replay's (as a record: unseeded)
			h := game.History{Hands: []game.HandRecord{g.Hands[0], rep.Hand}}
			rebuilt, err := game.Rebuild(g.State.Rules, h, nil)
			if err != nil {
				t.Fatalf("%s seed %d: the replay's record does not rebuild: %v", k, seed, err)
			}
			if len(rebuilt.Results) != 2 {
				t.Fatalf("%s seed %d: rebuilt %d results, want 2", k, seed, len(rebuilt.Results))
			}
			if have, want := rebuilt.Results[1], rep.Result; !reflect.DeepEqual(have, want) {
				t.Errorf("%s seed %d: rebuilt result %+v, replay said %+v", k, seed, have, want)
			}
		}
	}
}

// TestReplayHandCancelled stops at once when its context is cancelled, and refuses a state
// that is not a hand just dealt.
func TestReplayHandCancelled(t *testing.T) {
	g := secondHand(t, game.Tarabish, 3)
	players := [4]ai.Player{ai.Easy{}, ai.Easy{}, nil, ai.Easy{}}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := ai.ReplayHand(ctx, g.State, g.Hands[1], game.South, players, 1, time.Second); err == nil {
		t.Error("a cancelled replay gave a result")
	}
	done := g.State
	done.Phase = game.PhaseDeal
	if _, err := ai.ReplayHand(context.Background(), done, g.Hands[1], game.South, players, 1, 0); err == nil {
		t.Error("a replay from between hands gave a result")
	}
}
