package scenes

import (
	"context"
	"sort"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/ai"
	"tarabish/game"
)

// hintBudget is how long the hint may think.
const hintBudget = 900 * time.Millisecond

// Hinter works out a hint for the person off the game loop and keeps it while it applies.
type Hinter struct {
	pending chan ai.HintResult
	cancel  context.CancelFunc // stops the hint being worked out
	result  *ai.HintResult
	key     hintKey
	btn     Button
}

// hintKey identifies the moment a hint was asked for: it no longer applies once anything
// has been played or bid.
type hintKey struct {
	hand, actions int
}

func keyOf(t *Table) hintKey {
	return hintKey{hand: len(t.G.Hands), actions: len(t.G.Hands[len(t.G.Hands)-1].Moves)}
}

// Ask starts working out a hint for the person's turn (once per moment).
func (h *Hinter) Ask(t *Table) {
	k := keyOf(t)
	if h.key == k && (h.pending != nil || h.result != nil) {
		return
	}
	h.Stop()
	h.key, h.result = k, nil
	ch := make(chan ai.HintResult, 1)
	v := t.G.State.View(t.Human)
	work, cancel := context.WithCancel(context.Background())
	go func() { ch <- ai.Hint(work, &v, hintBudget) }()
	h.pending, h.cancel = ch, cancel
}

// Stop cancels the hint being worked out, if any.
func (h *Hinter) Stop() {
	if h.cancel != nil {
		h.cancel()
		h.cancel = nil
	}
	h.pending = nil
}

// Update collects a finished hint and forgets one that no longer applies; it reports
// whether a hint is being worked out.
func (h *Hinter) Update(ctx *Context, t *Table) bool {
	if h.key != keyOf(t) {
		h.Stop()
		h.result = nil
	}
	if h.pending == nil {
		return false
	}
	select {
	case r := <-h.pending:
		h.result, h.pending = &r, nil
		ctx.Dirty = true
		return false
	default:
		ctx.Dirty = true
		return true
	}
}

// Suggested gives the card the hint suggests (NoCard when none).
func (h *Hinter) Suggested() game.Card {
	if h.result == nil || h.result.Action.Verb != game.Play {
		return game.NoCard
	}
	return h.result.Action.Card
}

// Draw shows the hint (or that it is being worked out) in a box at the top right.
func (h *Hinter) Draw(dst *ebiten.Image, ctx *Context, k game.Kind) {
	if h.pending == nil && h.result == nil {
		return
	}
	lines := []string{ctx.T("hint.thinking")}
	if h.result != nil {
		lines = hintLines(ctx, h.result, k)
	}
	drawNote(dst, ctx, ctx.T("hint"), lines, ctx.W-ctx.U(366), ctx.U(114), ctx.U(350))
}

// hintLines says the suggestion and how it compares with the alternatives, in the player's
// language: the expected points (tricks) of each choice and the chance of making it.
func hintLines(ctx *Context, r *ai.HintResult, k game.Kind) []string {
	opts := append([]ai.OptionValue(nil), r.Options...)
	sort.SliceStable(opts, func(i, j int) bool { return opts[i].Value > opts[j].Value })
	unit := "hint.points"
	if k == game.Tarneeb {
		unit = "hint.tricks"
	}
	lines := []string{ctx.T("hint.do", actionWords(ctx, r.Action))}
	for i, o := range opts {
		if i == 5 {
			break
		}
		line := actionWords(ctx, o.Action) + ": " + ctx.T(unit, o.Value)
		if o.MakeChance > 0 {
			line += ", " + ctx.T("hint.chance", int(100*o.MakeChance+0.5))
		}
		lines = append(lines, line)
	}
	return lines
}

// actionWords names an action in a hint: a card, a call, a bid, announce or show.
func actionWords(ctx *Context, a game.Action) string {
	switch a.Verb {
	case game.Play:
		s := cardName(ctx, a.Card)
		if a.Bella {
			s += " (" + ctx.T("bella.row") + ")"
		}
		return s
	case game.Announce:
		return ctx.T("announce.btn")
	case game.Show:
		return ctx.T("show.btn")
	case game.Bid:
		return ctx.T("hint.bid", a.Number)
	}
	return bidWords(ctx, a)
}

// hintButton places the Hint button (key F1) at the left, under West's hand.
func hintButton(ctx *Context) Button {
	return Button{Rect: Rect{ctx.U(24), ctx.H - ctx.U(215), ctx.U(150), ctx.U(44)}, Label: ctx.T("hint.btn")}.WithKey(ebiten.KeyF1)
}
