package ai_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"tarabish/ai"
	"tarabish/game"
)

// replayWith replays the actions of the current hand from its start with the sampled hands
// in place of the real ones; it gives the first action the rules refuse.
func replayWith(start game.State, moves []game.Move, now *game.State, hands [4]game.Cards, me game.Seat) error {
	st := start
	played := [4]game.Cards{}
	for i := 0; i < int(now.TrickNo); i++ {
		s := now.TrickBy[i]
		for j := 0; j < 4; j++ {
			played[s] |= now.ByTrick[i][j].Mask()
			s = now.Rules.Game.Next(s)
		}
	}
	s := now.Leader
	for j := 0; j < int(now.TrickLen); j++ {
		played[s] |= now.Trick[j].Mask()
		s = now.Rules.Game.Next(s)
	}
	for p := game.North; p <= game.West; p++ {
		full := hands[p] | played[p]
		if p == me {
			continue // the seat's own deal is real
		}
		seen := st.Hands[p].Len()
		st.Hands[p], st.Kitty[p] = 0, 0
		for i, c := range full.Slice() {
			if i < seen {
				st.Hands[p] |= c.Mask()
			} else {
				st.Kitty[p] |= c.Mask()
			}
		}
	}
	if me < 4 && start.Phase == game.PhaseBid && now.Phase == game.PhaseBid {
		// Before trump the own kitty is hidden too: use the sampled one.
		st.Kitty[me] = hands[me] &^ st.Hands[me]
	}
	for _, m := range moves {
		if err := st.Apply(m.Action); err != nil {
			return err
		}
	}
	return nil
}

// TestSamplesNeverContradictTheView draws thousands of samples at random moments of games
// and checks each against every constraint: the counts, the own hand, the cards seen, the
// voids, the shown runs, and, by replaying the hand so far with the sampled hands, every
// rule the play revealed (duty to follow, to trump, to beat the highest trump; announced runs;
// Bella).
func TestSamplesNeverContradictTheView(t *testing.T) {
	easy, _ := ai.NewPlayer("easy")
	rnd, _ := ai.NewPlayer("random")
	checked := 0
	for _, r := range allPresets(t) {
		for seed := uint64(1); seed <= 12; seed++ {
			g, err := game.NewGame(r, seed)
			if err != nil {
				t.Fatal(err)
			}
			rng := rand.New(rand.NewPCG(seed, 99))
			start := g.State
			for hands := 0; hands < 3 && g.State.Phase != game.PhaseOver; {
				seat := g.State.Current()
				v := g.State.View(seat)
				if rng.IntN(3) == 0 {
					actions := g.Hands[len(g.Hands)-1].Moves
					for i := 0; i < 4; i++ {
						h, ok := ai.SampleDeal(&v, rng)
						if !ok {
							t.Fatalf("%s seed %d: no sample found (the real deal fits)", r.Preset, seed)
						}
						checkSample(t, &v, &g.State, h)
						if err := replayWith(start, actions, &g.State, h, seat); err != nil {
							t.Fatalf("%s seed %d trick %d: sample %v contradicts the play: %v", r.Preset, seed, g.State.TrickNo, h, err)
						}
						checked++
					}
				}
				p := easy
				if (int(seat)+int(seed))%3 == 0 {
					p = rnd
				}
				if _, err := g.Apply(p.Choose(context.Background(), &v, 0, rng)); err != nil {
					t.Fatal(err)
				}
				if g.State.Phase == game.PhaseBid && g.State.TrickNo == 0 && len(g.Hands[len(g.Hands)-1].Moves) == 0 {
					start = g.State
					hands++
				}
			}
		}
	}
	if checked < 2000 {
		t.Fatalf("only %d samples checked", checked)
	}
	t.Logf("%d samples checked", checked)
}

// checkSample tests the direct constraints of one sample.
func checkSample(t *testing.T, v *game.View, real *game.State, h [4]game.Cards) {
	t.Helper()
	var all game.Cards
	for p := game.North; p <= game.West; p++ {
		if h[p]&all != 0 {
			t.Fatalf("card dealt twice: %v", h[p]&all)
		}
		all |= h[p]
		if got, want := h[p].Len(), int(real.Counts[p]); got != want {
			t.Fatalf("seat %s has %d cards, holds %d", p, got, want)
		}
		if h[p]&v.Played != 0 {
			t.Fatalf("seat %s holds played cards", p)
		}
		voids := v.Voids()
		for s := game.Spades; s <= game.Clubs; s++ {
			if voids[p]&(1<<s) != 0 && h[p].Suit(s) != 0 {
				t.Fatalf("seat %s void in %s holds %v", p, s, h[p].Suit(s))
			}
		}
		if shown := v.ShownCards(p); h[p]&shown != shown {
			t.Fatalf("seat %s lacks its shown cards %v", p, shown)
		}
	}
	if h[v.Seat]&v.Hand() != v.Hand() {
		t.Fatalf("own hand changed")
	}
	if all != v.Unseen()|v.Hand() {
		t.Fatalf("sample covers %v, want %v", all, v.Unseen()|v.Hand())
	}
}
