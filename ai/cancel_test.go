package ai_test

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"tarabish/ai"
	"tarabish/game"
)

// thinkingMoments gives, for each game, a bidding view and an early view in the play with
// at least three cards to choose from, where the hard player thinks for its whole budget.
func thinkingMoments(t testing.TB) map[string]game.View {
	out := map[string]game.View{}
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		g, err := game.NewGame(game.DefaultRules(k), 3)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(3, 3))
		for g.State.Phase != game.PhasePlay || g.State.LegalPlays().Len() < 3 {
			if g.State.Phase == game.PhaseBid && out[k.String()+" bid"].Seat == 0 {
				out[k.String()+" bid"] = g.State.View(g.State.Current())
			}
			v := g.State.View(g.State.Current())
			if _, err := g.Apply(ai.Easy{}.Choose(context.Background(), &v, 0, rng)); err != nil {
				t.Fatal(err)
			}
		}
		out[k.String()+" card"] = g.State.View(g.State.Current())
	}
	return out
}

// cancelAfter starts work with a one-minute budget, cancels it once it has run a while, and
// gives how long the work took to stop after the cancellation.
func cancelAfter(t testing.TB, run func(ctx context.Context, budget time.Duration)) time.Duration {
	d, ran := tryCancel(t, run)
	if !ran {
		t.Fatal("the work ended before it was cancelled: nothing was shown")
	}
	return d
}

// tryCancel is cancelAfter that reports, instead of failing, when the work ended first.
func tryCancel(t testing.TB, run func(ctx context.Context, budget time.Duration)) (time.Duration, bool) {
	ctx, cancel := context.WithCancel(context.Background())
	done := make(chan time.Time, 1)
	go func() {
		run(ctx, time.Minute)
		done <- time.Now()
	}()
	time.Sleep(100 * time.Millisecond) // let the work get going: not a timing assertion
	at := time.Now()
	cancel()
	select {
	case end := <-done:
		return end.Sub(at), !end.Before(at)
	case <-time.After(30 * time.Second): // half the budget: the work ignored the cancellation
		t.Fatal("the work did not stop when cancelled")
	}
	return 0, false
}

// patient gives the hard player with far more samples than a minute allows, so that only
// the cancellation stops it.
func patient() *ai.Search {
	s := ai.NewHard()
	s.Samples = 1000
	return s
}

// TestThinkingStopsWhenCancelled cancels the hard player, the hint and the hand review in
// the middle of a one-minute budget: each stops and still gives a legal answer.
func TestThinkingStopsWhenCancelled(t *testing.T) {
	for name, v := range thinkingMoments(t) {
		t.Run(name, func(t *testing.T) {
			var a game.Action
			took := cancelAfter(t, func(ctx context.Context, budget time.Duration) {
				a = patient().Choose(ctx, &v, budget, rand.New(rand.NewPCG(1, 2)))
			})
			if err := v.State.Check(a); err != nil {
				t.Errorf("have illegal %v after cancel: %v", a, err)
			}
			var h ai.HintResult
			hintTook, _ := tryCancel(t, func(ctx context.Context, budget time.Duration) { h = ai.Hint(ctx, &v, budget) })
			if err := v.State.Check(h.Action); err != nil {
				t.Errorf("have illegal hint %v after cancel: %v", h.Action, err)
			}
			t.Logf("choose stopped %v after the cancel, hint %v", took.Round(time.Microsecond), hintTook.Round(time.Microsecond))
		})
	}
}

// BenchmarkCancel measures how long the hard player takes to stop thinking once cancelled
// (ms-to-stop; the target is under 20 ms).
func BenchmarkCancel(b *testing.B) {
	moments := thinkingMoments(b)
	for _, name := range []string{"tarabish bid", "tarabish card", "tarneeb bid", "tarneeb card"} {
		v := moments[name]
		b.Run(name, func(b *testing.B) {
			worst := time.Duration(0)
			var sum time.Duration
			for range b.N {
				d := cancelAfter(b, func(ctx context.Context, budget time.Duration) {
					patient().Choose(ctx, &v, budget, rand.New(rand.NewPCG(1, 2)))
				})
				sum += d
				worst = max(worst, d)
			}
			b.ReportMetric(float64(sum.Microseconds())/float64(b.N)/1000, "ms-to-stop")
			b.ReportMetric(float64(worst.Microseconds())/1000, "worst-ms-to-stop")
		})
	}
}
