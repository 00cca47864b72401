package game

import (
	"fmt"
	"slices"
)

// History is what rebuilds a game: the hands with their deals and moves, and for a seeded
// game the seed its deals come from.
type History struct {
	Seeded bool
	Seed   uint64
	Hands  []HandRecord
}

// History gives the game's history (the hands are shared, not copied).
func (g *Game) History() History {
	return History{Seeded: g.Seeded, Seed: g.Seed, Hands: g.Hands}
}

// Rebuild replays a history into a new game under the rules: the one replay behind hand
// records, saved games, undo and the hand review. A seeded game deals from its seed and
// each recorded deal must be the seed's; an unseeded one deals the recorded cards. Every
// move must be the seat to act's and legal. watch, when not nil, sees the state before
// each move.
func Rebuild(r Rules, h History, watch func(before *State, m Move)) (*Game, error) {
	g, err := startFor(r, h)
	if err != nil {
		return nil, err
	}
	for i, hand := range h.Hands {
		if err := g.dealRecorded(i, hand); err != nil {
			return nil, &ReplayError{Hand: i + 1, Err: err}
		}
		for j, m := range hand.Moves {
			if err := g.replayMove(i, m, watch); err != nil {
				return nil, &ReplayError{Hand: i + 1, Action: j + 1, Text: m.String(), Err: err}
			}
		}
	}
	if h.Seeded && len(g.Hands) != len(h.Hands) {
		return nil, &ReplayError{Hand: len(h.Hands) + 1, Err: fmt.Errorf("the hand dealt next is missing")}
	}
	return g, nil
}

// startFor makes the empty game a history is replayed into.
func startFor(r Rules, h History) (*Game, error) {
	if h.Seeded {
		// a game saved before numbered deals has hands without numbers
		return newSeeded(r, h.Seed, len(h.Hands) > 0 && h.Hands[0].No == 0)
	}
	dealer := North
	if len(h.Hands) > 0 {
		dealer = h.Hands[0].Dealer
	}
	s, err := NewState(r, dealer)
	if err != nil {
		return nil, err
	}
	return &Game{State: s}, nil
}

// dealRecorded starts the i-th recorded hand: a seeded game checks the deal it made itself.
func (g *Game) dealRecorded(i int, hand HandRecord) error {
	if g.Seeded {
		if i >= len(g.Hands) {
			return fmt.Errorf("the hand was never dealt")
		}
		if d := g.Hands[i]; d.Dealer != hand.Dealer || !sameDeal(d.Deal, hand.Deal) {
			return fmt.Errorf("the hand is not the deal of seed %d", g.Seed)
		}
		return nil
	}
	switch g.State.Phase {
	case PhaseOver:
		return fmt.Errorf("the game is already over")
	case PhaseDeal:
	default:
		return fmt.Errorf("hand %d is unfinished", i)
	}
	if err := checkDealNo(g.State.Rules.Game, hand); err != nil {
		return err
	}
	return g.dealNumbered(hand.Dealer, hand.Deal, hand.No)
}

// replayMove applies a recorded move of the i-th hand, checking that it is the seat to act's.
func (g *Game) replayMove(i int, m Move, watch func(*State, Move)) error {
	cur := g.State.Current()
	if cur == NoSeat || len(g.Hands) != i+1 {
		return fmt.Errorf("the hand is over")
	}
	if m.Seat != cur {
		return fmt.Errorf("it is %s's turn, not %s's", cur.Name(), m.Seat.Name())
	}
	if watch != nil {
		watch(&g.State, m)
	}
	_, err := g.Apply(m.Action)
	return err
}

// sameDeal reports whether two deals give every seat the same cards in the same order.
func sameDeal(a, b [4][]Card) bool {
	for seat := range a {
		if !slices.Equal(a[seat], b[seat]) {
			return false
		}
	}
	return true
}
