package game_test

import (
	"testing"

	"tarabish/game"
)

// TestNewPlayState checks that a position built from known hands is the one the engine
// reaches by dealing and bidding.
func TestNewPlayState(t *testing.T) {
	played := startHand(t, rulesWith(t, game.Tarabish, "bid_on=nine"), game.West, dealB, "N call S")
	var hands [4]game.Cards
	for p := range hands {
		hands[p] = cards(t, dealB[p])
	}
	built, err := game.NewPlayState(played.Rules, game.West, game.North, 0, game.Spades, hands, [2]int{})
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		name       string
		have, want any
	}{
		{"hands", built.Hands, played.Hands},
		{"melds", built.Melds, played.Melds},
		{"bella", built.Bella, played.Bella},
		{"turn", built.Turn, played.Turn},
		{"legal", built.LegalPlays(), played.LegalPlays()},
		{"phase", built.Phase, played.Phase},
	} {
		if c.have != c.want {
			t.Errorf("%s: have %v, want %v", c.name, c.have, c.want)
		}
	}
	if _, err := game.NewPlayState(played.Rules, game.West, game.North, 0, game.Spades, [4]game.Cards{hands[0], hands[0]}, [2]int{}); err == nil {
		t.Error("a card held twice: have no error, want one")
	}
}
