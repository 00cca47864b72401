package ai

import (
	"context"
	"testing"
	"time"

	"tarabish/game"
)

// TestHintValuesAreExact checks that a hint values every card in full though the player
// only bounds the cards short of the best (Search.Short): on small hands where every sample
// finishes, the hint's values are the exact evaluation's, and the bounded one's differ
// somewhere.
func TestHintValuesAreExact(t *testing.T) {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		differs := false
		for seed := uint64(1); seed <= 8; seed++ {
			v, ok := firstPlayFrom(k, 5, seed)
			if !ok {
				continue
			}
			legal := legalActions(&v.State)
			cards := playsIn(legal)
			if cards.Len() < 2 {
				continue
			}
			with := func(short int) *Search {
				s := NewHard()
				s.Short[k] = short
				s.Race[k] = false // the race's end depends on the workers' timing
				return s
			}
			hint := playHint(context.Background(), with(shortFor(k)), &v, legal, 20*time.Second, hintRNG(&v))
			stats, _ := with(0).evalCards(context.Background(), &v, cards, modeScore, 20*time.Second, hintRNG(&v))
			bounded, _ := with(shortFor(k)).evalCards(context.Background(), &v, cards, modeScore, 20*time.Second, hintRNG(&v))
			for i, st := range stats {
				if st.N == 0 {
					continue
				}
				if bounded[i].Pts != st.Pts {
					differs = true
				}
				found := false
				for _, o := range hint.Options {
					if o.Action.Card == st.Card {
						found = true
						if o.Value != st.Pts/st.N {
							t.Errorf("%v seed %d: hint values %v at %.2f, exactly %.2f", k, seed, st.Card, o.Value, st.Pts/st.N)
						}
					}
				}
				if !found {
					t.Errorf("%v seed %d: hint lacks %v", k, seed, st.Card)
				}
			}
		}
		if !differs {
			t.Errorf("%v: bounded values never differ from exact ones: the check proves nothing", k)
		}
	}
}
