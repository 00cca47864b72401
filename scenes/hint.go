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
		lines = hintLines(ctx, r, &h.t.G.State.Rules)
	}
	drawNoteIn(dst, ctx, ctx.T("hint"), lines, area)
}

// hintOptions is how many options a hint lists before it sums up the rest (a Tarabish
// hand's nine cards all fit).
const hintOptions = 9

// hintLines says the suggestion, why, and how it compares with every alternative, in the
// player's language: the expected points (tricks) of each choice, the chance of making it,
// and Pass, when it is legal, last.
func hintLines(ctx *Context, r *ai.HintResult, rules *game.Rules) []string {
	k := rules.Game
	var opts []ai.OptionValue
	pass := false
	for _, o := range r.Options {
		if o.Action.Verb == game.Pass {
			pass = true
		} else {
			opts = append(opts, o)
		}
	}
	sort.SliceStable(opts, func(i, j int) bool { return opts[i].Value > opts[j].Value })
	lines := []string{ctx.T("hint.do", "advice", actionWords(ctx, r.Action)), reasonWords(ctx, r.Reason, rules)}
	chance := "hint.option.chance"
	if r.Defending {
		chance = "hint.option.beat"
	}
	for i, o := range opts {
		if i == hintOptions-1 && len(opts) > hintOptions {
			lines = append(lines, ctx.T("hint.more", "n", len(opts)-i))
			break
		}
		value := valueWords(ctx, k, o.Value)
		line := ctx.T("hint.option", "action", actionWords(ctx, o.Action), "value", value)
		if o.MakeChance > 0 {
			line = ctx.T(chance, "action", actionWords(ctx, o.Action), "value", value, "percent", percent(ctx, o.MakeChance))
		}
		lines = append(lines, line)
	}
	if pass {
		key := "hint.pass.free"
		switch {
		case r.Reason.Need > 0 && rules.ByAuction():
			key = "hint.pass.need.bid"
		case r.Reason.Need > 0:
			key = "hint.pass.need"
		case r.Reason.Why == ai.WhyCallWorth || r.Reason.Why == ai.WhyPassWorth:
			key = "hint.pass.others" + bidSuffix(k)
		}
		lines = append(lines, ctx.T(key, "action", actionWords(ctx, game.PassAction), "percent", percent(ctx, r.Reason.Need)))
	}
	return lines
}

// plainReasons are the reasons said without figures, with their messages.
var plainReasons = map[ai.Why]string{
	ai.WhyOnly: "hint.why.only", ai.WhyAnnounce: "hint.why.announce", ai.WhyShow: "hint.why.show",
	ai.WhyPartnerBid: "hint.why.partner.bid", ai.WhyDrawTrumps: "hint.why.draw", ai.WhyTopTrump: "hint.why.toptrump",
	ai.WhyMaster: "hint.why.master", ai.WhyWins: "hint.why.wins", ai.WhyAhead: "hint.why.ahead",
	ai.WhyPartnerWins: "hint.why.partner", ai.WhyPartnerPoints: "hint.why.partner.points", ai.WhyCannotWin: "hint.why.cannot",
}

// reasonWords says in one sentence why the hint suggests its action.
func reasonWords(ctx *Context, why ai.Reason, rules *game.Rules) string {
	k, auction := rules.Game, rules.ByAuction()
	suit := suitName(ctx, why.Suit)
	pct, need := percent(ctx, why.Chance), percent(ctx, why.Need)
	if key, ok := plainReasons[why.Why]; ok {
		return ctx.T(key)
	}
	switch why.Why {
	case ai.WhyMakes:
		switch {
		case k == game.Tarneeb || why.Need == 0:
			return ctx.T("hint.why.makes.tn", "suit", suit, "percent", pct)
		case auction:
			return ctx.T("hint.why.makes.bid", "suit", suit, "percent", pct, "need", need)
		}
		return ctx.T("hint.why.makes", "suit", suit, "percent", pct, "need", need)
	case ai.WhyTooRisky:
		if auction {
			return ctx.T("hint.why.risky.bid", "suit", suit, "percent", pct, "need", need)
		}
		return ctx.T("hint.why.risky", "suit", suit, "percent", pct, "need", need)
	case ai.WhyCallWorth:
		return ctx.T("hint.why.call.worth"+bidSuffix(k), "suit", suit, "value", scoreWords(ctx, k, why.Value), "percent", pct)
	case ai.WhyPassWorth:
		if why.Value < 0 { // the call gains, but less than the margin asks
			return ctx.T("hint.why.pass.close"+bidSuffix(k), "suit", suit, "value", scoreWords(ctx, k, -why.Value), "percent", pct)
		}
		return ctx.T("hint.why.pass.worth"+bidSuffix(k), "suit", suit, "value", scoreWords(ctx, k, why.Value), "percent", pct)
	case ai.WhyTooWeak:
		return ctx.T("hint.why.weak", "suit", suit, "value", valueWords(ctx, k, why.Value))
	case ai.WhyForced:
		return ctx.T("hint.why.forced", "suit", suit, "value", valueWords(ctx, k, why.Value))
	case ai.WhyTrumpBest:
		return ctx.T("hint.why.trump", "suit", suit, "value", valueWords(ctx, k, why.Value))
	}
	return ctx.T("hint.why.best", "value", valueWords(ctx, k, why.Value))
}

// valueWords words an expected value: "88 points", "8.3 tricks".
func valueWords(ctx *Context, k game.Kind, v float64) string {
	if k == game.Tarneeb {
		return ctx.T("hint.tricks", "n", hintValue(k, v))
	}
	return ctx.T("hint.points", "n", hintValue(k, v))
}

// scoreWords words an expected hand score: whole points in Tarabish, points to one decimal
// place in Tarneeb.
func scoreWords(ctx *Context, k game.Kind, v float64) string {
	return ctx.T("hint.points", "n", hintValue(k, v))
}

// bidSuffix gives the ending of the messages that speak of bidding (Tarneeb) rather than
// calling (Tarabish).
func bidSuffix(k game.Kind) string {
	if k == game.Tarneeb {
		return ".bid"
	}
	return ""
}

// percent words a chance as a whole percentage.
func percent(ctx *Context, p float64) string { return ctx.Percent(int(100*p + 0.5)) }

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
