package settings_test

import (
	"errors"
	"math/rand/v2"
	"os"
	"testing"
	"time"

	"tarabish/game"
	"tarabish/settings"
)

// TestSaverKeepsTheLatest saves a game after every action through the background
// writer: after Flush the file holds the latest state, and a deletion after saves wins.
func TestSaverKeepsTheLatest(t *testing.T) {
	st := tempStore(t)
	w := settings.NewSaver(st)
	levels := settings.DefaultLevels()
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		g := newGame(t, game.DefaultRules(k), 21)
		rng := rand.New(rand.NewPCG(21, 1))
		for i := 0; i < 80 && g.State.Phase != game.PhaseOver; i++ {
			playRandom(t, g, rng, 1)
			if err := w.Save(g, levels); err != nil {
				t.Fatal(err)
			}
		}
		if err := w.Flush(); err != nil {
			t.Fatal(err)
		}
		back, _, notice, err := settings.LoadGame(st, k)
		if err != nil || notice != nil || back == nil {
			t.Fatalf("%s: have %v %v %v, want the saved game", k, back != nil, notice, err)
		}
		if back.State != g.State {
			t.Errorf("%s: the saved game is not the latest state", k)
		}
	}
	g := newGame(t, game.DefaultRules(game.Tarabish), 22)
	if err := w.Save(g, levels); err != nil {
		t.Fatal(err)
	}
	w.Delete(game.Tarabish)
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if _, err := os.Stat(st.SavePath(game.Tarabish)); !os.IsNotExist(err) {
		t.Errorf("have a save after the deletion (%v), want none", err)
	}
	if _, err := os.Stat(st.SavePath(game.Tarneeb)); err != nil {
		t.Errorf("have %v for the other game's save, want it kept", err)
	}
}

// BenchmarkSaveDuringHand plays hands saving after every action, as the table does, and
// reports the longest time an action and its save take on the game loop: through the
// background writer (saver) and with the synchronous write (sync) it replaced.
func BenchmarkSaveDuringHand(b *testing.B) {
	for _, mode := range []string{"saver", "sync"} {
		b.Run(mode, func(b *testing.B) {
			st := tempStore(b)
			w := settings.NewSaver(st)
			defer w.Close()
			levels := settings.DefaultLevels()
			var longest time.Duration
			for n := range b.N {
				g := newGame(b, game.DefaultRules(game.Tarabish), uint64(n))
				rng := rand.New(rand.NewPCG(uint64(n), 2))
				for hands := len(g.Hands); len(g.Hands) == hands && g.State.Phase != game.PhaseOver; {
					t0 := time.Now()
					if _, err := g.Apply(randomAction(&g.State, rng)); err != nil {
						b.Fatal(err)
					}
					var err error
					if mode == "saver" {
						err = w.Save(g, levels)
					} else {
						err = settings.SaveGame(st, g, levels)
					}
					if err != nil {
						b.Fatal(err)
					}
					longest = max(longest, time.Since(t0))
				}
			}
			b.ReportMetric(float64(longest.Microseconds())/1000, "longest-ms")
		})
	}
}

// TestSaverLater runs other writes in order after the saves handed over before them, and
// keeps what they had to say.
func TestSaverLater(t *testing.T) {
	st := tempStore(t)
	w := settings.NewSaver(st)
	g := newGame(t, game.DefaultRules(game.Tarneeb), 5)
	if err := w.Save(g, settings.DefaultLevels()); err != nil {
		t.Fatal(err)
	}
	saw := false
	w.Later(func() error {
		_, err := os.Stat(st.SavePath(game.Tarneeb))
		saw = err == nil
		return errors.New("written")
	})
	w.Later(func() error { return nil })
	if err := w.Close(); err != nil {
		t.Fatal(err)
	}
	if !saw {
		t.Error("the later write ran before the save handed over before it")
	}
	if have := w.Notices(); len(have) != 1 || have[0].Error() != "written" {
		t.Errorf("have notices %v, want [written]", have)
	}
}
