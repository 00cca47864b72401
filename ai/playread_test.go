package ai

import (
	"context"
	"math/rand/v2"
	"slices"
	"testing"

	"tarabish/game"
)

// easyPlayedState deals a hand of the game from seed and lets the easy player play every seat
// until tricks tricks are complete and two more cards are in the current one.
func easyPlayedState(t testing.TB, k game.Kind, seed uint64, tricks int) game.State {
	t.Helper()
	rng := rand.New(rand.NewPCG(seed, 7))
	deck := k.Deck().Slice()
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	var hands [4]game.Cards
	for i, c := range deck {
		hands[i%4] |= c.Mask()
	}
	bid := 0
	if k == game.Tarneeb {
		bid = 7
	}
	st, err := game.NewPlayState(game.DefaultRules(k), game.West, game.North, bid, game.Hearts, hands, [2]int{})
	if err != nil {
		t.Fatal(err)
	}
	for int(st.TrickNo) < tricks || st.TrickLen < 2 {
		v := st.View(st.Turn)
		legal := st.LegalPlays()
		if err := st.Apply(game.PlayAction(easyCard(&v, legal))); err != nil {
			t.Fatal(err)
		}
	}
	return st
}

// TestPlayReadingExplainsEasyPlay: when every seat played by the easy player's rules, the real
// deal explains every card fully, and deals that move the others' cards around explain them
// less on the whole.
func TestPlayReadingExplainsEasyPlay(t *testing.T) {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		for seed := uint64(1); seed <= 6; seed++ {
			st := easyPlayedState(t, k, seed, 4)
			v := st.View(game.South)
			played := playedBy(&st)
			if w := playLikelihood(&v, st.Hands, played); w != 1 {
				t.Fatalf("%v seed %d: the real deal weighs %v, want 1", k, seed, w)
			}
			c := infer(&v, InferFull)
			rng := rand.New(rand.NewPCG(seed, 9))
			less := 0
			for i := 0; i < 40; i++ {
				h, ok := c.sample(rng)
				if !ok {
					t.Fatalf("%v seed %d: no sample", k, seed)
				}
				w := playLikelihood(&v, h, played)
				if w <= 0 || w > 1 {
					t.Fatalf("%v seed %d: weight %v outside (0, 1]", k, seed, w)
				}
				if w < 1 {
					less++
				}
			}
			if less < 20 {
				t.Errorf("%v seed %d: only %d of 40 random deals explain the play less than the real one", k, seed, less)
			}
		}
	}
}

// TestReadWeight checks the softened choice model on one Tarneeb trick.
func TestReadWeight(t *testing.T) {
	st := easyPlayedState(t, game.Tarneeb, 3, 0)
	v := st.View(st.Turn)
	led := v.Trick[0].Suit()
	top := v.Trick[trickWinner(v.Rules.Game, v.Trick[:], int(v.TrickLen), v.Trump)]
	var winner, loser, other game.Card = game.NoCard, game.NoCard, game.NoCard
	for _, c := range game.Tarneeb.Deck().Slice() {
		switch {
		case c.Suit() == led && game.Beats(game.Tarneeb, c, top, v.Trump) && winner == game.NoCard:
			winner = c
		case c.Suit() == led && c != top && !game.Beats(game.Tarneeb, c, top, v.Trump) && v.Trick[0] != c && v.Trick[1] != c:
			loser = c
		case c.Suit() != led && c.Suit() != v.Trump:
			other = c
		}
	}
	if winner == game.NoCard || loser == game.NoCard || other == game.NoCard {
		t.Fatal("no cards for the test")
	}
	for _, tc := range []struct {
		pick, card game.Card
		want       float64
	}{
		{winner, winner, 1},
		{loser, other, readElse},
		{winner, loser, readSameSuit},
	} {
		if got := readWeight(&v, tc.pick, tc.card); got != tc.want {
			t.Errorf("readWeight(%v, %v) = %v, want %v", tc.pick, tc.card, got, tc.want)
		}
	}
}

// BenchmarkDrawSamples times drawing the hard player's 128 samples in the middle of a
// Tarneeb hand, with and without reading the play.
func BenchmarkDrawSamples(b *testing.B) {
	st := easyPlayedState(b, game.Tarneeb, 2, 7)
	v := st.View(st.Turn)
	for _, read := range []bool{false, true} {
		name := "bidding"
		if read {
			name = "play"
		}
		b.Run(name, func(b *testing.B) {
			s := &Search{Infer: InferFull, Soft: true, ReadPlay: [game.Kinds]bool{read, read}}
			rng := rand.New(rand.NewPCG(1, 2))
			for i := 0; i < b.N; i++ {
				s.drawSamples(context.Background(), &v, 128, rng)
			}
		})
	}
}

// TestReadPlayPerGame checks that reading the play and PlaySamples apply to their own game
// only: with reading on in Tarneeb alone, a Tarabish view draws exactly the samples drawn
// without it and a Tarneeb view other ones; PlaySamples sets the card samples of its game.
func TestReadPlayPerGame(t *testing.T) {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		st := easyPlayedState(t, k, 3, 4)
		v := st.View(st.Turn)
		plain := &Search{Infer: InferFull, Soft: true}
		read := &Search{Infer: InferFull, Soft: true, ReadPlay: [game.Kinds]bool{false, true}}
		a := plain.drawSamples(context.Background(), &v, 64, rand.New(rand.NewPCG(1, 2)))
		b := read.drawSamples(context.Background(), &v, 64, rand.New(rand.NewPCG(1, 2)))
		if same := slices.Equal(a, b); same != (k == game.Tarabish) {
			t.Errorf("%v: samples with reading in Tarneeb only the same as without: %v", k, same)
		}
	}
	s := &Search{Samples: 96, PlaySamples: [game.Kinds]int{0, 512}}
	if got := [2]int{s.cardSamples(game.Tarabish), s.cardSamples(game.Tarneeb)}; got != [2]int{96, 512} {
		t.Errorf("card samples %v, want [96 512]", got)
	}
}
