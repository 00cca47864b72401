package game_test

import (
	"testing"

	"tarabish/game"
)

// TestTally checks the running count of a hand in play for both games.
func TestTally(t *testing.T) {
	suits := [4]string{
		"2S 3S 4S 5S 6S 7S 8S 9S TS JS QS KS AS",
		"2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH AH",
		"2D 3D 4D 5D 6D 7D 8D 9D TD JD QD KD AD",
		"2C 3C 4C 5C 6C 7C 8C 9C TC JC QC KC AC",
	}
	for _, tc := range []struct {
		name string
		s    *game.State
		ok   bool
		want game.Tally
	}{
		{"tarabish", startHand(t, game.DefaultRules(game.Tarabish), game.West, dealA,
			"N call H", "N play AS", "E play TS", "S play JH", "W play KS"),
			true, game.Tally{Taken: [2]int{45, 0}, Out: 117, Need: 37, Team: game.NS}},
		{"tarneeb", startHand(t, game.DefaultRules(game.Tarneeb), game.North, suits,
			"W bid 8", "S pass", "E pass", "N pass", "W trump C", "W play AC", "S play 2D", "E play 2H", "N play 2S"),
			true, game.Tally{Taken: [2]int{0, 1}, Out: 12, Need: 7, Team: game.EW}},
		{"bidding", startHand(t, game.DefaultRules(game.Tarabish), game.West, dealA), false, game.Tally{}},
	} {
		if have, ok := tc.s.Tally(); ok != tc.ok || have != tc.want {
			t.Errorf("%s: have %+v %v, want %+v %v", tc.name, have, ok, tc.want, tc.ok)
		}
	}
}

// TestHandTook checks what a finished hand says each team took, and whether the caller failed.
func TestHandTook(t *testing.T) {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		for seed := uint64(1); seed <= 20; seed++ {
			g, err := game.NewGame(game.DefaultRules(k), seed)
			if err != nil {
				t.Fatal(err)
			}
			for len(g.Results) == 0 {
				if _, err := g.Apply(g.State.AppendLegal(nil)[0]); err != nil {
					t.Fatal(err)
				}
			}
			r := g.Results[0]
			want := r.Tricks
			if k == game.Tarabish {
				for i := range want {
					want[i] = r.CardPoints[i] + r.LastTrick[i] + r.Runs[i] + r.Bella[i]
				}
			}
			if have := r.Took(); have != want {
				t.Errorf("%s seed %d: have took %v, want %v", k, seed, have, want)
			}
			failed := !r.ThrownIn && (r.Bait == game.BaitFull || k == game.Tarneeb && !r.Made)
			if have := r.Failed(); have != failed {
				t.Errorf("%s seed %d: have failed %v, want %v (%+v)", k, seed, have, failed, r)
			}
		}
	}
}
