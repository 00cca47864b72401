package ai_test

import (
	"testing"

	"tarabish/ai"
	"tarabish/game"
)

// TestEasyCardWithinMargin checks that a player valuing cards by rollouts with an easy margin
// (as the hard player does in the first Tarabish tricks; here a Tarneeb position with the
// margin 0.75) plays the easy player's card (here drawing trumps) when its average is within
// the margin of the best, and the best card otherwise; solving exactly, and the reference
// player, keep the best.
func TestEasyCardWithinMargin(t *testing.T) {
	// North bid and holds the top trumps (hearts) and the ace of clubs, on lead at trick 3.
	st := midTrick(t, game.Tarneeb, game.Hearts, game.North, [4]string{
		"AH KH QH 4H AC 5C 6S 7S 8S 2D 3D",
		"2S 3S 4S 5S 9S TS 2C 3C 4C 7C 8C",
		"JS QS KS AS 5H 6H 7H 9C TC JC QC",
		"4D 5D 6D 7D 8D 9D TD JD QD KD AD",
	}, game.North)
	v := st.View(game.North)
	easy := ai.EasyAction(&v).Card
	if easy.Suit() != game.Hearts {
		t.Fatalf("the easy player leads %v, want a trump", easy)
	}
	other := game.NewCard(game.Clubs, game.Ace)
	hard, ref := ai.NewHard(), ai.NewReference()
	hard.EasyMargin[game.Tarneeb] = 0.75
	near := map[game.Card]float64{easy: 5.5, other: 6}
	far := map[game.Card]float64{easy: 5, other: 6}
	if c := ai.PickFromMeans(hard, &v, near, true); c != easy {
		t.Errorf("rollouts half a trick apart: hard plays %v, want the easy player's %v", c, easy)
	}
	if c := ai.PickFromMeans(hard, &v, far, true); c != other {
		t.Errorf("rollouts a trick apart: hard plays %v, want the best %v", c, other)
	}
	if c := ai.PickFromMeans(hard, &v, near, false); c != other {
		t.Errorf("solved exactly: hard plays %v, want the best %v", c, other)
	}
	if c := ai.PickFromMeans(ref, &v, near, true); c != other {
		t.Errorf("reference plays %v, want the best %v", c, other)
	}
}
