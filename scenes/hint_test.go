package scenes

import (
	"testing"

	"tarabish/ai"
	"tarabish/game"
	"tarabish/settings"
)

// TestHintLines checks the hint's words: the suggestion first, then the options, best first,
// with the chance of making the contract when it applies.
func TestHintLines(t *testing.T) {
	p := settings.DefaultPrefs()
	ctx := &Context{Prefs: &p}
	jh, _ := game.ParseCard("JH")
	as, _ := game.ParseCard("AS")
	r := &ai.HintResult{Action: game.PlayAction(jh), Options: []ai.OptionValue{
		{Action: game.PlayAction(as), Value: 61, MakeChance: 0.5},
		{Action: game.PlayAction(jh), Value: 88.4, MakeChance: 0.912},
	}}
	want := []string{"Suggested: J of hearts.", "J of hearts: 88 points, 91% safe", "A of spades: 61 points, 50% safe"}
	have := hintLines(ctx, r, game.Tarabish)
	if len(have) != len(want) {
		t.Fatalf("have %q", have)
	}
	for i := range want {
		if have[i] != want[i] {
			t.Errorf("line %d: have %q, want %q", i, have[i], want[i])
		}
	}
	bid := &ai.HintResult{Action: game.BidAction(8), Options: []ai.OptionValue{{Action: game.BidAction(8), Value: 8.26}}}
	p.Language = "de"
	if have := hintLines(ctx, bid, game.Tarneeb); have[1] != "8 bieten: 8,3 Stiche" {
		t.Errorf("tarneeb bid in German: %q", have)
	}
}
