package scenes

import (
	"strings"
	"testing"

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
		if g.SeatLabel(seat).X > g.W/2 {
			side = "right"
		}
		if have := ctx.T(key); !strings.Contains(have, side) {
			t.Errorf("%s sits on the %s: have %q", seat, side, have)
		}
	}
}
