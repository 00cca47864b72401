package settings_test

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"
	"time"

	"tarabish/game"
	"tarabish/settings"
)

// loader is one of the package's files: how to write a good one and how to load it.
type loader struct {
	name string
	path func(settings.Store) string
	save func(testing.TB, settings.Store)
	// load loads the file and reports whether it gave the defaults (nothing) and its notice
	load func(settings.Store) (isDefault bool, notice string)
}

var loaders = []loader{
	{"prefs", settings.Store.SettingsPath,
		func(t testing.TB, st settings.Store) {
			p := settings.DefaultPrefs()
			_ = p.Set("rules.tarabish.preset", "belote-auction")
			_ = p.Set("volume", "5")
			if err := settings.Save(st, p); err != nil {
				t.Fatal(err)
			}
		},
		func(st settings.Store) (bool, string) {
			p, notice := settings.Load(st)
			return p == settings.DefaultPrefs(), notice
		}},
	{"savegame", func(st settings.Store) string { return st.SavePath(game.Tarneeb) },
		func(t testing.TB, st settings.Store) {
			g := newGame(t, game.DefaultRules(game.Tarneeb), 99)
			playRandom(t, g, rand.New(rand.NewPCG(1, 2)), 70)
			if err := settings.SaveGame(st, g, settings.DefaultLevels()); err != nil {
				t.Fatal(err)
			}
		},
		func(st settings.Store) (bool, string) {
			g, _, notice, _ := settings.LoadGame(st, game.Tarneeb)
			return g == nil, noticeText(notice)
		}},
	{"stats", settings.Store.StatsPath,
		func(t testing.TB, st settings.Store) {
			var s settings.Stats
			s.RecordGame(game.Tarabish, true)
			s.RecordHand(game.Tarneeb, game.HandResult{Caller: game.South, Made: true, Score: [2]int{9, 0}})
			if err := settings.SaveStats(st, s); err != nil {
				t.Fatal(err)
			}
		},
		func(st settings.Store) (bool, string) {
			s, notice := settings.LoadStats(st)
			return s == settings.Stats{}, noticeText(notice)
		}},
	{"history", settings.Store.HistoryPath,
		func(t testing.TB, st settings.Store) {
			rules := game.DefaultRules(game.Tarabish)
			for _, f := range finishedHands(t, rules, 31, 3) {
				if _, err := settings.AddHand(st, game.Tarabish, rules, f.no, f.record, f.result); err != nil {
					t.Fatal(err)
				}
			}
		},
		func(st settings.Store) (bool, string) {
			h, notice := settings.History(st)
			return len(h) == 0, noticeText(notice)
		}},
}

// TestDamagedFiles gives every loader a corrupt, truncated, empty, wrong-schema and
// unreadable file: each must give the defaults, keep the file aside and say so.
func TestDamagedFiles(t *testing.T) {
	for _, l := range loaders {
		t.Run(l.name, func(t *testing.T) {
			st := tempStore(t)
			l.save(t, st)
			good, err := os.ReadFile(l.path(st))
			if err != nil {
				t.Fatal(err)
			}
			if isDefault, notice := l.load(st); isDefault || noticeText(notice) != "" {
				t.Fatalf("the good file did not load (%q)", notice)
			}
			schema2 := strings.Replace(string(good), `"schema":1`, `"schema":2`, 1)
			schema2 = strings.Replace(schema2, `"schema": 1`, `"schema": 2`, 1)
			noSchema := strings.Replace(strings.Replace(string(good), `"schema":1,`, ``, 1), `"schema": 1,`, ``, 1)
			cases := map[string][]byte{
				"corrupt":        []byte(`{"schema":1, this is not JSON`),
				"garbage":        {0xff, 0xfe, 0, 1, 2, '{'},
				"truncated":      good[:len(good)/2],
				"one byte short": good[:len(good)-2],
				"empty":          {},
				"newer schema":   []byte(schema2),
				"no schema":      []byte(noSchema),
				"string schema":  []byte(`{"schema":"1"}`),
				"array":          []byte(`[1,2,3]`),
				"null":           []byte(`null`),
				"trailing":       append(append([]byte{}, good...), []byte(`{}`)...),
			}
			for name, data := range cases {
				if string(data) == string(good) {
					t.Fatalf("%s: the case is the good file", name)
				}
				writeRaw(t, l.path(st), data)
				isDefault, notice := l.load(st)
				if !isDefault {
					t.Errorf("%s: did not give the defaults", name)
				}
				checkKeptAside(t, notice, l.path(st), data)
				if isDefault, n := l.load(st); !isDefault || noticeText(n) != "" {
					t.Errorf("%s: loading again after keeping aside gave notice %q", name, n)
				}
			}
			// a folder where the file should be
			if err := os.Mkdir(l.path(st), 0o700); err != nil {
				t.Fatal(err)
			}
			isDefault, notice := l.load(st)
			if !isDefault {
				t.Error("a folder in place of the file did not give the defaults")
			}
			checkKeptAside(t, notice, l.path(st), nil)
			l.save(t, st) // and saving works again
			if isDefault, notice := l.load(st); isDefault || noticeText(notice) != "" {
				t.Errorf("saving after a folder was kept aside: %q", notice)
			}
		})
	}
}

// TestUnreadableFiles uses chmod 000, which does not stop root from reading.
func TestUnreadableFiles(t *testing.T) {
	for _, l := range loaders {
		t.Run(l.name, func(t *testing.T) {
			st := tempStore(t)
			l.save(t, st)
			path := l.path(st)
			good, _ := os.ReadFile(path)
			if err := os.Chmod(path, 0); err != nil {
				t.Fatal(err)
			}
			if f, err := os.Open(path); err == nil {
				f.Close()
				os.Chmod(path, 0o600)
				t.Skip("chmod 000 does not stop this user reading (root); the folder case covers unreadable files")
			}
			isDefault, notice := l.load(st)
			if !isDefault {
				t.Error("an unreadable file did not give the defaults")
			}
			checkKeptAside(t, notice, path, good)
		})
	}
}

// TestKeptAsideNamesAreUnique damages the same file three times within a second.
func TestKeptAsideNamesAreUnique(t *testing.T) {
	st := tempStore(t)
	seen := map[string]bool{}
	for i := 0; i < 3; i++ {
		body := []byte(strings.Repeat("x", i+1))
		writeRaw(t, st.SettingsPath(), body)
		start := time.Now()
		_, notice := settings.Load(st)
		aside := checkKeptAside(t, notice, st.SettingsPath(), body)
		if seen[aside] {
			t.Fatalf("%s used twice", aside)
		}
		seen[aside] = true
		if time.Since(start) > 500*time.Millisecond {
			t.Skip("too slow to be within one second")
		}
	}
}

// TestNoticeWhenNotKeptAside makes the folder read-only so the damaged file cannot be renamed.
func TestNoticeWhenNotKeptAside(t *testing.T) {
	st := tempStore(t)
	writeRaw(t, st.StatsPath(), []byte("{"))
	os.Chmod(st.DataDir, 0o500)
	defer os.Chmod(st.DataDir, 0o700)
	if err := os.WriteFile(filepath.Join(st.DataDir, "probe"), nil, 0o600); err == nil {
		t.Skip("a read-only folder is writable for this user (root)")
	}
	s, notice := settings.LoadStats(st)
	if s != (settings.Stats{}) || !strings.HasPrefix(noticeText(notice), "Your statistics file could not be read") ||
		strings.Contains(noticeText(notice), "\n") {
		t.Errorf("%+v %q", s, notice)
	}
}

// TestWritesLeaveNoTempFiles checks the folder after saving and removes stale temporary files.
func TestWritesLeaveNoTempFiles(t *testing.T) {
	st := tempStore(t)
	for _, l := range loaders {
		l.save(t, st)
		l.save(t, st)
	}
	for _, dir := range []string{st.ConfigDir, st.DataDir} {
		entries, _ := os.ReadDir(dir)
		for _, e := range entries {
			if strings.Contains(e.Name(), ".tmp-") {
				t.Errorf("temporary file %s left", e.Name())
			}
			if info, _ := e.Info(); info.Mode().Perm()&0o077 != 0 {
				t.Errorf("%s is readable by others: %v", e.Name(), info.Mode())
			}
		}
	}
	stale := filepath.Join(st.ConfigDir, ".settings.json.tmp-123")
	fresh := filepath.Join(st.ConfigDir, ".settings.json.tmp-456")
	writeRaw(t, stale, []byte("half a fi"))
	writeRaw(t, fresh, []byte("being writ"))
	old := time.Now().Add(-time.Hour)
	os.Chtimes(stale, old, old)
	want, _ := settings.Load(st)
	if _, err := os.Stat(stale); !os.IsNotExist(err) {
		t.Error("a stale temporary file was not removed")
	}
	if _, err := os.Stat(fresh); err != nil {
		t.Error("a fresh temporary file (another write under way) was removed")
	}
	if got, n := settings.Load(st); !reflect.DeepEqual(got, want) || noticeText(n) != "" {
		t.Error("temporary files disturbed loading")
	}
}
