package scenes

import "tarabish/game"

// CanUndo reports whether the person has a card of this hand to take back (on a practice
// table, one played since the moment it started from).
func (t *Table) CanUndo() bool {
	if t.Practice != nil && t.G.LastPlay(t.Human) < t.Practice.Move {
		return false
	}
	return !t.handOver && t.S.CanUndo()
}

// Undo takes back the person's last card and everything played after it (the session
// stops the thinking under way and the engine replays the game's own history, deal
// included), and lays the table out again. The computer players then choose again.
func (t *Table) Undo(ctx *Context) bool {
	if !t.CanUndo() || !t.S.Undo() {
		return false
	}
	t.ready, t.thinker = nil, game.NoSeat
	t.queue, t.wait = nil, 0
	t.Err = ""
	t.restore()
	ctx.Dirty = true
	return true
}
