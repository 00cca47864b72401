package ai

import (
	"math/rand/v2"
	"testing"

	"tarabish/game"
)

// Hands for the calling tests: all nine hearts, and three hands too weak for the easy
// player's call in any six cards (one suit J-K-A, one 7-9-Q, one 6-8-T: no runs, no J-9).
const (
	allHearts = "6H 7H 8H 9H TH JH QH KH AH"
	weakL     = "6S 8S TS JD KD AD 7C 9C QC"
	weakP     = "7S 9S QS 6D 8D TD JC KC AC"
	weakR     = "JS KS AS 7D 9D QD 6C 8C TC"
)

// callView deals a Tarabish hand (dealer East) with the given 9-card hands from the first
// seat to call on, and gives that seat's view and the hands.
func callView(t *testing.T, forced bool, first, second, third, dealer string) (game.View, [4]game.Cards) {
	t.Helper()
	r := game.DefaultRules(game.Tarabish)
	r.DealerForced = forced
	st, err := game.NewState(r, game.East)
	if err != nil {
		t.Fatal(err)
	}
	var deal [4][]game.Card
	var hands [4]game.Cards
	p := game.Tarabish.Next(game.East)
	for _, h := range []string{first, second, third, dealer} {
		cs, err := game.ParseCards(h)
		if err != nil {
			t.Fatal(err)
		}
		deal[p] = cs
		for _, c := range cs {
			hands[p] |= c.Mask()
		}
		p = game.Tarabish.Next(p)
	}
	if err := st.StartHand(deal); err != nil {
		t.Fatal(err)
	}
	if st.Turn != game.Tarabish.Next(game.East) {
		t.Fatalf("have %s to call first", st.Turn)
	}
	return st.View(st.Turn), hands
}

// everySix checks every six-card part of a hand against the easy player's call.
func everySix(t *testing.T, h string, strong bool) {
	t.Helper()
	cs, _ := game.ParseCards(h)
	r := game.DefaultRules(game.Tarabish)
	for m := 0; m < 1<<9; m++ {
		var part game.Cards
		n := 0
		for i, c := range cs {
			if m>>i&1 == 1 {
				part |= c.Mask()
				n++
			}
		}
		if n != 6 {
			continue
		}
		if _, est := tarabishBestSuit(part, false, &r); est >= callThreshold != strong {
			t.Fatalf("the test's hand %q: %s estimates %.0f", h, part, est)
		}
	}
}

// TestNextCaller checks who calls in a sampled deal when the seat passes: the first seat after
// it with a calling hand in the cards it sees, else the dealer when forced, else nobody.
func TestNextCaller(t *testing.T) {
	everySix(t, allHearts, true)
	for _, h := range []string{weakL, weakP, weakR} {
		everySix(t, h, false)
	}
	rng := rand.New(rand.NewPCG(1, 2))
	next := game.Tarabish.Next
	v, hands := callView(t, true, weakL, allHearts, weakP, weakR)
	for range 20 {
		if p, s, ok := nextCaller(&v, hands, false, rng); !ok || p != next(v.Seat) || s != game.Hearts {
			t.Fatalf("the next seat holds every heart: have %s calls %s (%v)", p, s.Name(), ok)
		}
	}
	v, hands = callView(t, true, allHearts, weakL, weakP, weakR)
	for range 20 {
		if p, _, ok := nextCaller(&v, hands, false, rng); !ok || p != v.Dealer {
			t.Fatalf("nobody after holds a call: have %s calls (%v), want the forced dealer %s", p, ok, v.Dealer)
		}
	}
	v, hands = callView(t, false, allHearts, weakL, weakP, weakR)
	if p, _, ok := nextCaller(&v, hands, false, rng); ok {
		t.Fatalf("nobody holds a call and the dealer is free: have %s calls", p)
	}
	v.Seat = v.Dealer
	if p, _, ok := nextCaller(&v, hands, false, rng); ok {
		t.Fatalf("the dealer passes last: have %s calls", p)
	}
}

// TestCallByValue checks the call set against passing: the best suit when it beats passing by
// the margin and avoids bait at least as often as the floor asks, or when the seat may not
// pass, else a pass.
func TestCallByValue(t *testing.T) {
	ev := []suitEval{{Suit: game.Spades, Value: 10, N: 2, Make: 2}, {Suit: game.Hearts, Value: 30, N: 2, Make: 1.3}}
	for _, tc := range []struct {
		pass          suitEval
		canPass       bool
		margin, floor float64
		want          game.Action
	}{
		{suitEval{Value: 20, N: 2}, true, 0, 0, game.CallAction(game.Hearts)},    // 15 against 10
		{suitEval{Value: 40, N: 2}, true, 0, 0, game.PassAction},                 // 15 against 20
		{suitEval{Value: 40, N: 2}, false, 0, 0, game.CallAction(game.Hearts)},   // forced
		{suitEval{Value: 20, N: 2}, true, 6, 0, game.PassAction},                 // 15 against 10 + 6
		{suitEval{Value: 20, N: 2}, true, 0, 0.65, game.CallAction(game.Hearts)}, // avoids bait 0.65 of the time
		{suitEval{Value: 20, N: 2}, true, 0, 0.7, game.PassAction},               // 0.65 against 0.7
		{suitEval{Value: 20, N: 2}, false, 0, 0.7, game.CallAction(game.Hearts)}, // forced: no floor
	} {
		if have, ok := callByValue(ev, tc.pass, tc.canPass, tc.margin, tc.floor); !ok || have != tc.want {
			t.Errorf("pass %+v, may pass %v, margin %g, floor %g: have %v, want %v", tc.pass, tc.canPass, tc.margin, tc.floor, have, tc.want)
		}
	}
	// The hint says why: too risky when the floor alone made it pass.
	if r := callWorth(ev, suitEval{Value: 20, N: 2}, game.PassAction, 0, 0.7); r.Why != WhyTooRisky || r.Suit != game.Hearts || r.Chance != 0.65 || r.Need != 0.7 {
		t.Errorf("a pass for the floor: reason %+v, want too risky, hearts 0.65 of 0.7", r)
	}
	if r := callWorth(ev, suitEval{Value: 40, N: 2}, game.PassAction, 0, 0.7); r.Why != WhyPassWorth || r.Value != 5 {
		t.Errorf("a pass for the value: reason %+v, want passing worth 5 more", r)
	}
	if _, ok := callByValue(ev, suitEval{}, true, 0, 0); ok {
		t.Error("no passing sample: callByValue decided instead of leaving it to the old rule")
	}
}

// TestCallFloor: every seat that may pass keeps the player's floor but the dealer's partner
// where the dealer is forced, whose pass may leave partner to call whatever the dealer holds.
func TestCallFloor(t *testing.T) {
	s := &Search{CallFloor: 0.7}
	st, err := game.NewState(game.DefaultRules(game.Tarabish), game.West)
	if err != nil {
		t.Fatal(err)
	}
	v := st.View(game.North)
	for seat, want := range map[game.Seat]float64{game.North: 0.7, game.East: 0, game.South: 0.7, game.West: 0.7} {
		v.Seat = seat
		if got := callFloor(&v, s); got != want {
			t.Errorf("dealer West, %s: floor %v, want %v", seat, got, want)
		}
	}
	v.Seat = game.East
	v.Rules.DealerForced = false
	if got := callFloor(&v, s); got != 0.7 {
		t.Errorf("dealer free to pass, the dealer's partner: floor %v, want 0.7", got)
	}
}
