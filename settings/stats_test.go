package settings_test

import (
	"math"
	"reflect"
	"testing"
	"time"

	"tarabish/game"
	"tarabish/settings"
)

func hand(caller game.Seat, ns, ew int) game.HandResult {
	return game.HandResult{Caller: caller, Score: [2]int{ns, ew}, SetWinner: game.NoTeam}
}

func TestStatsTarabish(t *testing.T) {
	var s settings.Stats
	day1 := time.Date(2026, 11, 1, 20, 0, 0, 0, time.UTC)
	day2 := day1.AddDate(0, 0, 1)
	baited := hand(game.South, 0, 162)
	baited.Bait = game.BaitFull
	half := hand(game.North, 0, 81)
	half.Bait = game.BaitHalf
	thrown := game.HandResult{Caller: game.NoSeat, ThrownIn: true}
	s.RecordHandAt(game.Tarabish, hand(game.South, 100, 62), day1)
	s.RecordHandAt(game.Tarabish, baited, day1)
	s.RecordHandAt(game.Tarabish, half, day1)
	s.RecordHandAt(game.Tarabish, hand(game.East, 40, 122), day1) // EW called: not counted as a call
	s.RecordHandAt(game.Tarabish, thrown, day1)
	s.RecordHandAt(game.Tarabish, hand(game.West, 182, 0), day2)
	s.RecordHandAt(game.Tarabish, hand(game.North, 150, 12), day2)
	g := s.Tarabish
	want := settings.GameStats{HandsPlayed: 6, HandsCalled: 4, HandsBaited: 2, BestHand: 182, BestHandAt: day2}
	if !reflect.DeepEqual(g, want) {
		t.Errorf("got %+v\nwant %+v", g, want)
	}
	if g.BaitRate() != 0.5 {
		t.Errorf("bait rate %v", g.BaitRate())
	}
	if s.Tarneeb != (settings.GameStats{}) {
		t.Errorf("tarabish hands counted in tarneeb: %+v", s.Tarneeb)
	}
}

func TestStatsTarneeb(t *testing.T) {
	var s settings.Stats
	when := time.Date(2026, 1, 2, 3, 4, 5, 0, time.UTC)
	made := hand(game.North, 8, 0)
	made.Made, made.Bid = true, 8
	failed := hand(game.South, -9, 4)
	failed.Bid = 9
	s.RecordHandAt(game.Tarneeb, failed, when)
	s.RecordHandAt(game.Tarneeb, made, when.Add(time.Hour))
	s.RecordHandAt(game.Tarneeb, hand(game.East, 0, 7), when)
	g := s.Tarneeb
	if g.HandsPlayed != 3 || g.HandsBid != 2 || g.BidsMade != 1 || g.MadeRate() != 0.5 || g.HandsCalled != 0 {
		t.Errorf("got %+v", g)
	}
	if g.BestHand != 8 || !g.BestHandAt.Equal(when.Add(time.Hour)) {
		t.Errorf("best hand %d at %v", g.BestHand, g.BestHandAt)
	}
	// the first hand sets the best, even below zero
	var s2 settings.Stats
	s2.RecordHandAt(game.Tarneeb, failed, when)
	if s2.Tarneeb.BestHand != -9 || s2.Tarneeb.BestHandAt.IsZero() {
		t.Errorf("first hand below zero: %+v", s2.Tarneeb)
	}
}

func TestStatsGamesAndStreaks(t *testing.T) {
	var s settings.Stats
	for _, won := range []bool{true, true, false, true, true, true, false, true} {
		s.RecordGame(game.Tarabish, won)
	}
	g := s.Tarabish
	if g.GamesPlayed != 8 || g.GamesWon != 6 || g.Streak != 1 || g.LongestStreak != 3 {
		t.Errorf("got %+v", g)
	}
	if math.Abs(g.WinRate()-0.75) > 1e-9 {
		t.Errorf("win rate %v", g.WinRate())
	}
	s.RecordAbandoned(game.Tarabish)
	if g := s.Tarabish; g.GamesPlayed != 9 || g.GamesLeft != 1 || g.GamesWon != 6 || g.Streak != 0 || g.LongestStreak != 3 {
		t.Errorf("after an abandoned game: %+v", g)
	}
	s.RecordGame(game.Tarneeb, true)
	s.Reset(game.Tarabish)
	if s.Tarabish != (settings.GameStats{}) || s.Tarneeb.GamesWon != 1 {
		t.Errorf("after reset: %+v", s)
	}
	var zero settings.GameStats
	if zero.WinRate() != 0 || zero.BaitRate() != 0 || zero.MadeRate() != 0 {
		t.Error("rates of nothing are not 0")
	}
	s.RecordGame(9, true)
	s.RecordHand(9, hand(game.South, 1, 1))
	s.Reset(9)
	if s.For(9) != nil {
		t.Error("a kind that is not a game has statistics")
	}
}

func TestStatsSaveLoad(t *testing.T) {
	st := tempStore(t)
	if s, notice := settings.LoadStats(st); s != (settings.Stats{}) || noticeText(notice) != "" {
		t.Errorf("no file: %+v %q", s, notice)
	}
	var s settings.Stats
	s.RecordHand(game.Tarabish, hand(game.South, 120, 42))
	s.RecordGame(game.Tarabish, true)
	made := hand(game.South, 7, 0)
	made.Made = true
	s.RecordHand(game.Tarneeb, made)
	s.RecordGame(game.Tarneeb, false)
	if err := settings.SaveStats(st, s); err != nil {
		t.Fatal(err)
	}
	back, notice := settings.LoadStats(st)
	if noticeText(notice) != "" || !reflect.DeepEqual(back, s) {
		t.Errorf("loaded %+v (%q), want %+v", back, notice, s)
	}
	bad := s
	bad.Tarneeb.GamesWon = 5
	if settings.SaveStats(st, bad) == nil {
		t.Error("impossible statistics were saved")
	}
	for _, body := range []string{
		`{"schema":1,"tarabish":{"games_played":1,"games_won":2}}`,
		`{"schema":1,"tarneeb":{"hands_played":-1}}`,
		`{"schema":1,"tarneeb":{"hands_played":1,"hands_bid":1,"bids_made":2}}`,
		`{"schema":1,"tarabish":{"best_hand":5}}`,
		`{"schema":1,"chess":{}}`,
	} {
		writeRaw(t, st.StatsPath(), []byte(body))
		got, notice := settings.LoadStats(st)
		if got != (settings.Stats{}) || noticeText(notice) == "" {
			t.Errorf("%s: %+v %q", body, got, notice)
			continue
		}
		checkKeptAside(t, noticeText(notice), st.StatsPath(), []byte(body))
	}
}
