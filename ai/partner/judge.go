package partner

import (
	"math/rand/v2"
	"sync"

	"tarabish/ai"
	"tarabish/game"
)

// MinShare is the least share of samples in which an expected card must be best or tied-best.
const MinShare = 0.8

// Margin gives how far ahead on average (hand score difference) an expected card must be of
// every other legal card in a game.
func Margin(k game.Kind) float64 {
	if k == game.Tarneeb {
		return 0.3
	}
	return 2
}

// CardJudgement is one legal card's record over the samples.
type CardJudgement struct {
	Card game.Card
	Best int     // samples in which the card is best or tied-best
	Sum  float64 // its value summed over the samples
	Good int     // samples in which the seat's team gets what it wants on the contract after it
}

// Judgement is the sampled double-dummy verdict on every legal card of a position.
type Judgement struct {
	Samples int
	Cards   []CardJudgement // in card order
}

// Share gives the share of samples in which a card is best or tied-best (0 for a card not judged).
func (j *Judgement) Share(c game.Card) float64 {
	for _, cj := range j.Cards {
		if cj.Card == c && j.Samples > 0 {
			return float64(cj.Best) / float64(j.Samples)
		}
	}
	return 0
}

// GoodRate gives the share of samples in which the seat's team gets what it wants on the
// contract after a card.
func (j *Judgement) GoodRate(c game.Card) float64 {
	for _, cj := range j.Cards {
		if cj.Card == c && j.Samples > 0 {
			return float64(cj.Good) / float64(j.Samples)
		}
	}
	return 0
}

// Mean gives a card's average value over the samples.
func (j *Judgement) Mean(c game.Card) float64 {
	for _, cj := range j.Cards {
		if cj.Card == c && j.Samples > 0 {
			return cj.Sum / float64(j.Samples)
		}
	}
	return 0
}

// Clear gives the cards that are best or tied-best in at least MinShare of the samples.
func (j *Judgement) Clear() game.Cards {
	var cs game.Cards
	for _, cj := range j.Cards {
		if j.Samples > 0 && float64(cj.Best) >= MinShare*float64(j.Samples) {
			cs |= cj.Card.Mask()
		}
	}
	return cs
}

// Figures gives the check's figures for a set of expected cards.
func (j *Judgement) Figures(expect game.Cards, seed uint64) Figures {
	f := Figures{Samples: j.Samples, Seed: seed, Share: 1}
	worst, other := 0.0, 0.0
	seenE, seenO := false, false
	for _, cj := range j.Cards {
		mean := cj.Sum / float64(max(j.Samples, 1))
		if expect.Has(cj.Card) {
			f.Share = min(f.Share, j.Share(cj.Card))
			if !seenE || mean < worst {
				worst, seenE = mean, true
			}
		} else if !seenO || mean > other {
			other, seenO = mean, true
		}
	}
	if !seenE {
		f.Share = 0
	}
	if seenO {
		f.Gap = worst - other
	}
	return f
}

// Holds reports whether figures pass the suite's test for a game: each expected card best or
// tied-best in at least MinShare of the samples and ahead on average by at least Margin.
func (f Figures) Holds(k game.Kind) bool {
	return f.Samples > 0 && f.Share >= MinShare && f.Gap >= Margin(k)
}

// tie is how close to the best value a card counts as tied-best.
const tie = 1e-6

// Judge values every legal card of the seat to act in n deals of the hidden cards drawn from
// seed as the hard player draws them, reading the bidding (ai.SampleReadDeals: a deal that
// explains the bidding well may fill several of the n slots), each solved double dummy under
// the real scoring on two workers. Deals the solver cannot finish are left out.
func Judge(v *game.View, n int, seed uint64) Judgement {
	rng := rand.New(rand.NewPCG(seed, 0x9A27E5))
	deals, counts := ai.SampleReadDeals(v, n, rng)
	vals := make([][]ai.CardValue, len(deals))
	var wg sync.WaitGroup
	for w := 0; w < 2; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			s := ai.BorrowSolver()
			defer ai.ReturnSolver(s)
			for i := w; i < len(deals); i += 2 {
				vals[i] = ai.SampleValues(s, v, deals[i], nil)
			}
		}(w)
	}
	wg.Wait()
	legal := v.LegalPlays()
	j := Judgement{}
	for _, c := range legal.Slice() {
		j.Cards = append(j.Cards, CardJudgement{Card: c})
	}
	for d, vs := range vals {
		if len(vs) != len(j.Cards) {
			continue
		}
		k := counts[d]
		best := vs[0].Value
		for _, cv := range vs {
			best = max(best, cv.Value)
		}
		for i, cv := range vs {
			j.Cards[i].Sum += float64(k) * cv.Value
			if cv.Good {
				j.Cards[i].Good += k
			}
			if cv.Value >= best-tie {
				j.Cards[i].Best += k
			}
		}
		j.Samples += k
	}
	return j
}
