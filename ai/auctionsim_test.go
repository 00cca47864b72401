package ai

import (
	"testing"

	"tarabish/game"
)

// tarneebOpening deals a Tarneeb hand (dealer East, so North opens) and gives North's view
// and the hands.
func tarneebOpening(t *testing.T, north, west, south, east string) (game.View, [4]game.Cards) {
	t.Helper()
	st, err := game.NewState(game.DefaultRules(game.Tarneeb), game.East)
	if err != nil {
		t.Fatal(err)
	}
	var deal [4][]game.Card
	var hands [4]game.Cards
	for seat, h := range map[game.Seat]string{game.North: north, game.West: west, game.South: south, game.East: east} {
		cs, err := game.ParseCards(h)
		if err != nil {
			t.Fatal(err)
		}
		deal[seat] = cs
		for _, c := range cs {
			hands[seat] |= c.Mask()
		}
	}
	if err := st.StartHand(deal); err != nil {
		t.Fatal(err)
	}
	if st.Turn != game.North {
		t.Fatalf("have %s to open, want North", st.Turn)
	}
	return st.View(game.North), hands
}

// TestAuctionAfterPass checks the rest of a Tarneeb auction after the seat passes: the strong
// hand after it wins the bidding; with no bidding hand left, the deal is thrown in.
func TestAuctionAfterPass(t *testing.T) {
	const (
		strong = "AS KS QS JS TS 9S 8S 7S AH KH AD KD AC"
		junk   = "6S 5S 4S 3S 2S QH QD JD QC JC 5C 6C KC"
		south  = "2H 3H 4H 5H 6H 2D 3D 4D 5D 6D 2C 3C 4C"
		east   = "7H 8H 9H TH JH 7D 8D 9D TD 7C 8C 9C TC"
	)
	v, hands := tarneebOpening(t, junk, strong, south, east)
	if seat, bid, ok := auctionAfterPass(&v, hands); !ok || seat != game.West || bid < 7 {
		t.Errorf("West holds eight spades to the ace: have %s wins at %d (%v)", seat, bid, ok)
	}
	if v.Hands[game.West] != 0 {
		t.Error("the simulation wrote the sampled hands into the view")
	}
	v, hands = tarneebOpening(t, strong, "6S 5S 2H 3H 4H QH 2D 3D 4D QD 2C 3C KC",
		"4S 3S 5H 6H 7H JH 5D 6D 7D JD 5C 6C QC", "2S 8H 9H TH 8D 9D TD 4C 7C 8C 9C TC JC")
	if seat, bid, ok := auctionAfterPass(&v, hands); ok {
		t.Errorf("only the passing seat could bid: have %s wins at %d", seat, bid)
	}
}

// TestBidFloor: a Tarneeb bid that gains over passing but makes it less often than the
// player's BidFloor is passed, the reason saying it is too risky; a bid weighed against nothing
// (no pass simulated) has no floor, nor has one while either team may reach 41 this hand.
func TestBidFloor(t *testing.T) {
	v := &game.View{Seat: game.South, State: game.State{Rules: game.DefaultRules(game.Tarneeb), Caller: game.NoSeat}}
	e := suitEval{Suit: game.Hearts, N: 20}
	e.Hist[8], e.Hist[7] = 9, 11               // makes 8 in 45% of the samples
	pass := &suitEval{Value: -20 * 100, N: 20} // passing is far worse
	for _, tc := range []struct {
		floor float64
		want  game.Verb
	}{{0, game.Bid}, {0.45, game.Bid}, {0.5, game.Pass}} {
		s := &Search{BidEV: true, BidFloor: tc.floor}
		a, _ := tarneebDecision(v, []suitEval{e}, pass, 8, s)
		if a.Verb != tc.want {
			t.Errorf("floor %v: %v, want verb %v", tc.floor, a, tc.want)
		}
		r := bidWorth(v, []suitEval{e}, pass, 8, s, a)
		if want := tc.want == game.Pass; (r.Why == WhyTooRisky) != want || want && (r.Chance != 0.45 || r.Need != 0.5 || r.Suit != game.Hearts) {
			t.Errorf("floor %v: reason %+v", tc.floor, r)
		}
	}
	if f := bidFloor(v, nil, &Search{BidFloor: 0.5}); f != 0 {
		t.Errorf("weighed against nothing: floor %v, want none", f)
	}
	for _, score := range [][2]int{{28, 0}, {0, 28}, {40, -10}} {
		v.Score = score
		if f := bidFloor(v, pass, &Search{BidFloor: 0.5}); f != 0 {
			t.Errorf("at %v, the set in reach: floor %v, want none", score, f)
		}
	}
	v.Score = [2]int{27, 20}
	if f := bidFloor(v, pass, &Search{BidFloor: 0.5}); f != 0.5 {
		t.Errorf("at 27 to 20: floor %v, want 0.5", f)
	}
}
