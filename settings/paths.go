// Package settings keeps what the game remembers between runs: preferences and house rules,
// the game in progress, statistics, the history of finished hands and the puzzles solved. Every file is written
// safely (a crash never leaves half a file) and read defensively (a damaged file is kept aside
// and defaults are used, with a one-line notice for the person at the screen).
package settings

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"

	"tarabish/game"
)

// appName is the folder the game's files live in, under the system's config and data folders.
const appName = "tarabish"

// Store names the two folders the game's files are kept in. ConfigDir holds settings.json;
// DataDir holds the saved games, statistics and hand history. Both are the game's own folders
// (already ending in "tarabish"); they are created when a file is first written.
type Store struct {
	ConfigDir string // folder of settings.json
	DataDir   string // folder of current-<game>.json, stats.json, history.json and puzzles.json
}

// DefaultStore gives the system's folders for this user: <config>/tarabish and <data>/tarabish.
func DefaultStore() (Store, error) {
	config, err := os.UserConfigDir()
	if err != nil {
		return Store{}, err
	}
	data, err := userDataDir()
	if err != nil {
		return Store{}, err
	}
	return Store{ConfigDir: filepath.Join(config, appName), DataDir: filepath.Join(data, appName)}, nil
}

// userDataDir gives the system's folder for application data: $XDG_DATA_HOME (default
// ~/.local/share) on Linux and the BSDs, %AppData% on Windows, ~/Library/Application Support
// on macOS.
func userDataDir() (string, error) {
	switch runtime.GOOS {
	case "windows", "darwin", "ios", "plan9":
		return os.UserConfigDir()
	}
	if dir := os.Getenv("XDG_DATA_HOME"); dir != "" && filepath.IsAbs(dir) {
		return dir, nil
	}
	home := os.Getenv("HOME")
	if home == "" {
		return "", errors.New("neither $XDG_DATA_HOME nor $HOME is defined")
	}
	return filepath.Join(home, ".local", "share"), nil
}

// SettingsPath gives the path of the preferences file.
func (s Store) SettingsPath() string { return filepath.Join(s.ConfigDir, "settings.json") }

// SavePath gives the path of the saved game in progress of one game kind.
func (s Store) SavePath(k game.Kind) string {
	return filepath.Join(s.DataDir, "current-"+k.String()+".json")
}

// StatsPath gives the path of the statistics file.
func (s Store) StatsPath() string { return filepath.Join(s.DataDir, "stats.json") }

// HistoryPath gives the path of the hand history file.
func (s Store) HistoryPath() string { return filepath.Join(s.DataDir, "history.json") }
