package progress_test

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"tarabish/ai"
	"tarabish/ai/dd"
	"tarabish/ai/progress"
	"tarabish/game"
	"tarabish/settings"
)

// cards parses a list of cards such as "JH 9H AH".
func cards(t *testing.T, s string) []game.Card {
	t.Helper()
	cs, err := game.ParseCards(s)
	if err != nil {
		t.Fatal(err)
	}
	return cs
}

// playOut plays a dealt hand to its end: South makes the given bidding decision and names
// trump with the given suit when it wins an auction; every other seat passes when it may and
// otherwise takes its first legal action, as every card of the play does.
func playOut(t *testing.T, rules game.Rules, dealer game.Seat, deal [4][]game.Card, south game.Action, trump game.Suit) settings.HistoryEntry {
	t.Helper()
	g, err := game.NewDealtGame(rules, dealer, deal)
	if err != nil {
		t.Fatal(err)
	}
	for g.State.Phase != game.PhaseDeal && g.State.Phase != game.PhaseOver {
		s := &g.State
		legal := s.AppendLegal(nil)
		a := legal[0]
		switch {
		case s.Phase == game.PhaseBid && s.Turn == game.South:
			a = south
		case s.Phase == game.PhaseBid && s.Check(game.PassAction) == nil:
			a = game.PassAction
		case s.Phase == game.PhaseTrump && s.Turn == game.South:
			a = game.TrumpAction(trump)
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("%s %v: %v", s.Turn, a, err)
		}
	}
	r := g.State.Result
	return settings.HistoryEntry{Game: rules.Game, HandNo: 1, Score: r.Score, Caller: r.Caller, Bid: r.Bid,
		Record: game.Record{Game: rules.Game, Rules: rules, Hands: g.Hands[:1]}}
}

// solveNS is the test's own double-dummy answer: what North–South take with South as caller
// and the given trump, every card known.
func solveNS(t *testing.T, rules game.Rules, dealer game.Seat, deal [4][]game.Card, trump game.Suit) int {
	t.Helper()
	var hands [4]game.Cards
	for p, cs := range deal {
		for _, c := range cs {
			hands[p] |= c.Mask()
		}
	}
	st, err := game.NewPlayState(rules, dealer, game.South, 0, trump, hands, [2]int{})
	if err != nil {
		t.Fatal(err)
	}
	pos := ai.Position(&st)
	v, _ := dd.NewSolver().Solve(pos)
	total := 13
	if rules.Game == game.Tarabish {
		total = game.HandPoints(trump) + rules.LastTrick
	}
	if pos.ToMove().Team() != game.NS {
		v = total - v
	}
	return v
}

func figures(t *testing.T, e settings.HistoryEntry) settings.Figures {
	t.Helper()
	f, err := progress.Of(context.Background(), e, time.Minute, nil)
	if err != nil {
		t.Fatal(err)
	}
	return f
}

// tarneebDeal deals South every spade; the rest go round in order.
func tarneebDeal(t *testing.T) [4][]game.Card {
	var deal [4][]game.Card
	deal[game.South] = cards(t, "AS KS QS JS TS 9S 8S 7S 6S 5S 4S 3S 2S")
	rest := cards(t, "AH KH QH JH TH 9H 8H 7H 6H 5H 4H 3H 2H AD KD QD JD TD 9D 8D 7D 6D 5D 4D 3D 2D AC KC QC JC TC 9C 8C 7C 6C 5C 4C 3C 2C")
	for i, c := range rest {
		p := []game.Seat{game.North, game.East, game.West}[i%3]
		deal[p] = append(deal[p], c)
	}
	return deal
}

// weakTarneebDeal gives North–South every card from 2 to 7 and the 8s of the minors.
func weakTarneebDeal(t *testing.T) [4][]game.Card {
	var deal [4][]game.Card
	deal[game.South] = cards(t, "7S 6S 5S 7H 6H 5H 7D 6D 5D 8D 7C 6C 5C")
	deal[game.North] = cards(t, "4S 3S 2S 4H 3H 2H 4D 3D 2D 8C 4C 3C 2C")
	deal[game.East] = cards(t, "AS KS QS JS AH KH QH JH AD KD QD AC KC")
	deal[game.West] = cards(t, "TS 9S 8S TH 9H 8H JD TD 9D QC JC TC 9C")
	return deal
}

func TestTarneebBidding(t *testing.T) {
	rules := game.DefaultRules(game.Tarneeb)
	strong, weak := tarneebDeal(t), weakTarneebDeal(t)
	weakBest := 0
	for _, s := range []game.Suit{game.Spades, game.Hearts, game.Diamonds, game.Clubs} {
		weakBest = max(weakBest, solveNS(t, rules, game.East, weak, s))
	}
	if weakBest >= 7 {
		t.Fatalf("the weak deal lets North–South take %d tricks; the test wants fewer than 7", weakBest)
	}
	if v := solveNS(t, rules, game.East, strong, game.Spades); v != 13 {
		t.Fatalf("thirteen spades take %d tricks", v)
	}
	cases := []struct {
		name  string
		deal  [4][]game.Card
		south game.Action
		trump game.Suit
		want  settings.Decision
		asked int
		could int
	}{
		{"bid 13 with every spade", strong, game.BidAction(13), game.Spades, settings.DecisionRight, 13, 13},
		{"bid 9 with every spade", strong, game.BidAction(9), game.Spades, settings.DecisionUnder, 9, 13},
		{"pass with every spade", strong, game.PassAction, game.Spades, settings.DecisionUnder, 7, 13},
		{"bid 7 with nothing", weak, game.BidAction(7), game.Clubs, settings.DecisionOver, 7, solveNS(t, rules, game.East, weak, game.Clubs)},
		{"pass with nothing", weak, game.PassAction, game.Clubs, settings.DecisionRight, 7, weakBest},
	}
	for _, c := range cases {
		// East deals: South, on the dealer's right, opens the bidding
		e := playOut(t, rules, game.East, c.deal, c.south, c.trump)
		f := figures(t, e)
		if f.Decision != c.want || f.Asked != c.asked || f.Could != c.could {
			t.Errorf("%s: %s (asked %d, could %d), want %s (%d, %d)", c.name, f.Decision, f.Asked, f.Could, c.want, c.asked, c.could)
		}
		if f.Contract != (e.Caller.Team() == game.NS && e.Caller <= game.West) {
			t.Errorf("%s: contract %v with caller %s", c.name, f.Contract, e.Caller)
		}
	}
}

// tarabishDeal gives South all nine hearts.
func tarabishDeal(t *testing.T) [4][]game.Card {
	var deal [4][]game.Card
	deal[game.South] = cards(t, "JH 9H AH TH KH QH 8H 7H 6H")
	deal[game.North] = cards(t, "AS TS KS AD TD KD AC TC KC")
	deal[game.East] = cards(t, "QS JS 9S QD JD 9D QC JC 9C")
	deal[game.West] = cards(t, "8S 7S 6S 8D 7D 6D 8C 7C 6C")
	return deal
}

// baitDeal gives East–West every spade and the A, 10 and K of the other suits.
func baitDeal(t *testing.T) [4][]game.Card {
	var deal [4][]game.Card
	deal[game.South] = cards(t, "QH JH 9H QD JD 9D QC JC 9C")
	deal[game.North] = cards(t, "8H 7H 6H 8D 7D 6D 8C 7C 6C")
	deal[game.East] = cards(t, "JS 9S AS TS KS QS AH TH KH")
	deal[game.West] = cards(t, "8S 7S 6S AD TD KD AC TC KC")
	return deal
}

func TestTarabishCalling(t *testing.T) {
	rules := game.DefaultRules(game.Tarabish)
	all, bait := tarabishDeal(t), baitDeal(t)
	if v := solveNS(t, rules, game.East, all, game.Hearts); v != 162 {
		t.Fatalf("nine hearts take %d points", v)
	}
	spades := solveNS(t, rules, game.East, bait, game.Spades)
	if spades >= 82 {
		t.Fatalf("North–South take %d in spades on the bait deal", spades)
	}
	best := 0
	for _, s := range []game.Suit{game.Spades, game.Hearts, game.Diamonds, game.Clubs} {
		best = max(best, solveNS(t, rules, game.East, bait, s))
	}
	cases := []struct {
		name  string
		deal  [4][]game.Card
		south game.Action
		want  settings.Decision
		asked int
		could int
	}{
		{"call hearts with every heart", all, game.CallAction(game.Hearts), settings.DecisionRight, 82, 162},
		{"pass with every heart", all, game.PassAction, settings.DecisionUnder, 82, 162},
		{"call spades with none", bait, game.CallAction(game.Spades), settings.DecisionOver, 82, spades},
		{"pass with nothing", bait, game.PassAction, map[bool]settings.Decision{true: settings.DecisionUnder, false: settings.DecisionRight}[best >= 82], 82, best},
	}
	for _, c := range cases {
		// West deals: North and East pass, then South decides
		e := playOut(t, rules, game.West, c.deal, c.south, game.NoSuit)
		f := figures(t, e)
		if f.Decision != c.want || f.Asked != c.asked || f.Could != c.could {
			t.Errorf("%s: %s (asked %d, could %d), want %s (%d, %d)", c.name, f.Decision, f.Asked, f.Could, c.want, c.asked, c.could)
		}
		r, _ := replayResult(t, e)
		if f.Contract != (r.Caller == game.South || r.Caller == game.North) || f.Failed != (f.Contract && r.Bait != game.BaitNone) {
			t.Errorf("%s: contract %v failed %v, result %+v", c.name, f.Contract, f.Failed, r)
		}
		if f.BellaHeld != game.HoldsBella(cardSet(c.deal[game.South]), r.Trump) || f.BellaScored != (f.BellaHeld && r.Bella[game.NS] > 0) {
			t.Errorf("%s: Bella held %v scored %v, result %+v", c.name, f.BellaHeld, f.BellaScored, r)
		}
	}
}

func cardSet(cs []game.Card) game.Cards {
	var out game.Cards
	for _, c := range cs {
		out |= c.Mask()
	}
	return out
}

func replayResult(t *testing.T, e settings.HistoryEntry) (game.HandResult, error) {
	t.Helper()
	_, rs, err := game.Replay(e.Record)
	if err != nil || len(rs) != 1 {
		t.Fatalf("replay: %v", err)
	}
	return rs[0], nil
}

// TestGivenAway plays hands with random cards and checks the sum of what South's cards gave
// away against the test's own solve of each of South's positions.
func TestGivenAway(t *testing.T) {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		lost := false
		for seed := uint64(3); seed < 9 && !lost; seed++ { // until random cards give something away
			lost = givenAwayMatches(t, k, seed)
		}
		if !lost {
			t.Errorf("%s: random cards gave nothing away in six deals; the test wants a loss", k)
		}
	}
}

// givenAwayMatches plays one hand of a seeded game with random cards, checks the figure
// against the test's own solve, and reports whether South's cards gave anything away.
func givenAwayMatches(t *testing.T, k game.Kind, seed uint64) bool {
	t.Helper()
	rules := game.DefaultRules(k)
	g, _ := game.NewGame(rules, seed)
	rng := rand.New(rand.NewPCG(seed, 9))
	want, positions := 0, 0
	solver := dd.NewSolver()
	for len(g.Results) == 0 {
		s := &g.State
		legal := s.AppendLegal(nil)
		a := legal[rng.IntN(len(legal))]
		if s.Phase == game.PhaseBid && len(legal) > 1 {
			a = legal[1]
		}
		if a.Verb == game.Play && s.Turn == game.South {
			scores := solver.ScoreCards(ai.Position(s), nil)
			best, chosen := 0, 0
			for _, sc := range scores {
				best = max(best, sc.Value)
				if sc.Card == a.Card {
					chosen = sc.Value
				}
			}
			want += best - chosen
			positions++
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	e := settings.HistoryEntry{Game: k, HandNo: 1, Record: game.Record{Game: k, Rules: rules, Hands: g.Hands[:1]}}
	f := figures(t, e)
	if !f.GivenKnown() || f.Given != want || f.Positions != positions {
		t.Errorf("%s seed %d: gave away %d over %d of %d positions, want %d over %d", k, seed, f.Given, f.Solved, f.Positions, want, positions)
	}
	return want > 0
}

// TestCancelled stops the work at once: nothing counts as solved.
func TestCancelled(t *testing.T) {
	rules := game.DefaultRules(game.Tarneeb)
	e := playOut(t, rules, game.East, tarneebDeal(t), game.BidAction(9), game.Spades)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	f, err := progress.Of(ctx, e, time.Minute, nil)
	if err != nil {
		t.Fatal(err)
	}
	if f.Decision != settings.DecisionUnsolved || f.Solved != 0 || f.GivenKnown() || f.Positions != 13 {
		t.Errorf("cancelled: %+v", f)
	}
}
