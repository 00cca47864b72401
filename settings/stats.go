package settings

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"tarabish/game"
)

// statsSchema is the schema number of stats.json.
const statsSchema = 1

// GameStats are the person's figures in one game. The person is South, so "won", "called"
// and "bid" are about the North–South team.
type GameStats struct {
	GamesPlayed   int        `json:"games_played"`
	GamesWon      int        `json:"games_won"`
	GamesLeft     int        `json:"games_abandoned,omitempty"` // of the games played, those given up unfinished
	HandsPlayed   int        `json:"hands_played"`              // thrown-in hands not counted
	HandsCalled   int        `json:"hands_called"`              // Tarabish: hands NS called trump
	HandsBaited   int        `json:"hands_baited"`              // Tarabish: of those, bait or half bait
	HandsBid      int        `json:"hands_bid"`                 // Tarneeb: hands NS won the bidding
	BidsMade      int        `json:"bids_made"`                 // Tarneeb: of those, bid made
	BestHand      int        `json:"best_hand"`                 // highest NS hand score
	BestHandAt    time.Time  `json:"best_hand_at,omitzero"`     // when it was scored; zero: no hand yet
	Streak        int        `json:"streak"`                    // games won in a row, up to now
	LongestStreak int        `json:"longest_streak"`            // most games won in a row
	Daily         DailyStats `json:"daily,omitzero"`            // the daily deals played for the record
}

// WinRate gives the share of games won (0 before any game).
func (g GameStats) WinRate() float64 { return rate(g.GamesWon, g.GamesPlayed) }

// BaitRate gives the share of NS's Tarabish calls that went bait (0 before any call).
func (g GameStats) BaitRate() float64 { return rate(g.HandsBaited, g.HandsCalled) }

// MadeRate gives the share of NS's Tarneeb bids that were made (0 before any bid).
func (g GameStats) MadeRate() float64 { return rate(g.BidsMade, g.HandsBid) }

func rate(n, of int) float64 {
	if of == 0 {
		return 0
	}
	return float64(n) / float64(of)
}

// validate checks that the figures hang together.
func (g GameStats) validate() error {
	for _, n := range []int{g.GamesPlayed, g.GamesWon, g.GamesLeft, g.HandsPlayed, g.HandsCalled, g.HandsBaited,
		g.HandsBid, g.BidsMade, g.Streak, g.LongestStreak} {
		if n < 0 {
			return errors.New("a count is negative")
		}
	}
	switch {
	case g.GamesWon+g.GamesLeft > g.GamesPlayed:
		return errors.New("more games won or abandoned than played")
	case g.LongestStreak > g.GamesWon, g.Streak > g.LongestStreak:
		return errors.New("a winning streak longer than the games won")
	case g.HandsCalled > g.HandsPlayed, g.HandsBid > g.HandsPlayed:
		return errors.New("more hands called or bid than played")
	case g.HandsBaited > g.HandsCalled, g.BidsMade > g.HandsBid:
		return errors.New("more hands baited or made than called or bid")
	case g.BestHandAt.IsZero() && g.BestHand != 0:
		return errors.New("a best hand without its date")
	}
	return g.Daily.validate()
}

// Stats are the person's figures in both games.
type Stats struct {
	Tarabish GameStats `json:"tarabish"`
	Tarneeb  GameStats `json:"tarneeb"`
}

// For gives one game's figures (nil for a kind that is not a game).
func (s *Stats) For(k game.Kind) *GameStats {
	switch k {
	case game.Tarabish:
		return &s.Tarabish
	case game.Tarneeb:
		return &s.Tarneeb
	}
	return nil
}

// RecordHand counts a finished hand of the given game, now.
func (s *Stats) RecordHand(k game.Kind, r game.HandResult) { s.RecordHandAt(k, r, time.Now()) }

// RecordHandAt counts a finished hand played at the given time. A thrown-in hand counts
// for nothing.
func (s *Stats) RecordHandAt(k game.Kind, r game.HandResult, when time.Time) {
	g := s.For(k)
	if g == nil || r.ThrownIn {
		return
	}
	g.HandsPlayed++
	if r.Caller <= game.West && r.Caller.Team() == game.NS {
		if k == game.Tarabish {
			g.HandsCalled++
			if r.Bait != game.BaitNone {
				g.HandsBaited++
			}
		} else {
			g.HandsBid++
			if r.Made {
				g.BidsMade++
			}
		}
	}
	if g.BestHandAt.IsZero() || r.Score[game.NS] > g.BestHand {
		g.BestHand = r.Score[game.NS]
		g.BestHandAt = when.UTC().Truncate(time.Second)
		if g.BestHandAt.IsZero() {
			g.BestHandAt = time.Unix(0, 0).UTC()
		}
	}
}

// RecordGame counts a finished game, won or lost by the person's team.
func (s *Stats) RecordGame(k game.Kind, won bool) {
	g := s.For(k)
	if g == nil {
		return
	}
	g.GamesPlayed++
	if !won {
		g.Streak = 0
		return
	}
	g.GamesWon++
	g.Streak++
	g.LongestStreak = max(g.LongestStreak, g.Streak)
}

// RecordAbandoned counts a game given up unfinished (a new game was started over it): it was
// played and not won, so it ends a winning streak.
func (s *Stats) RecordAbandoned(k game.Kind) {
	if g := s.For(k); g != nil {
		g.GamesPlayed++
		g.GamesLeft++
		g.Streak = 0
	}
}

// Reset sets one game's figures back to zero.
func (s *Stats) Reset(k game.Kind) {
	if g := s.For(k); g != nil {
		*g = GameStats{}
	}
}

// statsJSON is stats.json.
type statsJSON struct {
	Schema int `json:"schema"`
	Stats
}

// LoadStats reads the statistics. A missing file gives zeros and no notice; a damaged one is
// kept aside and gives zeros and a one-line notice.
func LoadStats(s Store) (Stats, error) {
	var j statsJSON
	found, notice := loadJSON(s.StatsPath(), "notice.what.stats", "notice.fallback.stats", statsSchema, &j,
		func() error {
			if err := j.Tarabish.validate(); err != nil {
				return fmt.Errorf("tarabish: %v", err)
			}
			if err := j.Tarneeb.validate(); err != nil {
				return fmt.Errorf("tarneeb: %v", err)
			}
			return nil
		})
	if !found {
		return Stats{}, notice
	}
	return j.Stats, nil
}

// SaveStats writes the statistics safely.
func SaveStats(s Store, st Stats) error {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		if err := st.For(k).validate(); err != nil {
			return fmt.Errorf("statistics not saved: %s: %v", k, err)
		}
	}
	data, err := json.MarshalIndent(statsJSON{Schema: statsSchema, Stats: st}, "", "  ")
	if err != nil {
		return err
	}
	return writeFile(s.StatsPath(), append(data, '\n'))
}
