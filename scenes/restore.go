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
	t.trick, t.trickSeats, t.pile = nil, nil, [2][]game.Card{}
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
	for k := 0; k < int(s.TrickNo); k++ {
		team := s.WonBy[k].Team()
		t.pile[team] = append(t.pile[team], s.ByTrick[k][:]...)
	}
	t.Tricks = s.ReviewableTricks()
	t.relayout(0)
	for i, c := range t.trick {
		t.sprites[c].Z = 300 + i
	}
	t.Sheet = t.G.Sheet()
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
