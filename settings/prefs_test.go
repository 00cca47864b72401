package settings_test

import (
	"os"
	"slices"
	"sort"
	"strings"
	"testing"

	"tarabish/game"
	"tarabish/settings"
)

// rulesDefaults are the default options of RULES.md, written out here so that the tests
// check the engine against the contract and not against itself.
var rulesDefaults = map[string]map[string]string{
	"tarabish": {"first_dealer": "cut", "bid_on": "six", "bidding": "call", "dealer_forced": "on",
		"forced_over_400": "off", "no_trump": "off", "min_bid": "50", "partner_exemption": "off",
		"trick_history": "off", "quint": "off", "run_scoring": "player", "four_of_a_kind": "off",
		"bella_call": "second", "last_trick": "10", "half_bait_is_bait": "off", "capot_bonus": "off",
		"target": "500"},
	"tarneeb": {"all_pass": "redeal", "first_lead_trump": "off", "defenders_score": "off",
		"kaboot": "any", "kaboot_needs_positive": "off", "target": "41", "match": "one_set"},
}

// presetTable is the presets table of RULES.md: what each preset changes from the defaults.
var presetTable = []struct {
	id, game string
	sets     map[string]string
}{
	{"cape-breton", "tarabish", nil},
	{"cape-breton-friendly", "tarabish", map[string]string{"bella_call": "either", "trick_history": "on"}},
	{"belote-auction", "tarabish", map[string]string{"bidding": "auction", "min_bid": "50", "bid_on": "three",
		"run_scoring": "team", "quint": "on", "four_of_a_kind": "on", "partner_exemption": "on", "capot_bonus": "on"}},
	{"levant-41", "tarneeb", nil},
	{"gulf-31", "tarneeb", map[string]string{"target": "31"}},
	{"long-61", "tarneeb", map[string]string{"target": "61", "defenders_score": "on"}},
}

func TestDefaultPrefs(t *testing.T) {
	p := settings.DefaultPrefs()
	if err := p.Validate(); err != nil {
		t.Fatal(err)
	}
	want := map[string]string{"ai.north": "medium", "ai.east": "medium", "ai.west": "medium", "speed": "normal",
		"volume": "70", "mute": "off", "deck": "classic", "language": "en", "digits": "western", "fullscreen": "off",
		"aids.legal_cards": "on", "aids.hints": "off", "aids.bidding_advice": "off", "aids.tally": "off",
		"aids.reminders": "on", "aids.hand_review": "on", "aids.undo": "off", "aids.compare": "off", "last_game": "tarabish",
		"rules.tarabish.preset": "cape-breton", "rules.tarneeb.preset": "levant-41"}
	for g, opts := range rulesDefaults {
		for name, v := range opts {
			want["rules."+g+"."+name] = v
		}
	}
	keys := settings.Keys()
	if len(keys) != len(want) {
		t.Errorf("%d keys, want %d: %v", len(keys), len(want), keys)
	}
	for _, k := range keys {
		got, err := p.Get(k)
		if err != nil || got != want[k] {
			t.Errorf("default %s = %q (%v), want %q", k, got, err, want[k])
		}
	}
}

func TestKeysCoverEveryOption(t *testing.T) {
	keys := settings.Keys()
	for _, o := range game.Options {
		if !slices.Contains(keys, "rules."+o.Game.String()+"."+o.Name) {
			t.Errorf("no key for %s option %s", o.Game, o.Name)
		}
		if _, ok := rulesDefaults[o.Game.String()][o.Name]; !ok {
			t.Errorf("%s option %s is not in RULES.md's defaults of this test", o.Game, o.Name)
		}
	}
	sorted := slices.Clone(keys)
	sort.Strings(sorted)
	if len(slices.Compact(sorted)) != len(keys) {
		t.Errorf("duplicate keys in %v", keys)
	}
}

// TestSetRoundTrip sets every key to every value it takes, saves, loads and reads it back.
func TestSetRoundTrip(t *testing.T) {
	st := tempStore(t)
	for _, key := range settings.Keys() {
		values := settings.Choices(key)
		if key == "volume" {
			values = []string{"0", "1", "55", "100"}
		} else if len(values) < 2 {
			t.Errorf("%s offers %v", key, values)
		}
		for _, v := range values {
			p := settings.DefaultPrefs()
			if err := p.Set(key, v); err != nil {
				t.Errorf("Set(%s, %s): %v", key, v, err)
				continue
			}
			if got, _ := p.Get(key); got != v {
				t.Errorf("after Set(%s, %s), Get gives %q", key, v, got)
			}
			if err := settings.Save(st, p); err != nil {
				t.Fatalf("save after %s=%s: %v", key, v, err)
			}
			back, notice := settings.Load(st)
			if noticeText(notice) != "" || back != p {
				t.Errorf("%s=%s: loaded %+v (notice %q), want %+v", key, v, back, notice, p)
			}
			if got, _ := back.Get(key); got != v {
				t.Errorf("%s=%s: loaded value %q", key, v, got)
			}
		}
	}
}

func TestSetSpellings(t *testing.T) {
	p := settings.DefaultPrefs()
	for _, c := range []struct{ key, value, want string }{
		{"mute", "true", "on"}, {"mute", " OFF ", "off"}, {"aids.hints", "TRUE", "on"},
		{"rules.tarabish.quint", "true", "on"}, {"ai.east", "Hard", "hard"}, {"ai.west", "Expert", "expert"}, {"volume", " 007", "7"},
		{"rules.tarabish.last_trick", "4", "4"}, {"last_game", "TARNEEB", "tarneeb"},
	} {
		if err := p.Set(c.key, c.value); err != nil {
			t.Errorf("Set(%s, %q): %v", c.key, c.value, err)
		}
		if got, _ := p.Get(c.key); got != c.want {
			t.Errorf("Set(%s, %q) gives %q, want %q", c.key, c.value, got, c.want)
		}
	}
}

// TestPresets checks every option of every preset against RULES.md.
func TestPresets(t *testing.T) {
	if len(presetTable) != len(game.Presets) {
		t.Errorf("the engine has %d presets, RULES.md %d", len(game.Presets), len(presetTable))
	}
	for _, pr := range presetTable {
		p := settings.DefaultPrefs()
		// start from something else, so that every option the preset sets is seen to change
		for _, key := range []string{"rules.tarabish.target", "rules.tarneeb.target", "rules.tarabish.quint"} {
			_ = p.Set(key, settings.Choices(key)[1])
		}
		if err := p.Set("rules."+pr.game+".preset", pr.id); err != nil {
			t.Errorf("preset %s: %v", pr.id, err)
			continue
		}
		for name, def := range rulesDefaults[pr.game] {
			want := def
			if v, ok := pr.sets[name]; ok {
				want = v
			}
			if got, _ := p.Get("rules." + pr.game + "." + name); got != want {
				t.Errorf("preset %s: %s = %q, want %q", pr.id, name, got, want)
			}
		}
		if got, _ := p.Get("rules." + pr.game + ".preset"); got != pr.id {
			t.Errorf("preset %s: preset reads %q", pr.id, got)
		}
	}
}

func TestChangingAnOptionMakesCustom(t *testing.T) {
	p := settings.DefaultPrefs()
	steps := []struct{ key, value, preset string }{
		{"rules.tarabish.preset", "cape-breton-friendly", "cape-breton-friendly"},
		{"rules.tarabish.bella_call", "second", "custom"},
		{"rules.tarabish.preset", "custom", "custom"},
		{"rules.tarabish.trick_history", "off", "cape-breton"},
		{"rules.tarneeb.target", "31", "gulf-31"},
		{"rules.tarneeb.match", "best_of_3", "custom"},
	}
	for _, s := range steps {
		if err := p.Set(s.key, s.value); err != nil {
			t.Fatalf("Set(%s, %s): %v", s.key, s.value, err)
		}
		g := strings.Split(s.key, ".")[1]
		if got, _ := p.Get("rules." + g + ".preset"); got != s.preset {
			t.Errorf("after %s=%s the preset is %q, want %q", s.key, s.value, got, s.preset)
		}
	}
	st := tempStore(t)
	if err := settings.Save(st, p); err != nil {
		t.Fatal(err)
	}
	if back, notice := settings.Load(st); back != p || noticeText(notice) != "" {
		t.Errorf("custom rules did not survive saving: %+v (%q)", back.Rules, notice)
	}
}

func TestSetRejectsBadValues(t *testing.T) {
	cases := []struct{ key, value, wantInMsg string }{
		{"ai.north", "reference", "ai.north"}, {"ai.south", "easy", "ai.south"}, {"speed", "warp", "speed"},
		{"volume", "101", "volume"}, {"volume", "-1", "volume"}, {"volume", "loud", "volume"},
		{"volume", "", "volume"}, {"mute", "maybe", "mute"}, {"deck", "tarot", "deck"},
		{"language", "xx", "language"}, {"digits", "roman", "digits"}, {"fullscreen", "1", "fullscreen"}, {"aids.hints", "yes please", "aids.hints"},
		{"aids.coffee", "on", "aids.coffee"}, {"last_game", "poker", "last_game"}, {"", "x", `""`},
		{"rules.tarabish.last_trick", "5", "last_trick"}, {"rules.tarabish.target", "41", "target"},
		{"rules.tarneeb.target", "500", "target"}, {"rules.tarneeb.quint", "on", "rules.tarneeb.quint"},
		{"rules.tarabish.preset", "levant-41", "preset"}, {"rules.tarneeb.preset", "nonsense", "preset"},
		{"rules.chess.preset", "cape-breton", "rules.chess"}, {"rules.tarabish.bidding", "shout", "bidding"},
	}
	for _, c := range cases {
		p := settings.DefaultPrefs()
		_ = p.Set("volume", "33")
		before := p
		err := p.Set(c.key, c.value)
		if err == nil {
			t.Errorf("Set(%q, %q) was accepted", c.key, c.value)
			continue
		}
		if !strings.Contains(err.Error(), c.wantInMsg) || strings.Contains(err.Error(), "\n") {
			t.Errorf("Set(%q, %q): message %q does not name %s on one line", c.key, c.value, err, c.wantInMsg)
		}
		if p != before {
			t.Errorf("Set(%q, %q) failed but changed the preferences", c.key, c.value)
		}
	}
	if err := (&settings.Prefs{}).Set("speed", "fast"); err == nil {
		t.Error("Set on empty preferences gave valid preferences")
	}
}

func TestValidateAndSaveRefuseBadPrefs(t *testing.T) {
	st := tempStore(t)
	bad := []func(*settings.Prefs){
		func(p *settings.Prefs) { p.Volume = 101 },
		func(p *settings.Prefs) { p.Speed = "warp" },
		func(p *settings.Prefs) { p.AI.West = "" },
		func(p *settings.Prefs) { p.Deck = "tarot" },
		func(p *settings.Prefs) { p.Language = "xx" },
		func(p *settings.Prefs) { p.Digits = "roman" },
		func(p *settings.Prefs) { p.LastGame = 7 },
		func(p *settings.Prefs) { p.Rules[0].LastTrick = 5 },
		func(p *settings.Prefs) { p.Rules[0], p.Rules[1] = p.Rules[1], p.Rules[0] },
		func(p *settings.Prefs) { p.Rules[1].Preset = "gulf-31" },
		func(p *settings.Prefs) { p.Rules[0].Preset = "" },
	}
	for i, change := range bad {
		p := settings.DefaultPrefs()
		change(&p)
		if p.Validate() == nil {
			t.Errorf("case %d: Validate accepted %+v", i, p)
		}
		if settings.Save(st, p) == nil {
			t.Errorf("case %d: Save accepted bad preferences", i)
		}
	}
	if _, err := os.Stat(st.SettingsPath()); !os.IsNotExist(err) {
		t.Errorf("a refused save wrote the file (%v)", err)
	}
}
