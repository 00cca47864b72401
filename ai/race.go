package ai

import (
	"math"
	"sync"

	"tarabish/game"
)

// A race among the cards while samples come in (successive rejection): a card whose value,
// sample by sample, falls short of the leading card's by more than chance allows stops being
// solved, so the samples left go to the cards still in doubt.

// Race settings: samples before any card is dropped, and how many standard errors the
// shortfall must exceed.
const (
	raceMinSamples = 12
	raceZ          = 2.5
)

// race keeps each sample's value of every card still in the race. Samples are taken in
// their drawing order whatever order the workers finish them in, so which cards stay depends
// on the samples only, not on the timing.
type race struct {
	mu      sync.Mutex
	cards   []game.Card
	live    game.Cards
	vals    [][]float64 // per recorded sample, each card's value (NaN: not valued)
	ws      []float64
	next    int                // the sample to take next
	pending map[int]raceSample // samples finished ahead of their turn
	settle  func()             // called once one card is left
}

// raceSample is one finished sample: its values (nil when it was left out) and weight.
type raceSample struct {
	vals []float64
	w    float64
}

// newRace starts a race among the cards.
func newRace(cards []game.Card) *race {
	r := &race{cards: cards, pending: map[int]raceSample{}}
	for _, c := range cards {
		r.live |= c.Mask()
	}
	return r
}

// among gives the cards still in the race.
func (r *race) among() game.Cards {
	r.mu.Lock()
	defer r.mu.Unlock()
	return r.live
}

// samples gives how many samples the race recorded.
func (r *race) samples() int {
	r.mu.Lock()
	defer r.mu.Unlock()
	return len(r.vals)
}

// add takes sample i's values (card order, NaN for a card not valued; nil when the sample
// was left out) with its weight, drops the cards now surely behind, and reports whether one
// card is left.
func (r *race) add(i int, vals []float64, w float64) (settled bool) {
	r.mu.Lock()
	defer r.mu.Unlock()
	r.pending[i] = raceSample{vals, w}
	for {
		smp, ok := r.pending[r.next]
		if !ok {
			break
		}
		delete(r.pending, r.next)
		r.next++
		if smp.vals == nil {
			continue
		}
		// A card dropped since the sample started is no longer counted.
		for k, c := range r.cards {
			if !r.live.Has(c) {
				smp.vals[k] = math.NaN()
			}
		}
		r.vals = append(r.vals, smp.vals)
		r.ws = append(r.ws, smp.w)
		if len(r.vals) >= raceMinSamples {
			r.prune()
		}
	}
	settled = r.live.Len() <= 1
	if settled && r.settle != nil {
		r.settle()
		r.settle = nil
	}
	return settled
}

// prune drops every live card whose paired shortfall to the live card with the best mean is
// more than raceZ standard errors above zero.
func (r *race) prune() {
	lead, leadMean := -1, math.Inf(-1)
	for i, c := range r.cards {
		if !r.live.Has(c) {
			continue
		}
		if m, _, ok := r.paired(i, -1); ok && m > leadMean {
			lead, leadMean = i, m
		}
	}
	if lead < 0 {
		return
	}
	for i, c := range r.cards {
		if i == lead || !r.live.Has(c) {
			continue
		}
		if m, se, ok := r.paired(lead, i); ok && m > raceZ*se && m > 0 {
			r.live &^= c.Mask()
		}
	}
}

// paired gives the weighted mean of card a's value minus card b's (b < 0: a's value alone)
// over the samples valuing both, with its standard error.
func (r *race) paired(a, b int) (mean, se float64, ok bool) {
	var sw, sw2, sx, sxx float64
	for k, vs := range r.vals {
		x := vs[a]
		if b >= 0 {
			x -= vs[b]
		}
		if math.IsNaN(x) {
			continue
		}
		w := r.ws[k]
		sw += w
		sw2 += w * w
		sx += w * x
		sxx += w * x * x
	}
	if sw <= 0 || sw2 <= 0 {
		return 0, 0, false
	}
	mean = sx / sw
	n := sw * sw / sw2 // the effective number of samples
	if n < 2 {
		return mean, math.Inf(1), true
	}
	variance := max(sxx/sw-mean*mean, 0) * n / (n - 1)
	return mean, math.Sqrt(variance / n), true
}
