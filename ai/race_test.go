package ai

import (
	"context"
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"tarabish/game"
)

// raceCards are three cards for the race tests: A leads, B trails, C ties with A.
var raceCards = []game.Card{game.NewCard(game.Spades, game.Ace), game.NewCard(game.Hearts, game.Seven), game.NewCard(game.Clubs, game.Ace)}

// TestRaceDropsCardSurelyBehind feeds samples where the second card is worth 10 less than
// the first with noise, the third the same as the first: the second is dropped once the
// shortfall is sure (not before raceMinSamples), the tie stays, and the race never settles.
func TestRaceDropsCardSurelyBehind(t *testing.T) {
	r := newRace(raceCards)
	rng := rand.New(rand.NewPCG(1, 2))
	settled := false
	for i := 0; i < 60; i++ {
		a := 100 * rng.Float64()
		settled = r.add(i, []float64{a, a - 10 + 4*rng.NormFloat64(), a}, 1)
		if i+1 < raceMinSamples && r.among().Len() != 3 {
			t.Fatalf("a card dropped after %d samples, before %d", i+1, raceMinSamples)
		}
	}
	if got := r.among(); got != raceCards[0].Mask()|raceCards[2].Mask() {
		t.Fatalf("live cards %v, want %v and %v", got, raceCards[0], raceCards[2])
	}
	if settled {
		t.Fatal("settled with two tied cards left")
	}
	if r.samples() != 60 {
		t.Fatalf("samples %d, want 60", r.samples())
	}
}

// TestRaceKeepsCardInDoubt feeds a card that is far behind in one sample of three and level
// otherwise: its shortfall is not sure, so it stays.
func TestRaceKeepsCardInDoubt(t *testing.T) {
	r := newRace(raceCards[:2])
	for i := 0; i < 30; i++ {
		b := 50.0
		if i%3 == 0 {
			b = 10
		}
		if i%7 == 0 {
			b = 70
		}
		r.add(i, []float64{50, b}, 1)
	}
	if r.among().Len() != 2 {
		t.Fatalf("live cards %v: a card in doubt was dropped", r.among())
	}
}

// TestRaceSettles checks that the race calls settle once, when one card is left, and that
// a card not valued in a sample (NaN) does not count there.
func TestRaceSettles(t *testing.T) {
	r := newRace(raceCards)
	calls := 0
	r.settle = func() { calls++ }
	for i := 0; i < 40 && calls == 0; i++ {
		r.add(i, []float64{50 + float64(i%5), 20 + float64(i%3), 30 - float64(i%4)}, 1+float64(i%2))
	}
	if calls != 1 || r.among() != raceCards[0].Mask() {
		t.Fatalf("settle called %d times, live %v; want once, %v", calls, r.among(), raceCards[0])
	}
	// The dropped cards are not valued any more; the leader keeps its lead.
	if !r.add(r.next, []float64{40, math.NaN(), math.NaN()}, 1) {
		t.Fatal("not settled after a sample valuing only the card left")
	}
}

// TestPickSkipsDroppedCards checks that a card dropped from the race is not played even
// when its average over the few samples it had is the best.
func TestPickSkipsDroppedCards(t *testing.T) {
	v := game.View{}
	v.Rules = game.DefaultRules(game.Tarneeb)
	stats := []cardStat{
		{Card: raceCards[0], Sum: 500, N: 100},
		{Card: raceCards[1], Sum: 90, N: 12, Out: true},
	}
	if c := NewHard().pickCard(&v, stats, modeScore); c != raceCards[0] {
		t.Fatalf("picked %v, want %v (the other was dropped)", c, raceCards[0])
	}
}

// TestRaceTakesSamplesInOrder checks that samples finished out of order (two workers) leave
// the same cards as the same samples in order, and that a left-out sample (nil) only
// counts as taken.
func TestRaceTakesSamplesInOrder(t *testing.T) {
	rng := rand.New(rand.NewPCG(5, 6))
	const n = 50
	vals := make([][]float64, n)
	for i := range vals {
		a := 100 * rng.Float64()
		vals[i] = []float64{a, a - 6 + 5*rng.NormFloat64(), a - 3 + 5*rng.NormFloat64()}
	}
	vals[7] = nil
	copyOf := func(v []float64) []float64 { return append([]float64(nil), v...) }
	inOrder := newRace(raceCards)
	for i, v := range vals {
		if v == nil {
			inOrder.add(i, nil, 1)
			continue
		}
		inOrder.add(i, copyOf(v), 1)
	}
	mixed := newRace(raceCards)
	for _, i := range rng.Perm(n) {
		if vals[i] == nil {
			mixed.add(i, nil, 1)
			continue
		}
		mixed.add(i, copyOf(vals[i]), 1)
	}
	if inOrder.samples() != n-1 || mixed.samples() != n-1 {
		t.Fatalf("samples %d and %d, want %d", inOrder.samples(), mixed.samples(), n-1)
	}
	if inOrder.among() != mixed.among() {
		t.Fatalf("live cards %v in order, %v out of order", inOrder.among(), mixed.among())
	}
	if inOrder.among().Len() == 3 {
		t.Fatal("no card dropped: the test shows nothing")
	}
}

// TestRaceInSearch values real positions with the race on, with time for every sample: the
// cards left in the race share every sample, the dropped ones have fewer, the card chosen is
// one left, and the same samples give the same cards left and the same choice (the workers'
// timing does not matter).
func TestRaceInSearch(t *testing.T) {
	dropped := 0
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		for seed := uint64(1); seed <= 6; seed++ {
			g, err := game.NewGame(game.DefaultRules(k), seed)
			if err != nil {
				t.Fatal(err)
			}
			for g.State.Phase != game.PhaseOver && !(g.State.Phase == game.PhasePlay && g.State.Counts[g.State.Turn] <= 6) {
				v := g.State.View(g.State.Turn)
				if _, err := g.Apply(easyAction(&v)); err != nil {
					t.Fatal(err)
				}
			}
			v := g.State.View(g.State.Turn)
			cards := playsIn(legalActions(&v.State))
			if g.State.Phase != game.PhasePlay || cards.Len() < 2 {
				continue
			}
			s := NewHard()
			s.Race = [game.Kinds]bool{true, true}
			var first []cardStat
			for run := 0; run < 2; run++ {
				stats, n := s.evalCards(context.Background(), &v, cards, modeScore, time.Minute, rand.New(rand.NewPCG(seed, 1)))
				if n == 0 {
					t.Fatalf("%v seed %d: no sample", k, seed)
				}
				liveN := -1.0
				for _, st := range stats {
					if st.Out {
						continue
					}
					if liveN >= 0 && st.N != liveN {
						t.Fatalf("%v seed %d: cards left have %v and %v samples", k, seed, liveN, st.N)
					}
					liveN = st.N
				}
				for _, st := range stats {
					if st.Out && st.N > liveN {
						t.Fatalf("%v seed %d: dropped %v has %v samples, more than %v", k, seed, st.Card, st.N, liveN)
					}
				}
				c := s.pickCard(&v, stats, modeScore)
				for _, st := range stats {
					if st.Card == c && st.Out {
						t.Fatalf("%v seed %d: chose dropped card %v", k, seed, c)
					}
				}
				if run == 0 {
					first = stats
					for _, st := range stats {
						if st.Out {
							dropped++
						}
					}
					continue
				}
				for i := range stats {
					if stats[i].Out != first[i].Out {
						t.Fatalf("%v seed %d: %v dropped in one run, not the other", k, seed, stats[i].Card)
					}
				}
				if c != s.pickCard(&v, first, modeScore) {
					t.Fatalf("%v seed %d: the same samples chose differently", k, seed)
				}
			}
		}
	}
	if dropped == 0 {
		t.Fatal("no card dropped anywhere: the test shows nothing")
	}
}
