package settings_test

import (
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"tarabish/settings"
)

// TestPuzzlesRoundTrip marks puzzles solved, saves and loads them back.
func TestPuzzlesRoundTrip(t *testing.T) {
	st := tempStore(t)
	p, notice := settings.LoadPuzzles(st)
	if notice != nil || len(p.Solved) != 0 {
		t.Fatalf("no file: %+v, %v", p, notice)
	}
	for _, id := range []string{"tn.03", "tb.07", "tb.01"} {
		if !p.MarkSolved(id) {
			t.Errorf("%s marked as solved before", id)
		}
	}
	if p.MarkSolved("tb.07") {
		t.Error("tb.07 solved twice counts as new")
	}
	if err := settings.SavePuzzles(st, p); err != nil {
		t.Fatal(err)
	}
	back, notice := settings.LoadPuzzles(st)
	if notice != nil {
		t.Fatal(notice)
	}
	if want := []string{"tb.01", "tb.07", "tn.03"}; !reflect.DeepEqual(back.Solved, want) {
		t.Errorf("loaded %v, want %v", back.Solved, want)
	}
	if !back.IsSolved("tb.07") || back.IsSolved("tb.02") {
		t.Errorf("IsSolved wrong on %v", back.Solved)
	}
	data, _ := os.ReadFile(st.PuzzlesPath())
	if !strings.Contains(string(data), `"schema": 1`) {
		t.Errorf("no schema number in %s", data)
	}
}

// TestPuzzlesDamaged keeps damaged files aside and starts again from none solved.
func TestPuzzlesDamaged(t *testing.T) {
	for name, text := range map[string]string{
		"not json":   "{not json",
		"no schema":  `{"solved": ["tb.01"]}`,
		"schema 2":   `{"schema": 2, "solved": ["tb.01"]}`,
		"unknown":    `{"schema": 1, "solved": [], "extra": 1}`,
		"unsorted":   `{"schema": 1, "solved": ["tb.02", "tb.01"]}`,
		"twice":      `{"schema": 1, "solved": ["tb.01", "tb.01"]}`,
		"empty id":   `{"schema": 1, "solved": [""]}`,
		"not a list": `{"schema": 1, "solved": 3}`,
	} {
		t.Run(name, func(t *testing.T) {
			st := tempStore(t)
			if err := os.MkdirAll(st.DataDir, 0o700); err != nil {
				t.Fatal(err)
			}
			if err := os.WriteFile(st.PuzzlesPath(), []byte(text), 0o600); err != nil {
				t.Fatal(err)
			}
			p, notice := settings.LoadPuzzles(st)
			if notice == nil || len(p.Solved) != 0 {
				t.Fatalf("got %+v, notice %v", p, notice)
			}
			if !strings.Contains(notice.Error(), "puzzle progress") {
				t.Errorf("notice %q does not name the puzzle progress", notice)
			}
			aside, _ := filepath.Glob(st.PuzzlesPath() + ".corrupt-*")
			if len(aside) != 1 {
				t.Errorf("kept aside: %v", aside)
			}
			if _, err := os.Stat(st.PuzzlesPath()); !os.IsNotExist(err) {
				t.Errorf("the damaged file is still in place: %v", err)
			}
		})
	}
}

// TestPuzzlesRefusesBadProgress does not write progress that would not load.
func TestPuzzlesRefusesBadProgress(t *testing.T) {
	st := tempStore(t)
	if err := settings.SavePuzzles(st, settings.Puzzles{Solved: []string{"b", "a"}}); err == nil {
		t.Error("unsorted progress saved")
	}
}
