package scenes

import (
	"strconv"
	"testing"

	"tarabish/assets/lang"
	"tarabish/game"
	"tarabish/settings"
)

// TestCatalogueCoversTheGame checks that the catalogue words every rule, every setting and
// every value the settings screen can show.
func TestCatalogueCoversTheGame(t *testing.T) {
	for _, o := range game.Options {
		if key := "rule." + o.Game.String() + "." + o.Name; !lang.Has(key) {
			t.Errorf("no message %q", key)
		}
		if !lang.Has("set." + o.Name) {
			t.Errorf("no message set.%s", o.Name)
		}
	}
	for _, k := range settings.Keys() {
		if k == "last_game" || k == "volume" || k == "language" {
			continue
		}
		for _, v := range settings.Choices(k) {
			if _, err := strconv.Atoi(v); err == nil {
				continue
			}
			if !lang.Has("val."+v) && !lang.Has("preset."+v) {
				t.Errorf("setting %s: no message val.%s", k, v)
			}
		}
	}
	for _, c := range Languages {
		if lang.Message(c, "lang.name") == "" {
			t.Errorf("%s has no name", c)
		}
	}
}
