package ai

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"
	"time"

	"tarabish/game"
)

// TestScorePivots checks that the pivots of both teams' values hold the value at which the
// calling team makes its contract (Tarabish: avoids bait; Tarneeb: makes its bid), seen
// from either side, and that between two pivots a point or trick more never costs.
func TestScorePivots(t *testing.T) {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		checked := 0
		for seed := uint64(1); seed <= 12; seed++ {
			v, ok := firstPlayFrom(k, k.HandSize(), seed)
			if !ok {
				continue
			}
			smp := NewHard().drawSamples(context.Background(), &v, 1, rand.New(rand.NewPCG(seed, 2)))
			if len(smp) == 0 {
				t.Fatalf("%v seed %d: no sample", k, seed)
			}
			st := determinize(&v, smp[0].hands)
			sc := newScorer(&st)
			rem := remainingValue(&st)
			tgt := sc.target(rem)
			if tgt <= 0 || tgt > rem {
				continue
			}
			for _, me := range []game.Team{game.NS, game.EW} {
				p := scorePivots(&sc, me, rem, 8)
				want := tgt // me calls: making starts at the target
				if me != sc.caller {
					want = rem - tgt + 1 // me defends: the contract fails from here
				}
				if !slices.Contains(p, want) {
					t.Errorf("%v seed %d, team %v: pivots %v lack %d (target %d of %d)", k, seed, me, p, want, tgt, rem)
				}
				for x := 1; x <= rem; x++ {
					if slices.Contains(p, x) {
						continue
					}
					var lo, hi [2]int
					lo[me], lo[me.Other()] = x-1, rem-x+1
					hi[me], hi[me.Other()] = x, rem-x
					if sc.diff(me, hi) < sc.diff(me, lo) {
						t.Errorf("%v seed %d, team %v: value %d scores below %d outside the pivots %v", k, seed, me, x, x-1, p)
					}
				}
			}
			checked++
		}
		if checked < 8 {
			t.Errorf("%v: only %d positions checked", k, checked)
		}
	}
}

// TestHintValuesAreExact checks that a hint values every card in full though the hard
// player narrows (Search.Narrow): on small Tarabish hands where every sample finishes, the
// hint's values are the exact evaluation's, and the narrowed one differs somewhere.
func TestHintValuesAreExact(t *testing.T) {
	differs := false
	for seed := uint64(1); seed <= 6; seed++ {
		v, ok := firstPlayFrom(game.Tarabish, 5, seed)
		if !ok {
			continue
		}
		legal := legalActions(&v.State)
		cards := playsIn(legal)
		if cards.Len() < 2 {
			continue
		}
		s := NewHard()
		s.Narrow[game.Tarabish] = true
		hint := playHint(context.Background(), s, &v, legal, 20*time.Second, hintRNG(&v))
		exact := NewHard()
		exact.Narrow[game.Tarabish] = false
		stats, _ := exact.evalCards(context.Background(), &v, cards, modeScore, 20*time.Second, hintRNG(&v))
		narrow := NewHard()
		narrow.Narrow[game.Tarabish] = true
		nstats, _ := narrow.evalCards(context.Background(), &v, cards, modeScore, 20*time.Second, hintRNG(&v))
		for i, st := range stats {
			if st.N == 0 {
				continue
			}
			if nstats[i].Pts != st.Pts {
				differs = true
			}
			found := false
			for _, o := range hint.Options {
				if o.Action.Card == st.Card {
					found = true
					if o.Value != st.Pts/st.N {
						t.Errorf("seed %d: hint values %v at %.2f, exactly %.2f", seed, st.Card, o.Value, st.Pts/st.N)
					}
				}
			}
			if !found {
				t.Errorf("seed %d: hint lacks %v", seed, st.Card)
			}
		}
	}
	if !differs {
		t.Error("narrowed values never differ from exact ones: the check proves nothing")
	}
}
