package scenes

import (
	"image/color"
	"math"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/game"
)

// CardMark says how a card of the person's hand is drawn: dimmed, lifted, glowing.
type CardMark struct {
	Dim, Lift, Glow bool
}

// DrawTable paints the cloth, every card, the bubbles and the score panel. marks (may be
// nil) change how the person's cards look; dragged moves one card with the pointer.
func (t *Table) DrawTable(dst *ebiten.Image, ctx *Context, marks map[game.Card]CardMark, dragged game.Card) {
	ctx.Art.DrawFelt(dst, ctx.Scale)
	t.drawPiles(dst, ctx)
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
	for _, c := range list {
		if c == dragged {
			continue
		}
		p := t.sprites[c].Now()
		m := marks[c]
		y := p.Y
		if m.Lift {
			y -= ctx.U(22)
		}
		ctx.Art.DrawCard(dst, string(ctx.Prefs.Deck), c, CardLook{X: p.X, Y: y, W: p.W, Rotate: p.Rot,
			FaceUp: p.FaceUp, Dim: m.Dim, Glow: m.Glow, Squash: p.Squash})
	}
	t.drawMelds(dst, ctx)
	t.drawSeats(dst, ctx)
	if dragged != game.NoCard {
		w := ctx.U(handCardW)
		ctx.Art.DrawCard(dst, string(ctx.Prefs.Deck), dragged, CardLook{X: ctx.Input.X - w/2, Y: ctx.Input.Y - w*CardAspect/2, W: w, FaceUp: true, Glow: true})
	}
	t.drawHUD(dst, ctx)
	if t.Err != "" {
		size := ctx.U(19)
		w := ctx.Art.TextWidth(t.Err, size, true) + ctx.U(36)
		y := ctx.H - ctx.U(handCardW)*CardAspect - ctx.U(96)
		fillRound(dst, (ctx.W-w)/2, y, w, size*2, size, colRed)
		ctx.Art.DrawText(dst, t.Err, ctx.W/2, y+size*0.4, size, true, colText, Center)
	}
}

// drawPiles labels the won-trick piles with their counts.
func (t *Table) drawPiles(dst *ebiten.Image, ctx *Context) {
	for team := range t.pile {
		if len(t.pile[team]) == 0 {
			continue
		}
		p := t.geo.PilePlace(game.Team(team), 0)
		label := ctx.T("tricks.us", "n", len(t.pile[team])/4)
		if team == int(game.EW) {
			label = ctx.T("tricks.them", "n", len(t.pile[team])/4)
		}
		ctx.Art.DrawText(dst, label, p.X+p.W/2, p.Y+p.W*CardAspect+ctx.U(10), ctx.U(15), false, colDim, Center)
	}
}

// drawMelds shows the cards of runs a seat has just shown.
func (t *Table) drawMelds(dst *ebiten.Image, ctx *Context) {
	for seat, cards := range t.melds {
		if len(cards) == 0 || game.Seat(seat) == game.South {
			continue
		}
		for i, c := range cards {
			p := t.geo.ShowPlace(game.Seat(seat), i, len(cards))
			ctx.Art.DrawCard(dst, string(ctx.Prefs.Deck), c, CardLook{X: p.X, Y: p.Y, W: p.W, FaceUp: true})
		}
	}
}

// drawSeats writes each seat's name, the dealer's mark, the thinking cue and bubbles.
func (t *Table) drawSeats(dst *ebiten.Image, ctx *Context) {
	for seat := game.North; seat <= game.West; seat++ {
		p := t.geo.SeatLabel(seat)
		name := ctx.T("seat." + seat.String())
		if seat == t.HUD.Dealer {
			name = ctx.T("seat.dealer", "seat", name)
		}
		clr := colDim
		if t.G.State.Current() == seat && !t.Busy() {
			clr = colGold
		}
		ctx.Art.DrawText(dst, name, p.X, p.Y-ctx.U(10), ctx.U(16), true, clr, Center)
		if t.thinker == seat {
			dots := int(time.Since(t.thinkFrom)/(250*time.Millisecond))%3 + 1
			ctx.Art.DrawText(dst, ctx.T("thinking")+"..."[:dots], p.X, p.Y+ctx.U(10), ctx.U(15), false, colText, Center)
		}
		if b := t.bubbles[seat]; b.ticks > 0 {
			alpha := math.Min(1, float64(b.ticks)/10)
			by := p.Y + ctx.U(44)
			if seat == game.South {
				by = p.Y - ctx.U(40)
			}
			Bubble(dst, ctx, b.text, p.X, by, alpha)
		}
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

// drawHUD writes the game, trump, contract and both scores in the top-left panel.
func (t *Table) drawHUD(dst *ebiten.Image, ctx *Context) {
	lines := t.hudLines(ctx)
	x, y := ctx.U(16), ctx.U(14)
	w := hudWidth(ctx, lines)
	Panel(dst, ctx, Rect{x, y, w, ctx.U(22 + 25*float64(len(lines)))})
	defer ctx.Art.Mirror(2*x + w)()
	x += ctx.U(16)
	y += ctx.U(12)
	for _, l := range lines {
		ctx.Art.DrawText(dst, l.text, x, y, ctx.U(17), l.bold, l.clr, Left)
		y += ctx.U(25)
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
	case t.Kind == game.Tarneeb || s.Rules.Bidding == game.BiddingAuction:
		line(ctx.T("contract", "player", ctx.T("seat."+s.Caller.String()), "bid", s.Bid), false, colText)
	default:
		line(ctx.T("called.by", "player", ctx.T("seat."+s.Caller.String())), false, colText)
	}
	line(ctx.T("score.line", "us", s.Score[game.NS], "them", s.Score[game.EW]), true, colText)
	if t.Kind == game.Tarneeb && s.Rules.Match != game.MatchOneSet {
		line(ctx.T("sets", "set", s.SetNo, "from", s.Sets[game.NS], "to", s.Sets[game.EW]), false, colDim)
	}
	if t.Coach || aid(ctx.Prefs, "tally") {
		for i, l := range tallyLines(ctx, s) {
			line(l, i == 1, colGold)
		}
	}
	return out
}

// suitWord gives a suit's name with its symbol, or "No trump".
func suitWord(ctx *Context, s game.Suit) string {
	if s >= game.NoTrump {
		return ctx.T("suit.NT")
	}
	return string("♠♥♦♣"[s*3:s*3+3]) + " " + ctx.T("suit."+s.String())
}
