package scenes

import (
	"strings"
	"testing"

	"tarabish/ai"
	"tarabish/game"
	"tarabish/settings"
)

// TestHintLines checks the hint's words: the suggestion, why, then every option, best first,
// with the chance of making the contract when it applies, and Pass last when it is legal.
func TestHintLines(t *testing.T) {
	p := settings.DefaultPrefs()
	ctx := &Context{Prefs: &p}
	tb, tn := game.DefaultRules(game.Tarabish), game.DefaultRules(game.Tarneeb)
	jh, _ := game.ParseCard("JH")
	as, _ := game.ParseCard("AS")
	r := &ai.HintResult{Action: game.PlayAction(jh), Reason: ai.Reason{Why: ai.WhyTopTrump}, Options: []ai.OptionValue{
		{Action: game.PlayAction(as), Value: 61, MakeChance: 0.5},
		{Action: game.PlayAction(jh), Value: 88.4, MakeChance: 0.912},
	}}
	want := []string{"Suggested: J of hearts.", "It is the highest trump left: it wins the trick and draws trumps.",
		"J of hearts: 88 points, 91% to make it", "A of spades: 61 points, 50% to make it"}
	check := func(name string, have, want []string) {
		t.Helper()
		if strings.Join(have, "\n") != strings.Join(want, "\n") {
			t.Errorf("%s:\nhave %q\nwant %q", name, have, want)
		}
	}
	check("play", hintLines(ctx, r, &tb), want)
	r.Defending = true
	if have := hintLines(ctx, r, &tb); have[2] != "J of hearts: 88 points, 91% to beat it" {
		t.Errorf("defending: have %q", have[2])
	}

	call := &ai.HintResult{Action: game.PassAction, Reason: ai.Reason{Why: ai.WhyTooRisky, Suit: game.Hearts, Chance: 0.62, Need: 0.84},
		Options: []ai.OptionValue{{Action: game.CallAction(game.Hearts), Value: 70, MakeChance: 0.62}, {Action: game.CallAction(game.Spades), Value: 40, MakeChance: 0.3}, {Action: game.PassAction}}}
	check("pass", hintLines(ctx, call, &tb), []string{"Suggested: Pass.",
		"Too risky to call: hearts, your best trump, makes it only 62% of the time; a call needs 84%.",
		"♥ Hearts: 70 points, 62% to make it", "♠ Spades: 40 points, 30% to make it", "Pass: calling needs 84% to make it"})

	byValue := &ai.HintResult{Action: game.CallAction(game.Hearts), Reason: ai.Reason{Why: ai.WhyCallWorth, Suit: game.Hearts, Chance: 0.78, Value: 14.2},
		Options: []ai.OptionValue{{Action: game.CallAction(game.Hearts), Value: 88, MakeChance: 0.78}, {Action: game.PassAction}}}
	check("call by value", hintLines(ctx, byValue, &tb), []string{"Suggested: ♥ Hearts.",
		"Calling hearts is worth about 14 points a hand more than passing, counting what the others would call; your team makes it 78% of the time.",
		"♥ Hearts: 88 points, 78% to make it", "Pass: the others may call instead"})
	byValue.Action, byValue.Reason = game.PassAction, ai.Reason{Why: ai.WhyPassWorth, Suit: game.Hearts, Chance: 0.55, Value: 6}
	if have := hintLines(ctx, byValue, &tb)[1]; have != "Passing is worth about 6 points a hand more than calling hearts, your best trump, which makes it 55% of the time." {
		t.Errorf("pass by value: have %q", have)
	}
	byValue.Reason.Value = -3
	if have := hintLines(ctx, byValue, &tb)[1]; !strings.HasPrefix(have, "Calling hearts would gain only about 3 points a hand over passing") {
		t.Errorf("pass by a small gain: have %q", have)
	}

	bidValue := &ai.HintResult{Action: game.BidAction(7), Reason: ai.Reason{Why: ai.WhyCallWorth, Suit: game.Spades, Chance: 0.81, Value: 1.26},
		Options: []ai.OptionValue{{Action: game.TrumpAction(game.Spades), Value: 8.1, MakeChance: 0.81}, {Action: game.PassAction}}}
	check("bid by value", hintLines(ctx, bidValue, &tn), []string{"Suggested: bid 7.",
		"Bidding with spades as trump is worth about 1.3 points a hand more than passing, counting what the others would bid; your team makes this bid 81% of the time.",
		"♠ Spades: 8.1 tricks, 81% to make it", "Pass: the others may bid instead"})
	bidValue.Action, bidValue.Reason = game.PassAction, ai.Reason{Why: ai.WhyPassWorth, Suit: game.Spades, Chance: 0.4, Value: -0.2}
	if have := hintLines(ctx, bidValue, &tn)[1]; !strings.HasPrefix(have, "Bidding with spades as trump would gain only about 0.2 points a hand over passing") {
		t.Errorf("pass a bid by a small gain: have %q", have)
	}
	risky := &ai.HintResult{Action: game.PassAction, Reason: ai.Reason{Why: ai.WhyTooRisky, Suit: game.Spades, Chance: 0.42, Need: 0.5},
		Options: []ai.OptionValue{{Action: game.TrumpAction(game.Spades), Value: 7.6, MakeChance: 0.42}, {Action: game.PassAction}}}
	check("pass a risky bid", hintLines(ctx, risky, &tn), []string{"Suggested: Pass.",
		"Too risky to bid: spades, your best trump, makes it only 42% of the time; a bid needs 50%.",
		"♠ Spades: 7.6 tricks, 42% to make it", "Pass: bidding needs 50% to make it"})

	var many []ai.OptionValue
	hearts, _ := game.ParseCards("2H 3H 4H 5H 6H 7H 8H 9H TH JH QH")
	for i, c := range hearts {
		many = append(many, ai.OptionValue{Action: game.PlayAction(c), Value: float64(i)})
	}
	long := hintLines(ctx, &ai.HintResult{Action: many[10].Action, Options: many}, &tn)
	if len(long) != 2+hintOptions || long[len(long)-1] != "and 3 more cards, all worse" {
		t.Errorf("eleven cards: have %q", long)
	}

	bid := &ai.HintResult{Action: game.BidAction(8), Reason: ai.Reason{Why: ai.WhyMakes, Suit: game.Spades, Chance: 0.74},
		Options: []ai.OptionValue{{Action: game.TrumpAction(game.Spades), Value: 8.26, MakeChance: 0.74}, {Action: game.PassAction}}}
	p.Language = "de"
	check("tarneeb bid in German", hintLines(ctx, bid, &tn), []string{"Vorschlag: 8 bieten.",
		"Mit Pik als Trumpf schafft dein Team dieses Gebot in 74\u00a0% der Fälle.",
		"♠ Pik: 8,3 Stiche, zu 74\u00a0% geschafft", "Passe: nichts gewonnen, nichts verloren"})
}
