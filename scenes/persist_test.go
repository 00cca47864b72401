package scenes

import (
	"testing"

	"tarabish/game"
	"tarabish/settings"
)

// TestSavesGoThroughTheWriter plays a whole game, saving after every action as the table
// does: what the menu then finds (after the background writes) is the game as it stood, and
// once the game is over its save is gone and the hands are in the history.
func TestSavesGoThroughTheWriter(t *testing.T) {
	prefs := settings.DefaultPrefs()
	st := settings.Store{ConfigDir: t.TempDir(), DataDir: t.TempDir()}
	ctx := &Context{Prefs: &prefs, W: 1280, H: 720, Scale: 1}
	ctx.Files.Store = &st
	g, err := game.NewGame(game.DefaultRules(game.Tarabish), 21)
	if err != nil {
		t.Fatal(err)
	}
	for moves := 0; g.State.Phase != game.PhaseOver; moves++ {
		before := g.State
		events, err := g.Apply(g.State.AppendLegal(nil)[0])
		if err != nil {
			t.Fatal(err)
		}
		ctx.saveGame(g)
		for _, e := range events {
			if e.Kind == game.EventHand {
				ctx.handEnded(g, before.HandNo, g.State)
			}
		}
		if moves == 40 {
			back := ctx.savedGame(game.Tarabish)
			if back == nil || back.State != g.State {
				t.Fatalf("after 40 actions the saved game differs from the game")
			}
		}
	}
	if ctx.saveExists(game.Tarabish) {
		t.Error("the save of a finished game is still there")
	}
	if h, notice := settings.History(st); notice != "" || len(h) != len(g.Hands) {
		t.Errorf("history has %d hands (%q), want %d", len(h), notice, len(g.Hands))
	}
	if ctx.Notice != "" {
		t.Errorf("notice %q", ctx.Notice)
	}
}
