package ai

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
	"sort"
	"time"

	"tarabish/game"
)

// MatchConfig describes a duplicate match between two levels: every deal is played twice
// with the same cards, first with level NS in the North-South seats and EW in East-West,
// then with the seats swapped, so that the luck of the cards cancels out.
type MatchConfig struct {
	Rules   game.Rules
	Deals   int           // deals to play (each twice)
	Seed    uint64        // deal d uses seed Seed+d
	NS, EW  string        // the two levels ("easy", "medium", "hard", "random")
	Think   time.Duration // think-time budget per decision
	MaxTime time.Duration // stop starting new deals after this much wall time (0: no limit)
	// FromCards, when above 0, makes a match of endings: every seat of each deal bids and plays
	// by the medium player (once, the same at both tables) until a trick starts with at most
	// this many cards a hand, and the two levels play the rest. A change in late play shows with
	// far less noise; deals thrown in or over before then are left out.
	FromCards int
	// NSPlayer and EWPlayer, when set, play instead of the named levels (the names then only
	// label the report).
	NSPlayer, EWPlayer Player
}

// MatchReport is the outcome of a duplicate match, ready for JSON.
type MatchReport struct {
	Game      string `json:"game"`
	Rules     string `json:"rules"`
	NS        string `json:"ns_level"`
	EW        string `json:"ew_level"`
	Deals     int    `json:"deals"`
	FromCards int    `json:"from_cards,omitempty"` // a match of endings: the hand size the levels took over at
	ThrownIn  int    `json:"thrown_in"`            // plays of a deal thrown in (all passed)
	// MeanDiff is the mean over deals of (NS level's hand score minus the other's), averaged
	// over both seatings; CI95 is its 95% confidence interval.
	MeanDiff float64     `json:"mean_diff"`
	CI95     [2]float64  `json:"ci95"`
	StdDev   float64     `json:"std_dev"`
	Levels   []LevelStat `json:"levels"`
	// ByBidding splits MeanDiff by where the two tables' bidding first differed
	// (matchgroups.go).
	ByBidding []BiddingGroup `json:"by_bidding"`
	ThinkMS   float64        `json:"think_ms"`
	Seconds   float64        `json:"seconds"`
}

// LevelStat is one level's record in a match.
type LevelStat struct {
	Level      string  `json:"level"`
	HandsWon   float64 `json:"hand_win_rate"`   // share of played hands its team scored more (ties count half)
	Called     int     `json:"called"`          // hands its team called trump or won the bid
	BaitRate   float64 `json:"bait_rate"`       // Tarabish: share of its calls that were baited (full or half)
	FailedRate float64 `json:"failed_bid_rate"` // Tarneeb: share of its bids it failed to make
	MeanScore  float64 `json:"mean_hand_score"` // mean hand score of its team
	Decisions  int     `json:"decisions"`       // decisions timed (those with a choice)
	P50MS      float64 `json:"think_p50_ms"`    // every timed decision
	P95MS      float64 `json:"think_p95_ms"`
	MaxMS      float64 `json:"think_max_ms"`
	CardP50MS  float64 `json:"card_p50_ms"` // card plays only
	CardP95MS  float64 `json:"card_p95_ms"`
	CardMaxMS  float64 `json:"card_max_ms"`
	BidP50MS   float64 `json:"bid_p50_ms"` // bids, calls and trump choices only
	BidP95MS   float64 `json:"bid_p95_ms"`
	BidMaxMS   float64 `json:"bid_max_ms"`
	// Its team's contracts whose trump it chose by simulation: how many, the simulation's mean
	// chance of making them (Tarabish: of avoiding bait) and the share actually made.
	Forecasts    int     `json:"forecasts"`
	ForecastMake float64 `json:"forecast_make_rate"`
	ForecastMade float64 `json:"forecast_made_rate"`
	// ByForecast splits those contracts by kind and band of forecast (matchforecast.go).
	ByForecast []ForecastBand `json:"by_forecast,omitempty"`
}

// levelAcc gathers one level's results during a match.
type levelAcc struct {
	wins, played, score float64
	called, baited      int
	times, cards, bids  []float64
	forecasts           int
	forecast, made      float64
	bands               map[bandKey]*bandAcc // the forecasts by kind and band
}

// Match plays a duplicate match and reports it; an illegal action is an error.
func Match(cfg MatchConfig) (MatchReport, error) {
	rep := MatchReport{Game: cfg.Rules.Game.String(), Rules: cfg.Rules.Preset, NS: cfg.NS, EW: cfg.EW,
		ThinkMS: float64(cfg.Think.Microseconds()) / 1000, FromCards: cfg.FromCards}
	players := [2]Player{cfg.NSPlayer, cfg.EWPlayer}
	for i, name := range []string{cfg.NS, cfg.EW} {
		if players[i] != nil {
			continue
		}
		p, err := NewPlayer(name)
		if err != nil {
			return rep, err
		}
		players[i] = p
	}
	if err := cfg.Rules.Validate(); err != nil {
		return rep, err
	}
	acc := [2]*levelAcc{{}, {}}
	var diffs []float64
	groups := map[string][]float64{}
	start := time.Now()
	k := cfg.Rules.Game
	for d := 0; d < cfg.Deals; d++ {
		if cfg.MaxTime > 0 && time.Since(start) > cfg.MaxTime {
			break
		}
		seed := cfg.Seed + uint64(d)
		drng := rand.New(rand.NewPCG(seed, 0xD0D0))
		dealer := game.Seat(drng.IntN(4))
		deal := game.ShuffleDeal(k, dealer, drng)
		start, err := dealStart(cfg, dealer, deal, seed)
		if err != nil {
			return rep, fmt.Errorf("deal %d (seed %d): %v", d, seed, err)
		}
		if start.Phase == game.PhaseDeal || start.Phase == game.PhaseOver {
			continue // a match of endings: the hand was thrown in or over before its ending
		}
		sum := 0.0
		var moves [2][]game.Move
		caller := game.NoSeat
		for swap := 0; swap < 2; swap++ {
			// level index playing North-South in this play
			nsLevel := swap
			var fc Forecasts
			res, played, err := playDeal(cfg, players, nsLevel, start, seed, acc, &fc)
			moves[swap] = played
			if err != nil {
				return rep, fmt.Errorf("deal %d (seed %d): %v", d, seed, err)
			}
			if swap == 0 {
				caller = res.Caller
			}
			if res.ThrownIn {
				rep.ThrownIn++
				continue
			}
			aTeam := game.Team(nsLevel) // team of level 0 (cfg.NS): NS when nsLevel == 0
			diff := float64(res.Score[aTeam] - res.Score[aTeam.Other()])
			sum += diff
			for li := 0; li < 2; li++ {
				t := aTeam
				if li == 1 {
					t = aTeam.Other()
				}
				a := acc[li]
				a.played++
				a.score += float64(res.Score[t])
				switch {
				case res.Score[t] > res.Score[t.Other()]:
					a.wins++
				case res.Score[t] == res.Score[t.Other()]:
					a.wins += 0.5
				}
				if res.Caller.Team() == t {
					a.called++
					failed := res.Bait != game.BaitNone || (k == game.Tarneeb && !res.Made)
					if failed {
						a.baited++
					}
					if p, ok := fc.Of(res.Caller); ok {
						a.forecasts++
						a.forecast += p
						if !failed {
							a.made++
						}
						a.addForecast(contractKind(&cfg.Rules, &res), p, failed, float64(res.Score[t]-res.Score[t.Other()]))
					}
				}
			}
		}
		diffs = append(diffs, sum/2)
		g := biddingGroup(dealer, moves, caller, [2]string{cfg.NS, cfg.EW})
		groups[g] = append(groups[g], sum/2)
	}
	rep.Deals = len(diffs)
	rep.Seconds = time.Since(start).Seconds()
	rep.MeanDiff, rep.StdDev = meanSD(diffs)
	rep.ByBidding = biddingGroups(groups, len(diffs))
	half := 1.96 * rep.StdDev / math.Sqrt(math.Max(1, float64(len(diffs))))
	rep.CI95 = [2]float64{rep.MeanDiff - half, rep.MeanDiff + half}
	for li, name := range []string{cfg.NS, cfg.EW} {
		a := acc[li]
		ls := LevelStat{Level: name, Called: a.called, Decisions: len(a.times)}
		if a.played > 0 {
			ls.HandsWon = a.wins / a.played
			ls.MeanScore = a.score / a.played
		}
		if a.called > 0 {
			r := float64(a.baited) / float64(a.called)
			if k == game.Tarneeb {
				ls.FailedRate = r
			} else {
				ls.BaitRate = r
			}
		}
		ls.P50MS, ls.P95MS, ls.MaxMS = percentiles(a.times)
		ls.CardP50MS, ls.CardP95MS, ls.CardMaxMS = percentiles(a.cards)
		ls.BidP50MS, ls.BidP95MS, ls.BidMaxMS = percentiles(a.bids)
		if a.forecasts > 0 {
			ls.Forecasts = a.forecasts
			ls.ForecastMake = a.forecast / float64(a.forecasts)
			ls.ForecastMade = a.made / float64(a.forecasts)
			ls.ByForecast = a.forecastBands()
		}
		rep.Levels = append(rep.Levels, ls)
	}
	return rep, nil
}

// dealStart gives the state a deal's two plays start from: the hand just dealt or, in a match
// of endings, that hand bid and played by the medium player up to the ending.
func dealStart(cfg MatchConfig, dealer game.Seat, deal [4][]game.Card, seed uint64) (game.State, error) {
	st, err := game.NewState(cfg.Rules, dealer)
	if err != nil {
		return st, err
	}
	if err := st.StartHand(deal); err != nil {
		return st, err
	}
	if cfg.FromCards <= 0 {
		return st, nil
	}
	medium := NewMedium()
	var rngs [4]*rand.Rand
	for p := range rngs {
		rngs[p] = rand.New(rand.NewPCG(seed, 0xE2D0+uint64(p)))
	}
	for st.Phase != game.PhaseDeal && st.Phase != game.PhaseOver {
		if st.Phase == game.PhasePlay && st.TrickLen == 0 && int(st.Counts[st.Turn]) <= cfg.FromCards {
			break
		}
		seat := st.Current()
		v := st.View(seat)
		if err := st.Apply(medium.Choose(context.Background(), &v, cfg.Think, rngs[seat])); err != nil {
			return st, fmt.Errorf("medium player before the ending: %v", err)
		}
	}
	return st, nil
}

// playDeal plays one hand of a deal from its start; level nsLevel sits North-South.
// fc gathers the players' forecasts of the contracts they choose.
func playDeal(cfg MatchConfig, players [2]Player, nsLevel int, start game.State, seed uint64, acc [2]*levelAcc, fc *Forecasts) (game.HandResult, []game.Move, error) {
	st := start
	level := func(seat game.Seat) int {
		if seat.Team() == game.EW {
			return 1 - nsLevel
		}
		return nsLevel
	}
	var seats [4]Player
	for seat := range seats {
		seats[seat] = players[level(game.Seat(seat))]
	}
	moves, err := playOut(WithForecasts(context.Background(), fc), &st, seats, cfg.Think, seatRNGs(seed), func(seat game.Seat, play bool, took time.Duration) {
		a := acc[level(seat)]
		ms := float64(took.Microseconds()) / 1000
		a.times = append(a.times, ms)
		if play {
			a.cards = append(a.cards, ms)
		} else {
			a.bids = append(a.bids, ms)
		}
	})
	if err != nil {
		return game.HandResult{}, nil, err
	}
	return st.Result, moves, nil
}

// seatRNGs gives each seat of a deal its own random stream, the same at both tables of a
// duplicate deal: two levels that decide alike from the same stream (bidding by the same
// simulation, say) then bid and play alike, so the match's difference comes only from where
// they differ (common random numbers: the mean is unchanged, its noise smaller).
func seatRNGs(seed uint64) [4]*rand.Rand {
	var rngs [4]*rand.Rand
	for p := range rngs {
		rngs[p] = rand.New(rand.NewPCG(seed, 0x5EA70+uint64(p)))
	}
	return rngs
}

// playOut plays the hand under way to its end, each seat choosing by its player, and gives
// the moves made; timed, when not nil, is told how long each decision with a choice took
// and whether it was a card play. An illegal choice, or ctx cancelled, is an error.
func playOut(ctx context.Context, st *game.State, players [4]Player, think time.Duration, rngs [4]*rand.Rand, timed func(seat game.Seat, play bool, took time.Duration)) ([]game.Move, error) {
	var moves []game.Move
	for st.Phase != game.PhaseDeal && st.Phase != game.PhaseOver {
		if err := ctx.Err(); err != nil {
			return moves, err
		}
		seat := st.Current()
		v := st.View(seat)
		choice := len(legalActions(st)) > 1
		play := st.Phase == game.PhasePlay
		t0 := time.Now()
		a := players[seat].Choose(ctx, &v, think, rngs[seat])
		if choice && timed != nil {
			timed(seat, play, time.Since(t0))
		}
		if err := ctx.Err(); err != nil {
			return moves, err // a cancelled choice may be a hurried one: it is not played
		}
		if err := st.Apply(a); err != nil {
			return moves, fmt.Errorf("%s chose illegal %q: %v", seat, a, err)
		}
		moves = append(moves, game.Move{Seat: seat, Action: a})
	}
	return moves, nil
}

// meanSD gives the mean and the sample standard deviation.
func meanSD(xs []float64) (float64, float64) {
	if len(xs) == 0 {
		return 0, 0
	}
	m := 0.0
	for _, x := range xs {
		m += x
	}
	m /= float64(len(xs))
	if len(xs) < 2 {
		return m, 0
	}
	v := 0.0
	for _, x := range xs {
		v += (x - m) * (x - m)
	}
	return m, math.Sqrt(v / float64(len(xs)-1))
}

// percentiles gives the 50th and 95th percentiles and the maximum.
func percentiles(xs []float64) (p50, p95, mx float64) {
	if len(xs) == 0 {
		return 0, 0, 0
	}
	s := append([]float64(nil), xs...)
	sort.Float64s(s)
	at := func(q float64) float64 { return s[min(len(s)-1, int(q*float64(len(s))))] }
	return at(0.5), at(0.95), s[len(s)-1]
}
