package game

import "fmt"

// Seat is a place at the table: North, East, South, West in clockwise order.
type Seat uint8

// The four seats; the person at the screen is South.
const (
	North Seat = iota
	East
	South
	West
)

// NoSeat marks a seat not (yet) known, such as the caller before trump is chosen.
const NoSeat Seat = 255

const seatLetters = "NESW"

// String gives the seat's letter.
func (s Seat) String() string {
	if s > West {
		return "-"
	}
	return seatLetters[s : s+1]
}

// Name gives the seat's English name.
func (s Seat) Name() string {
	if s > West {
		return "nobody"
	}
	return [...]string{"North", "East", "South", "West"}[s]
}

// Left gives the next seat clockwise (the player on this one's left).
func (s Seat) Left() Seat { return (s + 1) & 3 }

// Right gives the next seat counter-clockwise (the player on this one's right).
func (s Seat) Right() Seat { return (s + 3) & 3 }

// Partner gives the seat opposite.
func (s Seat) Partner() Seat { return (s + 2) & 3 }

// Team gives the seat's partnership.
func (s Seat) Team() Team { return Team(s & 1) }

// ParseSeat reads N, E, S or W.
func ParseSeat(text string) (Seat, error) {
	if len(text) == 1 {
		for i := 0; i < 4; i++ {
			if seatLetters[i] == text[0] || seatLetters[i]+'a'-'A' == text[0] {
				return Seat(i), nil
			}
		}
	}
	return NoSeat, fmt.Errorf("unknown seat %q", text)
}

// Team is a partnership: NS (North and South) or EW (East and West).
type Team uint8

// The two partnerships.
const (
	NS Team = 0
	EW Team = 1
)

// NoTeam marks no partnership (no winner yet).
const NoTeam Team = 255

// String gives NS or EW.
func (t Team) String() string {
	switch t {
	case NS:
		return "NS"
	case EW:
		return "EW"
	}
	return "-"
}

// Other gives the opposing partnership.
func (t Team) Other() Team { return t ^ 1 }

// Kind names which of the two games is played.
type Kind uint8

// The two games.
const (
	Tarabish Kind = iota
	Tarneeb
)

// String gives the game's name as files spell it.
func (k Kind) String() string {
	if int(k) < Kinds {
		return rulesets[k].Name
	}
	return "tarabish"
}

// ParseKind reads "tarabish" or "tarneeb".
func ParseKind(text string) (Kind, error) {
	for k := range rulesets {
		if rulesets[k].Name == text {
			return Kind(k), nil
		}
	}
	return Tarabish, fmt.Errorf("unknown game %q (want tarabish or tarneeb)", text)
}

// Next gives the seat that plays after s in this game: clockwise in Tarabish,
// counter-clockwise in Tarneeb.
func (k Kind) Next(s Seat) Seat {
	if rulesets[k].Clockwise {
		return s.Left()
	}
	return s.Right()
}

// HandSize gives the cards each seat holds in a full deal.
func (k Kind) HandSize() int { return rulesets[k].HandSize }

// Deck gives the game's deck.
func (k Kind) Deck() Cards { return rulesets[k].Deck }
