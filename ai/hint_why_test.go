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
		{"3H", ai.WhyCannotWin, true},  // the ace is out and 5H loses too
		{"KH", ai.WhyCannotWin, false}, // not the lowest heart: no "keep your high cards"
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

// TestPartnerPointsReason checks the Tarabish reason for a card with points on partner's
// winning trick: give them points.
func TestPartnerPointsReason(t *testing.T) {
	st, _ := game.NewState(game.DefaultRules(game.Tarabish), game.West) // North leads
	deal := [4]string{"AS 7S 8S 6H 7H 8H 6C 7C 8C", "9S TS 9H TH 9C TC 6D 7D 8D", "KS 6S JS QH KH AH QC KC AC", "QS JH JC 9D TD JD QD KD AD"}
	var cards [4][]game.Card
	for i, h := range deal {
		cards[i], _ = game.ParseCards(h)
	}
	if err := st.StartHand(cards); err != nil {
		t.Fatal(err)
	}
	for _, text := range []string{"N call D", "N play AS", "E play 9S"} {
		_, a, err := game.ParseAction(text)
		if err != nil {
			t.Fatal(err)
		}
		if err := st.Apply(a); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
	v := st.View(game.South)
	for card, want := range map[string]ai.Why{"KS": ai.WhyPartnerPoints, "6S": ai.WhyPartnerWins, "JS": ai.WhyPartnerPoints} {
		c, _ := game.ParseCard(card)
		if have := ai.PlayReason(&v, game.PlayAction(c), st.LegalPlays()); have.Why != want {
			t.Errorf("South plays %s on partner's ace: have reason %d, want %d", card, have.Why, want)
		}
	}
}
