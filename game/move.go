package game

// Move is one entry of a game's history: an action and the seat that took it.
type Move struct {
	Seat   Seat
	Action Action
}

// String writes the move as hand records do: "S play KH", "N call H".
func (m Move) String() string { return actionText(m.Seat, m.Action) }

// ParseMove reads a move as hand records write it: "<seat> <verb> [args]".
func ParseMove(text string) (Move, error) {
	seat, a, err := ParseAction(text)
	return Move{Seat: seat, Action: a}, err
}

// playTexts holds "<seat> play <card>" for every seat and card, so that writing the
// commonest move costs no formatting.
var playTexts [4][64]string

func init() {
	for seat := North; seat <= West; seat++ {
		for cs := FullDeck; cs != 0; cs &= cs - 1 {
			c := cs.First()
			playTexts[seat][c] = seat.String() + " play " + c.String()
		}
	}
}

// actionText writes an action with its seat as hand records do.
func actionText(seat Seat, a Action) string {
	if a.Verb == Play && !a.Bella && seat <= West && a.Card < 64 {
		return playTexts[seat][a.Card]
	}
	return seat.String() + " " + a.String()
}
