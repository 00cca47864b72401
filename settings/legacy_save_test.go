package settings_test

import (
	"os"
	"path/filepath"
	"testing"

	"tarabish/game"
	"tarabish/settings"
)

// A game saved before deals had numbers (testdata, written by the program as it was) still
// loads, and goes on dealing as it did: its hands keep no number.
func TestLegacySaveStillLoads(t *testing.T) {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		st := tempStore(t)
		data, err := os.ReadFile(filepath.Join("testdata", "legacy-current-"+k.String()+".json"))
		if err != nil {
			t.Fatal(err)
		}
		writeRaw(t, st.SavePath(k), data)
		g, _, notice, err := settings.LoadGame(st, k)
		if err != nil || notice != nil || g == nil {
			t.Fatalf("%s: the old save did not load: %v %v", k, err, notice)
		}
		if !g.Legacy || len(g.Hands) != 2 || g.Hands[0].No != 0 || g.Hands[1].No != 0 {
			t.Fatalf("%s: legacy %v, %d hands, numbers %d %d", k, g.Legacy, len(g.Hands), g.Hands[0].No, g.Hands[1].No)
		}
		// a new game is numbered
		fresh := newGame(t, game.DefaultRules(k), 4242)
		if fresh.Legacy || fresh.Hands[0].No == 0 {
			t.Fatalf("%s: a new game deals without numbers", k)
		}
	}
}
