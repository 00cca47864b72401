package settings_test

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tarabish/game"
	"tarabish/settings"
)

// someFigures are figures a Tarabish hand could have.
var someFigures = settings.Figures{Version: settings.FiguresVersion, Given: 14, Solved: 9, Positions: 9,
	Decision: settings.DecisionOver, Asked: 82, Could: 60, BellaHeld: true, RunsHeld: true, RunsScored: true,
	Contract: true, Failed: true}

// addHands puts n finished Tarabish hands into the history.
func addHands(t *testing.T, st settings.Store, n int) []settings.HistoryEntry {
	t.Helper()
	rules := game.DefaultRules(game.Tarabish)
	for _, f := range finishedHands(t, rules, 21, n) {
		if _, err := settings.AddHand(st, game.Tarabish, rules, f.no, f.record, f.result); err != nil {
			t.Fatal(err)
		}
	}
	h, notice := settings.History(st)
	if noticeText(notice) != "" || len(h) != n {
		t.Fatalf("%d hands (%q)", len(h), notice)
	}
	return h
}

// TestHistoryWithoutFiguresLoads reads a history written before the figures existed: every
// hand is pending, and the file has no progress key.
func TestHistoryWithoutFiguresLoads(t *testing.T) {
	st := tempStore(t)
	h := addHands(t, st, 3)
	data, _ := os.ReadFile(st.HistoryPath())
	if strings.Contains(string(data), "progress") {
		t.Fatalf("a hand without figures writes a progress key: %s", data)
	}
	for i, e := range h {
		if e.Figures != nil {
			t.Errorf("hand %d has figures %+v before any were worked out", i, *e.Figures)
		}
	}
}

// TestSetFigures stores figures with one hand; they read back, stay when a hand is added,
// and the other hands stay pending.
func TestSetFigures(t *testing.T) {
	st := tempStore(t)
	h := addHands(t, st, 3)
	k := h[1].Key()
	k.Figures = someFigures
	if notice, err := settings.SetFigures(st, []settings.FiguresFor{k}); err != nil || notice != nil {
		t.Fatal(err, notice)
	}
	rules := game.DefaultRules(game.Tarabish)
	more := finishedHands(t, rules, 22, 1)[0]
	if _, err := settings.AddHand(st, game.Tarabish, rules, more.no, more.record, more.result); err != nil {
		t.Fatal(err)
	}
	got, notice := settings.History(st)
	if noticeText(notice) != "" || len(got) != 4 {
		t.Fatalf("%d hands (%q)", len(got), notice)
	}
	for i, e := range got {
		switch {
		case i == 1 && (e.Figures == nil || *e.Figures != someFigures):
			t.Errorf("hand 2: figures %+v, want %+v", e.Figures, someFigures)
		case i != 1 && e.Figures != nil:
			t.Errorf("hand %d: figures %+v, want none", i+1, *e.Figures)
		}
	}
}

// TestOtherFiguresVersionIsPending reads figures of another version as not worked out.
func TestOtherFiguresVersionIsPending(t *testing.T) {
	st := tempStore(t)
	h := addHands(t, st, 1)
	k := h[0].Key()
	k.Figures = someFigures
	k.Figures.Version = settings.FiguresVersion + 1
	if _, err := settings.SetFigures(st, []settings.FiguresFor{k}); err != nil {
		t.Fatal(err)
	}
	got, notice := settings.History(st)
	if noticeText(notice) != "" || len(got) != 1 || got[0].Figures != nil {
		t.Fatalf("%+v (%q)", got, notice)
	}
}

// TestDamagedFiguresKeptAside edits the progress block of a good history in ways that make
// it wrong: the file is kept aside with a notice, as every damaged file is.
func TestDamagedFiguresKeptAside(t *testing.T) {
	edits := map[string]func(p map[string]any){
		"unknown decision":    func(p map[string]any) { p["decision"] = "maybe" },
		"more solved":         func(p map[string]any) { p["solved"] = 12 },
		"more positions":      func(p map[string]any) { p["positions"], p["solved"] = 10, 10 },
		"negative given":      func(p map[string]any) { p["given"] = -3 },
		"scored, not held":    func(p map[string]any) { p["bella_held"] = false },
		"failed, no contract": func(p map[string]any) { p["contract"] = false },
		"unknown key":         func(p map[string]any) { p["luck"] = 3 },
		"wrong type":          func(p map[string]any) { p["given"] = "lots" },
		"version 0":           func(p map[string]any) { p["v"] = 0 },
	}
	for name, edit := range edits {
		st := tempStore(t)
		h := addHands(t, st, 2)
		k := h[0].Key()
		k.Figures = someFigures
		k.Figures.BellaScored = true
		if _, err := settings.SetFigures(st, []settings.FiguresFor{k}); err != nil {
			t.Fatal(err)
		}
		data, _ := os.ReadFile(st.HistoryPath())
		var file map[string]any
		if err := json.Unmarshal(data, &file); err != nil {
			t.Fatal(err)
		}
		p := file["hands"].([]any)[0].(map[string]any)["progress"].(map[string]any)
		edit(p)
		data, _ = json.Marshal(file)
		writeRaw(t, st.HistoryPath(), data)
		got, notice := settings.History(st)
		if len(got) != 0 || !strings.Contains(noticeText(notice), "history") {
			t.Errorf("%s: %d hands, notice %q", name, len(got), notice)
		}
		aside, _ := filepath.Glob(st.HistoryPath() + ".corrupt-*")
		if len(aside) != 1 {
			t.Errorf("%s: kept aside as %v", name, aside)
		}
		// figures for a history that is gone change nothing
		if notice, err := settings.SetFigures(st, []settings.FiguresFor{k}); err != nil || notice != nil {
			t.Errorf("%s: SetFigures on no history: %v %v", name, err, notice)
		}
		if _, err := os.Stat(st.HistoryPath()); !os.IsNotExist(err) {
			t.Errorf("%s: SetFigures wrote a history", name)
		}
	}
}
