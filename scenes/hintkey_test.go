package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/game"
	"tarabish/settings"
)

// TestF1AsksForAHint presses F1 in the bidding and in the play with the hints aid off: there
// is no Hint button, and a hint is worked out all the same.
func TestF1AsksForAHint(t *testing.T) {
	p := settings.DefaultPrefs()
	p.Aids.Hints, p.Aids.BiddingAdvice = false, false
	ctx := &Context{Prefs: &p, W: 1280, H: 720, Scale: 1}
	g, err := game.NewGame(game.DefaultRules(game.Tarabish), 9)
	if err != nil {
		t.Fatal(err)
	}
	tb := tableFor(ctx, g)
	s := &g.State
	asked := func(name string, update func() error) {
		t.Helper()
		tb.SkipAnimations(ctx)
		ctx.Input = Input{}
		if err := update(); err != nil {
			t.Fatal(err)
		}
		if r, pending := tb.S.Hint(); r != nil || pending {
			t.Fatalf("%s: have a hint before F1", name)
		}
		ctx.Input = Input{Keys: []ebiten.Key{ebiten.KeyF1}}
		if err := update(); err != nil {
			t.Fatal(err)
		}
		if r, pending := tb.S.Hint(); r == nil && !pending {
			t.Errorf("%s: F1 with the hints aid off: have no hint, want one", name)
		}
	}
	for s.Current() != game.South {
		if err := tb.Act(ctx, s.AppendLegal(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	bid := &BidScene{tableScene: tableScene{t: tb}}
	asked("bidding", func() error { _, err := bid.Update(ctx); return err })
	if bid.hinter.btn.W > 0 {
		t.Errorf("bidding: have a Hint button with the aid off")
	}
	for s.Phase != game.PhasePlay || s.Current() != game.South || s.TrickNo == 0 {
		if err := tb.Act(ctx, s.AppendLegal(nil)[0]); err != nil {
			t.Fatal(err)
		}
	}
	play := &PlayScene{tableScene: tableScene{t: tb}, selected: -1}
	asked("play", func() error { _, err := play.Update(ctx); return err })
}

// TestTarneebPromptNamesTheRange checks the bidding prompt: 7 to 13 at the opening, 8 to 13
// once 7 is bid, 13 alone once 12 is bid.
func TestTarneebPromptNamesTheRange(t *testing.T) {
	p := settings.DefaultPrefs()
	ctx := &Context{Prefs: &p}
	g, err := game.NewGame(game.DefaultRules(game.Tarneeb), 3)
	if err != nil {
		t.Fatal(err)
	}
	s := &g.State
	for _, tc := range []struct {
		bid  int
		want string
	}{{0, "Bid 7 to 13 tricks, or pass"}, {7, "Bid 8 to 13 tricks, or pass"}, {12, "Bid 13 tricks, or pass"}} {
		st := *s
		if tc.bid > 0 {
			if err := st.Apply(game.BidAction(tc.bid)); err != nil {
				t.Fatal(err)
			}
		}
		if have := tarneebPrompt(ctx, st.AppendLegal(nil)); have != tc.want {
			t.Errorf("after a bid of %d: have %q, want %q", tc.bid, have, tc.want)
		}
	}
}
