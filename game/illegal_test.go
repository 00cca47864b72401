package game_test

import (
	"errors"
	"testing"

	"tarabish/game"
)

// TestIllegalPlayIsTyped checks that a refused card says which rule it breaks, with the led
// suit, trump, the trump to beat and the cards allowed.
func TestIllegalPlayIsTyped(t *testing.T) {
	tarneeb := rulesWith(t, game.Tarneeb, "first_lead_trump=on")
	tnDeal := [4]string{
		"AS KS QS JS TS 9S 8S AD QD 4D AC 6H 3H",
		"AH KH 4H 3D 7D 9D 2C 5C 8C JC 6S 4S 2S",
		"QH JH 9H 7H 5H 2H KD TD 6D KC QC TC 3S",
		"TH 8H JD 8D 7C 6C 5D 2D 9C 4C 3C 7S 5S",
	}
	for _, tc := range []struct {
		name    string
		rules   game.Rules
		deal    [4]string
		dealer  game.Seat
		actions []string
		play    string
		bella   bool
		rule    game.PlayRule
		led     game.Suit
		beat    string
		allowed string
	}{
		{"follow", game.DefaultRules(game.Tarabish), dealB, game.West, []string{"N call S", "N play KS"},
			"8H", false, game.RuleFollow, game.Spades, "KS", "9S"},
		{"beat", game.DefaultRules(game.Tarabish), dealB, game.West, []string{"N call S", "N play KS"},
			"6S", false, game.RuleBeat, game.Spades, "KS", "9S"},
		{"trump", game.DefaultRules(game.Tarabish), dealA, game.West, []string{"N call H", "N play AS", "E play TS"},
			"QD", false, game.RuleTrump, game.Spades, "", "JH 6H 7H 8H 9H"},
		{"not held", game.DefaultRules(game.Tarabish), dealB, game.West, []string{"N call S", "N play KS"},
			"AS", false, game.RuleNotHeld, game.Spades, "KS", "9S"},
		{"Bella cards", game.DefaultRules(game.Tarabish), dealB, game.West, []string{"N call S", "N play KS"},
			"9S", true, game.RuleBellaCards, game.Spades, "KS", "9S"},
		{"lead trump", tarneeb, tnDeal, game.East, []string{"N bid 7", "W pass", "S pass", "E pass", "N trump S"},
			"AD", false, game.RuleLeadTrump, game.NoSuit, "", "AS KS QS JS TS 9S 8S"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := startHand(t, tc.rules, tc.dealer, tc.deal, tc.actions...)
			c, _ := game.ParseCard(tc.play)
			a := game.PlayAction(c)
			a.Bella = tc.bella
			var e *game.IllegalPlay
			if err := s.Check(a); !errors.As(err, &e) {
				t.Fatalf("have %v, want an IllegalPlay", err)
			}
			beat := game.NoCard
			if tc.beat != "" {
				beat, _ = game.ParseCard(tc.beat)
			}
			if e.Rule != tc.rule || e.Led != tc.led || e.Beat != beat || e.Allowed != cards(t, tc.allowed) || e.Card != c {
				t.Errorf("have rule %d led %s beat %s allowed %s card %s, want rule %d led %s beat %s allowed %s card %s",
					e.Rule, e.Led, e.Beat, e.Allowed, e.Card, tc.rule, tc.led, beat, cards(t, tc.allowed), c)
			}
		})
	}
}

// TestDuty checks what the rules ask of the seat to act.
func TestDuty(t *testing.T) {
	for _, tc := range []struct {
		name    string
		rules   game.Rules
		actions []string
		rule    game.PlayRule
	}{
		{"lead", game.DefaultRules(game.Tarabish), []string{"N call H"}, game.RuleFree},
		{"follow", game.DefaultRules(game.Tarabish), []string{"N call H", "N play 6D"}, game.RuleFollow},
		{"trump", game.DefaultRules(game.Tarabish), []string{"N call H", "N play AS", "E play TS"}, game.RuleTrump},
		{"exempt", rulesWith(t, game.Tarabish, "partner_exemption=on"), []string{"N call H", "N play AS", "E play TS"}, game.RuleFree},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := startHand(t, tc.rules, game.West, dealA, tc.actions...)
			if have := s.Duty(); have.Rule != tc.rule || have.Allowed != s.LegalPlays() {
				t.Errorf("have rule %d allowed %s, want rule %d allowed %s", have.Rule, have.Allowed, tc.rule, s.LegalPlays())
			}
		})
	}
}
