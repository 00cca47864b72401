package game

import "testing"

// finishedTarabish builds a Tarabish state whose 9 tricks are played: the caller's team took
// callerPoints card points and the other team the rest; lastTeam took the last trick.
func finishedTarabish(r Rules, caller Seat, callerPoints int, lastTeam Team) State {
	s, _ := NewState(r, West)
	s.resetHand()
	s.Phase, s.Dealt, s.TrickNo = PhasePlay, 9, 9
	s.Caller, s.Trump = caller, Hearts
	c := caller.Team()
	s.Points[c] = callerPoints
	s.Points[c.Other()] = HandPoints(Hearts) - callerPoints
	s.Tricks = [2]uint8{4, 4}
	s.Tricks[lastTeam]++
	s.WonBy[8] = Seat(lastTeam)
	return s
}

func TestBait(t *testing.T) {
	r := DefaultRules(Tarabish)
	for _, tc := range []struct {
		name      string
		rules     Rules
		points    int // caller's card points; the caller's team also takes the last trick (10)
		bait      Bait
		wantScore [2]int // caller's team (NS), other team
	}{
		{"80 of 162: bait", r, 70, BaitFull, [2]int{0, 162}},
		{"81 of 162: half bait", r, 71, BaitHalf, [2]int{0, 81}},
		{"82 of 162: both keep", r, 72, BaitNone, [2]int{82, 80}},
		{"81 of 162 with half_bait_is_bait", withOption(r, "half_bait_is_bait", "on"), 71, BaitFull, [2]int{0, 162}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := finishedTarabish(tc.rules, North, tc.points, NS)
			s.scoreTarabish(nil)
			if s.Result.Bait != tc.bait || s.Result.Score != tc.wantScore {
				t.Errorf("have %s %v, want %s %v", s.Result.Bait, s.Result.Score, tc.bait, tc.wantScore)
			}
			if s.Score != tc.wantScore {
				t.Errorf("game score: have %v, want %v", s.Score, tc.wantScore)
			}
		})
	}
}

func withOption(r Rules, name, value string) Rules {
	if err := r.Set(name, value); err != nil {
		panic(err)
	}
	return r
}

func TestLastTrickOption(t *testing.T) {
	s := finishedTarabish(withOption(DefaultRules(Tarabish), "last_trick", "4"), North, 100, EW)
	s.scoreTarabish(nil)
	if have, want := s.Result.Score, [2]int{100, 56}; have != want {
		t.Errorf("have %v, want %v (152 + 4)", have, want)
	}
}

func TestCapotBonus(t *testing.T) {
	for _, on := range []bool{false, true} {
		s := finishedTarabish(withOption(DefaultRules(Tarabish), "capot_bonus", onOff(on)), East, 152, EW)
		s.Tricks = [2]uint8{0, 9}
		s.scoreTarabish(nil)
		want := [2]int{0, 162}
		if on {
			want[EW] += 100
		}
		if s.Result.Score != want || !s.Result.Capot {
			t.Errorf("capot_bonus %v: have %v, want %v", on, s.Result.Score, want)
		}
	}
}

func TestAuctionContract(t *testing.T) {
	auction := withOption(withOption(DefaultRules(Tarabish), "bidding", "auction"), "no_trump", "on")
	for _, tc := range []struct {
		name  string
		trump Suit
		bid   int
		pts   int
		want  [2]int
		bait  Bait
	}{
		{"made", Hearts, 90, 85, [2]int{95, 67}, BaitNone},
		{"failed by one", Hearts, 100, 89, [2]int{0, 162}, BaitFull},
		{"81 is no half bait in an auction", Hearts, 80, 71, [2]int{81, 81}, BaitNone},
		{"no trump made with a fifty: doubled", NoTrump, 150, 110, [2]int{340, 10}, BaitNone},
		{"no trump failed: undoubled total", NoTrump, 150, 80, [2]int{0, 180}, BaitFull},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := finishedTarabish(auction, South, tc.pts, NS)
			s.Trump, s.Bid = tc.trump, tc.bid
			s.Points[EW] = HandPoints(tc.trump) - tc.pts
			if tc.trump == NoTrump { // South shows a fifty
				s.Melds[South].add(Meld{Value: 50, Top: Nine})
				s.Shown = 1 << South
			}
			s.scoreTarabish(nil)
			if s.Result.Score != tc.want || s.Result.Bait != tc.bait || s.Result.Bid != tc.bid {
				t.Errorf("have %v %s, want %v %s", s.Result.Score, s.Result.Bait, tc.want, tc.bait)
			}
		})
	}
}

func TestGameEnd(t *testing.T) {
	for _, tc := range []struct {
		name   string
		target string
		before [2]int
		caller Seat
		points int // caller's card points, caller's team takes the last trick
		winner Team
	}{
		{"higher total wins", "500", [2]int{450, 480}, North, 100, NS},
		{"equal totals: the calling team", "500", [2]int{400, 462}, North, 152, NS},
		{"equal totals: calling team EW", "500", [2]int{462, 400}, East, 152, EW},
		{"below target: no winner", "500", [2]int{100, 100}, North, 100, NoTeam},
		{"target 1000", "1000", [2]int{450, 480}, North, 100, NoTeam},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := finishedTarabish(withOption(DefaultRules(Tarabish), "target", tc.target), tc.caller, tc.points, tc.caller.Team())
			s.Score = tc.before
			s.scoreTarabish(nil)
			if s.Winner != tc.winner || (s.Phase == PhaseOver) != (tc.winner != NoTeam) {
				t.Errorf("winner: have %s (phase %s), want %s; score %v", s.Winner, s.Phase, tc.winner, s.Score)
			}
		})
	}
}

// finishedTarneeb builds a Tarneeb state whose 13 tricks are played.
func finishedTarneeb(r Rules, bidder Seat, bid, bidderTricks int) State {
	s, _ := NewState(r, West)
	s.resetHand()
	s.Phase, s.Dealt, s.TrickNo = PhasePlay, 13, 13
	s.Caller, s.Trump, s.Bid = bidder, Spades, bid
	b := bidder.Team()
	s.Tricks[b] = uint8(bidderTricks)
	s.Tricks[b.Other()] = uint8(13 - bidderTricks)
	return s
}

func TestTarneebScoring(t *testing.T) {
	def := DefaultRules(Tarneeb)
	for _, tc := range []struct {
		name        string
		rules       Rules
		bid, tricks int
		want        [2]int // bidding team (NS), defenders
		made        bool
	}{
		{"bid 8 take 8", def, 8, 8, [2]int{8, 0}, true},
		{"bid 9 take 5", def, 9, 5, [2]int{-9, 8}, false},
		{"bid 7 take 10", def, 7, 10, [2]int{10, 0}, true},
		{"defenders_score", withOption(def, "defenders_score", "on"), 8, 9, [2]int{9, 4}, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := finishedTarneeb(tc.rules, South, tc.bid, tc.tricks)
			s.scoreTarneeb(nil)
			if s.Result.Score != tc.want || s.Result.Made != tc.made {
				t.Errorf("have %v made=%v, want %v made=%v", s.Result.Score, s.Result.Made, tc.want, tc.made)
			}
		})
	}
}

func TestTarneebSetEnd(t *testing.T) {
	def := DefaultRules(Tarneeb)
	for _, tc := range []struct {
		name        string
		rules       Rules
		before      [2]int
		bid, tricks int // NS bids
		winner      Team
		kaboot      bool
	}{
		{"reach 41", def, [2]int{35, 20}, 7, 7, NS, false},
		{"below 41", def, [2]int{30, 20}, 7, 7, NoTeam, false},
		{"bid failed: the defenders reach", def, [2]int{35, 39}, 7, 6, EW, false},
		{"both reach: the bidding team wins", withOption(def, "defenders_score", "on"), [2]int{35, 39}, 7, 7, NS, false},
		{"defenders reach", def, [2]int{10, 35}, 10, 6, EW, false},
		{"target 31", withOption(def, "target", "31"), [2]int{25, 0}, 7, 7, NS, false},
		{"target 61", withOption(def, "target", "61"), [2]int{45, 0}, 7, 7, NoTeam, false},
		{"kaboot wins at once", def, [2]int{0, 30}, 7, 13, NS, true},
		{"kaboot bid_13 after a lower bid", withOption(def, "kaboot", "bid_13"), [2]int{0, 30}, 7, 13, NoTeam, false},
		{"kaboot bid_13 after bidding 13", withOption(def, "kaboot", "bid_13"), [2]int{0, 30}, 13, 13, NS, true},
		{"kaboot off", withOption(def, "kaboot", "off"), [2]int{0, 30}, 7, 13, NoTeam, false},
		{"kaboot by the defenders", def, [2]int{0, 0}, 7, 0, EW, true},
		{"kaboot_needs_positive below zero", withOption(def, "kaboot_needs_positive", "on"), [2]int{-5, 0}, 7, 13, NoTeam, false},
		{"kaboot_needs_positive at zero", withOption(def, "kaboot_needs_positive", "on"), [2]int{0, 0}, 7, 13, NS, true},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := finishedTarneeb(tc.rules, North, tc.bid, tc.tricks)
			s.Score = tc.before
			s.scoreTarneeb(nil)
			if s.Result.SetWinner != tc.winner || s.Result.Kaboot != tc.kaboot {
				t.Errorf("have winner %s kaboot %v, want %s %v (score %v)", s.Result.SetWinner, s.Result.Kaboot, tc.winner, tc.kaboot, s.Score)
			}
			if (s.Phase == PhaseOver) != (tc.winner != NoTeam) {
				t.Errorf("phase %s after the hand", s.Phase)
			}
		})
	}
}

func TestTarneebMatches(t *testing.T) {
	// best_of_3: the match goes on after one set and ends when a team has two.
	s := finishedTarneeb(withOption(DefaultRules(Tarneeb), "match", "best_of_3"), North, 7, 13)
	s.scoreTarneeb(nil)
	if s.Phase != PhaseDeal || s.Sets != [2]int{1, 0} || s.Score != [2]int{} || s.SetNo != 2 {
		t.Fatalf("after set 1: phase %s sets %v score %v set %d", s.Phase, s.Sets, s.Score, s.SetNo)
	}
	s.Phase, s.TrickNo, s.Dealt = PhasePlay, 13, 13
	s.Caller, s.Bid = North, 7
	s.Tricks = [2]uint8{13, 0}
	s.scoreTarneeb(nil)
	if s.Phase != PhaseOver || s.Winner != NS || s.Total != [2]int{26, 0} {
		t.Errorf("after set 2: phase %s winner %s total %v", s.Phase, s.Winner, s.Total)
	}
	// thirteen_sets: only the 13th set ends the match, on the sum of every hand.
	m := finishedTarneeb(withOption(DefaultRules(Tarneeb), "match", "thirteen_sets"), East, 7, 13)
	m.SetNo, m.Total, m.Sets = 13, [2]int{300, 250}, [2]int{7, 5}
	m.scoreTarneeb(nil)
	if m.Phase != PhaseOver || m.Winner != NS {
		t.Errorf("thirteen sets: phase %s winner %s total %v (EW won the last set, NS has more points)", m.Phase, m.Winner, m.Total)
	}
}
