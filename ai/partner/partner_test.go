package partner_test

import (
	"context"
	"flag"
	"math/rand/v2"
	"testing"
	"time"

	"tarabish/ai"
	"tarabish/ai/partner"
	"tarabish/game"
)

var (
	misses = flag.Bool("partner.misses", false, "list every position the hard player misses")
)

// perGame is the least number of positions of each game in the suite.
const perGame = 40

// hardFloor is the least share of the suite the hard player must find, the target: 95%. It
// thinks with time for every one of its samples (suiteBudget), so its choice does not hang
// on the machine's load: it finds 85 of the 89 today, every run.
const hardFloor = 0.95

// suiteBudget is the players' think time in the suite: long enough that every sample is
// used (the hard player needs about 85 ms a position on two cores), so that the figures
// are the player's and not the machine's.
const suiteBudget = time.Minute

func TestSuiteCoversBothGames(t *testing.T) {
	seen := map[string]bool{}
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		ps := partner.For(k)
		if len(ps) < perGame {
			t.Errorf("%s: have %d positions, want at least %d", k, len(ps), perGame)
		}
		themes := map[partner.Theme]int{}
		seats := map[game.Seat]int{}
		for _, p := range ps {
			if seen[p.ID] {
				t.Errorf("position id %s given twice", p.ID)
			}
			seen[p.ID] = true
			themes[p.Theme]++
			seats[p.Seat]++
			if p.Reason == "" {
				t.Errorf("%v: no reason", p)
			}
		}
		want := []partner.Theme{partner.ThemePartnerWinner, partner.ThemeContract}
		if k == game.Tarabish {
			want = append(want, partner.ThemeBella, partner.ThemeJackNine)
		} else {
			want = append(want, partner.ThemePartnerSuit, partner.ThemeSettingTrick, partner.ThemeDrawTrumps)
		}
		for _, th := range want {
			if themes[th] == 0 {
				t.Errorf("%s: no position of theme %s", k, th)
			}
		}
		if seats[game.North]+seats[game.South] == 0 {
			t.Errorf("%s: no position for North or South", k)
		}
	}
}

func TestPositionsReplayLegally(t *testing.T) {
	for _, p := range partner.All() {
		g, err := p.Replay()
		if err != nil {
			t.Errorf("%v: %v", p, err)
			continue
		}
		legal := g.State.LegalPlays()
		if p.Expect&^legal != 0 {
			t.Errorf("%v: expected %v, legal only %v", p, p.Expect, legal)
		}
		if p.Expect == legal {
			t.Errorf("%v: every legal card %v is expected: no choice", p, legal)
		}
		if len(p.Moves) == 0 || p.Moves[0].Action.Verb == game.Play {
			t.Errorf("%v: no bidding before the play", p)
		}
	}
}

func TestRecordedChecksHold(t *testing.T) {
	for _, p := range partner.All() {
		if !p.Check.Holds(p.Game) {
			t.Errorf("%v: recorded check %+v does not hold (share >= %.2f, gap >= %.1f)", p, p.Check, partner.MinShare, partner.Margin(p.Game))
		}
		if p.Check.Samples < 100 {
			t.Errorf("%v: checked on %d samples, want at least 100", p, p.Check.Samples)
		}
	}
}

// TestDoubleDummyCheck repeats every position's double-dummy check on its recorded seed and
// number of samples: the figures must come out as recorded, and hold.
func TestDoubleDummyCheck(t *testing.T) {
	if testing.Short() {
		t.Skip("the solver's check is slow: run without -short")
	}
	for _, p := range partner.All() {
		v, err := p.View()
		if err != nil {
			t.Fatalf("%v: %v", p, err)
		}
		start := time.Now()
		j := partner.Judge(&v, p.Check.Samples, p.Check.Seed)
		f := j.Figures(p.Expect, p.Check.Seed)
		t.Logf("%v: %d samples in %v: share %.2f gap %.1f", p, f.Samples, time.Since(start).Round(time.Millisecond), f.Share, f.Gap)
		if !f.Holds(p.Game) {
			t.Errorf("%v: share %.2f gap %.1f, want share >= %.2f and gap >= %.1f", p, f.Share, f.Gap, partner.MinShare, partner.Margin(p.Game))
		}
		if f.Samples != p.Check.Samples || !near(f.Share, p.Check.Share) || !near(f.Gap, p.Check.Gap) {
			t.Errorf("%v: check gives %+v, recorded %+v", p, f, p.Check)
		}
	}
}

// near reports whether two recorded figures agree to their printed precision.
func near(a, b float64) bool { return a-b < 1e-6 && b-a < 1e-6 }

// found gives how many positions a player's card is expected in, and the misses.
func found(tb testing.TB, level string, ps []*partner.Position) (int, []string) {
	pl, err := ai.NewPlayer(level)
	if err != nil {
		tb.Fatal(err)
	}
	n := 0
	var miss []string
	for i, p := range ps {
		v, err := p.View()
		if err != nil {
			tb.Fatalf("%v: %v", p, err)
		}
		a := pl.Choose(context.Background(), &v, suiteBudget, rand.New(rand.NewPCG(uint64(i)+1, 17)))
		if p.Expect.Has(a.Card) {
			n++
			continue
		}
		miss = append(miss, p.ID+" "+string(p.Theme)+": played "+a.Card.String()+", expected "+p.Expect.String()+" ("+p.Reason+")")
	}
	return n, miss
}

func TestHardFindsExpected(t *testing.T) {
	if testing.Short() {
		t.Skip("the hard player thinks for the game's budget on every position: run without -short")
	}
	ps := partner.All()
	n, miss := found(t, "hard", ps)
	share := float64(n) / float64(len(ps))
	if share < hardFloor {
		t.Errorf("hard finds %d of %d (%.1f%%), want at least %.1f%%", n, len(ps), 100*share, 100*hardFloor)
	}
	if *misses || share < hardFloor {
		for _, m := range miss {
			t.Log(m)
		}
	}
}

// BenchmarkPartnerSuite runs each player level once over the suite and reports the share of
// positions where it plays an expected card (-v lists the misses).
func BenchmarkPartnerSuite(b *testing.B) {
	ps := partner.All()
	for _, level := range []string{"easy", "medium", "hard", "expert"} {
		b.Run(level, func(b *testing.B) {
			var n int
			var miss []string
			for i := 0; i < b.N; i++ {
				n, miss = found(b, level, ps)
			}
			b.ReportMetric(100*float64(n)/float64(len(ps)), "%found")
			b.Logf("%s finds %d of %d", level, n, len(ps))
			for _, m := range miss {
				b.Log(m)
			}
		})
	}
}
