package game

// EventKind says what happened at the table.
type EventKind uint8

// The events the engine emits for the table to animate.
const (
	EventDealt    EventKind = iota // a hand was dealt
	EventBid                       // a seat passed, called, bid or named trump (Action)
	EventKitty                     // every seat took up its kitty (Tarabish)
	EventAnnounce                  // a seat announced runs
	EventShow                      // a seat showed its melds (Cards)
	EventPlay                      // a seat played a card (Card; Action.Bella when Bella was said)
	EventBella                     // a seat's Bella counts
	EventTrick                     // a trick was won (Seat; Points: its card points)
	EventHand                      // a hand was scored (State.Result)
	EventSet                       // Tarneeb: a set was won (Team)
	EventOver                      // the game or match is over (Team)
)

// Event is one thing that happened, in the order it happened.
type Event struct {
	Kind   EventKind
	Seat   Seat
	Action Action
	Card   Card
	Cards  Cards
	Team   Team
	Points int
}

// emit appends an event when someone listens.
func emit(ev *[]Event, e Event) {
	if ev != nil {
		*ev = append(*ev, e)
	}
}
