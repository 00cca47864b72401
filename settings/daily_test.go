package settings_test

import (
	"math/rand/v2"
	"reflect"
	"strings"
	"testing"
	"time"

	"tarabish/game"
	"tarabish/settings"
)

// TestDailyRecordedOncePerDay counts a day's first play only, and the computer's score once.
func TestDailyRecordedOncePerDay(t *testing.T) {
	var s settings.Stats
	if !s.RecordDaily(game.Tarneeb, "2026-12-01", 1234567, 5) {
		t.Fatal("the day's first play was not recorded")
	}
	if s.RecordDaily(game.Tarneeb, "2026-12-01", 1234567, 13) {
		t.Error("a second play of the same day was recorded")
	}
	if !s.PlayedDaily(game.Tarneeb, "2026-12-01") || s.PlayedDaily(game.Tarabish, "2026-12-01") || s.PlayedDaily(game.Tarneeb, "2026-12-02") {
		t.Error("PlayedDaily is wrong about which game and day was played")
	}
	if !s.RecordDailyComputer(game.Tarneeb, "2026-12-01", 9) || s.RecordDailyComputer(game.Tarneeb, "2026-12-01", 9) {
		t.Error("the computer's score was not recorded exactly once")
	}
	if !s.RecordDaily(game.Tarneeb, "2026-12-02", 7654321, -7) {
		t.Fatal("the next day was not recorded")
	}
	d := s.Tarneeb.Daily
	if d.Days != 2 || d.YouAverage() != -1 || d.ComputerDays != 1 || d.ComputerAverage() != 9 {
		t.Errorf("daily figures %+v: averages %v %v", d, d.YouAverage(), d.ComputerAverage())
	}
	want := []settings.DailyDay{{Date: "2026-12-01", No: 1234567, You: 5, Computer: 9, Replayed: true}, {Date: "2026-12-02", No: 7654321, You: -7}}
	if have := d.Last(); !reflect.DeepEqual(have, want) {
		t.Errorf("last days %+v, want %+v", have, want)
	}
	for day := 3; day <= 12; day++ {
		s.RecordDaily(game.Tarneeb, "2026-12-"+string(rune('0'+day/10))+string(rune('0'+day%10)), 1, 0)
	}
	if last := s.Tarneeb.Daily.Last(); len(last) != settings.DailyKept || last[len(last)-1].Date != "2026-12-12" || s.Tarneeb.Daily.Days != 12 {
		t.Errorf("after twelve days: %d days, last %+v", s.Tarneeb.Daily.Days, last)
	}
}

// TestDailySavedAndOldStatsLoad keeps the daily deals in stats.json, and a stats.json of
// before the daily deal (no daily keys) still loads with its figures.
func TestDailySavedAndOldStatsLoad(t *testing.T) {
	st := tempStore(t)
	var s settings.Stats
	s.RecordHand(game.Tarabish, hand(game.South, 120, 42))
	s.RecordDaily(game.Tarabish, "2026-11-30", 42, 120)
	s.RecordDailyComputer(game.Tarabish, "2026-11-30", 80)
	if err := settings.SaveStats(st, s); err != nil {
		t.Fatal(err)
	}
	back, notice := settings.LoadStats(st)
	if noticeText(notice) != "" || back != s {
		t.Errorf("loaded %+v (%q), want %+v", back, notice, s)
	}
	old := `{"schema":1,"tarabish":{"games_played":3,"games_won":2,"hands_played":20,"hands_called":9,"hands_baited":2,` +
		`"hands_bid":0,"bids_made":0,"best_hand":180,"best_hand_at":"2026-01-02T03:04:05Z","streak":1,"longest_streak":2},` +
		`"tarneeb":{"games_played":0,"games_won":0,"hands_played":0,"hands_called":0,"hands_baited":0,"hands_bid":0,"bids_made":0,"best_hand":0,"streak":0,"longest_streak":0}}`
	writeRaw(t, st.StatsPath(), []byte(old))
	back, notice = settings.LoadStats(st)
	if noticeText(notice) != "" || back.Tarabish.GamesPlayed != 3 || back.Tarabish.BestHand != 180 || back.Tarabish.Daily.Days != 0 {
		t.Errorf("old stats.json: %+v (%q)", back, notice)
	}
	for _, body := range []string{
		`{"schema":1,"tarabish":{"daily":{"days":1,"you_total":0,"computer_days":2,"computer_total":0,"last":[]}}}`,
		`{"schema":1,"tarabish":{"daily":{"days":1,"you_total":0,"computer_days":0,"computer_total":0,"last":[{"date":"yesterday","deal_no":1,"you":0,"computer":0,"replayed":false}]}}}`,
		`{"schema":1,"tarabish":{"daily":{"days":2,"you_total":0,"computer_days":0,"computer_total":0,"last":[{"date":"2026-01-02","deal_no":1},{"date":"2026-01-01","deal_no":1}]}}}`,
		`{"schema":1,"tarabish":{"daily":{"days":1,"you_total":0,"computer_days":0,"computer_total":0,"last":[{"date":"2026-01-02","deal_no":0}]}}}`,
		`{"schema":1,"tarabish":{"daily":{"days":1,"surprise":1}}}`,
	} {
		writeRaw(t, st.StatsPath(), []byte(body))
		got, notice := settings.LoadStats(st)
		if got != (settings.Stats{}) || !strings.Contains(noticeText(notice), "statistics") {
			t.Errorf("%s: %+v %q", body, got, notice)
		}
	}
}

// TestHistoryKeepsMark keeps a duplicate hand's mark in the history, and refuses an unknown one.
func TestHistoryKeepsMark(t *testing.T) {
	st := tempStore(t)
	r := game.DefaultRules(game.Tarneeb)
	g, err := game.NewNumberedGame(r, 4321)
	if err != nil {
		t.Fatal(err)
	}
	playRandom(t, g, rand.New(rand.NewPCG(7, 7)), 1000)
	if len(g.Results) != 1 {
		t.Fatalf("%d results", len(g.Results))
	}
	if _, err := settings.AddMarkedHand(st, game.Tarneeb, r, 1, g.Hands[0], g.Results[0], time.Now(), settings.MarkDuplicate); err != nil {
		t.Fatal(err)
	}
	if _, err := settings.AddMarkedHand(st, game.Tarneeb, r, 1, g.Hands[0], g.Results[0], time.Now(), "bogus"); err == nil {
		t.Error("an unknown mark was kept")
	}
	h, notice := settings.History(st)
	if notice != nil || len(h) != 1 || h[0].Mark != settings.MarkDuplicate || h[0].Record.Hands[0].No != 4321 {
		t.Errorf("history %+v (%v)", h, notice)
	}
}
