package scenes

import (
	"image/color"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/game"
)

// plate is what a seat's name plate says: the name (lit while the seat is to act), every
// call or bid of the hand in order, what the seat says or does now, and its runs.
type plate struct {
	name      string
	dealer    string // the dealer's mark, or ""
	lit       bool
	calls     string
	caller    bool // the calls line names the contract
	status    string
	hot       bool // the status is something just said (drawn as a speech pill)
	meld      string
	meldCards string
}

// plate sizes in layout units.
const (
	plateName = 17.0
	plateLine = 14.0
	platePad  = 8.0
)

// showsPastHand reports whether the table still shows a hand the engine has finished (its last
// trick, then the scoreboard): the next hand's turn and thinking stay off the plates meanwhile.
func (t *Table) showsPastHand() bool {
	return t.handOver || t.G.State.HandNo != t.HUD.HandNo
}

// plateOf works out a seat's name plate from the table as it is shown.
func (t *Table) plateOf(ctx *Context, seat game.Seat) plate {
	s := &t.HUD
	p := plate{name: ctx.T("seat." + seat.String())}
	if seat == s.Dealer {
		p.dealer = ctx.T("dealer.chip")
	}
	past := t.showsPastHand()
	p.lit = t.G.State.Current() == seat && !past
	var words []string
	for _, a := range t.calls[seat] {
		words = append(words, bidWords(ctx, a))
	}
	p.calls = strings.Join(words, " · ")
	p.caller = s.Phase == game.PhasePlay && s.Caller == seat
	switch sp := t.speech[seat]; {
	case sp.ticks > 0:
		p.status, p.hot = sp.text, true
	case t.thinker == seat && !past:
		dots := int(time.Since(t.thinkFrom)/(250*time.Millisecond))%3 + 1
		p.status = ctx.T("thinking") + "..."[:dots]
	}
	p.meld, p.meldCards = t.meldOf(ctx, seat)
	return p
}

// meldOf says what a seat's runs are: shown (with their cards, and whether they count),
// announced and still to show, or announced and lost by not showing them in trick 2.
func (t *Table) meldOf(ctx *Context, seat game.Seat) (label, cards string) {
	s := &t.HUD
	bit := uint8(1) << seat
	switch {
	case s.Rules.Game != game.Tarabish || s.Phase != game.PhasePlay && s.Phase != game.PhaseOver && !t.handOver:
		return "", ""
	case s.Shown&bit != 0 && s.Melds[seat].N > 0:
		runs, _ := s.CountedMelds()
		label = ctx.T("plate.shown", "value", s.Melds[seat].Value)
		if runs[seat.Team()] == 0 {
			label = ctx.T("plate.void", "value", s.Melds[seat].Value)
		}
		return label, meldList(ctx, s.Melds[seat].Cards)
	case s.Announced&bit != 0 && s.TrickNo >= 2:
		return ctx.T("plate.lost"), ""
	case s.Announced&bit != 0:
		return ctx.T("plate.announced"), ""
	}
	return "", ""
}

// dealerRoom gives the width the dealer's button takes from each side of the name line.
func (p plate) dealerRoom(ctx *Context) float64 {
	if p.dealer == "" {
		return 0
	}
	return ctx.U(40)
}

// height gives the plate's height in device pixels.
func (p plate) height(ctx *Context) float64 {
	h := ctx.U(2*platePad + plateName*1.3 + 2*plateLine*1.45)
	if p.meld != "" {
		h += ctx.U(plateLine * 1.45)
	}
	if p.meldCards != "" {
		h += ctx.U(plateLine * 1.45)
	}
	return h
}

// plateRect gives where a seat's plate is drawn now.
func (t *Table) plateRect(ctx *Context, seat game.Seat) Rect {
	p := t.plateOf(ctx, seat)
	return t.geo.PlateAt(seat, p.height(ctx), t.hudRect(ctx).bottom())
}

// drawPlates draws the four name plates.
func (t *Table) drawPlates(dst *ebiten.Image, ctx *Context) {
	top := t.hudRect(ctx).bottom()
	for seat := game.North; seat <= game.West; seat++ {
		p := t.plateOf(ctx, seat)
		p.draw(dst, ctx, t.geo.PlateAt(seat, p.height(ctx), top))
	}
}

// draw paints the plate in its rectangle: lit with a gold border while the seat is to act.
func (p plate) draw(dst *ebiten.Image, ctx *Context, r Rect) {
	if p.lit {
		pad := ctx.U(3)
		fillRound(dst, r.X-pad, r.Y-pad, r.W+2*pad, r.H+2*pad, ctx.U(14), colGold)
	}
	fillRound(dst, r.X, r.Y, r.W, r.H, ctx.U(12), colPlate)
	cx, y := r.X+r.W/2, r.Y+ctx.U(platePad)
	inner := r.W - ctx.U(16)
	nameClr := colText
	if p.lit {
		nameClr = colGold
	}
	line := func(s string, size float64, bold bool, clr color.RGBA) {
		if s != "" {
			size = fitSize(ctx, s, size, bold, inner)
			ctx.Art.DrawText(dst, s, cx, y, size, bold, clr, Center)
		}
	}
	if p.dealer != "" {
		// the dealer's button at the plate's top corner, the name kept clear of it
		d := ctx.U(20)
		x := r.X + r.W - d - ctx.U(6)
		fillRound(dst, x, r.Y+ctx.U(6), d, d, d/2, colGold)
		ctx.Art.DrawText(dst, p.dealer, x+d/2, r.Y+ctx.U(8), ctx.U(13), true, colInk, Center)
	}
	inner -= p.dealerRoom(ctx)
	line(p.name, ctx.U(plateName), true, nameClr)
	inner += p.dealerRoom(ctx)
	y += ctx.U(plateName * 1.3)
	callClr := colDim
	if p.caller {
		callClr = colGold
	}
	line(p.calls, ctx.U(plateLine), p.caller, callClr)
	y += ctx.U(plateLine * 1.45)
	if p.hot {
		size := fitSize(ctx, p.status, ctx.U(plateLine), true, inner-ctx.U(12))
		w := ctx.Art.TextWidth(p.status, size, true) + ctx.U(14)
		fillRound(dst, cx-w/2, y-ctx.U(2), w, size*1.45, size*0.7, colBubble)
		ctx.Art.DrawText(dst, p.status, cx, y, size, true, colInk, Center)
	} else {
		line(p.status, ctx.U(plateLine), false, colText)
	}
	y += ctx.U(plateLine * 1.45)
	line(p.meld, ctx.U(plateLine), true, colGold)
	if p.meld != "" {
		y += ctx.U(plateLine * 1.45)
	}
	if p.meldCards != "" {
		size := fitSize(ctx, p.meldCards, ctx.U(plateLine), false, inner)
		ctx.Art.DrawLTR(dst, p.meldCards, cx, y, size, false, colText, Center)
	}
}

// fitSize gives the largest size up to size at which a line fits a width (at least 70% of it).
func fitSize(ctx *Context, s string, size float64, bold bool, width float64) float64 {
	for min := size * 0.7; size > min; size *= 0.94 {
		if ctx.Art.TextWidth(s, size, bold) <= width {
			break
		}
	}
	return size
}

// shrink steps a line's size down a pixel at a time, no lower than least, until it fits a
// width: the fonts come in whole sizes, so a size scaled down by the overflow alone can
// measure as wide as before.
func shrink(ctx *Context, s string, size float64, bold bool, width, least float64) float64 {
	for size-1 >= least && ctx.Art.TextWidth(s, size, bold) > width {
		size--
	}
	return size
}

// bottom gives a rectangle's lower edge.
func (r Rect) bottom() float64 { return r.Y + r.H }

// meldList names shown cards by suit, as players say a run: the ranks, then the suit's
// symbol ("J Q K♥  9 10 J♣"), short enough for a plate.
func meldList(ctx *Context, cs game.Cards) string {
	var groups []string
	for suit := game.Suit(0); suit < game.NoTrump; suit++ {
		var ranks []string
		for _, c := range cs.Slice() {
			if c.Suit() == suit {
				ranks = append(ranks, ctx.T("rank."+c.Rank().String()))
			}
		}
		if len(ranks) > 0 {
			groups = append(groups, strings.Join(ranks, " ")+suitSymbol(suit))
		}
	}
	return strings.Join(groups, "  ")
}
