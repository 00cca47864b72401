package game

import "fmt"

// NewPlayState gives the position at the first lead of a hand whose cards are known (the
// bidding simulation, puzzles, tests): every seat holds its whole hand, trump is named by
// the caller at a bid (0 in call-or-pass), the melds and Bella are found, and the score
// before the hand is given.
func NewPlayState(r Rules, dealer, caller Seat, bid int, trump Suit, hands [4]Cards, score [2]int) (State, error) {
	s, err := NewState(r, dealer)
	if err != nil {
		return State{}, err
	}
	if caller > West {
		return State{}, fmt.Errorf("unknown caller %d", caller)
	}
	if trump > NoTrump || trump == NoTrump && !rulesets[r.Game].NoTrump {
		return State{}, fmt.Errorf("%s cannot be trump in %s", trump.Name(), r.Game)
	}
	var seen Cards
	for p, h := range hands {
		if h&seen != 0 || h&^r.Game.Deck() != 0 {
			return State{}, fmt.Errorf("seat %s holds a card twice or outside the deck", Seat(p))
		}
		seen |= h
		s.Hands[p] = h
		s.Counts[p] = uint8(h.Len())
		for i := range s.Deal[p] {
			s.Deal[p][i] = NoCard
		}
		for i, c := range h.Slice() {
			s.Deal[p][i] = c
		}
	}
	s.resetHand()
	s.HandNo = 1
	s.Score = score
	s.Dealt = s.Counts[dealer]
	s.Phase = PhaseBid
	s.Caller, s.Bid = caller, bid
	s.Turn = caller
	s.nameTrump(trump, nil)
	return s, nil
}
