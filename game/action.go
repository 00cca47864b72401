package game

import (
	"fmt"
	"strconv"
	"strings"
)

// Verb is what an action does.
type Verb uint8

// The verbs of both games' hand records.
const (
	Pass     Verb = iota // decline to call or bid
	Call                 // Tarabish call-or-pass: name trump (Suit)
	Bid                  // auction bid (Number): Tarabish points or Tarneeb tricks
	Trump                // the auction winner names trump (Suit)
	Announce             // Tarabish: announce runs in trick 1
	Show                 // Tarabish: show the announced runs in trick 2
	Play                 // play a card (Card), saying Bella with it when Bella is set
)

var verbNames = [...]string{"pass", "call", "bid", "trump", "announce", "show", "play"}

// Action is one move of the seat to act; a small value, comparable with ==.
type Action struct {
	Verb   Verb
	Suit   Suit   // with Call and Trump
	Number uint16 // with Bid
	Card   Card   // with Play
	Bella  bool   // with Play: the player says "Bella"
}

// PassAction is the pass.
var PassAction = Action{Verb: Pass, Card: NoCard}

// CallAction names trump in call-or-pass bidding.
func CallAction(s Suit) Action { return Action{Verb: Call, Suit: s, Card: NoCard} }

// BidAction bids a number of points or tricks.
func BidAction(n int) Action { return Action{Verb: Bid, Number: uint16(n), Card: NoCard} }

// TrumpAction names trump after winning the auction.
func TrumpAction(s Suit) Action { return Action{Verb: Trump, Suit: s, Card: NoCard} }

// AnnounceAction announces runs.
var AnnounceAction = Action{Verb: Announce, Card: NoCard}

// ShowAction shows announced runs.
var ShowAction = Action{Verb: Show, Card: NoCard}

// PlayAction plays a card.
func PlayAction(c Card) Action { return Action{Verb: Play, Card: c} }

// BellaAction plays a card and says Bella.
func BellaAction(c Card) Action { return Action{Verb: Play, Card: c, Bella: true} }

// String writes the action as hand records spell it, without the seat: "call H", "play KH bella".
func (a Action) String() string {
	if int(a.Verb) >= len(verbNames) {
		return "?"
	}
	v := verbNames[a.Verb]
	switch a.Verb {
	case Call, Trump:
		return v + " " + a.Suit.String()
	case Bid:
		return v + " " + strconv.Itoa(int(a.Number))
	case Play:
		if a.Bella {
			return v + " " + a.Card.String() + " bella"
		}
		return v + " " + a.Card.String()
	}
	return v
}

// ParseAction reads "<seat> <verb> [args]" as hand records write it.
func ParseAction(text string) (Seat, Action, error) {
	f := strings.Fields(text)
	if len(f) < 2 {
		return NoSeat, Action{}, fmt.Errorf("an action is a seat and a verb")
	}
	seat, err := ParseSeat(f[0])
	if err != nil {
		return NoSeat, Action{}, err
	}
	verb := strings.ToLower(f[1])
	args := f[2:]
	want := func(n int) error {
		if len(args) != n {
			return fmt.Errorf("%s takes %d argument(s)", verb, n)
		}
		return nil
	}
	a := Action{Card: NoCard}
	switch verb {
	case "pass", "announce", "show":
		if err := want(0); err != nil {
			return seat, a, err
		}
		a.Verb = map[string]Verb{"pass": Pass, "announce": Announce, "show": Show}[verb]
	case "call", "trump":
		if err := want(1); err != nil {
			return seat, a, err
		}
		s, err := ParseSuit(args[0], true)
		if err != nil {
			return seat, a, err
		}
		a.Verb, a.Suit = Call, s
		if verb == "trump" {
			a.Verb = Trump
		}
	case "bid":
		if err := want(1); err != nil {
			return seat, a, err
		}
		n, err := strconv.Atoi(args[0])
		if err != nil || n <= 0 || n > 10000 {
			return seat, a, fmt.Errorf("bad bid %q", args[0])
		}
		a.Verb, a.Number = Bid, uint16(n)
	case "play":
		if len(args) == 2 && strings.ToLower(args[1]) == "bella" {
			a.Bella = true
			args = args[:1]
		}
		if err := want(1); err != nil {
			return seat, a, err
		}
		c, err := ParseCard(args[0])
		if err != nil {
			return seat, a, err
		}
		a.Verb, a.Card = Play, c
	default:
		return seat, a, fmt.Errorf("unknown verb %q", f[1])
	}
	return seat, a, nil
}
