package game

import "fmt"

// Preset is a named set of house rules offered on the settings screen.
type Preset struct {
	ID       string            // the id in files and flags
	Game     Kind              // the game it is for
	Settings map[string]string // the options it changes from the game's defaults
}

// Presets lists the named presets of RULES.md, game by game; each game's first one is its default.
var Presets = allPresets()

// allPresets gathers every game's presets.
func allPresets() []Preset {
	var out []Preset
	for k := range rulesets {
		out = append(out, rulesets[k].Presets...)
	}
	return out
}

// PresetsFor lists the presets of one game.
func PresetsFor(k Kind) []Preset {
	var out []Preset
	for _, p := range Presets {
		if p.Game == k {
			out = append(out, p)
		}
	}
	return out
}

// PresetRules gives the rules of a preset by id ("" gives the game's default preset).
func PresetRules(k Kind, id string) (Rules, error) {
	if id == "" {
		return DefaultRules(k), nil
	}
	for _, p := range Presets {
		if p.ID != id {
			continue
		}
		if p.Game != k {
			return Rules{}, fmt.Errorf("preset %q is for %s, not %s", id, p.Game, k)
		}
		r := DefaultRules(k)
		for name, v := range p.Settings {
			o, _ := FindOption(k, name)
			o.set(&r, v)
		}
		r.Preset = id
		return r, nil
	}
	return Rules{}, fmt.Errorf("unknown %s preset %q", k, id)
}

// matchingPreset names the preset these rules equal, or "custom".
func (r Rules) matchingPreset() string {
	for _, p := range PresetsFor(r.Game) {
		pr, _ := PresetRules(r.Game, p.ID)
		pr.Preset = r.Preset
		if pr == r {
			return p.ID
		}
	}
	return "custom"
}
