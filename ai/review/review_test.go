package review_test

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"tarabish/ai/review"
	"tarabish/game"
)

// playHand plays one seeded hand with random legal cards and gives its record.
func playHand(t *testing.T, k game.Kind, seed uint64) (game.Rules, game.HandRecord) {
	t.Helper()
	rules := game.DefaultRules(k)
	g, _ := game.NewGame(rules, seed)
	rng := rand.New(rand.NewPCG(seed, 5))
	for g.State.HandNo == 1 && g.State.Phase != game.PhaseOver {
		legal := g.State.AppendLegal(nil)
		a := legal[rng.IntN(len(legal))]
		if g.State.Phase == game.PhaseBid && len(legal) > 1 {
			a = legal[1] // call or bid: the hand gets played
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	return rules, g.Hands[0]
}

func TestReviewTarabish(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		rules, h := playHand(t, game.Tarabish, seed)
		r, err := review.Analyse(context.Background(), rules, h, time.Minute)
		if err != nil {
			t.Fatal(err)
		}
		if !r.HasBest || r.Best[0]+r.Best[1] != 162 || r.Actual[0]+r.Actual[1] != 162 {
			t.Errorf("seed %d: best %v actual %v", seed, r.Best, r.Actual)
		}
		if len(r.Plays) != 18 || r.Analysed != 18 || len(r.Tricks) != 9 {
			t.Errorf("seed %d: %d plays, %d analysed, %d tricks", seed, len(r.Plays), r.Analysed, len(r.Tricks))
		}
		for _, p := range r.Plays {
			if p.Loss < 0 || p.Seat.Team() != game.NS {
				t.Errorf("seed %d: bad play %+v", seed, p)
			}
		}
		for i := 1; i < len(r.Worst); i++ {
			if r.Worst[i].Loss > r.Worst[i-1].Loss || r.Worst[i].Loss <= 0 {
				t.Errorf("seed %d: worst plays out of order: %+v", seed, r.Worst)
			}
		}
	}
}

func TestReviewTarneebEndFirst(t *testing.T) {
	rules, h := playHand(t, game.Tarneeb, 4)
	r, err := review.Analyse(context.Background(), rules, h, 300*time.Millisecond)
	if err != nil {
		t.Fatal(err)
	}
	if r.Actual[0]+r.Actual[1] != 13 || len(r.Plays) != 26 {
		t.Fatalf("actual %v, %d plays", r.Actual, len(r.Plays))
	}
	// the last tricks are solved first, so the last play is always analysed
	if !r.Plays[len(r.Plays)-1].Analysed || r.Analysed == 0 {
		t.Errorf("the last plays were not analysed (%d analysed)", r.Analysed)
	}
}

func TestReviewRefusesAnUnfinishedHand(t *testing.T) {
	rules, h := playHand(t, game.Tarabish, 2)
	h.Moves = h.Moves[:10]
	if _, err := review.Analyse(context.Background(), rules, h, time.Second); err == nil {
		t.Error("an unfinished hand was reviewed")
	}
}

// TestReviewStopsWhenClosed cancels the review (the window closed it): it solves nothing
// more and still gives the hand as played.
func TestReviewStopsWhenClosed(t *testing.T) {
	rules, h := playHand(t, game.Tarabish, 3)
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	r, err := review.Analyse(ctx, rules, h, time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if r.Analysed != 0 || r.HasBest || len(r.Tricks) != 9 {
		t.Errorf("have %d analysed, best %v, %d tricks; want 0, false, 9", r.Analysed, r.HasBest, len(r.Tricks))
	}
}
