package ai

import (
	"context"
	"sync"

	"tarabish/game"
)

// Forecasts: what the bidding simulation expected of the contracts it chose, kept so that a
// match can set it beside what the hands gave (is the simulation optimistic?).

// Forecasts records, per seat, the simulated chance of making it (Tarabish: of avoiding bait)
// of the last contract whose trump that seat chose by simulation.
type Forecasts struct {
	mu sync.Mutex
	p  [4]float64
	ok [4]bool
}

type forecastsKey struct{}

// WithForecasts gives a context under which the players' simulated bidding records into f.
func WithForecasts(ctx context.Context, f *Forecasts) context.Context {
	return context.WithValue(ctx, forecastsKey{}, f)
}

// Of gives the seat's recorded chance and whether there is one.
func (f *Forecasts) Of(seat game.Seat) (float64, bool) {
	f.mu.Lock()
	defer f.mu.Unlock()
	return f.p[seat], f.ok[seat]
}

// recordForecast notes, when the context asks for it, the simulated chance of making the
// contract of a call or trump choice a: its suit's share of samples that make it (the
// simulation ran at the contract's bid).
func recordForecast(ctx context.Context, v *game.View, ev []suitEval, a game.Action) {
	f, _ := ctx.Value(forecastsKey{}).(*Forecasts)
	if f == nil || a.Verb != game.Call && a.Verb != game.Trump {
		return
	}
	for i := range ev {
		e := &ev[i]
		if e.Suit != a.Suit || e.N == 0 {
			continue
		}
		f.mu.Lock()
		f.p[v.Seat], f.ok[v.Seat] = e.Make/e.N, true
		f.mu.Unlock()
	}
}
