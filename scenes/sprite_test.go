package scenes

import (
	"testing"

	"tarabish/game"
)

// TestHurriedTrickStaysGathered hurries the table twice while a trick is being gathered: the
// trick's cards leave the table and stay off it, and a card still flying to a hand arrives
// there face up. (The second hurry used to put the gathered cards back, face down, at the
// winner's seat, where they stayed for the rest of the hand.)
func TestHurriedTrickStaysGathered(t *testing.T) {
	ctx := &Context{}
	tb := &Table{}
	trick := []game.Card{game.NewCard(game.Spades, game.Ace), game.NewCard(game.Spades, game.King)}
	for _, c := range trick {
		sp := &tb.sprites[c]
		sp.MoveTo(Place{X: 400, Y: 300, W: 80, FaceUp: true}, 0, 0)
		sp.MoveTo(Place{X: 30, Y: 230, W: 40}, 16, 0)
		sp.Gone = true
	}
	hand := game.NewCard(game.Hearts, game.Ten)
	tb.sprites[hand].MoveTo(Place{X: 500, Y: 520, W: 90, FaceUp: true}, 12, 3)
	for hurry := 1; hurry <= 2; hurry++ {
		tb.SkipAnimations(ctx)
		for _, c := range trick {
			if sp := tb.sprites[c]; sp.Visible || sp.Moving() {
				t.Errorf("after hurry %d the gathered %v is visible %v, moving %v", hurry, c, sp.Visible, sp.Moving())
			}
		}
		if sp := tb.sprites[hand]; !sp.Visible || sp.Moving() || sp.Now() != (Place{X: 500, Y: 520, W: 90, FaceUp: true}) {
			t.Errorf("after hurry %d the hand card is visible %v, moving %v, at %+v", hurry, sp.Visible, sp.Moving(), sp.Now())
		}
	}
}
