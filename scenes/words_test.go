package scenes

import (
	"strings"
	"testing"
	"unicode"

	"tarabish/assets"
	"tarabish/game"
	"tarabish/settings"
)

// TestOpponentSides checks the settings' words for the opponents against the table: the
// seat drawn on the person's right is the one described as on the right.
func TestOpponentSides(t *testing.T) {
	p := settings.DefaultPrefs()
	ctx := &Context{Prefs: &p}
	g := Geometry{W: 1280, H: 720, S: 1}
	for seat, key := range map[game.Seat]string{game.East: "explain.east", game.West: "explain.west"} {
		side := "left"
		if g.plateAnchor(seat).X > g.W/2 {
			side = "right"
		}
		if have := ctx.T(key); !strings.Contains(have, side) {
			t.Errorf("%s sits on the %s: have %q", seat, side, have)
		}
	}
}

// TestRanksAsOnTheFaces checks how text names the ranks: in the letters of the card faces
// (J, Q, K, A in every deck style), or as a word in another script (Arabic ولد, بنت ...),
// never as another letter (German B for Bube, French V for valet).
func TestRanksAsOnTheFaces(t *testing.T) {
	for _, code := range Languages {
		p := settings.DefaultPrefs()
		p.Language = code
		ctx := &Context{Prefs: &p}
		for r := game.Two; r <= game.Ace; r++ {
			have := ctx.T("rank." + r.String())
			latin := strings.IndexFunc(have, func(c rune) bool { return unicode.In(c, unicode.Latin) || unicode.IsDigit(c) }) >= 0
			if want := assets.FaceIndex(int(r)); latin && have != want {
				t.Errorf("%s: rank %s is written %q, the faces show %q", code, r, have, want)
			}
		}
		jh, _ := game.ParseCard("JH")
		if have := cardList(ctx, jh.Mask()); code != "ar" && have != "J♥" {
			t.Errorf("%s: the J of hearts is listed %q", code, have)
		}
	}
}
