package settings_test

import (
	"encoding/json"
	"os"
	"testing"

	"tarabish/settings"
)

func TestLoadMissingGivesDefaults(t *testing.T) {
	p, notice := settings.Load(tempStore(t))
	if noticeText(notice) != "" || p != settings.DefaultPrefs() {
		t.Errorf("missing file: %+v, notice %q", p, notice)
	}
}

// TestSettingsFileFormat checks the file's layout: a schema, rules as hand records write them.
func TestSettingsFileFormat(t *testing.T) {
	st := tempStore(t)
	p := settings.DefaultPrefs()
	for _, kv := range [][2]string{{"rules.tarabish.preset", "belote-auction"}, {"rules.tarabish.min_bid", "100"},
		{"rules.tarneeb.defenders_score", "on"}, {"volume", "12"}, {"ai.north", "hard"}} {
		if err := p.Set(kv[0], kv[1]); err != nil {
			t.Fatal(err)
		}
	}
	if err := settings.Save(st, p); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(st.SettingsPath())
	if err != nil {
		t.Fatal(err)
	}
	var f struct {
		Schema int                               `json:"schema"`
		Volume int                               `json:"volume"`
		AI     map[string]string                 `json:"ai"`
		Rules  map[string]map[string]interface{} `json:"rules"`
	}
	if err := json.Unmarshal(data, &f); err != nil {
		t.Fatal(err)
	}
	if f.Schema != 1 || f.Volume != 12 || f.AI["north"] != "hard" {
		t.Errorf("file %s", data)
	}
	tb := f.Rules["tarabish"]
	// custom rules are written as hand records write them: the game's default preset and
	// every option that differs from it
	if tb["preset"] != "cape-breton" || tb["min_bid"] != float64(100) || tb["bidding"] != "auction" ||
		tb["quint"] != true || len(tb) != 9 {
		t.Errorf("tarabish rules written as %v", tb)
	}
	tn := f.Rules["tarneeb"]
	if tn["preset"] != "levant-41" || tn["defenders_score"] != true || len(tn) != 2 {
		t.Errorf("tarneeb rules written as %v", tn)
	}
	// a hand-written file with only some fields keeps the defaults for the rest
	hand := `{"schema": 1, "speed": "fast", "rules": {"tarneeb": {"preset": "long-61", "kaboot": "off"}}}`
	if err := os.WriteFile(st.SettingsPath(), []byte(hand), 0o600); err != nil {
		t.Fatal(err)
	}
	got, notice := settings.Load(st)
	want := settings.DefaultPrefs()
	_ = want.Set("speed", "fast")
	_ = want.Set("rules.tarneeb.preset", "long-61")
	_ = want.Set("rules.tarneeb.kaboot", "off")
	if noticeText(notice) != "" || got != want {
		t.Errorf("partial file: %+v (%q), want %+v", got, notice, want)
	}
}

func TestLoadRejectsBadOptionValues(t *testing.T) {
	for _, body := range []string{
		`{"schema":1,"rules":{"tarabish":{"last_trick":5}}}`,
		`{"schema":1,"rules":{"tarabish":{"preset":"gulf-31"}}}`,
		`{"schema":1,"rules":{"poker":{}}}`,
		`{"schema":1,"volume":300}`,
		`{"schema":1,"ai":{"north":"godlike"}}`,
		`{"schema":1,"colour":"red"}`,
		`{"schema":1} {"schema":1}`,
	} {
		st := tempStore(t)
		writeRaw(t, st.SettingsPath(), []byte(body))
		p, notice := settings.Load(st)
		if p != settings.DefaultPrefs() || noticeText(notice) == "" {
			t.Errorf("%s: loaded %+v, notice %q", body, p, notice)
			continue
		}
		checkKeptAside(t, notice, st.SettingsPath(), []byte(body))
	}
}
