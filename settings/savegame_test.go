package settings_test

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"reflect"
	"strings"
	"testing"

	"tarabish/game"
	"tarabish/settings"
)

// TestSaveGameRoundTrip saves games of every preset at many points and checks that loading
// gives back the same table: state, hands and actions.
func TestSaveGameRoundTrip(t *testing.T) {
	st := tempStore(t)
	levels := settings.AILevels{North: settings.Hard, East: settings.Easy, West: settings.Medium}
	for _, pr := range game.Presets {
		rules, err := game.PresetRules(pr.Game, pr.ID)
		if err != nil {
			t.Fatal(err)
		}
		if pr.ID == "cape-breton" {
			_ = rules.Set("no_trump", "on") // a custom rule set
		}
		seed := uint64(len(pr.ID)) * 1000003
		rng := rand.New(rand.NewPCG(seed, 1))
		g := newGame(t, rules, seed)
		for step := 0; step < 12 && g.State.Phase != game.PhaseOver; step++ {
			playRandom(t, g, rng, 1+rng.IntN(40))
			if err := settings.SaveGame(st, g, levels); err != nil {
				t.Fatal(err)
			}
			back, lv, notice, err := settings.LoadGame(st, pr.Game)
			if err != nil || noticeText(notice) != "" || back == nil {
				t.Fatalf("%s: load: %v %q", pr.ID, err, notice)
			}
			if lv != levels {
				t.Errorf("%s: levels %+v, want %+v", pr.ID, lv, levels)
			}
			if !reflect.DeepEqual(back.State, g.State) {
				t.Fatalf("%s after %d actions: the loaded state differs", pr.ID, g.ActionCount())
			}
			if !reflect.DeepEqual(back.Hands, g.Hands) || back.Seed != g.Seed || !back.Seeded {
				t.Fatalf("%s after %d actions: the loaded hands differ", pr.ID, g.ActionCount())
			}
		}
	}
}

// TestLoadedGamePlaysOn checks that a loaded game deals the same later hands as the original.
func TestLoadedGamePlaysOn(t *testing.T) {
	st := tempStore(t)
	rules := game.DefaultRules(game.Tarabish)
	g := newGame(t, rules, 42)
	playRandom(t, g, rand.New(rand.NewPCG(1, 2)), 25)
	if err := settings.SaveGame(st, g, settings.DefaultLevels()); err != nil {
		t.Fatal(err)
	}
	back, _, _, _ := settings.LoadGame(st, game.Tarabish)
	if back == nil {
		t.Fatal("no game loaded")
	}
	playRandom(t, g, rand.New(rand.NewPCG(3, 4)), 200)
	playRandom(t, back, rand.New(rand.NewPCG(3, 4)), 200)
	if !reflect.DeepEqual(back.State, g.State) || !reflect.DeepEqual(back.Hands, g.Hands) {
		t.Error("the loaded game went on differently from the original")
	}
}

func TestLoadGameMissingAndDelete(t *testing.T) {
	st := tempStore(t)
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		g, _, notice, err := settings.LoadGame(st, k)
		if g != nil || noticeText(notice) != "" || err != nil {
			t.Errorf("%s: no save gave %v %q %v", k, g, notice, err)
		}
		if err := settings.DeleteGame(st, k); err != nil {
			t.Errorf("deleting no save: %v", err)
		}
	}
	if _, _, _, err := settings.LoadGame(st, 9); err == nil {
		t.Error("a kind that is not a game was accepted")
	}
	// one save per kind
	tb := newGame(t, game.DefaultRules(game.Tarabish), 5)
	tn := newGame(t, game.DefaultRules(game.Tarneeb), 6)
	playRandom(t, tn, rand.New(rand.NewPCG(1, 1)), 10)
	for _, g := range []*game.Game{tb, tn} {
		if err := settings.SaveGame(st, g, settings.DefaultLevels()); err != nil {
			t.Fatal(err)
		}
	}
	g, _, _, _ := settings.LoadGame(st, game.Tarneeb)
	if g == nil || g.ActionCount() != 10 || g.State.Rules.Game != game.Tarneeb {
		t.Fatalf("tarneeb save: %v", g)
	}
	if err := settings.DeleteGame(st, game.Tarneeb); err != nil {
		t.Fatal(err)
	}
	if g, _, n, _ := settings.LoadGame(st, game.Tarneeb); g != nil || noticeText(n) != "" {
		t.Error("a deleted game came back")
	}
	if g, _, _, _ := settings.LoadGame(st, game.Tarabish); g == nil {
		t.Error("deleting the tarneeb save removed the tarabish one")
	}
}

func TestSaveGameRefuses(t *testing.T) {
	st := tempStore(t)
	if settings.SaveGame(st, nil, settings.DefaultLevels()) == nil {
		t.Error("a nil game was saved")
	}
	s, _ := game.NewState(game.DefaultRules(game.Tarabish), game.North)
	if settings.SaveGame(st, &game.Game{State: s}, settings.DefaultLevels()) == nil {
		t.Error("an unseeded game was saved")
	}
	g := newGame(t, game.DefaultRules(game.Tarabish), 1)
	if settings.SaveGame(st, g, settings.AILevels{North: "reference"}) == nil {
		t.Error("a bad level was saved")
	}
}

// TestSaveThatDoesNotReplay edits good saves so that they no longer replay; each must be kept
// aside with a notice.
func TestSaveThatDoesNotReplay(t *testing.T) {
	rules := game.DefaultRules(game.Tarabish)
	g := newGame(t, rules, 77)
	playRandom(t, g, rand.New(rand.NewPCG(7, 7)), 60) // into the second hand
	if len(g.Hands) < 2 {
		t.Fatalf("only %d hands after 60 actions", len(g.Hands))
	}
	edits := map[string]func(m map[string]any){
		"other seed": func(m map[string]any) { m["seed"] = 78 },
		"other game": func(m map[string]any) { m["game"] = "tarneeb" },
		"bad level":  func(m map[string]any) { m["seats"].(map[string]any)["east"] = "brutal" },
		"wrong turn": func(m map[string]any) {
			h := hands(m)[0].(map[string]any)
			a := h["actions"].([]any)
			a[0] = swapSeat(a[0].(string))
		},
		"illegal card": func(m map[string]any) {
			h := hands(m)[0].(map[string]any)
			a := h["actions"].([]any)
			for i, x := range a {
				if strings.Contains(x.(string), " play ") {
					a[i] = x.(string)[:7] + "XX"
					break
				}
			}
		},
		"missing hand": func(m map[string]any) {
			r := m["record"].(map[string]any)
			r["hands"] = hands(m)[:1]
		},
		"action moved": func(m map[string]any) {
			hs := hands(m)
			h1, h2 := hs[0].(map[string]any), hs[1].(map[string]any)
			a1 := h1["actions"].([]any)
			h2["actions"] = append([]any{a1[len(a1)-1]}, h2["actions"].([]any)...)
			h1["actions"] = a1[:len(a1)-1]
		},
		"extra action": func(m map[string]any) {
			hs := hands(m)
			h1 := hs[0].(map[string]any)
			h1["actions"] = append(h1["actions"].([]any), "N pass")
		},
		"other deal": func(m map[string]any) {
			h := hands(m)[0].(map[string]any)
			d := h["deal"].(map[string]any)
			d["N"], d["E"] = d["E"], d["N"]
		},
		"other rules": func(m map[string]any) {
			m["record"].(map[string]any)["rules"] = map[string]any{"preset": "belote-auction"}
		},
		"no hands": func(m map[string]any) { m["record"].(map[string]any)["hands"] = []any{} },
	}
	for name, edit := range edits {
		st := tempStore(t)
		if err := settings.SaveGame(st, g, settings.DefaultLevels()); err != nil {
			t.Fatal(err)
		}
		data, _ := os.ReadFile(st.SavePath(game.Tarabish))
		var m map[string]any
		if err := json.Unmarshal(data, &m); err != nil {
			t.Fatal(err)
		}
		edit(m)
		data, _ = json.Marshal(m)
		writeRaw(t, st.SavePath(game.Tarabish), data)
		back, _, notice, err := settings.LoadGame(st, game.Tarabish)
		if back != nil || err != nil || noticeText(notice) == "" {
			t.Errorf("%s: loaded %v, notice %q, err %v", name, back != nil, notice, err)
			continue
		}
		checkKeptAside(t, noticeText(notice), st.SavePath(game.Tarabish), data)
	}
}

func hands(m map[string]any) []any { return m["record"].(map[string]any)["hands"].([]any) }

// swapSeat gives an action text with another seat.
func swapSeat(text string) string {
	next := map[byte]string{'N': "E", 'E': "S", 'S': "W", 'W': "N"}
	return next[text[0]] + text[1:]
}

func BenchmarkSaveGame(b *testing.B) {
	st := tempStore(b)
	g := newGame(b, game.DefaultRules(game.Tarabish), 3)
	playRandom(b, g, rand.New(rand.NewPCG(3, 3)), 150)
	for b.Loop() {
		if err := settings.SaveGame(st, g, settings.DefaultLevels()); err != nil {
			b.Fatal(err)
		}
	}
}
