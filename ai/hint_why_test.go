package ai_test

import (
	"testing"

	"tarabish/ai"
	"tarabish/game"
)

// TestPlayReasons plays the first trick of a Tarneeb hand (spades trump) and checks the
// reason a hint would give for each card at each seat.
func TestPlayReasons(t *testing.T) {
	k := game.Tarneeb
	st, _ := game.NewState(game.DefaultRules(k), game.East)
	lead := k.Next(game.East) // the first hand opens and, bidding, leads
	hands := map[game.Seat]string{
		lead:                   "AH 2H 6H 7H 8H 9H TH JH QH QS 3C 4C 5C",
		k.Next(lead):           "3H 5H KC AC 2D 3D 4D 5D 6D 7D 8D 9D TD",
		lead.Partner():         "4H KH JD QD KD AD AS KS JS TS 9S 8S 7S",
		k.Next(lead.Partner()): "2C 6C 7C 8C 9C TC JC QC 6S 5S 4S 3S 2S",
	}
	var deal [4][]game.Card
	for seat, h := range hands {
		deal[seat], _ = game.ParseCards(h)
	}
	if err := st.StartHand(deal); err != nil {
		t.Fatal(err)
	}
	if st.Turn != lead {
		t.Fatalf("have %s to open, want %s", st.Turn, lead)
	}
	for _, a := range []game.Action{game.BidAction(7), game.PassAction, game.PassAction, game.PassAction, game.TrumpAction(game.Spades)} {
		if err := st.Apply(a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
	for _, tc := range []struct {
		card string
		want ai.Why
		then bool // play it
	}{
		{"QS", ai.WhyDrawTrumps, false},
		{"3C", ai.WhyBest, false},
		{"AH", ai.WhyMaster, true},
		{"3H", ai.WhyCannotWin, true}, // the ace is out and 5H loses too
		{"4H", ai.WhyPartnerWins, true},
		{"2C", ai.WhyBest, false}, // the last seat could trump
		{"2S", ai.WhyWins, true},
	} {
		c, _ := game.ParseCard(tc.card)
		v := st.View(st.Turn)
		if have := ai.PlayReason(&v, game.PlayAction(c), st.LegalPlays()); have.Why != tc.want {
			t.Errorf("%s plays %s: have reason %d, want %d", st.Turn, tc.card, have.Why, tc.want)
		}
		if have := ai.PlayReason(&v, game.PlayAction(c), c.Mask()); have.Why != ai.WhyOnly {
			t.Errorf("%s as the only card: have reason %d, want WhyOnly", tc.card, have.Why)
		}
		if tc.then {
			if err := st.Apply(game.PlayAction(c)); err != nil {
				t.Fatalf("%s: %v", tc.card, err)
			}
		}
	}
}
