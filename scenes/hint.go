package scenes

import (
	"sort"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/ai"
	"tarabish/assets/lang"
	"tarabish/game"
)

// Hinter shows the session's hint for the person while it applies, and its button.
type Hinter struct {
	t    *Table
	last *ai.HintResult
	btn  Button
}

// Ask starts working out a hint for the person's turn (once per moment).
func (h *Hinter) Ask(t *Table) {
	h.t = t
	t.S.AskHint()
}

// Update notes a hint that has just been worked out; it reports whether one is being
// worked out.
func (h *Hinter) Update(ctx *Context, t *Table) bool {
	h.t = t
	r, pending := t.S.Hint()
	if pending || r != h.last {
		ctx.Dirty = true
	}
	h.last = r
	return pending
}

// Suggested gives the card the hint suggests (NoCard when none).
func (h *Hinter) Suggested() game.Card {
	if h.t == nil {
		return game.NoCard
	}
	return h.t.S.Suggested()
}

// Draw shows the hint (or that it is being worked out) in a box at the top of an area.
func (h *Hinter) Draw(dst *ebiten.Image, ctx *Context, k game.Kind, area Rect) {
	if h.t == nil {
		return
	}
	r, pending := h.t.S.Hint()
	if !pending && r == nil {
		return
	}
	lines := []string{ctx.T("hint.thinking")}
	if r != nil {
		lines = hintLines(ctx, r, k)
	}
	drawNoteIn(dst, ctx, ctx.T("hint"), lines, area)
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
	lines := []string{ctx.T("hint.do", "advice", actionWords(ctx, r.Action))}
	for i, o := range opts {
		if i == 5 {
			break
		}
		value := ctx.T(unit, "n", hintValue(k, o.Value))
		line := ctx.T("hint.option", "action", actionWords(ctx, o.Action), "value", value)
		if o.MakeChance > 0 {
			line = ctx.T("hint.option.chance", "action", actionWords(ctx, o.Action), "value", value,
				"percent", ctx.Percent(int(100*o.MakeChance+0.5)))
		}
		lines = append(lines, line)
	}
	return lines
}

// hintValue is an option's expected value as a hint shows it: whole points in Tarabish,
// tricks to one decimal place in Tarneeb.
func hintValue(k game.Kind, v float64) lang.Dec {
	if k == game.Tarneeb {
		return lang.Dec{V: v, Places: 1}
	}
	return lang.Dec{V: v}
}

// actionWords names an action in a hint: a card, a call, a bid, announce or show.
func actionWords(ctx *Context, a game.Action) string {
	switch a.Verb {
	case game.Play:
		s := cardName(ctx, a.Card)
		if a.Bella {
			s = ctx.T("hint.with.bella", "card", s)
		}
		return s
	case game.Announce:
		return ctx.T("announce.btn")
	case game.Show:
		return ctx.T("show.btn")
	case game.Bid:
		return ctx.T("hint.bid", "bid", a.Number)
	}
	return bidWords(ctx, a)
}

// hintButton places the Hint button (key F1) at the bottom right, beside the hand.
func hintButton(ctx *Context, g Geometry) Button {
	return Button{Rect: g.actionButton(0, 0), Label: ctx.T("hint.btn")}.WithKey(ebiten.KeyF1)
}
