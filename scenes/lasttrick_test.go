package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/game"
	"tarabish/settings"
)

// TestLastTrickView steps through the completed tricks with the last-trick view (key L, then
// the arrow keys): every trick with trick_history on, only the last one with it off.
func TestLastTrickView(t *testing.T) {
	for _, tc := range []struct {
		history string
		want    int // tricks that can be looked at after three
	}{{"on", 3}, {"off", 1}} {
		p := settings.DefaultPrefs()
		ctx := &Context{Prefs: &p, W: 1280, H: 720, Scale: 1}
		rules := game.DefaultRules(game.Tarabish)
		if err := rules.Set("trick_history", tc.history); err != nil {
			t.Fatal(err)
		}
		g, err := game.NewGame(rules, 9)
		if err != nil {
			t.Fatal(err)
		}
		tb := tableFor(ctx, g)
		s := &g.State
		for s.Phase != game.PhasePlay || s.TrickNo < 3 || s.Current() != game.South {
			if err := tb.Act(ctx, s.AppendLegal(nil)[0]); err != nil {
				t.Fatal(err)
			}
			tb.SkipAnimations(ctx)
		}
		sc := &tableScene{t: tb}
		press := func(k ebiten.Key) {
			ctx.Input = Input{Keys: []ebiten.Key{k}}
			sc.common(ctx)
		}
		press(ebiten.KeyL)
		var seen []game.PlayedTrick
		for {
			trick, at, ok := sc.shownTrick()
			if !ok {
				t.Fatalf("trick_history %s: have no trick shown, want one", tc.history)
			}
			seen = append(seen, trick)
			if at == 1 {
				break
			}
			press(ebiten.KeyArrowLeft)
			if _, next, _ := sc.shownTrick(); next != at-1 {
				t.Fatalf("trick_history %s: left from %d shows %d, want %d", tc.history, at, next, at-1)
			}
		}
		if len(seen) != tc.want {
			t.Fatalf("trick_history %s: have %d tricks to look at, want %d", tc.history, len(seen), tc.want)
		}
		for i, trick := range seen {
			n := int(s.TrickNo) - 1 - i
			if trick.Cards != s.ByTrick[n] || trick.Leader != s.TrickBy[n] {
				t.Errorf("trick_history %s: view %d shows %v led by %s, want trick %d: %v led by %s",
					tc.history, i, trick.Cards, trick.Leader, n+1, s.ByTrick[n], s.TrickBy[n])
			}
		}
		press(ebiten.KeyL)
		if _, _, ok := sc.shownTrick(); ok {
			t.Errorf("trick_history %s: the view stays open after L again", tc.history)
		}
	}
}
