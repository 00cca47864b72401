package game_test

import (
	"strings"
	"testing"

	"tarabish/game"
)

// rulesWith gives a game's default rules with some options changed ("name=value").
func rulesWith(t testing.TB, k game.Kind, opts ...string) game.Rules {
	t.Helper()
	r := game.DefaultRules(k)
	for _, o := range opts {
		name, value, _ := strings.Cut(o, "=")
		if err := r.Set(name, value); err != nil {
			t.Fatalf("set %s: %v", o, err)
		}
	}
	return r
}

// parseDeal reads four hands (N, E, S, W) of cards in notation.
func parseDeal(t testing.TB, hands [4]string) [4][]game.Card {
	t.Helper()
	var deal [4][]game.Card
	for i, h := range hands {
		cards, err := game.ParseCards(h)
		if err != nil {
			t.Fatalf("hand %d: %v", i, err)
		}
		deal[i] = cards
	}
	return deal
}

// startHand deals the hands with the given dealer and applies the actions.
func startHand(t testing.TB, r game.Rules, dealer game.Seat, hands [4]string, actions ...string) *game.State {
	t.Helper()
	s, err := game.NewState(r, dealer)
	if err != nil {
		t.Fatal(err)
	}
	if err := s.StartHand(parseDeal(t, hands)); err != nil {
		t.Fatal(err)
	}
	do(t, &s, actions...)
	return &s
}

// do applies actions written as in hand records ("N call H"); "*" as the verb plays the
// seat's first legal card.
func do(t testing.TB, s *game.State, actions ...string) {
	t.Helper()
	for _, text := range actions {
		if seat, rest, _ := strings.Cut(text, " "); rest == "*" {
			c := s.LegalPlays().First()
			text = seat + " play " + c.String()
		}
		seat, a, err := game.ParseAction(text)
		if err != nil {
			t.Fatalf("%q: %v", text, err)
		}
		if seat != s.Current() {
			t.Fatalf("%q: it is %s's turn", text, s.Current())
		}
		if err := s.Apply(a); err != nil {
			t.Fatalf("%q: %v", text, err)
		}
	}
}

// playOut plays the first legal card for every seat until the hand ends.
func playOut(t testing.TB, s *game.State) {
	t.Helper()
	for s.Phase == game.PhasePlay {
		if err := s.Apply(game.PlayAction(s.LegalPlays().First())); err != nil {
			t.Fatal(err)
		}
	}
}

func cards(t testing.TB, text string) game.Cards {
	t.Helper()
	list, err := game.ParseCards(text)
	if err != nil {
		t.Fatal(err)
	}
	var cs game.Cards
	for _, c := range list {
		cs |= c.Mask()
	}
	return cs
}

// Deal A (Tarabish): South holds no spades; North leads.
var dealA = [4]string{
	"AS 6S 7S 6D 7D 8D 6C 7C 8C",
	"TS 8S 9S 9D TD JD 9C TC JC",
	"JH 6H 7H 8H 9H QD KD AD QC",
	"KS QS JS TH QH KH AH KC AC",
}

// Deal B (Tarabish): North holds the K of spades, East the 6 and 9.
var dealB = [4]string{
	"KS AH TH KH 6D 7D 8D 6C 7C",
	"6S 9S 8H 9H JH 9D TD JD 8C",
	"AS TS QS 7S 6H 7H QH QD KD",
	"JS 8S AD 9C TC JC QC KC AC",
}
