package settings

import (
	"encoding/json"
	"fmt"
	"strings"

	"tarabish/assets/lang"
	"tarabish/game"
)

// prefsSchema is the schema number of settings.json.
const prefsSchema = 1

// Prefs holds every preference of the person, and the house rules of both games.
type Prefs struct {
	Rules      [game.Kinds]game.Rules // house rules, indexed by game.Kind
	AI         AILevels               // computer levels
	Speed      Speed                  // animation speed
	Volume     int                    // sound volume, 0 to 100
	Mute       bool                   // sound off
	Deck       DeckStyle              // card look
	Language   string                 // interface language: one of Languages
	Digits     lang.Digits            // Western or Arabic-Indic digits
	Fullscreen bool                   // window fills the screen
	Aids       Aids                   // learning aids
	LastGame   game.Kind              // the game played last
}

// DefaultPrefs gives the preferences of a first start.
func DefaultPrefs() Prefs {
	return Prefs{
		Rules:    defaultRules(),
		AI:       DefaultLevels(),
		Speed:    SpeedNormal,
		Volume:   70,
		Deck:     DeckClassic,
		Language: lang.Default,
		Digits:   lang.Western,
		Aids:     Aids{LegalCards: true, Reminders: true, HandReview: true},
		LastGame: game.Tarabish,
	}
}

// Validate checks every preference and both games' rules.
func (p Prefs) Validate() error {
	for k, r := range p.Rules {
		if err := validRules(game.Kind(k), r); err != nil {
			return err
		}
	}
	if err := p.AI.Validate(); err != nil {
		return fmt.Errorf("ai: %v", err)
	}
	switch {
	case !oneOf(p.Speed, Speeds):
		return fmt.Errorf("speed %q is not one of slow, normal, fast, instant", p.Speed)
	case p.Volume < 0 || p.Volume > 100:
		return fmt.Errorf("volume %d is not from 0 to 100", p.Volume)
	case !oneOf(p.Deck, DeckStyles):
		return fmt.Errorf("deck %q is not one of classic, fourcolor, large", p.Deck)
	case !oneOf(p.Language, Languages):
		return fmt.Errorf("language %q is not one of %s", p.Language, strings.Join(Languages, ", "))
	case !oneOf(p.Digits, Digits):
		return fmt.Errorf("digits %q is not one of western, arabic", p.Digits)
	case p.LastGame != game.Tarabish && p.LastGame != game.Tarneeb:
		return fmt.Errorf("last_game %d is not tarabish or tarneeb", p.LastGame)
	}
	return nil
}

// validRules checks a game's rules: the right game, allowed values, and a preset that is
// "custom" or a known preset whose options they hold.
func validRules(k game.Kind, r game.Rules) error {
	if r.Game != k {
		return fmt.Errorf("rules.%s: the rules are for %s", k, r.Game)
	}
	if err := r.Validate(); err != nil {
		return fmt.Errorf("rules.%s: %v", k, err)
	}
	if r.Preset == "custom" {
		return nil
	}
	pr, err := game.PresetRules(k, r.Preset)
	if err != nil || r.Preset == "" {
		return fmt.Errorf("rules.%s: unknown preset %q", k, r.Preset)
	}
	if diff := r.Diff(pr); len(diff) > 0 {
		return fmt.Errorf("rules.%s: option %s differs from preset %s, so the preset must be custom", k, diff[0], r.Preset)
	}
	return nil
}

// prefsJSON is settings.json.
type prefsJSON struct {
	Schema     int                        `json:"schema"`
	AI         AILevels                   `json:"ai"`
	Speed      Speed                      `json:"speed"`
	Volume     int                        `json:"volume"`
	Mute       bool                       `json:"mute"`
	Deck       DeckStyle                  `json:"deck"`
	Language   string                     `json:"language"`
	Digits     lang.Digits                `json:"digits"`
	Fullscreen bool                       `json:"fullscreen"`
	Aids       Aids                       `json:"aids"`
	LastGame   string                     `json:"last_game"`
	Rules      map[string]json.RawMessage `json:"rules"`
}

// Load reads the preferences. A missing file gives the defaults and no notice; a damaged one
// is kept aside and gives the defaults and a one-line notice, in English.
func Load(s Store) (Prefs, string) {
	p, notice := LoadPrefs(s)
	if notice != nil {
		return p, notice.Error()
	}
	return p, ""
}

// LoadPrefs is Load with the notice as a *lang.Error (nil when there is none), for a screen
// to word in the player's language.
func LoadPrefs(s Store) (Prefs, error) {
	var p Prefs
	found, notice := loadFile(s.SettingsPath(), "notice.what.settings", "notice.fallback.settings", func(data []byte) error {
		var err error
		p, err = parsePrefs(data)
		return err
	})
	if !found {
		return DefaultPrefs(), notice
	}
	return p, nil
}

// parsePrefs reads settings.json; fields it lacks keep their defaults.
func parsePrefs(data []byte) (Prefs, error) {
	if err := checkSchema(data, prefsSchema); err != nil {
		return Prefs{}, err
	}
	d := DefaultPrefs()
	j := prefsJSON{AI: d.AI, Speed: d.Speed, Volume: d.Volume, Mute: d.Mute, Deck: d.Deck,
		Language: d.Language, Digits: d.Digits, Fullscreen: d.Fullscreen, Aids: d.Aids, LastGame: d.LastGame.String()}
	if err := decodeStrict(data, &j); err != nil {
		return Prefs{}, err
	}
	p := Prefs{Rules: d.Rules, AI: j.AI, Speed: j.Speed, Volume: j.Volume, Mute: j.Mute, Deck: j.Deck,
		Language: j.Language, Digits: j.Digits, Fullscreen: j.Fullscreen, Aids: j.Aids}
	k, err := game.ParseKind(j.LastGame)
	if err != nil {
		return Prefs{}, fmt.Errorf("last_game: %v", err)
	}
	p.LastGame = k
	for name, raw := range j.Rules {
		k, err := game.ParseKind(name)
		if err != nil {
			return Prefs{}, fmt.Errorf("rules: %v", err)
		}
		if p.Rules[k], err = parseRules(k, raw); err != nil {
			return Prefs{}, err
		}
	}
	return p, p.Validate()
}

// parseRules reads one game's rules as hand records write them ({"preset": ID, option: value...}),
// through the engine's own hand-record reader.
func parseRules(k game.Kind, raw json.RawMessage) (game.Rules, error) {
	doc, err := json.Marshal(struct {
		Game  string          `json:"game"`
		Rules json.RawMessage `json:"rules"`
		Hands []struct{}      `json:"hands"`
	}{k.String(), raw, []struct{}{}})
	if err != nil {
		return game.Rules{}, fmt.Errorf("rules.%s: %v", k, err)
	}
	rec, err := game.ParseRecord(doc)
	if err != nil {
		return game.Rules{}, fmt.Errorf("rules.%s: %v", k, err)
	}
	return rec.Rules, nil
}

// rulesJSON writes one game's rules as hand records do: the preset and the options that differ.
func rulesJSON(r game.Rules) (json.RawMessage, error) {
	data, err := game.Record{Game: r.Game, Rules: r}.MarshalJSON()
	if err != nil {
		return nil, err
	}
	var rec struct {
		Rules json.RawMessage `json:"rules"`
	}
	err = json.Unmarshal(data, &rec)
	return rec.Rules, err
}

// Save checks the preferences and writes them safely.
func Save(s Store, p Prefs) error {
	if err := p.Validate(); err != nil {
		return fmt.Errorf("settings not saved: %v", err)
	}
	j := prefsJSON{Schema: prefsSchema, AI: p.AI, Speed: p.Speed, Volume: p.Volume, Mute: p.Mute,
		Deck: p.Deck, Language: p.Language, Digits: p.Digits, Fullscreen: p.Fullscreen, Aids: p.Aids,
		LastGame: p.LastGame.String(), Rules: map[string]json.RawMessage{}}
	for _, r := range p.Rules {
		raw, err := rulesJSON(r)
		if err != nil {
			return err
		}
		j.Rules[r.Game.String()] = raw
	}
	data, err := json.MarshalIndent(j, "", "  ")
	if err != nil {
		return err
	}
	return writeFile(s.SettingsPath(), append(data, '\n'))
}

// defaultRules gives every game's default rules, indexed by game.Kind.
func defaultRules() [game.Kinds]game.Rules {
	var out [game.Kinds]game.Rules
	for k := range out {
		out[k] = game.DefaultRules(game.Kind(k))
	}
	return out
}
