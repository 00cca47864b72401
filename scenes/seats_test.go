package scenes

import (
	"testing"

	"tarabish/game"
)

// TestPlatesWaitForTheNextHand shows the last trick of a hand while the engine has already
// dealt the next: the seat to act in the new hand is neither lit nor shown thinking until
// the table shows that hand.
func TestPlatesWaitForTheNextHand(t *testing.T) {
	ctx := auditCtx(t, "en", 1280, 720)
	g, err := game.NewGame(game.DefaultRules(game.Tarabish), 7)
	if err != nil {
		t.Fatal(err)
	}
	tb := &Table{G: g, HUD: g.State}
	seat := g.State.Current()
	tb.thinker = seat
	if p := tb.plateOf(ctx, seat); !p.lit || p.status == "" {
		t.Fatalf("the seat to act in the hand shown: lit %v, status %q", p.lit, p.status)
	}
	tb.HUD.HandNo = g.State.HandNo - 1 // the table still shows the hand before
	if p := tb.plateOf(ctx, seat); p.lit || p.status != "" {
		t.Errorf("the next hand's seat to act while the last hand is shown: lit %v, status %q", p.lit, p.status)
	}
}
