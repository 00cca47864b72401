package ai

import (
	"context"
	"math/rand/v2"

	"tarabish/game"
)

// sample deals the hidden cards once at random so that every constraint holds: each seat gets
// its count, none gets a card it cannot hold, each gets the cards it must hold, and a seat
// that announced runs holds one. It gives every seat's full hand (known cards included) and
// false when no deal was found.
func (c *constraints) sample(rng *rand.Rand) ([4]game.Cards, bool) {
	for try := 0; try < 200; try++ {
		h, ok := c.deal(rng)
		if !ok {
			return h, false
		}
		if c.meldsOK(h) {
			return h, true
		}
	}
	return [4]game.Cards{}, false
}

// meldsOK checks that seats that announced held a countable meld in their nine cards.
func (c *constraints) meldsOK(h [4]game.Cards) bool {
	for p := range c.meld {
		if c.meld[p] && game.FindMelds(h[p]|c.played[p], c.trump, c.rules).N == 0 {
			return false
		}
	}
	return true
}

// deal places the pool card by card, most constrained first, choosing seats in proportion to
// their open places and never making the rest impossible (Hall's condition on seat subsets).
func (c *constraints) deal(rng *rand.Rand) ([4]game.Cards, bool) {
	var hands [4]game.Cards
	var capa [4]int
	rest := c.pool
	for p := range hands {
		m := c.must[p] & rest
		hands[p] = c.known[p] | m
		rest &^= m
		capa[p] = c.need[p] - m.Len()
		if capa[p] < 0 {
			return hands, false
		}
	}
	// Group the remaining cards by the set of seats that may take them.
	cards := rest.Slice()
	masks := make([]uint8, len(cards))
	var cnt [16]int
	for i, card := range cards {
		var m uint8
		for p := 0; p < 4; p++ {
			if capa[p] > 0 && !c.not[p].Has(card) {
				m |= 1 << p
			}
		}
		masks[i] = m
		cnt[m]++
	}
	if !hall(&cnt, &capa) {
		return hands, false
	}
	// Most constrained cards first, random order among equals.
	order := rng.Perm(len(cards))
	for i := 1; i < len(order); i++ {
		for j := i; j > 0 && popc(masks[order[j]]) < popc(masks[order[j-1]]); j-- {
			order[j], order[j-1] = order[j-1], order[j]
		}
	}
	for _, i := range order {
		card, m := cards[i], masks[i]
		cnt[m]--
		var tried uint8
		for {
			total := 0
			for p := 0; p < 4; p++ {
				if m&^tried&(1<<p) != 0 && capa[p] > 0 {
					total += capa[p]
				}
			}
			if total == 0 {
				return hands, false
			}
			x := rng.IntN(total)
			seat := 0
			for p := 0; p < 4; p++ {
				if m&^tried&(1<<p) != 0 && capa[p] > 0 {
					if x < capa[p] {
						seat = p
						break
					}
					x -= capa[p]
				}
			}
			capa[seat]--
			if hall(&cnt, &capa) {
				hands[seat] |= card.Mask()
				break
			}
			capa[seat]++
			tried |= 1 << seat
		}
	}
	return hands, true
}

// hall reports whether the cards counted by seat mask can still all be placed: for every set
// of seats, the cards only those seats may take fit in their open places.
func hall(cnt *[16]int, capa *[4]int) bool {
	if cnt[0] > 0 {
		return false
	}
	for t := 1; t < 16; t++ {
		room := 0
		for p := 0; p < 4; p++ {
			if t&(1<<p) != 0 {
				room += capa[p]
			}
		}
		n := 0
		for m := t; m > 0; m = (m - 1) & t {
			n += cnt[m]
		}
		if n > room {
			return false
		}
	}
	return true
}

// popc counts the seats in a seat mask.
func popc(m uint8) int {
	n := 0
	for ; m != 0; m &= m - 1 {
		n++
	}
	return n
}

// SampleDeal deals the cards v.Seat has not seen at random, consistent with everything the
// View shows and the rules imply (voids, the duty to trump and to beat a trump, shown runs,
// announced runs, Bella). It gives every seat's full current hand, the seat's own included
// (before trump in Tarabish, its kitty is part of the hidden cards), and false when it could
// not find one.
func SampleDeal(v *game.View, rng *rand.Rand) ([4]game.Cards, bool) {
	return infer(v, InferFull).sample(rng)
}

// SampleReadDeals deals n slots of the cards v.Seat has not seen as the hard player does:
// consistent with everything the View shows, and in proportion to how well each deal explains
// the bidding. It gives the distinct deals with the number of slots each fills (their sum is n,
// or less when fewer deals could be found).
func SampleReadDeals(v *game.View, n int, rng *rand.Rand) ([][4]game.Cards, []int) {
	s := &Search{Infer: InferFull, Soft: true}
	var deals [][4]game.Cards
	var counts []int
	for _, w := range s.drawSamples(context.Background(), v, n, rng) {
		deals = append(deals, w.hands)
		counts = append(counts, int(w.w))
	}
	return deals, counts
}

// weighted is a sampled deal with the weight it carries in the averages.
type weighted struct {
	hands [4]game.Cards
	w     float64
}

// drawSamples deals up to n samples of the hidden cards; with soft inference it draws three
// times as many and keeps n slots in proportion to how well each explains the bidding
// (systematic resampling), a deal drawn into several slots being kept once with their count
// as its weight. It stops early, with the samples drawn so far, when ctx is cancelled.
func (s *Search) drawSamples(ctx context.Context, v *game.View, n int, rng *rand.Rand) []weighted {
	c := infer(v, s.Infer)
	if !s.Soft {
		out := make([]weighted, 0, n)
		for i := 0; i < n && (i%8 != 0 || ctx.Err() == nil); i++ {
			h, ok := c.sample(rng)
			if !ok {
				break
			}
			out = append(out, weighted{h, 1})
		}
		return out
	}
	cand := make([][4]game.Cards, 0, 3*n)
	weights := make([]float64, 0, 3*n)
	total := 0.0
	for i := 0; i < 3*n && (i%8 != 0 || ctx.Err() == nil); i++ {
		h, ok := c.sample(rng)
		if !ok {
			break
		}
		w := bidLikelihood(v, h, c.played)
		if s.ReadPlay[v.Rules.Game] {
			w *= playLikelihood(v, h, c.played)
		}
		cand = append(cand, h)
		weights = append(weights, w)
		total += w
	}
	out := make([]weighted, 0, n)
	if len(cand) == 0 || total <= 0 {
		for _, h := range cand[:min(n, len(cand))] {
			out = append(out, weighted{h, 1})
		}
		return out
	}
	step := total / float64(n)
	x := rng.Float64() * step
	acc := 0.0
	for j := range cand {
		acc += weights[j]
		k := 0
		for x < acc && len(out)+k < n {
			k++
			x += step
		}
		if k > 0 {
			out = append(out, weighted{cand[j], float64(k)})
		}
	}
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}
