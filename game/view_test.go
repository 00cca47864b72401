package game_test

import (
	"testing"

	"tarabish/game"
)

// TestViewHidesWhatASeatCannotSee checks that a view holds only the seat's own cards, the
// played cards, shown melds and said Bella: no other hand, no kitty, no unshown meld.
func TestViewHidesWhatASeatCannotSee(t *testing.T) {
	s := startHand(t, game.DefaultRules(game.Tarabish), game.West, dealC)
	v := s.View(game.North)
	if v.Hand() != cards(t, "6D 7D 8D AS TH KC") {
		t.Errorf("North sees %s while bidding, want its first six cards", v.Hand())
	}
	for seat := game.North; seat <= game.West; seat++ {
		if v.Kitty[seat] != 0 {
			t.Errorf("kitty of %s visible", seat)
		}
		if seat != game.North && (v.Hands[seat] != 0 || v.Deal[seat][0] != game.NoCard) {
			t.Errorf("hand of %s visible", seat)
		}
	}
	if v.Deal[game.North][6] != game.NoCard {
		t.Error("North's own kitty visible in its deal order")
	}
	do(t, s, "N call S", "N announce", "N *", "E announce", "E *", "S *", "W *")
	v = s.View(game.South)
	if v.Melds[game.North].N != 0 || v.Melds[game.East].N != 0 {
		t.Error("announced but unshown melds visible")
	}
	if v.Played.Len() != 4 || v.Unseen() != game.TarabishDeck&^(v.Hand()|v.Played) {
		t.Errorf("played %s, unseen %s", v.Played, v.Unseen())
	}
	for s.Current() != game.North && s.Current() != game.East {
		do(t, s, s.Current().String()+" *")
	}
	do(t, s, s.Current().String()+" show")
	shower := s.Current()
	v = s.View(game.South)
	if v.Melds[shower].N == 0 || v.ShownCards(shower) == 0 {
		t.Errorf("%s's shown run is not in South's view", shower)
	}
	n := startHand(t, game.DefaultRules(game.Tarneeb), game.North, suitsDeal,
		"W bid 7", "S pass", "E pass", "N pass", "W trump C", "W play 2C", "S play 2D")
	nv := n.View(game.East)
	if voids := nv.Voids(); voids[game.South] != 1<<game.Clubs || voids[game.West] != 0 {
		t.Errorf("voids %v: South showed it has no clubs", voids)
	}
	b := startHand(t, game.DefaultRules(game.Tarabish), game.East, dealHighest, "S call H")
	if bv := b.View(game.West); bv.Bella != game.NoSeat {
		t.Error("West sees who holds Bella before it is said")
	}
	if sv := b.View(game.South); sv.Bella != game.South {
		t.Error("South does not see its own Bella")
	}
}

// TestPlayedTrickPoints checks a trick's worth: card points under the trump, the last trick's bonus, none in Tarneeb.
func TestPlayedTrickPoints(t *testing.T) {
	cards := [4]game.Card{}
	for i, s := range []string{"JH", "9H", "AS", "TS"} {
		c, err := game.ParseCard(s)
		if err != nil {
			t.Fatal(err)
		}
		cards[i] = c
	}
	r := game.DefaultRules(game.Tarabish)
	tr := game.PlayedTrick{Leader: game.North, Cards: cards, Winner: game.North, No: 0}
	if got := tr.Points(r, game.Hearts); got != 20+14+11+10 {
		t.Errorf("first trick: %d points, want 55", got)
	}
	tr.No = 8
	if got := tr.Points(r, game.Hearts); got != 55+r.LastTrick {
		t.Errorf("last trick: %d points, want %d", got, 55+r.LastTrick)
	}
	tr.No = 0
	if got := tr.Points(r, game.Spades); got != 2+0+11+10 {
		t.Errorf("spades trump: %d points, want 23", got)
	}
	if got := tr.Points(game.DefaultRules(game.Tarneeb), game.Hearts); got != 0 {
		t.Errorf("game.Tarneeb trick: %d points, want 0", got)
	}
}
