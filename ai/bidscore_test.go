package ai

import (
	"testing"

	"tarabish/game"
)

// TestTarneebEVNearTarget: a Tarneeb contract is valued by the hand's score difference, and
// near the target by whether the hand wins or loses the set.
func TestTarneebEVNearTarget(t *testing.T) {
	e := suitEval{Suit: game.Hearts, N: 2}
	e.Hist[7], e.Hist[6] = 1, 1 // makes 7 half the time, one short the other half
	v := &game.View{Seat: game.South, State: game.State{Rules: game.DefaultRules(game.Tarneeb)}}
	us, them := v.Seat.Team(), v.Seat.Team().Other()
	bonus := 2.0 * float64(v.Rules.Target)
	for _, tc := range []struct {
		name     string
		us, them int
		want     float64
	}{
		{"level", 0, 0, (7 + (-7 - 7)) / 2.0},
		{"making it wins the set", 38, 20, (7 + bonus + (-7 - 7)) / 2},
		{"failing loses the set", 0, 38, (7 + (-7 - 7 - bonus)) / 2},
	} {
		v.Score[us], v.Score[them] = tc.us, tc.them
		if got := e.tarneebEV(7, v, true); got != tc.want {
			t.Errorf("%s: EV %v, want %v", tc.name, got, tc.want)
		}
	}
	v.Score[us], v.Score[them] = 38, 20
	if got, want := e.tarneebEV(7, v, false), (7+(-7-7))/2.0; got != want {
		t.Errorf("without SetBids at 38 to 20: EV %v, want the level %v", got, want)
	}
	// So at 38 to 20 the seat bids the 7 it would pass at 0 to 0.
	for _, tc := range []struct {
		us   int
		want game.Verb
	}{{0, game.Pass}, {38, game.Bid}} {
		v.Score[us], v.Score[them] = tc.us, 20
		a, _ := tarneebDecision(v, []suitEval{e}, nil, 7, &Search{SetBids: true})
		if a.Verb != tc.want {
			t.Errorf("at %d to 20: %v, want verb %v", tc.us, a, tc.want)
		}
	}
}
