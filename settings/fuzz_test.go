package settings_test

import (
	"encoding/json"
	"os"
	"reflect"
	"testing"

	"tarabish/game"
	"tarabish/settings"
)

// Each loader is fed arbitrary bytes. It must not panic; it must either accept the file
// (no notice, the file left in place, and what it gave survives saving and loading again)
// or keep it aside with a notice and give the defaults.

func FuzzLoadPrefs(f *testing.F) {
	f.Add([]byte(`{"schema":1,"volume":30,"rules":{"tarabish":{"preset":"belote-auction","min_bid":60}}}`))
	f.Add([]byte(`{"schema":1,"rules":{"tarneeb":{"preset":"gulf-31","match":"best_of_3","kaboot":false}}}`))
	f.Add([]byte(`{"schema":2}`))
	f.Add([]byte{})
	f.Fuzz(func(t *testing.T, data []byte) {
		st := fuzzStore(t, settings.Store.SettingsPath, data)
		p, notice := settings.Load(st)
		if err := p.Validate(); err != nil {
			t.Fatalf("Load gave invalid preferences: %v", err)
		}
		if checkFuzzNotice(t, notice, st.SettingsPath(), data) {
			if p != settings.DefaultPrefs() {
				t.Fatal("a damaged file did not give the defaults")
			}
			return
		}
		if err := settings.Save(st, p); err != nil {
			t.Fatalf("saving loaded preferences: %v", err)
		}
		if back, n := settings.Load(st); back != p || noticeText(n) != "" {
			t.Fatalf("saved and loaded again: %+v (%q), want %+v", back, n, p)
		}
	})
}

func FuzzLoadSave(f *testing.F) {
	f.Add([]byte(`{"schema":1,"game":"tarneeb","seed":1,"record":{"game":"tarneeb","rules":{},"hands":[]},"seats":{}}`))
	f.Add([]byte(`{"schema":1,"game":"tarneeb","seed":18446744073709551615,"record":null}`))
	f.Add([]byte(`{"schema":0}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		st := fuzzStore(t, func(s settings.Store) string { return s.SavePath(game.Tarneeb) }, data)
		g, levels, notice, err := settings.LoadGame(st, game.Tarneeb)
		if err != nil {
			t.Fatal(err)
		}
		if checkFuzzNotice(t, noticeText(notice), st.SavePath(game.Tarneeb), data) {
			if g != nil {
				t.Fatal("a damaged save gave a game")
			}
			return
		}
		if g == nil || levels.Validate() != nil || g.State.Rules.Game != game.Tarneeb {
			t.Fatalf("an accepted save gave game %v, levels %+v", g, levels)
		}
		if err := settings.SaveGame(st, g, levels); err != nil {
			t.Fatalf("saving a loaded game: %v", err)
		}
		back, lv, n, _ := settings.LoadGame(st, game.Tarneeb)
		if back == nil || noticeText(n) != "" || lv != levels || !reflect.DeepEqual(back.State, g.State) ||
			!reflect.DeepEqual(back.Hands, g.Hands) {
			t.Fatalf("saved and loaded again: a different game (%q)", n)
		}
	})
}

func FuzzLoadStats(f *testing.F) {
	f.Add([]byte(`{"schema":1,"tarabish":{"games_played":3,"games_won":2,"streak":1,"longest_streak":2}}`))
	f.Add([]byte(`{"schema":1,"tarneeb":{"best_hand":13,"best_hand_at":"2026-11-29T12:00:00+01:00"}}`))
	f.Add([]byte(`{"schema":1,"tarabish":{"hands_played":9223372036854775807}}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		st := fuzzStore(t, settings.Store.StatsPath, data)
		s, notice := settings.LoadStats(st)
		if checkFuzzNotice(t, noticeText(notice), st.StatsPath(), data) {
			if s != (settings.Stats{}) {
				t.Fatal("a damaged file did not give zeros")
			}
			return
		}
		if err := settings.SaveStats(st, s); err != nil {
			t.Fatalf("saving loaded statistics: %v", err)
		}
		back, n := settings.LoadStats(st)
		a, _ := json.Marshal(s)
		b, _ := json.Marshal(back)
		if noticeText(n) != "" || string(a) != string(b) {
			t.Fatalf("saved and loaded again: %s (%q), want %s", b, n, a)
		}
	})
}

func FuzzLoadHistory(f *testing.F) {
	f.Add([]byte(`{"schema":1,"hands":[]}`))
	f.Add([]byte(`{"schema":1,"hands":[{"when":"2026-11-29T12:00:00Z","game":"tarneeb","hand":1,"score":{"NS":0,"EW":0},"caller":null,"bid":0,"record":{"game":"tarneeb","rules":{},"hands":[]}}]}`))
	f.Add([]byte(`{"schema":1,"hands":null}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		st := fuzzStore(t, settings.Store.HistoryPath, data)
		entries, notice := settings.History(st)
		if checkFuzzNotice(t, noticeText(notice), st.HistoryPath(), data) {
			if entries != nil {
				t.Fatal("a damaged history gave hands")
			}
			return
		}
		if len(entries) > settings.MaxHistory {
			t.Fatalf("%d hands kept", len(entries))
		}
		for i, e := range entries {
			path := st.DataDir + "/export.json"
			if err := settings.Export(e, path); err != nil {
				t.Fatalf("entry %d: export: %v", i, err)
			}
			out, _ := os.ReadFile(path)
			rec, err := game.ParseRecord(out)
			if err != nil {
				t.Fatalf("entry %d: the export does not parse: %v", i, err)
			}
			_, results, err := game.Replay(rec)
			if err != nil || len(results) != 1 || results[0].Score != e.Score {
				t.Fatalf("entry %d: the export does not replay to its score: %v", i, err)
			}
		}
	})
}

// fuzzStore writes data where path says in a fresh store.
func fuzzStore(t *testing.T, path func(settings.Store) string, data []byte) settings.Store {
	st := tempStore(t)
	writeRaw(t, path(st), data)
	return st
}

// checkFuzzNotice checks the two outcomes of a load: accepted (no notice, the file in place)
// or kept aside (a notice and the file renamed, unchanged). It reports whether it was kept aside.
func checkFuzzNotice(t *testing.T, notice, path string, data []byte) bool {
	t.Helper()
	if noticeText(notice) == "" {
		if got, err := os.ReadFile(path); err != nil || string(got) != string(data) {
			t.Fatalf("an accepted file was changed or moved (%v)", err)
		}
		return false
	}
	checkKeptAside(t, notice, path, data)
	return true
}
