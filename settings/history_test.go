package settings_test

import (
	"encoding/json"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tarabish/game"
	"tarabish/settings"
)

// finished is a finished hand: its number, record and result.
type finished struct {
	no     int
	record game.HandRecord
	result game.HandResult
}

// finishedHands plays a seeded game with random actions (passing often) and gives each
// finished hand.
func finishedHands(t testing.TB, r game.Rules, seed uint64, max int) []finished {
	g := newGame(t, r, seed)
	rng := rand.New(rand.NewPCG(seed, 3))
	var out []finished
	for len(out) < max && g.State.Current() != game.NoSeat {
		hand := len(g.Hands)
		a := randomAction(&g.State, rng)
		if g.State.Phase == game.PhaseBid && rng.IntN(2) == 0 && g.State.Check(game.PassAction) == nil {
			a = game.PassAction // pass often, so that some hands are thrown in
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
		if len(g.Hands) > hand || g.State.Phase == game.PhaseOver {
			out = append(out, finished{hand, g.Hands[hand-1], g.State.Result})
		}
	}
	return out
}

// TestHistoryExportReplays adds hands of every preset, reads them back, exports each and
// replays the exported file: the hand's score must match.
func TestHistoryExportReplays(t *testing.T) {
	st := tempStore(t)
	var added []finished
	var kinds []game.Kind
	for _, pr := range game.Presets {
		rules, _ := game.PresetRules(pr.Game, pr.ID)
		if pr.ID == "cape-breton" {
			_ = rules.Set("dealer_forced", "off") // thrown-in hands too
		}
		for _, f := range finishedHands(t, rules, uint64(len(pr.ID)), 6) {
			notice, err := settings.AddHand(st, pr.Game, rules, f.no, f.record, f.result)
			if err != nil || noticeText(notice) != "" {
				t.Fatalf("%s hand %d: %v %q", pr.ID, f.no, err, notice)
			}
			added = append(added, f)
			kinds = append(kinds, pr.Game)
		}
	}
	entries, notice := settings.History(st)
	if noticeText(notice) != "" || len(entries) != len(added) {
		t.Fatalf("%d entries (%q), want %d", len(entries), notice, len(added))
	}
	thrown := 0
	for _, f := range added {
		if f.result.ThrownIn {
			thrown++
		}
	}
	if thrown == 0 || thrown == len(added) {
		t.Errorf("%d of %d hands thrown in; the test wants some of each", thrown, len(added))
	}
	for i, e := range entries {
		f := added[i]
		if e.Game != kinds[i] || e.HandNo != f.no || e.Score != f.result.Score || e.Caller != f.result.Caller ||
			e.Bid != f.result.Bid || e.When.IsZero() || len(e.Record.Hands) != 1 {
			t.Errorf("entry %d: %+v, want hand %d %+v", i, e, f.no, f.result)
		}
		path := filepath.Join(t.TempDir(), "hand.json")
		if err := settings.Export(e, path); err != nil {
			t.Fatal(err)
		}
		data, err := os.ReadFile(path)
		if err != nil {
			t.Fatal(err)
		}
		rec, err := game.ParseRecord(data)
		if err != nil {
			t.Fatalf("entry %d: exported file: %v\n%s", i, err, data)
		}
		_, results, err := game.Replay(rec)
		if err != nil || len(results) != 1 {
			t.Fatalf("entry %d: replay: %v (%d results)", i, err, len(results))
		}
		if results[0].Score != f.result.Score || results[0].Caller != f.result.Caller {
			t.Errorf("entry %d: replayed score %v by %s, want %v by %s", i, results[0].Score,
				results[0].Caller, f.result.Score, f.result.Caller)
		}
		if rec.Rules != e.Record.Rules || rec.Hands[0].Dealer != f.record.Dealer {
			t.Errorf("entry %d: exported rules or dealer differ", i)
		}
	}
}

// TestHistoryKeepsTheLast500 fills the file with 500 hands and adds one more.
func TestHistoryKeepsTheLast500(t *testing.T) {
	st := tempStore(t)
	rules := game.DefaultRules(game.Tarabish)
	hands := finishedHands(t, rules, 8, 2)
	if _, err := settings.AddHand(st, game.Tarabish, rules, 1, hands[0].record, hands[0].result); err != nil {
		t.Fatal(err)
	}
	data, _ := os.ReadFile(st.HistoryPath())
	var file struct {
		Schema int              `json:"schema"`
		Hands  []map[string]any `json:"hands"`
	}
	if err := json.Unmarshal(data, &file); err != nil || file.Schema != 1 || len(file.Hands) != 1 {
		t.Fatalf("history file %s (%v)", data, err)
	}
	for i := 1; i < settings.MaxHistory; i++ {
		e := map[string]any{}
		for k, v := range file.Hands[0] {
			e[k] = v
		}
		e["hand"] = i + 1
		file.Hands = append(file.Hands, e)
	}
	data, _ = json.Marshal(file)
	writeRaw(t, st.HistoryPath(), data)
	if got, n := settings.History(st); len(got) != settings.MaxHistory || noticeText(n) != "" {
		t.Fatalf("%d entries, notice %q", len(got), n)
	}
	if _, err := settings.AddHand(st, game.Tarabish, rules, 9999, hands[1].record, hands[1].result); err != nil {
		t.Fatal(err)
	}
	got, notice := settings.History(st)
	if noticeText(notice) != "" || len(got) != settings.MaxHistory {
		t.Fatalf("%d entries after adding one to a full history (%q)", len(got), notice)
	}
	if got[0].HandNo != 2 || got[len(got)-1].HandNo != 9999 || got[len(got)-1].Score != hands[1].result.Score {
		t.Errorf("kept hands %d..%d, want 2..9999", got[0].HandNo, got[len(got)-1].HandNo)
	}
}

func TestAddHandRefuses(t *testing.T) {
	st := tempStore(t)
	rules := game.DefaultRules(game.Tarabish)
	f := finishedHands(t, rules, 4, 1)[0]
	wrongScore := f.result
	wrongScore.Score[0]++
	unfinished := f.record
	unfinished.Moves = unfinished.Moves[:len(unfinished.Moves)-1]
	cases := map[string]func() (error, error){
		"wrong score": func() (error, error) { return settings.AddHand(st, game.Tarabish, rules, 1, f.record, wrongScore) },
		"unfinished":  func() (error, error) { return settings.AddHand(st, game.Tarabish, rules, 1, unfinished, f.result) },
		"other game": func() (error, error) {
			return settings.AddHand(st, game.Tarneeb, rules, 1, f.record, f.result)
		},
		"hand 0": func() (error, error) { return settings.AddHand(st, game.Tarabish, rules, 0, f.record, f.result) },
		"other rules": func() (error, error) {
			r, _ := game.PresetRules(game.Tarabish, "belote-auction")
			return settings.AddHand(st, game.Tarabish, r, 1, f.record, f.result)
		},
	}
	for name, add := range cases {
		if _, err := add(); err == nil {
			t.Errorf("%s: accepted", name)
		}
	}
	if _, err := os.Stat(st.HistoryPath()); !os.IsNotExist(err) {
		t.Error("a refused hand was written")
	}
}

// TestAddHandOverDamagedHistory starts a new history when the old one cannot be read.
func TestAddHandOverDamagedHistory(t *testing.T) {
	st := tempStore(t)
	rules := game.DefaultRules(game.Tarabish)
	f := finishedHands(t, rules, 4, 1)[0]
	writeRaw(t, st.HistoryPath(), []byte(`{"schema":1,"hands":[{"when":`))
	notice, err := settings.AddHand(st, game.Tarabish, rules, 1, f.record, f.result)
	if err != nil || !strings.Contains(noticeText(notice), "history") {
		t.Fatalf("%v %q", err, notice)
	}
	got, n := settings.History(st)
	if len(got) != 1 || noticeText(n) != "" {
		t.Errorf("%d entries, notice %q", len(got), n)
	}
}

// TestHistoryEntryThatDoesNotReplay edits a good history so that a hand no longer replays.
func TestHistoryEntryThatDoesNotReplay(t *testing.T) {
	rules := game.DefaultRules(game.Tarneeb)
	f := finishedHands(t, rules, 12, 1)[0]
	edits := map[string]func(e map[string]any){
		"score":  func(e map[string]any) { e["score"] = map[string]any{"NS": 13, "EW": 0} },
		"caller": func(e map[string]any) { e["caller"] = "Q" },
		"game":   func(e map[string]any) { e["game"] = "tarabish" },
		"action": func(e map[string]any) {
			h := e["record"].(map[string]any)["hands"].([]any)[0].(map[string]any)
			a := h["actions"].([]any)
			h["actions"] = a[:len(a)-2]
		},
		"two hands": func(e map[string]any) {
			r := e["record"].(map[string]any)
			hs := r["hands"].([]any)
			r["hands"] = append(hs, hs[0])
		},
	}
	for name, edit := range edits {
		st := tempStore(t)
		if _, err := settings.AddHand(st, game.Tarneeb, rules, 1, f.record, f.result); err != nil {
			t.Fatal(err)
		}
		data, _ := os.ReadFile(st.HistoryPath())
		var file map[string]any
		_ = json.Unmarshal(data, &file)
		edit(file["hands"].([]any)[0].(map[string]any))
		data, _ = json.Marshal(file)
		writeRaw(t, st.HistoryPath(), data)
		got, notice := settings.History(st)
		if got != nil || noticeText(notice) == "" {
			t.Errorf("%s: %d entries, notice %q", name, len(got), notice)
			continue
		}
		checkKeptAside(t, noticeText(notice), st.HistoryPath(), data)
	}
}
