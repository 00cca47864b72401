package game_test

import (
	"math/rand/v2"
	"testing"

	"tarabish/game"
)

// TestHandStart gives the state a later hand started from: the scores of the hands before,
// the hand's dealer and cards, nothing bid; and the first hand of a game starts from nothing.
func TestHandStart(t *testing.T) {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		g, err := game.NewGame(game.DefaultRules(k), 9)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(9, 9))
		for len(g.Hands) < 3 && g.State.Phase != game.PhaseOver {
			legal := g.State.AppendLegal(nil)
			if _, err := g.Apply(legal[rng.IntN(len(legal))]); err != nil {
				t.Fatal(err)
			}
		}
		if len(g.Hands) < 3 {
			t.Fatalf("%s: the game ended in %d hands", k, len(g.Hands))
		}
		want := g.State // hand 3 just dealt
		have, err := g.HandStart(2)
		if err != nil {
			t.Fatal(err)
		}
		if have.Score != want.Score || have.Dealer != want.Dealer || have.Phase != game.PhaseBid || have.Deal != want.Deal || have.HandNo != 3 {
			t.Errorf("%s: hand 3 starts from score %v dealer %s phase %s, want %v %s bid", k, have.Score, have.Dealer, have.Phase, want.Score, want.Dealer)
		}
		first, err := g.HandStart(0)
		if err != nil || first.Score != [2]int{} || first.HandNo != 1 {
			t.Errorf("%s: hand 1 starts from %v (%v)", k, first.Score, err)
		}
		if _, err := g.HandStart(3); err == nil {
			t.Errorf("%s: a hand not dealt has a start", k)
		}
	}
}
