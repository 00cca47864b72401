package game_test

import (
	"testing"

	"tarabish/game"
)

// The worked checks of RULES.md that go through real play; scoring checks are in score_test.go.

func TestHandTotals(t *testing.T) {
	for _, tc := range []struct {
		trump game.Suit
		bonus int
		want  int
	}{
		{game.Hearts, 10, 162}, {game.Spades, 0, 152}, {game.NoTrump, 10, 130}, {game.Clubs, 4, 156},
	} {
		if have := game.HandPoints(tc.trump) + tc.bonus; have != tc.want {
			t.Errorf("trump %s + %d: have %d, want %d", tc.trump, tc.bonus, have, tc.want)
		}
	}
}

func TestTrumpWinsTrick(t *testing.T) {
	s := startHand(t, game.DefaultRules(game.Tarabish), game.West, dealA,
		"N call H", "N play AS", "E play TS", "S play JH", "W play KS")
	if have := s.WonBy[0]; have != game.South {
		t.Fatalf("trick won by %s, want S", have)
	}
	if have := s.Points[game.NS]; have != 45 {
		t.Errorf("trick worth %d, want 45", have)
	}
}

func TestLegalPlays(t *testing.T) {
	tarabish := game.DefaultRules(game.Tarabish)
	exempt := rulesWith(t, game.Tarabish, "partner_exemption=on")
	for _, tc := range []struct {
		name    string
		rules   game.Rules
		deal    [4]string
		dealer  game.Seat
		actions []string
		want    string
	}{
		{"must overtrump the K with the 9", tarabish, dealB, game.West,
			[]string{"N call S", "N play KS"}, "9S"},
		{"must overtrump in hearts too", tarabish, dealBHearts, game.West,
			[]string{"N call H", "N play KH"}, "9H"},
		{"must overtrump when trumping in (clubs)", tarabish, dealBClubs, game.West,
			[]string{"N call C", "N play 6D", "E play 9D", "S play 7C"}, "8C JC 9C QC AC"},
		{"only lower trumps: any trump", tarabish, dealB, game.North,
			[]string{"E call S", "E play 9S"}, "AS TS QS 7S"},
		{"void holding trump: only trumps", tarabish, dealA, game.West,
			[]string{"N call H", "N play AS", "E play TS"}, "JH 6H 7H 8H 9H"},
		{"partner exemption, partner winning: any card", exempt, dealA, game.West,
			[]string{"N call H", "N play AS", "E play TS"}, "JH 6H 7H 8H 9H QD KD AD QC"},
		{"partner exemption, opponent winning: trumps", exempt, dealA, game.West,
			[]string{"N call H", "N play 6S", "E play TS"}, "JH 6H 7H 8H 9H"},
		{"must follow suit", tarabish, dealA, game.West,
			[]string{"N call H", "N play 6D"}, "9D TD JD"},
		{"no trump: void may discard", rulesWith(t, game.Tarabish, "no_trump=on"), dealA, game.West,
			[]string{"N call NT", "N play AS", "E play TS"}, "JH 6H 7H 8H 9H QD KD AD QC"},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := startHand(t, tc.rules, tc.dealer, tc.deal, tc.actions...)
			if have, want := s.LegalPlays(), cards(t, tc.want); have != want {
				t.Errorf("have %s, want %s", have, want)
			}
		})
	}
}

func TestIllegalPlayNamesTheRule(t *testing.T) {
	s := startHand(t, game.DefaultRules(game.Tarabish), game.West, dealB, "N call S", "N play KS")
	for _, tc := range []struct{ card, want string }{
		{"6S", "must beat the K of spades (trump)"},
		{"8H", "must follow suit (spades)"},
		{"AS", "East does not hold the A of spades"},
	} {
		c, _ := game.ParseCard(tc.card)
		before := *s
		err := s.Apply(game.PlayAction(c))
		if err == nil || err.Error() != tc.want {
			t.Errorf("%s: have %v, want %q", tc.card, err, tc.want)
		}
		if *s != before {
			t.Errorf("%s: a refused action changed the state", tc.card)
		}
	}
}

func TestRunSplits(t *testing.T) {
	r := game.DefaultRules(game.Tarabish)
	for _, tc := range []struct {
		hand  string
		want  []int // meld values
		value int
	}{
		{"AH QH JH TH 8H 7H 6H", []int{20, 20}, 40},
		{"6S 7S 8S 9S TS JS QS KS", []int{50, 50}, 100},
		{"AC KC JC TC 8C 7C", nil, 0},
		{"6D 7D 8D 9D TD", []int{50}, 50},
		{"6D 7D 8D 9D TD JD QD", []int{20, 50}, 70},
	} {
		ms := game.FindMelds(cards(t, tc.hand), game.Spades, &r)
		var have []int
		for _, m := range ms.Slice() {
			have = append(have, m.Value)
		}
		if len(have) != len(tc.want) || ms.Value != tc.value {
			t.Errorf("%s: have %v (%d), want %v (%d)", tc.hand, have, ms.Value, tc.want, tc.value)
			continue
		}
		for i := range have {
			if have[i] != tc.want[i] {
				t.Errorf("%s: have %v, want %v", tc.hand, have, tc.want)
			}
		}
	}
	// 7 in a row: the fifty takes the top cards, the twenty the bottom ones.
	ms := game.FindMelds(cards(t, "6D 7D 8D 9D TD JD QD"), game.Spades, &r)
	if ms.List[0].Top != game.Eight || ms.List[1].Top != game.Queen {
		t.Errorf("7 in a row split as tops %s, %s; want 8 (twenty) and Q (fifty)", ms.List[0].Top, ms.List[1].Top)
	}
}

// dealBHearts is deal B with spades and hearts swapped: hearts trump, the same duty.
var dealBHearts = [4]string{
	"KH AS TS KS 6D 7D 8D 6C 7C",
	"6H 9H 8S 9S JS 9D TD JD 8C",
	"AH TH QH 7H 6S 7S QS QD KD",
	"JH 8H AD 9C TC JC QC KC AC",
}

// dealBClubs: clubs trump; South (void in diamonds) trumps in with the 7, West, void in
// diamonds too, must beat it.
var dealBClubs = [4]string{
	"KS AH TH 6D 7D 8D QD KD AD",
	"6S 9S 8H 9H JH 9D TD JD TC",
	"AS TS QS 7S 6H 7H QH 7C KC",
	"JS 8S KH 6C 8C JC 9C QC AC",
}

// Deal C: North holds 6-7-8 of diamonds, East 6-7-8 of clubs; nobody else has a run.
var dealC = [4]string{
	"6D 7D 8D AS TH KC QS 9H JC",
	"6C 7C 8C KS JH AD QH 9S TD",
	"6S 8S JS 6H 8H AH 9D JD QC",
	"7S TS 7H KH QD KD 9C TC AC",
}

// Deal D: as deal C, but North holds 6-7-8-9 of diamonds (a fifty).
var dealD = [4]string{
	"6D 7D 8D AS TH KC QS 9D JC",
	"6C 7C 8C KS JH AD QH 9S TD",
	"6S 8S JS 6H 8H AH 9H JD QC",
	"7S TS 7H KH QD KD 9C TC AC",
}

// meldEverything plays a hand in which every seat announces and shows what it can.
func meldEverything(t *testing.T, s *game.State) {
	t.Helper()
	for s.Phase == game.PhasePlay {
		buf := s.AppendLegal(nil)
		a := game.PlayAction(s.LegalPlays().First())
		if buf[0].Verb == game.Announce || buf[0].Verb == game.Show {
			a = buf[0]
		}
		if err := s.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
}

func TestBestRun(t *testing.T) {
	for _, tc := range []struct {
		name string
		deal [4]string
		call string
		want [2]int
	}{
		{"equal plain runs cancel", dealC, "N call S", [2]int{0, 0}},
		{"a trump run beats an equal plain run (N)", dealC, "N call D", [2]int{20, 0}},
		{"a trump run beats an equal plain run (E)", dealC, "N call C", [2]int{0, 20}},
		{"a fifty beats a trump twenty", dealD, "N call C", [2]int{50, 0}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := startHand(t, game.DefaultRules(game.Tarabish), game.West, tc.deal, tc.call)
			meldEverything(t, s)
			if have := s.Result.Runs; have != tc.want {
				t.Errorf("runs: have %v, want %v", have, tc.want)
			}
		})
	}
}

func TestRunNotShownDoesNotCount(t *testing.T) {
	// North announces but never shows: East's equal run now counts alone.
	s := startHand(t, game.DefaultRules(game.Tarabish), game.West, dealC, "N call S", "N announce", "N *", "E announce", "E *", "S *", "W *")
	for s.Phase == game.PhasePlay {
		if s.Current() == game.East && s.TrickNo == 1 {
			do(t, s, "E show")
		}
		do(t, s, s.Current().String()+" *")
	}
	if have, want := s.Result.Runs, [2]int{0, 20}; have != want {
		t.Errorf("runs: have %v, want %v", have, want)
	}
}

// dealHighest gives South every heart.
var dealHighest = [4]string{
	"6S 7S 8S 9S TS JS QS KS AS",
	"6D 7D 8D 9D TD JD QD KD AD",
	"6H 7H 8H 9H TH JH QH KH AH",
	"6C 7C 8C 9C TC JC QC KC AC",
}

func TestHighestPossibleHand(t *testing.T) {
	s := startHand(t, game.DefaultRules(game.Tarabish), game.East, dealHighest,
		"S call H", "S announce", "S play JH", "W *", "N *", "E *",
		"S show", "S play 9H", "W *", "N *", "E *",
		"S play AH", "W *", "N *", "E *", "S play TH", "W *", "N *", "E *",
		"S play KH", "W *", "N *", "E *", "S play QH bella", "W *", "N *", "E *",
		"S play 8H", "W *", "N *", "E *", "S play 7H", "W *", "N *", "E *", "S play 6H", "W *", "N *", "E *")
	r := s.Result
	if r.Score[game.NS] != 282 || r.Score[game.EW] != 0 {
		t.Errorf("score: have %v, want [282 0]", r.Score)
	}
	if r.Runs[game.NS] != 100 || r.Bella[game.NS] != 20 || r.CardPoints[game.NS] != 152 || r.LastTrick[game.NS] != 10 {
		t.Errorf("breakdown: %+v", r)
	}
}
