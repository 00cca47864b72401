package settings

import (
	"fmt"
	"strings"

	"tarabish/assets/lang"
	"tarabish/game"
)

// Level is how strongly a computer player plays.
type Level string

// The computer levels.
const (
	Easy   Level = "easy"
	Medium Level = "medium"
	Hard   Level = "hard"
	Expert Level = "expert" // the hard player with five times the think time, about 1.5 s a card
)

// Levels lists the computer levels offered at the table, weakest first (the match command
// also knows random and reference).
var Levels = []Level{Easy, Medium, Hard, Expert}

// AILevels gives the level of each computer seat; South is the person.
type AILevels struct {
	North Level `json:"north"` // the person's partner
	East  Level `json:"east"`
	West  Level `json:"west"`
}

// DefaultLevels gives medium for every computer seat.
func DefaultLevels() AILevels { return AILevels{North: Medium, East: Medium, West: Medium} }

// For gives a seat's level ("" for South, the person, and for no seat).
func (l AILevels) For(seat game.Seat) Level {
	switch seat {
	case game.North:
		return l.North
	case game.East:
		return l.East
	case game.West:
		return l.West
	}
	return ""
}

// Validate checks that every seat has a known level.
func (l AILevels) Validate() error {
	for _, s := range []game.Seat{game.North, game.East, game.West} {
		if !oneOf(l.For(s), Levels) {
			return fmt.Errorf("%s's level %q is not one of %s", s.Name(), l.For(s), strings.Join(strs(Levels), ", "))
		}
	}
	return nil
}

// Speed is how fast cards move on the table.
type Speed string

// The animation speeds.
const (
	SpeedSlow    Speed = "slow"
	SpeedNormal  Speed = "normal"
	SpeedFast    Speed = "fast"
	SpeedInstant Speed = "instant"
)

// Speeds lists the animation speeds, slowest first.
var Speeds = []Speed{SpeedSlow, SpeedNormal, SpeedFast, SpeedInstant}

// DeckStyle is the look of the cards.
type DeckStyle string

// The deck styles.
const (
	DeckClassic   DeckStyle = "classic"
	DeckFourColor DeckStyle = "fourcolor"
	DeckLarge     DeckStyle = "large"
)

// DeckStyles lists the deck styles.
var DeckStyles = []DeckStyle{DeckClassic, DeckFourColor, DeckLarge}

// Languages lists the languages of the interface: those the message catalogue has files for.
var Languages = lang.Codes()

// Digits lists how numbers may be written: Western (0-9) or Arabic-Indic digits.
var Digits = []lang.Digits{lang.Western, lang.ArabicIndic}

// Aids are the learning aids, each on or off.
type Aids struct {
	LegalCards    bool `json:"legal_cards"`    // mark the cards that may be played
	Hints         bool `json:"hints"`          // suggest a card
	BiddingAdvice bool `json:"bidding_advice"` // suggest a call or bid
	Tally         bool `json:"tally"`          // count the points taken so far
	Reminders     bool `json:"reminders"`      // remind to announce, show and say Bella
	HandReview    bool `json:"hand_review"`    // review each hand when it ends
	Undo          bool `json:"undo"`           // allow taking back a card
	Compare       bool `json:"compare"`        // after each hand, the computer plays it again in the person's seat
}

// oneOf reports whether v is among the allowed values.
func oneOf[T comparable](v T, allowed []T) bool {
	for _, a := range allowed {
		if a == v {
			return true
		}
	}
	return false
}
