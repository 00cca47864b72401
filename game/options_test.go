package game_test

import (
	"math/rand/v2"
	"strings"
	"testing"

	"tarabish/game"
)

// One test per house rule: each option changes what RULES.md says it does.

func TestFirstDealerCut(t *testing.T) {
	seen := map[game.Seat]bool{}
	for seed := uint64(0); seed < 200; seed++ {
		dealer, rounds := game.CutForDealer(rand.New(rand.NewPCG(seed, 1)))
		last := rounds[len(rounds)-1]
		for seat, c := range last {
			if game.Seat(seat) != dealer && game.Strength(game.Tarabish, c, c.Suit()) >= game.Strength(game.Tarabish, last[dealer], last[dealer].Suit()) {
				t.Fatalf("seed %d: %s cut %s, not below the dealer's %s", seed, game.Seat(seat), c, last[dealer])
			}
		}
		seen[dealer] = true
	}
	if len(seen) != 4 {
		t.Errorf("only %d seats ever dealt first", len(seen))
	}
	for _, opt := range []string{"first_dealer=cut", "first_dealer=random"} {
		g, err := game.NewGame(rulesWith(t, game.Tarabish, opt), 5)
		if err != nil || g.State.Phase != game.PhaseBid {
			t.Errorf("%s: %v, phase %v", opt, err, g.State.Phase)
		}
	}
}

func TestBidOn(t *testing.T) {
	for _, tc := range []struct {
		opt  string
		want int
	}{{"bid_on=six", 6}, {"bid_on=three", 3}, {"bid_on=nine", 9}} {
		s := startHand(t, rulesWith(t, game.Tarabish, tc.opt), game.West, dealA)
		v := s.View(game.North)
		if have := v.Hand().Len(); have != tc.want {
			t.Errorf("%s: North sees %d cards while bidding, want %d", tc.opt, have, tc.want)
		}
		if v.Hand() != cards(t, strings.Join(strings.Fields(dealA[0])[:tc.want], " ")) {
			t.Errorf("%s: North sees %s, not the first cards dealt", tc.opt, v.Hand())
		}
		do(t, s, "N call H")
		if v := s.View(game.North); v.Hand().Len() != 9 {
			t.Errorf("%s: after the call North holds %d cards, want 9", tc.opt, v.Hand().Len())
		}
	}
}

func TestCallBidding(t *testing.T) {
	s := startHand(t, game.DefaultRules(game.Tarabish), game.West, dealA, "N pass", "E pass", "S call D")
	if s.Caller != game.South || s.Trump != game.Diamonds || s.Phase != game.PhasePlay || s.Current() != game.North {
		t.Errorf("caller %s trump %s phase %s turn %s; want S, D, play, N leads", s.Caller, s.Trump, s.Phase, s.Current())
	}
}

// TestByAuction: trump goes to a numbered bid in Tarneeb and in Tarabish with the auction,
// not in Tarabish's call-or-pass.
func TestByAuction(t *testing.T) {
	tb, auction := game.DefaultRules(game.Tarabish), game.DefaultRules(game.Tarabish)
	if err := auction.Set("bidding", "auction"); err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		r    game.Rules
		want bool
	}{{game.DefaultRules(game.Tarneeb), true}, {tb, false}, {auction, true}} {
		if have := tc.r.ByAuction(); have != tc.want {
			t.Errorf("%s bidding %d: ByAuction %v, want %v", tc.r.Game, tc.r.Bidding, have, tc.want)
		}
	}
}

func TestDealerForced(t *testing.T) {
	s := startHand(t, game.DefaultRules(game.Tarabish), game.West, dealA, "N pass", "E pass", "S pass")
	if err := s.Apply(game.PassAction); err == nil || !strings.Contains(err.Error(), "dealer must name trump") {
		t.Errorf("dealer pass: have %v", err)
	}
	off := startHand(t, rulesWith(t, game.Tarabish, "dealer_forced=off"), game.West, dealA, "N pass", "E pass", "S pass", "W pass")
	if off.Phase != game.PhaseDeal || !off.Result.ThrownIn || off.Dealer != game.North {
		t.Errorf("four passes: phase %s thrown in %v next dealer %s; want deal, true, N", off.Phase, off.Result.ThrownIn, off.Dealer)
	}
}

func TestForcedOver400(t *testing.T) {
	for _, tc := range []struct {
		name   string
		score  [2]int // NS, EW; dealer West (EW), dealer's right South (NS)
		forced bool
	}{
		{"over 400 against a lower dealer team", [2]int{410, 300}, true},
		{"both over 400, dealer's team higher", [2]int{410, 450}, false},
		{"both over 400, South's team higher", [2]int{450, 410}, true},
		{"equal over 400", [2]int{420, 420}, false},
		{"exactly 400", [2]int{400, 100}, false},
	} {
		t.Run(tc.name, func(t *testing.T) {
			r := rulesWith(t, game.Tarabish, "forced_over_400=on")
			s, _ := game.NewState(r, game.West)
			s.Score = tc.score
			if err := s.StartHand(parseDeal(t, dealA)); err != nil {
				t.Fatal(err)
			}
			do(t, &s, "N pass", "E pass")
			err := s.Apply(game.PassAction)
			if (err != nil) != tc.forced {
				t.Errorf("South's pass: have %v, forced %v", err, tc.forced)
			}
		})
	}
	// Off: South may pass even far over 400.
	s, _ := game.NewState(game.DefaultRules(game.Tarabish), game.West)
	s.Score = [2]int{450, 0}
	_ = s.StartHand(parseDeal(t, dealA))
	do(t, &s, "N pass", "E pass", "S pass")
}

func TestNoTrumpOption(t *testing.T) {
	s := startHand(t, game.DefaultRules(game.Tarabish), game.West, dealA)
	if err := s.Apply(game.CallAction(game.NoTrump)); err == nil {
		t.Error("no trump called without the option")
	}
	nt := startHand(t, rulesWith(t, game.Tarabish, "no_trump=on"), game.West, dealHighest, "N call NT")
	playOut(t, nt)
	r := nt.Result
	if have := r.CardPoints[0] + r.CardPoints[1] + r.LastTrick[0] + r.LastTrick[1]; have != 130 {
		t.Errorf("no-trump hand worth %d, want 130", have)
	}
	if r.Bella != [2]int{} {
		t.Errorf("bella in no trump: %v", r.Bella)
	}
}

func TestAuction(t *testing.T) {
	r := rulesWith(t, game.Tarabish, "bidding=auction", "min_bid=60", "no_trump=on")
	s := startHand(t, r, game.West, dealA)
	legal := s.AppendLegal(nil)
	if legal[0] != game.PassAction || legal[1] != game.BidAction(60) || legal[2] != game.BidAction(70) {
		t.Fatalf("first legal actions %v, want pass, bid 60, bid 70", legal[:3])
	}
	for _, bad := range []game.Action{game.BidAction(50), game.BidAction(65), game.CallAction(game.Hearts)} {
		if err := s.Apply(bad); err == nil {
			t.Errorf("%s accepted", bad)
		}
	}
	do(t, s, "N bid 60", "E pass", "S bid 80", "W pass", "N bid 100")
	if s.Current() != game.South {
		t.Fatalf("East passed and is out: turn %s, want S", s.Current())
	}
	do(t, s, "S pass")
	if s.Phase != game.PhaseTrump || s.Current() != game.North || s.Bid != 100 {
		t.Fatalf("phase %s turn %s bid %d", s.Phase, s.Current(), s.Bid)
	}
	if err := s.Apply(game.TrumpAction(game.NoTrump)); err == nil || !strings.Contains(err.Error(), "150") {
		t.Errorf("no trump under 150: %v", err)
	}
	do(t, s, "N trump C")
	if s.Phase != game.PhasePlay || s.Current() != game.North || s.Trump != game.Clubs {
		t.Errorf("play starts with %s, trump %s", s.Current(), s.Trump)
	}
	all := startHand(t, r, game.West, dealA, "N pass", "E pass", "S pass", "W pass")
	if !all.Result.ThrownIn {
		t.Error("four passes in an auction: not thrown in")
	}
}

func TestMinBid(t *testing.T) {
	for _, v := range []int{50, 60, 100} {
		s := startHand(t, rulesWith(t, game.Tarabish, "bidding=auction", "min_bid="+itoa(v)), game.West, dealA)
		if have := s.AppendLegal(nil)[1]; have != game.BidAction(v) {
			t.Errorf("min_bid %d: lowest legal bid %s", v, have)
		}
	}
}

func itoa(n int) string {
	if n < 10 {
		return string(rune('0' + n))
	}
	return itoa(n/10) + string(rune('0'+n%10))
}

func TestTrickHistory(t *testing.T) {
	for _, tc := range []struct {
		opt   string
		first int
	}{{"trick_history=off", 2}, {"trick_history=on", 0}} {
		s := startHand(t, rulesWith(t, game.Tarabish, tc.opt), game.West, dealA, "N call H")
		for i := 0; i < 12; i++ {
			do(t, s, s.Current().String()+" *")
		}
		if first, last := s.Reviewable(); first != tc.first || last != 2 {
			t.Errorf("%s: may look at tricks %d..%d, want %d..2", tc.opt, first, last, tc.first)
		}
	}
}

func TestQuint(t *testing.T) {
	for _, tc := range []struct {
		opt   string
		hand  string
		value int
	}{
		{"quint=off", "6D 7D 8D 9D TD", 50},
		{"quint=on", "6D 7D 8D 9D TD", 100},
		{"quint=on", "6D 7D 8D 9D TD JD QD KD", 120},
		{"quint=on", "6D 7D 8D 9D TD JD QD KD AD", 150},
	} {
		r := rulesWith(t, game.Tarabish, tc.opt)
		if have := game.FindMelds(cards(t, tc.hand), game.Spades, &r).Value; have != tc.value {
			t.Errorf("%s %s: have %d, want %d", tc.opt, tc.hand, have, tc.value)
		}
	}
}

// Deal F: North 6-7-8 of diamonds, South 9-10-J-Q of clubs (a fifty), East 6-7-8 of clubs.
var dealF = [4]string{
	"6D 7D 8D AS TH KC QS 9H 8S",
	"6C 7C 8C KS JH AD QH 9S TD",
	"9C TC JC 6S 8H AH 9D JD QC",
	"7S TS 7H KH QD KD 6H JS AC",
}

func TestRunScoring(t *testing.T) {
	for _, tc := range []struct {
		opt  string
		deal [4]string
		want [2]int
	}{
		{"run_scoring=player", dealF, [2]int{50, 0}},
		{"run_scoring=team", dealF, [2]int{70, 0}},
		{"run_scoring=team", dealC, [2]int{20, 0}}, // tie: North is nearest the dealer's left
		{"run_scoring=player", dealC, [2]int{0, 0}},
	} {
		s := startHand(t, rulesWith(t, game.Tarabish, tc.opt), game.West, tc.deal, "N call S")
		meldEverything(t, s)
		if s.Result.Runs != tc.want {
			t.Errorf("%s: runs %v, want %v", tc.opt, s.Result.Runs, tc.want)
		}
	}
}

func TestFourOfAKind(t *testing.T) {
	four := rulesWith(t, game.Tarabish, "four_of_a_kind=on")
	for _, tc := range []struct {
		hand  string
		value int
	}{
		{"JS JH JD JC", 200}, {"9S 9H 9D 9C", 150}, {"AS AH AD AC", 100}, {"QS QH QD QC", 100}, {"8S 8H 8D 8C", 0},
	} {
		if have := game.FindMelds(cards(t, tc.hand), game.Spades, &four).Value; have != tc.value {
			t.Errorf("%s: have %d, want %d", tc.hand, have, tc.value)
		}
		def := game.DefaultRules(game.Tarabish)
		if have := game.FindMelds(cards(t, tc.hand), game.Spades, &def).Value; have != 0 {
			t.Errorf("%s without the option: %d", tc.hand, have)
		}
	}
	// In play: four Jacks beat North's fifty.
	deal := [4]string{
		"6D 7D 8D 9D AS TH KC QS 8S",
		"JS JH JD JC KS 9S TD AD QH",
		"6C 7C 8C 9C TC 6S 8H AH 9H",
		"7S TS 7H KH QD KD 6H QC AC",
	}
	s := startHand(t, four, game.West, deal, "N call S")
	meldEverything(t, s)
	if s.Result.Runs != [2]int{0, 200} {
		t.Errorf("runs %v, want [0 200]", s.Result.Runs)
	}
}

func TestBellaCall(t *testing.T) {
	// South holds every heart; with hearts trump South holds K and Q.
	second := startHand(t, game.DefaultRules(game.Tarabish), game.East, dealHighest, "S call H")
	if err := second.Apply(game.BellaAction(cards(t, "KH").First())); err == nil || !strings.Contains(err.Error(), "second") {
		t.Errorf("bella on the first card under 'second': %v", err)
	}
	if err := second.Apply(game.BellaAction(cards(t, "AH").First())); err == nil {
		t.Error("bella with the A accepted")
	}
	either := startHand(t, rulesWith(t, game.Tarabish, "bella_call=either"), game.East, dealHighest, "S call H", "S play KH bella")
	if !either.BellaSaid {
		t.Fatal("bella on the first card under 'either' not counted")
	}
	do(t, either, "W *", "N *", "E *")
	if err := either.Apply(game.BellaAction(cards(t, "QH").First())); err == nil {
		t.Error("bella said twice")
	}
	// Not said: not counted.
	silent := startHand(t, game.DefaultRules(game.Tarabish), game.East, dealHighest, "S call H")
	playOut(t, silent)
	if silent.Result.Bella != [2]int{} {
		t.Errorf("unsaid bella counted: %v", silent.Result.Bella)
	}
	if err := startHand(t, game.DefaultRules(game.Tarabish), game.East, dealHighest, "S call H").Apply(game.BellaAction(cards(t, "JH").First())); err == nil {
		t.Error("bella with the J accepted")
	}
	// Another seat cannot say it.
	other := startHand(t, game.DefaultRules(game.Tarabish), game.West, dealB, "N call H")
	if err := other.Apply(game.BellaAction(cards(t, "KH").First())); err == nil {
		t.Error("bella without the Q accepted")
	}
}

func TestAnnounceAndShowTiming(t *testing.T) {
	s := startHand(t, game.DefaultRules(game.Tarabish), game.West, dealC, "N call S")
	for _, bad := range []game.Action{game.ShowAction} {
		if err := s.Apply(bad); err == nil {
			t.Errorf("%s before announcing accepted", bad)
		}
	}
	do(t, s, "N announce")
	if err := s.Apply(game.AnnounceAction); err == nil {
		t.Error("announced twice")
	}
	do(t, s, "N *", "E *")
	if err := s.Apply(game.AnnounceAction); err == nil {
		t.Error("South announced with nothing to announce")
	}
	do(t, s, "S *", "W *")
	if s.Current() == game.North {
		do(t, s, "N show")
	}
	late := startHand(t, game.DefaultRules(game.Tarabish), game.West, dealC, "N call S", "N *", "E *", "S *", "W *")
	for late.Current() != game.North {
		do(t, late, late.Current().String()+" *")
	}
	if err := late.Apply(game.AnnounceAction); err == nil {
		t.Error("announced in trick 2")
	}
}
