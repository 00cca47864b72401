package scenes

import "tarabish/settings"

// Prefs are the person's preferences, as the settings package keeps them.
type Prefs = settings.Prefs

// speedFactor gives how long animations take relative to normal speed.
func speedFactor(p *Prefs) float64 {
	switch p.Speed {
	case settings.SpeedSlow:
		return 1.6
	case settings.SpeedFast:
		return 0.5
	case settings.SpeedInstant:
		return 0
	}
	return 1
}

// aid reports whether a learning aid ("legal_cards", "hints", ...) is switched on.
func aid(p *Prefs, name string) bool {
	v, err := p.Get("aids." + name)
	return err == nil && v == "on"
}
