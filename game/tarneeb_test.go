package game_test

import (
	"math/rand/v2"
	"testing"

	"tarabish/game"
)

// suitsDeal gives North every spade, East every heart, South every diamond, West every club.
var suitsDeal = [4]string{
	"2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
	"2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
	"2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
	"2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
}

func TestTarneebDealPattern(t *testing.T) {
	deal := game.ShuffleDeal(game.Tarneeb, game.North, rand.New(rand.NewPCG(3, 4)))
	for seat, cards := range deal {
		if len(cards) != 13 {
			t.Errorf("seat %s got %d cards", game.Seat(seat), len(cards))
		}
	}
	if err := game.CheckDeal(game.Tarneeb, deal); err != nil {
		t.Error(err)
	}
}

func TestTarneebAuction(t *testing.T) {
	s := startHand(t, game.DefaultRules(game.Tarneeb), game.North, suitsDeal)
	if s.Current() != game.West {
		t.Fatalf("first hand is %s, want W (the dealer's right)", s.Current())
	}
	if have := s.AppendLegal(nil); len(have) != 8 || have[1] != game.BidAction(7) || have[7] != game.BidAction(13) {
		t.Fatalf("opening choices %v, want pass and 7..13", have)
	}
	do(t, s, "W bid 7", "S bid 8", "E pass", "N pass")
	if s.Current() != game.West {
		t.Fatalf("overbid West may raise: turn %s", s.Current())
	}
	for _, bad := range []game.Action{game.BidAction(8), game.BidAction(14), game.CallAction(game.Spades)} {
		if err := s.Apply(bad); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
	do(t, s, "W bid 9")
	if s.Current() != game.South {
		t.Fatalf("East passed and stays out: turn %s, want S", s.Current())
	}
	do(t, s, "S pass")
	if s.Phase != game.PhaseTrump || s.Current() != game.West || s.Bid != 9 || s.Caller != game.West {
		t.Fatalf("phase %s turn %s bid %d caller %s", s.Phase, s.Current(), s.Bid, s.Caller)
	}
	if err := s.Apply(game.TrumpAction(game.NoTrump)); err == nil {
		t.Error("no trump accepted in tarneeb")
	}
	do(t, s, "W trump C")
	if s.Phase != game.PhasePlay || s.Current() != game.West {
		t.Errorf("the bid winner leads: phase %s turn %s", s.Phase, s.Current())
	}
	do(t, s, "W play 2C")
	if s.Current() != game.South {
		t.Errorf("play goes counter-clockwise: turn %s, want S", s.Current())
	}
	// Nobody can follow clubs: any card, no duty to trump.
	if s.LegalPlays() != s.Hands[game.South] {
		t.Errorf("void in the led suit: legal %s", s.LegalPlays())
	}
}

func TestTarneebAllPass(t *testing.T) {
	s := startHand(t, game.DefaultRules(game.Tarneeb), game.North, suitsDeal, "W pass", "S pass", "E pass", "N pass")
	if !s.Result.ThrownIn || s.Phase != game.PhaseDeal || s.Dealer != game.West {
		t.Errorf("redeal: thrown in %v phase %s next dealer %s (want W)", s.Result.ThrownIn, s.Phase, s.Dealer)
	}
	d7 := startHand(t, rulesWith(t, game.Tarneeb, "all_pass=dealer_7"), game.North, suitsDeal, "W pass", "S pass", "E pass", "N pass")
	if d7.Phase != game.PhaseTrump || d7.Current() != game.North || d7.Bid != 7 || d7.Caller != game.North {
		t.Errorf("dealer_7: phase %s turn %s bid %d caller %s", d7.Phase, d7.Current(), d7.Bid, d7.Caller)
	}
}

func TestTarneebFollowSuit(t *testing.T) {
	deal := [4]string{
		"2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS 2H",
		"AS 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
		"2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
		"2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
	}
	s := startHand(t, game.DefaultRules(game.Tarneeb), game.South, deal, "E bid 7", "N pass", "W pass", "S pass", "E trump H", "E play AS")
	if have := s.LegalPlays(); have != cards(t, "2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS") {
		t.Errorf("North must follow spades, legal %s", have)
	}
	if err := s.Apply(game.PlayAction(cards(t, "2H").First())); err == nil || err.Error() != "must follow suit (spades)" {
		t.Errorf("have %v", err)
	}
	do(t, s, "N play KS")
	if have := s.LegalPlays(); have != s.Hands[game.West] {
		t.Errorf("void: any card, have %s", have)
	}
	do(t, s, "W play 2C", "S play 2D")
	if s.WonBy[0] != game.East {
		t.Errorf("the ace wins: trick to %s", s.WonBy[0])
	}
}

func TestFirstLeadTrump(t *testing.T) {
	deal := [4]string{
		"2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS 2H",
		"AS 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
		"2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
		"2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
	}
	for _, on := range []bool{false, true} {
		opt := "first_lead_trump=off"
		if on {
			opt = "first_lead_trump=on"
		}
		s := startHand(t, rulesWith(t, game.Tarneeb, opt), game.West, deal, "S pass", "E pass", "N bid 7", "W pass", "N trump H")
		want := s.Hands[game.North]
		if on {
			want = cards(t, "2H")
		}
		if have := s.LegalPlays(); have != want {
			t.Errorf("%s: first lead %s, want %s", opt, have, want)
		}
		if on {
			if err := s.Apply(game.PlayAction(cards(t, "2S").First())); err == nil || err.Error() != "the first lead must be a trump (hearts)" {
				t.Errorf("have %v", err)
			}
		}
	}
}
