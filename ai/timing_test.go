package ai_test

import (
	"encoding/json"
	"os"
	"testing"
	"time"

	"tarabish/ai"
	"tarabish/game"
)

// BenchmarkHardThinkTime plays hard against easy (AI_TIMING: the seconds to spend per game)
// and reports the hard player's think-time percentiles; the JSON report is logged with -v.
func BenchmarkHardThinkTime(b *testing.B) {
	secs := os.Getenv("AI_TIMING")
	if secs == "" {
		b.Skip("set AI_TIMING to the seconds to spend per game")
	}
	d, _ := time.ParseDuration(secs + "s")
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		b.Run(k.String(), func(b *testing.B) {
			for range b.N {
				rep, err := ai.Match(ai.MatchConfig{Rules: game.DefaultRules(k), Deals: 1000, Seed: 5000, NS: "hard", EW: "easy",
					Think: 300 * time.Millisecond, MaxTime: d})
				if err != nil {
					b.Fatal(err)
				}
				out, _ := json.Marshal(rep)
				b.Logf("%s", out)
				hard := rep.Levels[0]
				b.ReportMetric(hard.P50MS, "think-p50-ms")
				b.ReportMetric(hard.P95MS, "think-p95-ms")
				b.ReportMetric(hard.MaxMS, "think-max-ms")
			}
		})
	}
}
