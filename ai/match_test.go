package ai_test

import (
	"encoding/json"
	"math"
	"os"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"tarabish/ai"
	"tarabish/game"
)

// TestMatchEasyBeatsRandom plays a short duplicate match in each game: the report must be
// complete and the easy player clearly ahead of the random one.
func TestMatchEasyBeatsRandom(t *testing.T) {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		rep, err := ai.Match(ai.MatchConfig{Rules: game.DefaultRules(k), Deals: 60, Seed: 1, NS: "easy", EW: "random"})
		if err != nil {
			t.Fatal(err)
		}
		if rep.Deals != 60 || len(rep.Levels) != 2 || rep.Levels[0].Decisions == 0 {
			t.Fatalf("incomplete report: %+v", rep)
		}
		if rep.CI95[0] <= 0 || rep.Levels[0].HandsWon <= rep.Levels[1].HandsWon {
			t.Errorf("%s: easy does not beat random: %+v", k, rep)
		}
		if _, err := json.Marshal(rep); err != nil {
			t.Fatal(err)
		}
		checkByBidding(t, k, rep)
	}
}

// checkByBidding: the groups by where the bidding differed hold every deal once and add up to
// the match's mean difference; easy and random bid differently in some deals.
func checkByBidding(t *testing.T, k game.Kind, rep ai.MatchReport) {
	t.Helper()
	deals, sum, differed := 0, 0.0, false
	for _, g := range rep.ByBidding {
		deals += g.Deals
		sum += g.PerDeal
		differed = differed || strings.HasPrefix(g.Group, "dealer")
		if g.Deals == 0 || g.SE < 0 {
			t.Errorf("%s: group %+v", k, g)
		}
	}
	if deals != rep.Deals || math.Abs(sum-rep.MeanDiff) > 1e-9 || !differed {
		t.Errorf("%s: groups hold %d deals (want %d), add up to %v (want %v), bidding differed: %v: %+v",
			k, deals, rep.Deals, sum, rep.MeanDiff, differed, rep.ByBidding)
	}
}

// TestMatchSameLevelIsEven checks the duplicate scheme: a level against itself scores even
// on each deal when the players are deterministic.
func TestMatchSameLevelIsEven(t *testing.T) {
	rep, err := ai.Match(ai.MatchConfig{Rules: game.DefaultRules(game.Tarabish), Deals: 20, Seed: 5, NS: "easy", EW: "easy"})
	if err != nil {
		t.Fatal(err)
	}
	if rep.MeanDiff != 0 || rep.StdDev != 0 {
		t.Fatalf("easy against itself: mean %v sd %v, want 0", rep.MeanDiff, rep.StdDev)
	}
	deals := 0
	for _, g := range rep.ByBidding {
		deals += g.Deals
		if !strings.HasPrefix(g.Group, "same bidding at both tables, ") {
			t.Errorf("easy against itself bids alike at both tables: %+v", g)
		}
	}
	if deals != rep.Deals {
		t.Errorf("easy against itself: groups hold %d deals, want %d", deals, rep.Deals)
	}
}

// TestMatchCommonStreams: each seat draws from the same random stream at both tables of a
// deal, so a level that decides by chance alone (random) plays both tables alike against
// itself and every deal scores even, in both games.
func TestMatchCommonStreams(t *testing.T) {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		rep, err := ai.Match(ai.MatchConfig{Rules: game.DefaultRules(k), Deals: 20, Seed: 9, NS: "random", EW: "random"})
		if err != nil {
			t.Fatal(err)
		}
		if rep.MeanDiff != 0 || rep.StdDev != 0 {
			t.Fatalf("%v: random against itself: mean %v sd %v, want 0", k, rep.MeanDiff, rep.StdDev)
		}
	}
}

// TestMatchForecasts: a match reports, for a level that bids by simulation, the simulated
// chance of making the contracts whose trump it chose and how many it made; a level that
// bids by rules has none.
func TestMatchForecasts(t *testing.T) {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		rep, err := ai.Match(ai.MatchConfig{Rules: game.DefaultRules(k), Deals: 6, Seed: 3, NS: "hard", EW: "easy", Think: 20 * time.Millisecond})
		if err != nil {
			t.Fatal(err)
		}
		hard, easy := rep.Levels[0], rep.Levels[1]
		if hard.Forecasts == 0 || hard.Forecasts > hard.Called {
			t.Errorf("%s: hard has %d forecasts for %d contracts", k, hard.Forecasts, hard.Called)
		}
		if hard.ForecastMake <= 0 || hard.ForecastMake > 1 || hard.ForecastMade < 0 || hard.ForecastMade > 1 {
			t.Errorf("%s: forecast rates out of range: %+v", k, hard)
		}
		if easy.Forecasts != 0 || len(easy.ByForecast) != 0 {
			t.Errorf("%s: easy has %d forecasts, %d bands", k, easy.Forecasts, len(easy.ByForecast))
		}
		// The bands hold every forecast contract once, their made rates add up to the level's.
		n, made := 0, 0.0
		for _, b := range hard.ByForecast {
			n += b.Contracts
			made += b.Made * float64(b.Contracts)
			kinds := map[game.Kind][]string{game.Tarabish: {"voluntary", "forced"}, game.Tarneeb: {"bid"}}[k]
			if !slices.Contains(kinds, b.Kind) || b.Forecast < 0 || b.Forecast > 1 {
				t.Errorf("%s: band %+v", k, b)
			}
		}
		if n != hard.Forecasts || math.Abs(made-hard.ForecastMade*float64(n)) > 1e-9 {
			t.Errorf("%s: bands hold %d contracts, %.1f made, against %d and %.1f", k, n, made, hard.Forecasts, hard.ForecastMade*float64(n))
		}
	}
}

// BenchmarkMeasure runs the measurement matches given by AI_MEASURE, for example
// AI_MEASURE="tarabish:hard:easy:200:300:240" (game:ns:ew:deals:think ms:max seconds), once
// each, and reports the NS level's mean score difference and think times; the JSON report
// is logged with -v.
func BenchmarkMeasure(b *testing.B) {
	spec := os.Getenv("AI_MEASURE")
	if spec == "" {
		b.Skip("set AI_MEASURE to run measurement matches")
	}
	for _, one := range strings.Split(spec, ",") {
		f := strings.Split(one, ":")
		if len(f) != 6 {
			b.Fatalf("bad spec %q", one)
		}
		k, err := game.ParseKind(f[0])
		if err != nil {
			b.Fatal(err)
		}
		deals, _ := strconv.Atoi(f[3])
		think, _ := strconv.Atoi(f[4])
		secs, _ := strconv.Atoi(f[5])
		b.Run(strings.ReplaceAll(one, ":", "-"), func(b *testing.B) {
			for range b.N {
				rep, err := ai.Match(ai.MatchConfig{Rules: game.DefaultRules(k), Deals: deals, Seed: 1000, NS: f[1], EW: f[2],
					Think: time.Duration(think) * time.Millisecond, MaxTime: time.Duration(secs) * time.Second})
				if err != nil {
					b.Fatal(err)
				}
				out, _ := json.Marshal(rep)
				b.Logf("%s", out)
				b.ReportMetric(rep.MeanDiff, "mean-diff")
				b.ReportMetric(rep.Levels[0].P95MS, "ns-think-p95-ms")
				b.ReportMetric(rep.Levels[0].MaxMS, "ns-think-max-ms")
			}
		})
	}
}

// TestMatchOfEndings: in a match of endings the levels take over with at most the given
// cards a hand, the same position at both tables, so a level against itself scores even, and
// the levels make only the ending's decisions.
func TestMatchOfEndings(t *testing.T) {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		rep, err := ai.Match(ai.MatchConfig{Rules: game.DefaultRules(k), Deals: 6, Seed: 11, NS: "easy", EW: "easy", FromCards: 4})
		if err != nil {
			t.Fatal(err)
		}
		if rep.MeanDiff != 0 || rep.StdDev != 0 || rep.FromCards != 4 || rep.Deals == 0 {
			t.Fatalf("%v: easy against itself from 4 cards: %+v, want even", k, rep)
		}
		for _, g := range rep.ByBidding {
			if !strings.HasPrefix(g.Group, "same bidding at both tables, contract of the ") {
				t.Errorf("%v: endings share their bidding and have a contract: group %q", k, g.Group)
			}
		}
		for _, l := range rep.Levels {
			if l.Decisions > rep.Deals*2*2*4 { // two tables, two seats, four cards
				t.Errorf("%v: %s made %d decisions in %d endings of 4 cards a hand", k, l.Level, l.Decisions, rep.Deals)
			}
		}
	}
}
