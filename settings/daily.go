package settings

import (
	"bytes"
	"encoding/json"
	"errors"
	"time"

	"tarabish/game"
)

// DailyKept is how many of the latest daily deals the statistics list.
const DailyKept = 7

// DailyDay is one daily deal played for the record: the day, its deal number, the person's
// net score (the person's team's points less the other team's) and, once its replay has
// finished, the computer's in the person's seat.
type DailyDay struct {
	Date     string      `json:"date"` // the local calendar date, 2006-01-02
	No       game.DealNo `json:"deal_no"`
	You      int         `json:"you"`
	Computer int         `json:"computer"`
	Replayed bool        `json:"replayed"` // the computer's score is known
}

// DailyStats are one game's daily deals: how many days were played, the scores added up
// (the computer's over the days its replay finished) and the latest days. It is a plain
// value (the statistics are compared whole), written in stats.json with the days as a list.
type DailyStats struct {
	Days          int
	YouTotal      int
	ComputerDays  int
	ComputerTotal int
	last          [DailyKept]DailyDay // the latest days, oldest first
	kept          int                 // how many of last are filled
}

// dailyJSON is the daily deals in stats.json.
type dailyJSON struct {
	Days          int        `json:"days"`
	YouTotal      int        `json:"you_total"`
	ComputerDays  int        `json:"computer_days"`
	ComputerTotal int        `json:"computer_total"`
	Last          []DailyDay `json:"last"` // latest last
}

// Last gives the latest days played, oldest first.
func (d DailyStats) Last() []DailyDay { return append([]DailyDay(nil), d.last[:d.kept]...) }

// MarshalJSON writes the daily deals with the latest days as a list.
func (d DailyStats) MarshalJSON() ([]byte, error) {
	return json.Marshal(dailyJSON{d.Days, d.YouTotal, d.ComputerDays, d.ComputerTotal, d.Last()})
}

// UnmarshalJSON reads the daily deals; more days listed than are kept is an error.
func (d *DailyStats) UnmarshalJSON(data []byte) error {
	var j dailyJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&j); err != nil {
		return err
	}
	if len(j.Last) > DailyKept {
		return errors.New("more daily deals listed than kept")
	}
	*d = DailyStats{Days: j.Days, YouTotal: j.YouTotal, ComputerDays: j.ComputerDays, ComputerTotal: j.ComputerTotal, kept: len(j.Last)}
	copy(d.last[:], j.Last)
	return nil
}

// YouAverage gives the person's average daily score (0 before any day).
func (d DailyStats) YouAverage() float64 { return rate(d.YouTotal, d.Days) }

// ComputerAverage gives the computer's average daily score (0 before any replay).
func (d DailyStats) ComputerAverage() float64 { return rate(d.ComputerTotal, d.ComputerDays) }

// DailyDate writes a day as the daily deal's statistics keep it.
func DailyDate(t time.Time) string { return t.Format(time.DateOnly) }

// PlayedDaily reports whether the daily deal of date was already played for the record.
func (s *Stats) PlayedDaily(k game.Kind, date string) bool {
	g := s.For(k)
	return g != nil && g.Daily.kept > 0 && g.Daily.last[g.Daily.kept-1].Date == date
}

// RecordDaily counts the person's score on the daily deal of date; a second play of the
// same day counts for nothing and gives false.
func (s *Stats) RecordDaily(k game.Kind, date string, no game.DealNo, you int) bool {
	g := s.For(k)
	if g == nil || s.PlayedDaily(k, date) {
		return false
	}
	d := &g.Daily
	d.Days++
	d.YouTotal += you
	if d.kept == DailyKept {
		copy(d.last[:], d.last[1:])
		d.kept--
	}
	d.last[d.kept] = DailyDay{Date: date, No: no, You: you}
	d.kept++
	return true
}

// RecordDailyComputer counts the computer's score on the daily deal of date, once, after
// the person's.
func (s *Stats) RecordDailyComputer(k game.Kind, date string, computer int) bool {
	g := s.For(k)
	if g == nil || !s.PlayedDaily(k, date) {
		return false
	}
	day := &g.Daily.last[g.Daily.kept-1]
	if day.Replayed {
		return false
	}
	day.Computer, day.Replayed = computer, true
	g.Daily.ComputerDays++
	g.Daily.ComputerTotal += computer
	return true
}

// validate checks that the daily figures hang together.
func (d DailyStats) validate() error {
	switch {
	case d.Days < 0 || d.ComputerDays < 0:
		return errors.New("a daily count is negative")
	case d.ComputerDays > d.Days:
		return errors.New("more daily replays than days played")
	case d.kept > d.Days:
		return errors.New("more daily deals listed than played")
	}
	prev := ""
	for _, day := range d.Last() {
		if _, err := time.Parse(time.DateOnly, day.Date); err != nil {
			return errors.New("a daily deal's date is not a date")
		}
		if day.Date <= prev {
			return errors.New("the daily deals are not in order of date")
		}
		if day.No == 0 || day.No > game.MaxDealNo {
			return errors.New("a daily deal's number is out of range")
		}
		if !day.Replayed && day.Computer != 0 {
			return errors.New("a computer score without its replay")
		}
		prev = day.Date
	}
	return nil
}
