package scenes

import "tarabish/game"

// restore lays out a resumed game exactly as the state stands: hands, kitties, the trick
// on the table, the won tricks, and the score sheet of the hands already played.
func (t *Table) restore() {
	s := &t.G.State
	t.HUD = *s
	t.handOver = false
	for i := range t.sprites {
		t.sprites[i] = Sprite{}
	}
	t.trick, t.trickSeats = nil, nil
	t.calls, t.speech, t.banner = handCalls(t.G), [4]bubble{}, ""
	t.dealNo = t.shownDealNo()
	for seat := range t.hands {
		t.hands[seat] = s.Hands[seat].Slice()
		t.kitty[seat] = s.Kitty[seat].Slice()
	}
	seat := s.Leader
	for i := 0; i < int(s.TrickLen); i++ {
		t.trick = append(t.trick, s.Trick[i])
		t.trickSeats = append(t.trickSeats, seat)
		seat = t.Kind.Next(seat)
	}
	t.Tricks = s.ReviewableTricks()
	t.relayout(0)
	for i, c := range t.trick {
		t.sprites[c].Z = 300 + i
	}
	t.Sheet = t.G.Sheet()
}

// handCalls gives each seat's calls and bids in the hand under way, in order.
func handCalls(g *game.Game) [4][]game.Action {
	var out [4][]game.Action
	if n := len(g.Hands); n > 0 {
		for _, m := range g.Hands[n-1].Moves {
			switch m.Action.Verb {
			case game.Pass, game.Call, game.Bid, game.Trump:
				out[m.Seat] = append(out[m.Seat], m.Action)
			}
		}
	}
	return out
}

// sceneFor gives the table scene that fits the phase of a resumed game.
func sceneFor(t *Table) Scene {
	base := tableScene{t: t}
	switch t.G.State.Phase {
	case game.PhasePlay:
		return &PlayScene{tableScene: base, selected: -1, dragging: game.NoCard}
	case game.PhaseBid, game.PhaseTrump:
		if len(t.queue) == 0 {
			return &BidScene{tableScene: base}
		}
	}
	return &DealScene{base}
}
