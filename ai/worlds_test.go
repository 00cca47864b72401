package ai

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"tarabish/ai/dd"
	"tarabish/game"
)

// worldsAndSampled values the legal cards of v over the same samples both ways: together
// (evalWorlds) and one world at a time (the sampling player's exact valuation).
func worldsAndSampled(t testing.TB, v *game.View, n int, seed uint64) (together, apart []cardStat) {
	s := NewHard()
	rng := rand.New(rand.NewPCG(seed, 7))
	samples := s.drawSamples(context.Background(), v, n, rng)
	list := playsIn(legalActions(&v.State)).Slice()
	together, ok := s.evalWorlds(context.Background(), v, list, samples, time.Now().Add(time.Minute))
	if !ok {
		t.Fatalf("no value over the worlds together (%d samples)", len(samples))
	}
	apart = make([]cardStat, len(list))
	for i, c := range list {
		apart[i].Card = c
	}
	solver := dd.NewSolver()
	for _, smp := range samples {
		st := determinize(v, smp.hands)
		e := sampleEval{solver: solver, mode: modeScore, w: smp.w, among: ^game.Cards(0)}
		e.run(context.Background(), &st, v.Seat, list, apart, nil)
	}
	return together, apart
}

// Choosing the next card once for the worlds alike can only lose against choosing it in each
// world apart, and in some positions it does.
func TestWorldsNeverAboveSampled(t *testing.T) {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		below := 0
		for seed := uint64(1); seed <= 12; seed++ {
			v, ok := regretPosition(k, 4, seed)
			if !ok {
				continue
			}
			together, apart := worldsAndSampled(t, &v, 32, seed)
			for i := range together {
				if together[i].N != apart[i].N || together[i].Card != apart[i].Card {
					t.Fatalf("%v seed %d: card %v valued on %v worlds together, %v apart", k, seed, together[i].Card, together[i].N, apart[i].N)
				}
				tm, am := together[i].Mean(), apart[i].Mean()
				if tm > am+1e-9 {
					t.Errorf("%v seed %d: card %v worth %.3f together, above %.3f apart", k, seed, together[i].Card, tm, am)
				}
				if tm < am-1e-9 {
					below++
				}
			}
		}
		if below == 0 {
			t.Errorf("%v: no card ever worth less over the worlds together: the next card is not chosen once for them", k)
		}
	}
}

// A search over the worlds that cannot finish by its deadline gives up (the caller then values
// the cards world by world) instead of running late.
func TestWorldsGiveUpAtDeadline(t *testing.T) {
	v, ok := regretPosition(game.Tarneeb, 8, 3)
	if !ok {
		t.Fatal("no position")
	}
	s := NewHard()
	samples := s.drawSamples(context.Background(), &v, 64, rand.New(rand.NewPCG(3, 7)))
	list := playsIn(legalActions(&v.State)).Slice()
	if _, ok := s.evalWorlds(context.Background(), &v, list, samples, time.Now().Add(time.Millisecond)); ok {
		t.Fatal("valued every card over 64 worlds at 8 cards a hand within 1 ms: the deadline was not kept")
	}
}
