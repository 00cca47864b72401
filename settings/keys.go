package settings

import (
	"fmt"
	"strconv"
	"strings"

	"tarabish/assets/lang"
	"tarabish/game"
)

// setting is one preference reached by a dotted key name.
type setting struct {
	key     string
	choices []string // allowed values; nil for volume (a number from 0 to 100)
	get     func(*Prefs) string
	set     func(*Prefs, string) // called with a value already checked against choices
}

// settings lists every key, in settings-screen order.
var settings = buildSettings()

func buildSettings() []setting {
	levels := strs(Levels)
	list := []setting{
		choiceSetting("ai.north", levels, func(p *Prefs) *Level { return &p.AI.North }),
		choiceSetting("ai.east", levels, func(p *Prefs) *Level { return &p.AI.East }),
		choiceSetting("ai.west", levels, func(p *Prefs) *Level { return &p.AI.West }),
		choiceSetting("speed", strs(Speeds), func(p *Prefs) *Speed { return &p.Speed }),
		{key: "volume",
			get: func(p *Prefs) string { return strconv.Itoa(p.Volume) },
			set: func(p *Prefs, v string) { p.Volume, _ = strconv.Atoi(v) }},
		switchSetting("mute", func(p *Prefs) *bool { return &p.Mute }),
		choiceSetting("deck", strs(DeckStyles), func(p *Prefs) *DeckStyle { return &p.Deck }),
		choiceSetting("language", Languages, func(p *Prefs) *string { return &p.Language }),
		choiceSetting("digits", strs(Digits), func(p *Prefs) *lang.Digits { return &p.Digits }),
		switchSetting("fullscreen", func(p *Prefs) *bool { return &p.Fullscreen }),
		switchSetting("aids.legal_cards", func(p *Prefs) *bool { return &p.Aids.LegalCards }),
		switchSetting("aids.hints", func(p *Prefs) *bool { return &p.Aids.Hints }),
		switchSetting("aids.bidding_advice", func(p *Prefs) *bool { return &p.Aids.BiddingAdvice }),
		switchSetting("aids.tally", func(p *Prefs) *bool { return &p.Aids.Tally }),
		switchSetting("aids.reminders", func(p *Prefs) *bool { return &p.Aids.Reminders }),
		switchSetting("aids.hand_review", func(p *Prefs) *bool { return &p.Aids.HandReview }),
		switchSetting("aids.undo", func(p *Prefs) *bool { return &p.Aids.Undo }),
		switchSetting("aids.compare", func(p *Prefs) *bool { return &p.Aids.Compare }),
		{key: "last_game", choices: []string{"tarabish", "tarneeb"},
			get: func(p *Prefs) string { return p.LastGame.String() },
			set: func(p *Prefs, v string) { p.LastGame, _ = game.ParseKind(v) }},
	}
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		list = append(list, presetSetting(k))
		for _, o := range game.OptionsFor(k) {
			list = append(list, optionSetting(k, o))
		}
	}
	return list
}

// strs converts a list of string-based values to strings.
func strs[T ~string](vs []T) []string {
	out := make([]string, len(vs))
	for i, v := range vs {
		out[i] = string(v)
	}
	return out
}

// choiceSetting is a key with a fixed list of values.
func choiceSetting[T ~string](key string, choices []string, field func(*Prefs) *T) setting {
	return setting{key: key, choices: choices,
		get: func(p *Prefs) string { return string(*field(p)) },
		set: func(p *Prefs, v string) { *field(p) = T(v) }}
}

// switchSetting is an on/off key.
func switchSetting(key string, field func(*Prefs) *bool) setting {
	return setting{key: key, choices: []string{"off", "on"},
		get: func(p *Prefs) string {
			if *field(p) {
				return "on"
			}
			return "off"
		},
		set: func(p *Prefs, v string) { *field(p) = v == "on" }}
}

// presetSetting is rules.<game>.preset: choosing a preset fills in all of that game's options.
// Set also takes "custom" (what Get gives after an option was changed), leaving them as they are.
func presetSetting(k game.Kind) setting {
	var ids []string
	for _, pr := range game.PresetsFor(k) {
		ids = append(ids, pr.ID)
	}
	return setting{key: "rules." + k.String() + ".preset", choices: ids,
		get: func(p *Prefs) string { return p.Rules[k].Preset },
		set: func(p *Prefs, v string) {
			if r, err := game.PresetRules(k, v); err == nil {
				p.Rules[k] = r
			}
		}}
}

// optionSetting is rules.<game>.<option>; changing it makes the preset custom unless the
// rules then equal a preset.
func optionSetting(k game.Kind, o game.Option) setting {
	return setting{key: "rules." + k.String() + "." + o.Name, choices: o.Values,
		get: func(p *Prefs) string { return o.Get(p.Rules[k]) },
		set: func(p *Prefs, v string) { _ = p.Rules[k].Set(o.Name, v) }}
}

// Keys lists every setting's dotted key name, in settings-screen order.
func Keys() []string {
	out := make([]string, len(settings))
	for i, s := range settings {
		out[i] = s.key
	}
	return out
}

// Choices lists the values a key accepts (nil for volume, a whole number from 0 to 100, and
// for an unknown key). Switches take on and off (true and false are also accepted).
func Choices(key string) []string {
	if s, ok := findSetting(key); ok && s.choices != nil {
		return append([]string(nil), s.choices...)
	}
	return nil
}

func findSetting(key string) (setting, bool) {
	for _, s := range settings {
		if s.key == key {
			return s, true
		}
	}
	return setting{}, false
}

// Get gives a setting's value as Set takes it.
func (p Prefs) Get(key string) (string, error) {
	s, ok := findSetting(key)
	if !ok {
		return "", unknownKey(key)
	}
	return s.get(&p), nil
}

// Set changes one setting by its dotted key name ("ai.north", "volume", "aids.hints",
// "rules.tarabish.last_trick", "rules.tarneeb.preset"...). A bad key or value is refused
// with a message naming the setting, and nothing is changed.
func (p *Prefs) Set(key, value string) error {
	s, ok := findSetting(key)
	if !ok {
		return unknownKey(key)
	}
	v := strings.ToLower(strings.TrimSpace(value))
	if s.choices == nil {
		n, err := strconv.Atoi(v)
		if err != nil || n < 0 || n > 100 {
			return fmt.Errorf("setting %s: %q is not a whole number from 0 to 100", key, value)
		}
		v = strconv.Itoa(n)
	} else if v == "custom" && strings.HasSuffix(key, ".preset") {
		return nil
	} else {
		if oneOf("on", s.choices) && (v == "true" || v == "false") {
			v = map[string]string{"true": "on", "false": "off"}[v]
		}
		if !oneOf(v, s.choices) {
			return fmt.Errorf("setting %s: %q is not one of %s", key, value, strings.Join(s.choices, ", "))
		}
	}
	next := *p
	s.set(&next, v)
	if err := next.Validate(); err != nil {
		return fmt.Errorf("setting %s: %v", key, err)
	}
	*p = next
	return nil
}

func unknownKey(key string) error {
	return fmt.Errorf("unknown setting %q", key)
}
