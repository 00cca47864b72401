package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"
)

// TestPuzzleScreensDraw draws the list and a puzzle before and after a card, left to right
// and right to left, at the smallest window.
func TestPuzzleScreensDraw(t *testing.T) {
	art, err := LoadArt()
	if err != nil {
		t.Fatal(err)
	}
	dst := ebiten.NewImage(960, 600)
	for _, code := range []string{"en", "ar"} {
		ctx, _ := puzzleCtx(t)
		ctx.Art, ctx.Prefs.Language, ctx.W, ctx.H, ctx.Scale = art, code, 960, 600, 0.75
		ctx.setScript()
		s := openPuzzle(t, ctx, "tn.22")
		ctx.Scenes.Draw(dst, ctx)
		clickCard(t, ctx, s, s.p.Legal().First())
		s.Draw(dst, ctx)
		tick(t, ctx)
		s.Draw(dst, ctx)
		s.list.Draw(dst, ctx)
	}
}
