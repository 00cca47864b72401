package scenes

// Prefs are the player's preferences the screens use.
type Prefs struct {
	Language string    // en or de
	Speed    string    // slow, normal, fast, instant
	Volume   int       // 0..100
	Mute     bool      // no sound at all
	Deck     string    // classic, fourcolor, large
	Levels   [4]string // AI level of each seat (South's is unused)
	Aids     map[string]bool
}

// DefaultPrefs gives the preferences of a first start.
func DefaultPrefs() *Prefs {
	return &Prefs{Language: "en", Speed: "normal", Volume: 70, Deck: "classic",
		Levels: [4]string{"medium", "medium", "", "medium"},
		Aids:   map[string]bool{"legal_cards": true, "reminders": true, "hand_review": true}}
}

// SpeedFactor gives how long animations take relative to normal speed.
func (p *Prefs) SpeedFactor() float64 {
	switch p.Speed {
	case "slow":
		return 1.6
	case "fast":
		return 0.5
	case "instant":
		return 0
	}
	return 1
}

// Aid reports whether a learning aid is switched on.
func (p *Prefs) Aid(name string) bool { return p.Aids[name] }
