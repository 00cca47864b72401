package scenes

import (
	"testing"

	"tarabish/game"
	"tarabish/settings"
)

// TestExplainIllegal checks the table's sentence for a card that may not be played.
func TestExplainIllegal(t *testing.T) {
	s, _ := game.NewState(game.DefaultRules(game.Tarabish), game.West)
	deal := [4]string{
		"KS AH TH KH 6D 7D 8D 6C 7C",
		"6S 9S 8H 9H JH 9D TD JD 8C",
		"AS TS QS 7S 6H 7H QH QD KD",
		"JS 8S AD 9C TC JC QC KC AC",
	}
	var cards [4][]game.Card
	for i, h := range deal {
		cards[i], _ = game.ParseCards(h)
	}
	if err := s.StartHand(cards); err != nil {
		t.Fatal(err)
	}
	_ = s.Apply(game.CallAction(game.Spades))
	ks, _ := game.ParseCard("KS")
	_ = s.Apply(game.PlayAction(ks))
	p := settings.DefaultPrefs()
	ctx := &Context{Prefs: &p}
	six, _ := game.ParseCard("6S")
	heart, _ := game.ParseCard("8H")
	nine, _ := game.ParseCard("9S")
	for _, tc := range []struct {
		lang string
		card game.Card
		want string
	}{
		{"en", six, "You must beat the K of spades (trump): you hold 9♠."},
		{"en", heart, "You must follow suit: spades were led. You can play 9♠."}, // 6♠ does not beat the K: only the allowed cards are named,
		{"de", six, "Du musst Pik-K (Trumpf) überstechen: du hast 9♠."},
		{"en", nine, ""},
	} {
		p.Language = tc.lang
		if have := explainIllegal(ctx, &s, game.PlayAction(tc.card)); have != tc.want {
			t.Errorf("%s %s: have %q, want %q", tc.lang, tc.card, have, tc.want)
		}
	}
}
