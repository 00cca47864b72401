package game_test

import (
	"testing"

	"tarabish/game"
)

// TestHoldsBella checks the K and Q of trump together, and never in no trump.
func TestHoldsBella(t *testing.T) {
	for _, tc := range []struct {
		cards string
		trump game.Suit
		want  bool
	}{
		{"KH QH 6S", game.Hearts, true},
		{"KH 6S", game.Hearts, false},
		{"KH QH", game.Spades, false},
		{"KH QH", game.NoTrump, false},
	} {
		if have := game.HoldsBella(cards(t, tc.cards), tc.trump); have != tc.want {
			t.Errorf("%s in %s: have %v, want %v", tc.cards, tc.trump, have, tc.want)
		}
	}
}

// TestBellaLive checks Bella is live while its holder keeps its cards,
// and not at all when the K and Q of trump are in different hands.
func TestBellaLive(t *testing.T) {
	// South holds the K and Q of diamonds (deal A); diamonds trump.
	s := startHand(t, rulesWith(t, game.Tarabish, "bid_on=nine"), game.West, dealA, "N call D")
	if s.Bella != game.South || !s.BellaLive() {
		t.Fatalf("have Bella %s live %v, want South live", s.Bella, s.BellaLive())
	}
	none := startHand(t, rulesWith(t, game.Tarabish, "bid_on=nine"), game.West, dealA, "N call C") // K and Q of clubs split
	if none.BellaLive() {
		t.Error("have Bella live with nobody holding the K and Q of trump")
	}
}
