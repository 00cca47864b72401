package ai

import (
	"fmt"
	"sort"

	"tarabish/game"
)

// A match's contracts by their forecast: each contract whose trump a level chose by simulation
// goes to a band of the simulated chance of making it (of avoiding bait), apart for the
// Tarabish dealer's forced calls, so that a report shows where the baits and failed bids come
// from and whether the forecasts hold band by band.

// ForecastBand is one level's contracts of one kind within one band of forecast chances.
type ForecastBand struct {
	Kind      string  `json:"kind"`            // "voluntary" or "forced" (Tarabish calls), "bid" (auctions)
	Band      string  `json:"band"`            // the forecast chances, "0.70-0.80" (the top band includes 1)
	Contracts int     `json:"contracts"`       // how many
	Forecast  float64 `json:"forecast"`        // the simulation's mean chance of making them
	Made      float64 `json:"made_rate"`       // the share made (Tarabish: not baited)
	ScoreDiff float64 `json:"mean_score_diff"` // the calling team's hand score less the other team's, on the mean
}

// forecastEdges are the bands' lower edges; the first band takes every chance below the second.
var forecastEdges = []float64{0, 0.6, 0.7, 0.8, 0.9}

// forecastBand gives the band label of a forecast chance.
func forecastBand(p float64) string {
	i := 0
	for j, e := range forecastEdges {
		if p >= e {
			i = j
		}
	}
	hi := 1.0
	if i+1 < len(forecastEdges) {
		hi = forecastEdges[i+1]
	}
	return fmt.Sprintf("%.2f-%.2f", forecastEdges[i], hi)
}

// contractKind names a hand's contract for the bands: a Tarabish dealer's call after three
// passes where the rules force it, another Tarabish call, or a bid in an auction.
func contractKind(r *game.Rules, res *game.HandResult) string {
	switch {
	case r.ByAuction():
		return "bid"
	case r.DealerForced && res.Caller == res.Dealer:
		return "forced"
	}
	return "voluntary"
}

// bandKey is a band of one kind.
type bandKey struct{ kind, band string }

// bandAcc gathers one band's contracts.
type bandAcc struct {
	n                    int
	forecast, made, diff float64
}

// addForecast notes a contract with its forecast p, whether it failed and the calling team's
// score difference.
func (a *levelAcc) addForecast(kind string, p float64, failed bool, diff float64) {
	if a.bands == nil {
		a.bands = map[bandKey]*bandAcc{}
	}
	k := bandKey{kind, forecastBand(p)}
	b := a.bands[k]
	if b == nil {
		b = &bandAcc{}
		a.bands[k] = b
	}
	b.n++
	b.forecast += p
	b.diff += diff
	if !failed {
		b.made++
	}
}

// forecastBands gives the level's bands, by kind and then band.
func (a *levelAcc) forecastBands() []ForecastBand {
	var out []ForecastBand
	for k, b := range a.bands {
		n := float64(b.n)
		out = append(out, ForecastBand{Kind: k.kind, Band: k.band, Contracts: b.n,
			Forecast: b.forecast / n, Made: b.made / n, ScoreDiff: b.diff / n})
	}
	sort.Slice(out, func(i, j int) bool {
		if out[i].Kind != out[j].Kind {
			return out[i].Kind > out[j].Kind // voluntary, forced, bid
		}
		return out[i].Band < out[j].Band
	})
	return out
}
