package scenes

import (
	"image/color"
	"slices"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/game"
)

// CardMark says how a card of the person's hand is drawn: dimmed, lifted, glowing with
// the hint, outlined by the keyboard cursor.
type CardMark struct {
	Dim, Lift, Glow, Cursor bool
}

// DrawTable paints the cloth, every card, the name plates, the score panel and the trick's
// taker. marks (may be nil) change how the person's cards look; dragged moves one card with
// the pointer.
func (t *Table) DrawTable(dst *ebiten.Image, ctx *Context, marks map[game.Card]CardMark, dragged game.Card) {
	ctx.Art.DrawFelt(dst, ctx.Scale)
	var order [64]game.Card
	n := 0
	for cs := t.Kind.Deck(); cs != 0; cs &= cs - 1 {
		c := cs.First()
		if t.sprites[c].Visible {
			order[n] = c
			n++
		}
	}
	list := order[:n]
	slices.SortFunc(list, func(a, b game.Card) int { return t.sprites[a].Z - t.sprites[b].Z })
	winning := t.winningCard()
	for _, c := range list {
		if c == dragged {
			continue
		}
		sp := &t.sprites[c]
		p := sp.Now()
		m := marks[c]
		y := p.Y
		if m.Lift {
			y -= ctx.U(18)
		}
		ctx.Art.DrawCard(dst, string(ctx.Prefs.Deck), c, CardLook{X: p.X, Y: y, W: p.W, Rotate: p.Rot,
			FaceUp: p.FaceUp, Dim: m.Dim, Glow: m.Glow, Cursor: m.Cursor, Squash: p.Squash,
			Mark: c == winning && !sp.Moving(), Shadow: true})
	}
	t.drawPlates(dst, ctx)
	if dragged != game.NoCard {
		w := ctx.U(handCardW)
		ctx.Art.DrawCard(dst, string(ctx.Prefs.Deck), dragged, CardLook{X: ctx.Input.X - w/2, Y: ctx.Input.Y - w*CardAspect/2, W: w, FaceUp: true, Shadow: true})
	}
	t.drawHUD(dst, ctx)
	if t.banner != "" {
		cx, cy := t.geo.centre()
		size := ctx.U(19)
		w := ctx.Art.TextWidth(t.banner, size, true) + ctx.U(36)
		fillRound(dst, cx-w/2, cy-size, w, size*2, size, colPlate)
		ctx.Art.DrawText(dst, t.banner, cx, cy-size*0.6, size, true, colGold, Center)
	}
	if t.Err != "" {
		t.drawPrompt(dst, ctx, t.Err, colRed)
	}
}

// winningCard gives the card winning the trick on the table so far (NoCard when none).
func (t *Table) winningCard() game.Card {
	best := game.NoCard
	for _, c := range t.trick {
		if best == game.NoCard || game.Beats(t.Kind, c, best, t.HUD.Trump) {
			best = c
		}
	}
	return best
}

// promptLines wraps what the person is told to the trick's width (at most three lines).
func (t *Table) promptLines(ctx *Context, msg string) ([]string, float64) {
	size := ctx.U(17)
	tb := t.geo.trickBox()
	lines := wrap(ctx, msg, size, tb.W-ctx.U(8))
	if len(lines) > 3 {
		lines = lines[:3]
	}
	return lines, size
}

// promptRect gives the box the prompt (or the reason a card may not be played) takes.
func (t *Table) promptRect(ctx *Context, msg string) Rect {
	lines, size := t.promptLines(ctx, msg)
	w := 0.0
	for _, l := range lines {
		w = max(w, ctx.Art.TextWidth(l, size, true))
	}
	w += ctx.U(20)
	return Rect{(ctx.W - w) / 2, t.geo.promptY(), w, float64(len(lines))*size*1.4 + ctx.U(8)}
}

// drawPrompt writes the person's prompt below the trick, on a pill of the given colour
// (gold text on the cloth when the colour is zero).
func (t *Table) drawPrompt(dst *ebiten.Image, ctx *Context, msg string, bg color.RGBA) {
	lines, size := t.promptLines(ctx, msg)
	r := t.promptRect(ctx, msg)
	txt := colGold
	if bg.A > 0 {
		fillRound(dst, r.X, r.Y, r.W, r.H, ctx.U(12), bg)
		txt = colText
	}
	for i, l := range lines {
		ctx.Art.DrawText(dst, l, ctx.W/2, r.Y+ctx.U(4)+float64(i)*size*1.4, size, true, txt, Center)
	}
}

// hudLine is one line of the score panel.
type hudLine struct {
	text string
	bold bool
	clr  color.RGBA
}

// hudWidth is the score panel's width: 280 layout units, or wider for longer lines.
func hudWidth(ctx *Context, lines []hudLine) float64 {
	w := ctx.U(280)
	for _, l := range lines {
		w = max(w, ctx.Art.TextWidth(l.text, ctx.U(17), l.bold)+ctx.U(32))
	}
	return w
}

// the score panel's line spacing and padding, in layout units
const hudStep, hudPad = 23.0, 20.0

// hudRect gives the score panel's box.
func (t *Table) hudRect(ctx *Context) Rect {
	lines := t.hudLines(ctx)
	return Rect{ctx.U(16), ctx.U(14), hudWidth(ctx, lines), ctx.U(hudPad + hudStep*float64(len(lines)))}
}

// drawHUD writes the game, trump, contract and both scores in the top-left panel.
func (t *Table) drawHUD(dst *ebiten.Image, ctx *Context) {
	lines := t.hudLines(ctx)
	r := t.hudRect(ctx)
	x, y, w := r.X, r.Y, r.W
	fillRound(dst, x, y, w, r.H, ctx.U(14), colPlate)
	defer ctx.Art.Mirror(2*x + w)()
	x += ctx.U(16)
	y += ctx.U(12)
	for _, l := range lines {
		ctx.Art.DrawText(dst, l.text, x, y, ctx.U(17), l.bold, l.clr, Left)
		y += ctx.U(hudStep)
	}
}

// hudLines gives the score panel's lines.
func (t *Table) hudLines(ctx *Context) []hudLine {
	s := &t.HUD
	var out []hudLine
	line := func(txt string, bold bool, clr color.RGBA) { out = append(out, hudLine{txt, bold, clr}) }
	line(ctx.T("game."+t.Kind.String())+" · "+ctx.T("target", "n", s.Rules.Target), true, colGold)
	trump := ctx.T("trump.none")
	if s.Trump != game.NoSuit {
		trump = ctx.T("trump", "suit", suitWord(ctx, s.Trump))
	}
	line(trump, false, colText)
	switch {
	case s.Caller == game.NoSeat:
		line(ctx.T("bidding"), false, colDim)
	default:
		line(contractWords(ctx, s.Caller, s.Bid, s.Rules.ByAuction()), false, colText)
	}
	line(ctx.T("score.line", "us", s.Score[game.NS], "them", s.Score[game.EW]), true, colText)
	tally := t.Coach || aid(ctx.Prefs, "tally")
	if (s.Phase == game.PhasePlay || t.handOver) && !(tally && t.Kind == game.Tarneeb) {
		// (the Tarneeb tally counts the tricks itself)
		line(ctx.T("hud.tricks", "us", s.Tricks[game.NS], "them", s.Tricks[game.EW]), false, colText)
	}
	if t.Kind == game.Tarneeb && s.Rules.Match != game.MatchOneSet {
		line(ctx.T("sets", "set", s.SetNo, "from", s.Sets[game.NS], "to", s.Sets[game.EW]), false, colDim)
	}
	if tally {
		for i, l := range tallyLines(ctx, s) {
			line(l, i == 1, colGold)
		}
	}
	if t.dealNo != 0 {
		line(ctx.T("hud.deal", "no", int(t.dealNo)), false, colDim)
	}
	return out
}

// shownDealNo gives the number of the hand being dealt or played, 0 when it has none.
func (t *Table) shownDealNo() game.DealNo {
	if n := len(t.G.Hands); n > 0 {
		return t.G.Hands[n-1].No
	}
	return 0
}

// contractWords names who called (or bid, and what) in the hand: "Called by West", "You bid
// 9", with the person's own wording.
func contractWords(ctx *Context, caller game.Seat, bid int, bidding bool) string {
	switch {
	case bidding && caller == game.South:
		return ctx.T("contract.you", "bid", bid)
	case bidding:
		return ctx.T("contract", "player", ctx.T("seat."+caller.String()), "bid", bid)
	case caller == game.South:
		return ctx.T("called.by.you")
	}
	return ctx.T("called.by", "player", ctx.T("seat."+caller.String()))
}

// suitWord gives a suit's name with its symbol, or "No trump".
func suitWord(ctx *Context, s game.Suit) string {
	if s >= game.NoTrump {
		return ctx.T("suit.NT")
	}
	return string("♠♥♦♣"[s*3:s*3+3]) + " " + ctx.T("suit."+s.String())
}
