package settings_test

import (
	"path/filepath"
	"runtime"
	"testing"

	"tarabish/game"
	"tarabish/settings"
)

func TestDefaultStoreFollowsEnvironment(t *testing.T) {
	switch runtime.GOOS {
	case "windows", "darwin", "ios", "plan9", "android":
		t.Skip("the XDG folders are for Linux and the BSDs")
	}
	home, config, data := t.TempDir(), t.TempDir(), t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", config)
	t.Setenv("XDG_DATA_HOME", data)
	st, err := settings.DefaultStore()
	if err != nil {
		t.Fatal(err)
	}
	want := settings.Store{ConfigDir: filepath.Join(config, "tarabish"), DataDir: filepath.Join(data, "tarabish")}
	if st != want {
		t.Errorf("store %+v, want %+v", st, want)
	}
	if st.SettingsPath() != filepath.Join(config, "tarabish", "settings.json") ||
		st.SavePath(game.Tarneeb) != filepath.Join(data, "tarabish", "current-tarneeb.json") ||
		st.StatsPath() != filepath.Join(data, "tarabish", "stats.json") ||
		st.HistoryPath() != filepath.Join(data, "tarabish", "history.json") {
		t.Errorf("paths %s %s %s %s", st.SettingsPath(), st.SavePath(game.Tarneeb), st.StatsPath(), st.HistoryPath())
	}
	for _, unset := range []string{"", "relative/path"} {
		t.Setenv("XDG_DATA_HOME", unset)
		t.Setenv("XDG_CONFIG_HOME", "")
		st, err = settings.DefaultStore()
		if err != nil {
			t.Fatal(err)
		}
		want = settings.Store{ConfigDir: filepath.Join(home, ".config", "tarabish"),
			DataDir: filepath.Join(home, ".local", "share", "tarabish")}
		if st != want {
			t.Errorf("XDG_DATA_HOME=%q: store %+v, want %+v", unset, st, want)
		}
	}
	t.Setenv("HOME", "")
	if _, err := settings.DefaultStore(); err == nil {
		t.Error("no HOME and no XDG folders gave a store")
	}
}

// TestSaveCreatesFolders saves into folders that do not exist yet, as on a first start.
func TestSaveCreatesFolders(t *testing.T) {
	if runtime.GOOS == "windows" || runtime.GOOS == "plan9" {
		t.Skip("the folders come from HOME and XDG variables only on Unix")
	}
	home, config, data := t.TempDir(), t.TempDir(), t.TempDir()
	t.Setenv("HOME", home)
	t.Setenv("XDG_CONFIG_HOME", config)
	t.Setenv("XDG_DATA_HOME", data)
	st, err := settings.DefaultStore()
	if err != nil {
		t.Fatal(err)
	}
	p := settings.DefaultPrefs()
	p.Volume = 12
	if err := settings.Save(st, p); err != nil {
		t.Fatal(err)
	}
	if err := settings.SaveStats(st, settings.Stats{}); err != nil {
		t.Fatal(err)
	}
	if got, _ := settings.Load(st); got != p {
		t.Errorf("loaded %+v", got)
	}
}
