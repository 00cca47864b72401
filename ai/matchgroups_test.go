package ai

import (
	"testing"

	"tarabish/game"
)

// TestBiddingGroup: a deal is grouped by the first seat whose bidding differed between the
// tables, named from the dealer, with each level's choice there (level 0 sits North-South at
// table 0 and East-West at table 1).
func TestBiddingGroup(t *testing.T) {
	names := [2]string{"hard", "reference"}
	mv := func(s game.Seat, a game.Action) game.Move { return game.Move{Seat: s, Action: a} }
	play := mv(game.East, game.PlayAction(game.NewCard(game.Spades, game.Ace)))
	cases := []struct {
		name   string
		dealer game.Seat
		t0, t1 []game.Move
		caller game.Seat
		want   string
	}{
		{"same", game.North, []game.Move{mv(game.East, game.PassAction), mv(game.South, game.CallAction(game.Hearts)), play},
			[]game.Move{mv(game.East, game.PassAction), mv(game.South, game.CallAction(game.Hearts))}, game.South, "same bidding at both tables, contract of the dealer's partner"},
		{"thrown in", game.West, []game.Move{mv(game.North, game.PassAction)}, []game.Move{mv(game.North, game.PassAction)}, game.NoSeat, "same bidding at both tables, thrown in"},
		{"ending", game.West, []game.Move{play}, []game.Move{play}, game.North, "same bidding at both tables, contract of the dealer's left"},
		{"NS seat", game.North, []game.Move{mv(game.East, game.PassAction), mv(game.South, game.CallAction(game.Hearts))},
			[]game.Move{mv(game.East, game.PassAction), mv(game.South, game.PassAction)}, game.South, "dealer's partner: hard calls, reference passes"},
		{"EW seat", game.North, []game.Move{mv(game.East, game.PassAction), mv(game.South, game.PassAction), mv(game.West, game.PassAction)},
			[]game.Move{mv(game.East, game.PassAction), mv(game.South, game.PassAction), mv(game.West, game.CallAction(game.Spades))}, game.South, "dealer's right: hard calls, reference passes"},
		{"dealer's left", game.South, []game.Move{mv(game.West, game.BidAction(8))},
			[]game.Move{mv(game.West, game.BidAction(7))}, game.South, "dealer's left: hard bids lower than reference"},
		{"suits", game.East, []game.Move{mv(game.East, game.CallAction(game.Clubs))},
			[]game.Move{mv(game.East, game.CallAction(game.Spades))}, game.South, "dealer: hard and reference name different suits"},
	}
	for _, c := range cases {
		if have := biddingGroup(c.dealer, [2][]game.Move{c.t0, c.t1}, c.caller, names); have != c.want {
			t.Errorf("%s: %q, want %q", c.name, have, c.want)
		}
	}
}
