package ai_test

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"tarabish/ai"
	"tarabish/game"
)

// slowLog wraps a player and logs every decision slower than limit.
type slowLog struct {
	p     ai.Player
	limit time.Duration
	t     *testing.T
}

func (s slowLog) Choose(v *game.View, budget time.Duration, rng *rand.Rand) game.Action {
	t0 := time.Now()
	a := s.p.Choose(v, budget, rng)
	if d := time.Since(t0); d > s.limit {
		s.t.Logf("slow: %v for %v in %s phase, trick %d, %d cards in hand", d.Round(time.Millisecond), a, v.Phase, v.TrickNo, v.Hand().Len())
	}
	return a
}

// TestHardThinkTime plays hard against easy when AI_TIMING is set (seconds per game) and
// reports the hard player's think-time percentiles, logging the slow decisions.
func TestHardThinkTime(t *testing.T) {
	secs := os.Getenv("AI_TIMING")
	if secs == "" {
		t.Skip("set AI_TIMING to the seconds to spend per game")
	}
	d, _ := time.ParseDuration(secs + "s")
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		rep, err := ai.Match(ai.MatchConfig{Rules: game.DefaultRules(k), Deals: 1000, Seed: 5000, NS: "hard", EW: "easy",
			NSPlayer: slowLog{ai.NewHard(), 400 * time.Millisecond, t}, Think: 300 * time.Millisecond, MaxTime: d})
		if err != nil {
			t.Fatal(err)
		}
		out, _ := json.Marshal(rep)
		t.Logf("%s", out)
	}
}
