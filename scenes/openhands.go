package scenes

import (
	"image/color"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/ai/dd"
	"tarabish/game"
)

// OpenHands shows a moment of a reviewed hand with all four hands face up: each legal card
// of the seat to act carries its double-dummy value for the side to act, solved off the game
// loop. The best line is stepped through card by card (Next and Back, the arrow keys), and
// any legal card may be clicked to see the line after it. Esc goes back to the review.
type OpenHands struct {
	back   Scene
	rules  game.Rules
	line   []openStep // line[0] is the moment; each further step is one card played on
	solver *dd.Solver // shared by the steps, one solve at a time
	last   *ddJob     // the job started last
	start  time.Time
	next   Button
	prev   Button
	done   Button
}

// openStep is one position of the line: the state, the card that led to it and its values.
type openStep struct {
	state  game.State
	seat   game.Seat // who played the card that led here (NoSeat for the moment itself)
	played game.Card
	job    *ddJob // the values of the legal cards, or nil before they are asked for
	seen   bool   // the update has seen the job end: the values may be drawn
}

// NewOpenHands opens the hands at a state of the play (a moment of the review).
func NewOpenHands(back Scene, rules game.Rules, at game.State) *OpenHands {
	return &OpenHands{back: back, rules: rules, line: []openStep{{state: at, seat: game.NoSeat, played: game.NoCard}},
		solver: dd.NewSolver(), start: time.Now()}
}

// Name names the scene for screenshots.
func (s *OpenHands) Name() string { return "open-hands" }

func (s *OpenHands) keepsSeats() {}

// openPanelW is the width of the side panel (layout units).
const openPanelW = 380

// cur gives the step shown.
func (s *OpenHands) cur() *openStep { return &s.line[len(s.line)-1] }

// playing reports whether a state still has a card to play.
func playing(st *game.State) bool { return st.Phase == game.PhasePlay && st.LegalPlays() != 0 }

// Update asks for the values of the step shown, and takes Next, Back, a card and Esc.
func (s *OpenHands) Update(ctx *Context) (bool, error) {
	cur := s.cur()
	if cur.job == nil && playing(&cur.state) {
		cur.job = startDD(s.solver, cur.state, true, s.last)
		s.last = cur.job
	}
	if !cur.seen {
		ctx.Dirty = true // the solving cue moves, and the frame after the values come shows them
		cur.seen = cur.job.ready() || !playing(&cur.state)
	}
	pr := s.panel(ctx)
	restore := ctx.Art.Mirror(2*pr.X + pr.W)
	s.layout(ctx)
	next, prev, done := s.next.Pressed(ctx), s.prev.Pressed(ctx), s.done.Pressed(ctx)
	restore()
	switch {
	case done:
		s.leave(ctx)
	case next:
		if c, _ := bestScore(cur.job.cards()); cur.job.solved() && c != game.NoCard {
			s.play(ctx, c)
		}
	case prev:
		s.stepBack(ctx)
	case ctx.Input.Click:
		if c := s.cardAt(ctx, ctx.Input.X, ctx.Input.Y); c != game.NoCard {
			s.play(ctx, c)
		}
	}
	return false, nil
}

// leave stops the solving and goes back to the review.
func (s *OpenHands) leave(ctx *Context) {
	s.last.stop()
	ctx.Scenes.GoTo(ctx, s.back)
}

// play plays a legal card of the seat to act on: the line goes one step further. A card that
// may not be played changes nothing.
func (s *OpenHands) play(ctx *Context, c game.Card) {
	cur := s.cur()
	st := cur.state
	if !playing(&st) || !st.LegalPlays().Has(c) {
		return
	}
	seat := st.Current()
	if err := st.Apply(game.PlayAction(c)); err != nil {
		return
	}
	if !cur.job.solved() {
		cur.job.stop() // left before its values came: solved again on the way back
		cur.job, cur.seen = nil, false
	}
	s.line = append(s.line, openStep{state: st, seat: seat, played: c})
	ctx.Dirty = true
}

// stepBack takes the last card of the line back; the step before keeps its values.
func (s *OpenHands) stepBack(ctx *Context) {
	if len(s.line) < 2 {
		return
	}
	if cur := s.cur(); !cur.job.solved() {
		cur.job.stop()
	}
	s.line = s.line[:len(s.line)-1]
	if cur := s.cur(); cur.job != nil && !cur.job.solved() {
		cur.job, cur.seen = nil, false // stopped when it was left: asked for again
	}
	ctx.Dirty = true
}

// panel gives the side panel's box, at the right.
func (s *OpenHands) panel(ctx *Context) Rect {
	w := ctx.U(openPanelW)
	return Rect{ctx.W - ctx.U(16) - w, ctx.U(16), w, ctx.H - ctx.U(32)}
}

// tableArea gives the box of the table, left of the panel.
func (s *OpenHands) tableArea(ctx *Context) Rect {
	return Rect{ctx.U(16), ctx.U(16), s.panel(ctx).X - ctx.U(32), ctx.H - ctx.U(32)}
}

// layout places the panel's buttons: Back and Next side by side, Done under them.
func (s *OpenHands) layout(ctx *Context) {
	pr := s.panel(ctx)
	h := ctx.U(44)
	w := (pr.W - ctx.U(60)) / 2
	y := pr.Y + pr.H - ctx.U(124)
	s.prev = Button{Rect: Rect{pr.X + ctx.U(20), y, w, h}, Label: ctx.T("couldwin.step.back")}.WithKey(ebiten.KeyArrowLeft)
	s.next = Button{Rect: Rect{pr.X + pr.W - ctx.U(20) - w, y, w, h}, Label: ctx.T("couldwin.step.next")}.WithKey(ebiten.KeyArrowRight)
	s.done = Button{Rect: Rect{pr.X + ctx.U(20), y + h + ctx.U(14), pr.W - ctx.U(40), h}, Label: ctx.T("done")}.WithKey(ebiten.KeyEscape)
	if ctx.Art != nil && ctx.Art.rtl { // Next lies left of Back on a mirrored panel
		s.prev.Key, s.next.Key = ebiten.KeyArrowRight, ebiten.KeyArrowLeft
	}
	cur := s.cur()
	s.prev.Disabled = len(s.line) < 2
	s.next.Disabled = !playing(&cur.state) || !cur.job.solved()
}

// openCardW is the width of the cards of the open hands (layout units).
const openCardW = 56.0

// handCards gives a seat's cards in the step shown, sorted for display.
func (s *OpenHands) handCards(seat game.Seat) []game.Card {
	st := &s.cur().state
	cards := st.Hands[seat].Slice()
	sortHand(cards, st.Trump, st.Rules.Game)
	return cards
}

// cardPlace gives where card i of n of a seat's hand lies: North and South in rows, West and
// East in columns.
func (s *OpenHands) cardPlace(ctx *Context, seat game.Seat, i, n int) Rect {
	t := s.tableArea(ctx)
	w := ctx.U(openCardW)
	h := w * CardAspect
	switch seat {
	case game.North, game.South:
		step := min(ctx.U(42), (t.W-ctx.U(280)-w)/float64(max(1, n-1)))
		x := t.X + (t.W-(step*float64(n-1)+w))/2 + step*float64(i)
		y := t.Y + ctx.U(34)
		if seat == game.South {
			y = t.Y + t.H - h - ctx.U(8)
		}
		return Rect{x, y, w, h}
	}
	step := min(ctx.U(27), (t.H-ctx.U(320)-h)/float64(max(1, n-1)))
	x := t.X + ctx.U(14)
	if seat == game.East {
		x = t.X + t.W - ctx.U(14) - w
	}
	top := t.Y + (t.H-(step*float64(n-1)+h))/2
	return Rect{x, top + step*float64(i), w, h}
}

// cardAt gives the legal card of the seat to act under a point, or NoCard.
func (s *OpenHands) cardAt(ctx *Context, x, y float64) game.Card {
	st := &s.cur().state
	if !playing(st) {
		return game.NoCard
	}
	seat := st.Current()
	cards := s.handCards(seat)
	for i := len(cards) - 1; i >= 0; i-- {
		if s.cardPlace(ctx, seat, i, len(cards)).Has(x, y) {
			if st.LegalPlays().Has(cards[i]) {
				return cards[i]
			}
			return game.NoCard
		}
	}
	return game.NoCard
}

// trickSpot gives where a seat's card lies on the trick.
func (s *OpenHands) trickSpot(ctx *Context, seat game.Seat) Rect {
	t := s.tableArea(ctx)
	w := ctx.U(openCardW)
	h := w * CardAspect
	cx, cy := t.X+t.W/2-w/2, t.Y+t.H/2-h/2
	switch seat {
	case game.North:
		cy -= ctx.U(62)
	case game.South:
		cy += ctx.U(62)
	case game.West:
		cx -= ctx.U(84)
	case game.East:
		cx += ctx.U(84)
	}
	return Rect{cx, cy, w, h}
}

// values gives the solved value of each legal card of the step shown (nil while solving).
func (s *OpenHands) values() map[game.Card]int {
	cur := s.cur()
	if !cur.seen || !cur.job.solved() {
		return nil
	}
	out := map[game.Card]int{}
	for _, sc := range cur.job.cards() {
		out[sc.Card] = sc.Value
	}
	return out
}

// Draw paints the open hands with the values, the trick and the side panel.
func (s *OpenHands) Draw(dst *ebiten.Image, ctx *Context) {
	ctx.Art.DrawFelt(dst, ctx.Scale)
	s.drawTable(dst, ctx)
	pr := s.panel(ctx)
	defer ctx.Art.Mirror(2*pr.X + pr.W)()
	s.layout(ctx)
	Panel(dst, ctx, pr)
	s.drawPanel(dst, ctx, pr)
	s.prev.Draw(dst, ctx)
	s.next.Draw(dst, ctx)
	s.done.Draw(dst, ctx)
}

// drawTable paints the four hands, their names, the values and the trick.
func (s *OpenHands) drawTable(dst *ebiten.Image, ctx *Context) {
	deck := string(ctx.Prefs.Deck)
	st := &s.cur().state
	toAct := game.NoSeat
	var legal game.Cards
	if playing(st) {
		toAct, legal = st.Current(), st.LegalPlays()
	}
	vals := s.values()
	var best game.Card
	if vals != nil {
		best, _ = bestScore(s.cur().job.cards())
	}
	t := s.tableArea(ctx)
	for _, seat := range []game.Seat{game.North, game.East, game.South, game.West} {
		cards := s.handCards(seat)
		for i, c := range cards {
			r := s.cardPlace(ctx, seat, i, len(cards))
			look := CardLook{X: r.X, Y: r.Y, W: r.W, FaceUp: true}
			if seat == toAct {
				look.Dim = !legal.Has(c)
				look.Glow = vals != nil && c == best
			}
			ctx.Art.DrawCard(dst, deck, c, look)
		}
		clr := colDim
		if seat == toAct {
			clr = colGold
		}
		name := ctx.T("puzzle.seat." + seat.String())
		size := ctx.U(16)
		first := s.cardPlace(ctx, seat, 0, max(1, len(cards)))
		switch seat {
		case game.North:
			ctx.Art.DrawText(dst, name, t.X+t.W/2, t.Y+ctx.U(8), size, true, clr, Center)
		case game.South: // above the plates of the values
			ctx.Art.DrawText(dst, name, t.X+t.W/2, first.Y-ctx.U(54), size, true, clr, Center)
		default:
			ctx.Art.DrawText(dst, name, first.X+first.W/2, first.Y-ctx.U(26), size, true, clr, Center)
		}
		if seat == toAct && vals != nil {
			s.drawValues(dst, ctx, seat, cards, vals, best)
		}
	}
	seat := st.Leader
	for i := 0; i < int(st.TrickLen); i++ {
		r := s.trickSpot(ctx, seat)
		ctx.Art.DrawCard(dst, deck, st.Trick[i], CardLook{X: r.X, Y: r.Y, W: r.W, FaceUp: true, Shadow: true})
		seat = st.Rules.Game.Next(seat)
	}
}

// drawValues writes each legal card's value on a plate beside the part of the card in view:
// under North's cards, above South's, right of West's and left of East's; the best in gold.
func (s *OpenHands) drawValues(dst *ebiten.Image, ctx *Context, seat game.Seat, cards []game.Card, vals map[game.Card]int, best game.Card) {
	bw, bh := ctx.U(38), ctx.U(22)
	for i, c := range cards {
		v, ok := vals[c]
		if !ok {
			continue
		}
		r := s.cardPlace(ctx, seat, i, len(cards))
		var x, y float64
		switch seat {
		case game.North:
			x, y = r.X+ctx.U(2), r.Y+r.H+ctx.U(4)
		case game.South:
			x, y = r.X+ctx.U(2), r.Y-bh-ctx.U(4)
		case game.West:
			x, y = r.X+r.W+ctx.U(4), r.Y+ctx.U(3)
		default:
			x, y = r.X-bw-ctx.U(4), r.Y+ctx.U(3)
		}
		plate, ink := colPlate, colText
		if c == best {
			plate, ink = colGold, colInk
		}
		fillRound(dst, x, y, bw, bh, ctx.U(6), plate)
		ctx.Art.DrawText(dst, ctx.Int(v), x+bw/2, y+(bh-ctx.U(15)*1.2)/2, ctx.U(15), true, ink, Center)
	}
}

// drawPanel writes the moment, what the values mean, what has been taken and the line.
func (s *OpenHands) drawPanel(dst *ebiten.Image, ctx *Context, pr Rect) {
	st := &s.cur().state
	k := st.Rules.Game
	x, y, w := pr.X+ctx.U(20), pr.Y+ctx.U(16), pr.W-ctx.U(40)
	ctx.Art.DrawText(dst, ctx.T("couldwin.open.title"), x, y, ctx.U(24), true, colGold, Left)
	y += ctx.U(40)
	para := func(text string, size float64, clr color.RGBA) {
		for _, l := range wrap(ctx, text, size, w) {
			ctx.Art.DrawText(dst, l, x, y, size, false, clr, Left)
			y += size * 1.35
		}
		y += ctx.U(6)
	}
	if playing(st) {
		seat := st.Current()
		para(ctx.T("couldwin.toplay", "n", int(st.TrickNo)+1, "seat", ctx.T("puzzle.seat."+seat.String())), ctx.U(17), colText)
		side := "couldwin.side.ns"
		if seat.Team() == game.EW {
			side = "couldwin.side.ew"
		}
		unit := "couldwin.values.points"
		if k == game.Tarneeb {
			unit = "couldwin.values.tricks"
		}
		para(ctx.T(unit, "side", ctx.T(side)), ctx.U(15), colDim)
		if !s.cur().seen || !s.cur().job.solved() {
			dots := int(time.Since(s.start)/(300*time.Millisecond))%3 + 1
			para(ctx.T("couldwin.solving")+"..."[:dots], ctx.U(16), colAccent)
		} else {
			para(ctx.T("couldwin.click"), ctx.U(15), colDim)
		}
	} else {
		para(ctx.T("couldwin.over", "took", tookWords(ctx, k, handTook(st.Result))), ctx.U(17), colText)
	}
	if playing(st) {
		para(ctx.T("couldwin.sofar", "took", tookWords(ctx, k, takenSoFar(st))), ctx.U(15), colText)
	}
	if len(s.line) < 2 {
		return
	}
	ctx.Art.DrawText(dst, ctx.T("couldwin.line"), x, y, ctx.U(16), true, colGold, Left)
	y += ctx.U(26)
	room := int((s.prev.Y - ctx.U(10) - y) / ctx.U(22))
	steps := s.line[1:]
	first := max(0, len(steps)-max(1, room))
	for i, st := range steps[first:] {
		line := ctx.T("couldwin.step", "n", first+i+1, "card", ctx.T("couldwin.card.by", "seat", ctx.T("puzzle.seat."+st.seat.String()), "card", shortCard(ctx, st.played)))
		ctx.Art.DrawText(dst, line, x, y, ctx.U(15), false, colText, Left)
		y += ctx.U(22)
	}
}
