package scenes

import "tarabish/game"

// CanUndo reports whether the person has a card of this hand to take back.
func (t *Table) CanUndo() bool {
	return t.Human != game.NoSeat && t.G.LastPlay(t.Human) >= 0 && !t.handOver
}

// Undo takes back the person's last card and everything played after it (the engine
// replays the game's own history, deal included), and lays the table out again. The
// computer players then choose again.
func (t *Table) Undo(ctx *Context) bool {
	if t.handOver || !t.G.Undo(t.Human) {
		return false
	}
	t.StopThinking()
	t.queue, t.wait = nil, 0
	t.Err = ""
	t.restore()
	if t.OnAction != nil {
		t.OnAction(t.G)
	}
	ctx.Dirty = true
	return true
}
