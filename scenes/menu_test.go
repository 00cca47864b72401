package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/game"
	"tarabish/settings"
)

// TestNewGameOverASavedOneAsks starts a new Tarneeb game from the menu while one is saved:
// the menu asks first, Esc keeps the saved game, and yes replaces it and counts the old game
// as abandoned in the statistics.
func TestNewGameOverASavedOneAsks(t *testing.T) {
	prefs := settings.DefaultPrefs()
	st := settings.Store{ConfigDir: t.TempDir(), DataDir: t.TempDir()}
	ctx := &Context{Prefs: &prefs, W: 1280, H: 720, Scale: 1, Opts: Options{Seed: 5}, Art: arabicTestArt(t)}
	ctx.setScript()
	ctx.Files.Store = &st
	finishWrites(t, ctx)
	old, err := game.NewGame(game.DefaultRules(game.Tarneeb), 77)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 6; i++ {
		_, _ = old.Apply(old.State.AppendLegal(nil)[0])
	}
	if err := settings.SaveGame(st, old, prefs.AI); err != nil {
		t.Fatal(err)
	}
	m := NewMenu(ctx)
	ctx.Scenes.GoTo(ctx, m)
	m.layout(ctx)
	newTarneeb := -1
	for i, b := range m.buttons {
		if b.Label == ctx.T("menu.tarneeb") {
			newTarneeb = i
		}
	}
	if newTarneeb < 0 {
		t.Fatal("no New Tarneeb game button")
	}
	settle := func() {
		for i := 0; i <= clickGuard; i++ {
			ctx.Input = Input{tick: ctx.Input.tick + 1, heldUntil: ctx.Input.heldUntil}
			_, _ = m.Update(ctx)
		}
	}
	settle()
	click(ctx, m.buttons[newTarneeb])
	if _, err := m.Update(ctx); err != nil || m.confirm == nil {
		t.Fatalf("no question before replacing the saved game (err %v)", err)
	}
	ctx.Input = Input{Keys: []ebiten.Key{ebiten.KeyEscape}}
	_, _ = m.Update(ctx)
	if m.confirm != nil || !ctx.saveExists(game.Tarneeb) || ctx.Files.Stats.Tarneeb.GamesLeft != 0 {
		t.Fatalf("Esc: question open %v, save kept %v, abandoned %d", m.confirm != nil, ctx.saveExists(game.Tarneeb), ctx.Files.Stats.Tarneeb.GamesLeft)
	}
	click(ctx, m.buttons[newTarneeb])
	_, _ = m.Update(ctx)
	click(ctx, m.confirm.yes)
	if _, err := m.Update(ctx); err != nil {
		t.Fatal(err)
	}
	ctx.flushSaves()
	if ctx.Files.Stats.Tarneeb.GamesLeft != 1 || ctx.Files.Stats.Tarneeb.GamesPlayed != 1 {
		t.Errorf("statistics after giving up: %+v", ctx.Files.Stats.Tarneeb)
	}
	back := ctx.savedGame(game.Tarneeb)
	if back == nil || back.Seed == old.Seed {
		t.Errorf("the saved game is not the new one")
	}
	saved, _ := settings.LoadStats(st)
	if saved.Tarneeb.GamesLeft != 1 {
		t.Errorf("the abandoned game is not in the saved statistics: %+v", saved.Tarneeb)
	}
}
