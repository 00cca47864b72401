package game

import "slices"

// LastPlay gives the index in the current hand's moves of a seat's last card (-1: none).
func (g *Game) LastPlay(seat Seat) int {
	if len(g.Hands) == 0 {
		return -1
	}
	moves := g.Hands[len(g.Hands)-1].Moves
	for i := len(moves) - 1; i >= 0; i-- {
		if moves[i].Seat == seat && moves[i].Action.Verb == Play {
			return i
		}
	}
	return -1
}

// Undo takes the game back to just before a seat's last card of the current hand, by
// replaying its history without that card and what followed; seeded and dealt games alike
// keep their deals. It reports false, changing nothing, when the seat has no card to take back.
func (g *Game) Undo(seat Seat) bool {
	cut := g.LastPlay(seat)
	if cut < 0 || g.State.Phase != PhasePlay {
		return false
	}
	h := g.History()
	h.Hands = slices.Clone(h.Hands)
	last := &h.Hands[len(h.Hands)-1]
	last.Moves = last.Moves[:cut:cut]
	back, err := Rebuild(g.State.Rules, h, nil)
	if err != nil {
		return false
	}
	*g = *back
	return true
}
