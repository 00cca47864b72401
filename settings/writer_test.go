package settings_test

import (
	"errors"
	"os"
	"path/filepath"
	"sync/atomic"
	"testing"

	"tarabish/game"
	"tarabish/settings"
)

// TestWriterKeepsOnlyTheLatest holds the writer busy, asks for many writes meanwhile, and
// checks that asking never waits, that waiting writes of one key run once with the latest
// contents, that different keys run in the order asked, and that errors are reported.
func TestWriterKeepsOnlyTheLatest(t *testing.T) {
	w := settings.NewWriter()
	release := make(chan struct{})
	w.Do("", func() error { <-release; return nil })
	var runs atomic.Int32
	var order []string
	for i := 0; i < 100; i++ {
		v := i
		w.Do("game", func() error { runs.Add(1); order = append(order, "game"); _ = v; return nil })
		if i == 0 {
			w.Do("stats", func() error { order = append(order, "stats"); return errors.New("disk full") })
		}
	}
	last := -1
	w.Do("game", func() error { runs.Add(1); last = 100; order = append(order, "game"); return nil })
	close(release)
	w.Flush()
	if runs.Load() != 1 || last != 100 {
		t.Errorf("game written %d times, last contents %d; want once, 100", runs.Load(), last)
	}
	if len(order) != 2 || order[0] != "game" || order[1] != "stats" {
		t.Errorf("order %v, want [game stats]", order)
	}
	if errs := w.Errors(); len(errs) != 1 || errs[0].Error() != "disk full" {
		t.Errorf("errors %v, want [disk full]", errs)
	}
	if errs := w.Errors(); len(errs) != 0 {
		t.Errorf("errors reported twice: %v", errs)
	}
}

// TestWriterSavesTheGame saves a game through the writer after each of its actions and then
// deletes it, as the table does at the game's end: after Flush the file is what the last
// request said, and a save in between reloads to the game as it then stood.
func TestWriterSavesTheGame(t *testing.T) {
	st := settings.Store{ConfigDir: t.TempDir(), DataDir: t.TempDir()}
	w := settings.NewWriter()
	g, err := game.NewGame(game.DefaultRules(game.Tarneeb), 9)
	if err != nil {
		t.Fatal(err)
	}
	levels := settings.DefaultPrefs().AI
	for i := 0; i < 30; i++ {
		if _, err := g.Apply(g.State.AppendLegal(nil)[0]); err != nil {
			t.Fatal(err)
		}
		data, err := settings.EncodeGame(g, levels)
		if err != nil {
			t.Fatal(err)
		}
		w.Do("save", func() error { return settings.WriteGame(st, game.Tarneeb, data) })
	}
	w.Flush()
	back, _, notice, err := settings.LoadGame(st, game.Tarneeb)
	if err != nil || notice != "" || back == nil || back.State != g.State {
		t.Fatalf("reloaded game differs: %v %q", err, notice)
	}
	w.Do("save", func() error { return settings.DeleteGame(st, game.Tarneeb) })
	w.Flush()
	if _, err := os.Stat(filepath.Join(st.DataDir, "current-tarneeb.json")); !errors.Is(err, os.ErrNotExist) {
		t.Errorf("the save is still there after the delete: %v", err)
	}
}
