package game

import "fmt"

// HandStart gives the state the i-th hand (from 0) of the game started from, as it really
// stood: the scores, sets and dealer of the hands before, its cards just dealt and nothing
// bid. The game's own history is replayed, so the hands before must be finished.
func (g *Game) HandStart(i int) (State, error) {
	if i < 0 || i >= len(g.Hands) {
		return State{}, fmt.Errorf("the game has no hand %d", i+1)
	}
	hands := make([]HandRecord, i+1)
	copy(hands, g.Hands[:i])
	hands[i] = HandRecord{Dealer: g.Hands[i].Dealer, Deal: g.Hands[i].Deal, No: g.Hands[i].No}
	// as a record: the deals are those recorded, whether the seed or a number made them
	start, err := Rebuild(g.State.Rules, History{Hands: hands}, nil)
	if err != nil {
		return State{}, err
	}
	return start.State, nil
}
