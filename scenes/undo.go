package scenes

import (
	"strings"

	"tarabish/game"
)

// CanUndo reports whether the person has a card of this hand to take back.
func (t *Table) CanUndo() bool {
	return t.Human != game.NoSeat && t.lastHumanPlay() >= 0 && !t.handOver
}

// lastHumanPlay gives the index, in the current hand's actions, of the person's last card
// (-1 when there is none).
func (t *Table) lastHumanPlay() int {
	h := t.G.Hands[len(t.G.Hands)-1]
	prefix := t.Human.String() + " play "
	for i := len(h.Actions) - 1; i >= 0; i-- {
		if strings.HasPrefix(h.Actions[i], prefix) {
			return i
		}
	}
	return -1
}

// Undo takes back the person's last card and everything played after it: the game is
// replayed from its seed up to just before that card, and the table laid out again. The
// computer players then choose again.
func (t *Table) Undo(ctx *Context) bool {
	cut := t.lastHumanPlay()
	if cut < 0 || t.handOver {
		return false
	}
	g, err := game.NewGame(t.G.State.Rules, t.G.Seed)
	if err != nil {
		return false
	}
	last := len(t.G.Hands) - 1
	for i, h := range t.G.Hands {
		actions := h.Actions
		if i == last {
			actions = actions[:cut]
		}
		for _, text := range actions {
			_, a, err := game.ParseAction(text)
			if err != nil {
				return false
			}
			if _, err := g.Apply(a); err != nil {
				return false
			}
		}
	}
	t.G = g
	t.thinking, t.ready, t.thinkDone = game.NoSeat, nil, nil
	t.queue, t.wait = nil, 0
	t.Err = ""
	t.restore()
	if t.OnAction != nil {
		t.OnAction(t.G)
	}
	ctx.Dirty = true
	return true
}
