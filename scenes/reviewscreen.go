package scenes

import (
	"context"
	"fmt"
	"image/color"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/ai/review"
	"tarabish/game"
)

// ReviewScreen goes over the hand just played: all four hands face up, trick by trick, the
// double-dummy best result for each side next to what happened, and the person's team's
// costliest cards with the better choice. Every card of every trick is a moment to go back
// to: the hands as they stood then, and from there play on against the computer or look at
// the open hands.
type ReviewScreen struct {
	back    Scene
	rules   game.Rules
	hand    game.HandRecord
	moments []moment // the moment before each card, in play order
	done    chan review.Review
	failed  chan error
	r       *review.Review
	err     string
	close   Button
	start   time.Time
	cancel  context.CancelFunc // stops the analysis when the review is closed

	cursor int // the keyboard cursor over the moments, -1 for none
	picked int // the moment picked, -1 for none (the hands as play began)
	chips  []Rect
	// the width of the cards of the list of tricks, for the language and scale of chipKey
	chipWidth float64
	chipKey   string
	links     []Button // the costliest plays, each leading to its moment
	linkTo    []int    // the moment of each link
	playOn    Button
	open      Button
	why       Button
}

// openWhy opens the explanation of a computer player's card (move indexes the hand's moves):
// the why panel; a variable so that a test can see what is asked.
var openWhy = NewWhyScene

// reviewBudget is how long the analysis may take.
const reviewBudget = 6 * time.Second

// NewReviewScreen starts the analysis of a finished hand off the game loop.
func NewReviewScreen(back Scene, rules game.Rules, h game.HandRecord) *ReviewScreen {
	s := &ReviewScreen{back: back, rules: rules, hand: h, done: make(chan review.Review, 1), failed: make(chan error, 1),
		start: time.Now(), cursor: -1, picked: -1}
	work, cancel := context.WithCancel(context.Background())
	s.cancel = cancel
	moments, err := handMoments(rules, h)
	if err != nil {
		s.err = err.Error()
		return s
	}
	s.moments = moments
	go func() {
		r, err := review.Analyse(work, rules, h, reviewBudget)
		if err != nil {
			s.failed <- err
			return
		}
		s.done <- r
	}()
	return s
}

// Name names the scene for screenshots.
func (s *ReviewScreen) Name() string { return "hand-review" }

// Update waits for the analysis, then takes the moment picked by click or keyboard and the
// buttons that go on from it.
func (s *ReviewScreen) Update(ctx *Context) (bool, error) {
	if s.r == nil && s.err == "" {
		select {
		case r := <-s.done:
			s.r = &r
			ctx.Dirty = true
		case err := <-s.failed:
			s.err = err.Error()
			ctx.Dirty = true
		default:
			ctx.Dirty = true // the waiting cue moves
		}
	}
	s.layout(ctx)
	in := &ctx.Input
	if in.Key(ebiten.KeyEscape) && s.picked >= 0 {
		s.pick(ctx, -1) // Esc leaves the moment first, then the review
		return false, nil
	}
	if s.close.Pressed(ctx) || in.Key(ebiten.KeyEscape) {
		s.leave(ctx, s.back)
		return false, nil
	}
	if s.r == nil {
		return false, nil
	}
	if in.Click {
		for i, c := range s.chips {
			if c.Has(ctx.Art.flipX(in.X), in.Y) {
				s.cursor = i
				s.pick(ctx, i)
				return false, nil
			}
		}
	}
	for i := range s.links {
		if s.links[i].Pressed(ctx) {
			s.cursor = s.linkTo[i]
			s.pick(ctx, s.linkTo[i])
			return false, nil
		}
	}
	s.moveCursor(ctx)
	if s.picked < 0 {
		return false, nil
	}
	m := s.moments[s.picked]
	switch {
	case s.playOn.Pressed(ctx):
		if next, err := NewPracticeScene(ctx, s, s.rules, s.hand, m.move); err != nil {
			ctx.report("", err)
		} else {
			ctx.Scenes.GoTo(ctx, next)
		}
	case s.open.Pressed(ctx):
		ctx.Scenes.GoTo(ctx, NewOpenHands(s, s.rules, m.state))
	case s.why.W > 0 && s.why.Pressed(ctx):
		if next := openWhy(s, s.rules, s.hand, m.move); next != nil {
			ctx.Scenes.GoTo(ctx, next)
		}
	}
	return false, nil
}

// leave stops the analysis and goes to another screen.
func (s *ReviewScreen) leave(ctx *Context, to Scene) {
	s.cancel()
	ctx.Scenes.GoTo(ctx, to)
}

// moveCursor moves the keyboard cursor over the moments (left and right a card, up and down
// a trick; mirrored in a right-to-left interface) and Enter picks the one under it.
func (s *ReviewScreen) moveCursor(ctx *Context) {
	in := &ctx.Input
	n := len(s.moments)
	if n == 0 {
		return
	}
	fwd, bwd := ebiten.KeyArrowRight, ebiten.KeyArrowLeft
	if ctx.Art.flipX(0) != 0 {
		fwd, bwd = bwd, fwd
	}
	step := 0
	switch {
	case in.Key(fwd):
		step = 1
	case in.Key(bwd):
		step = -1
	case in.Key(ebiten.KeyArrowDown):
		step = 4
	case in.Key(ebiten.KeyArrowUp):
		step = -4
	case (in.Key(ebiten.KeyEnter) || in.Key(ebiten.KeySpace)) && s.cursor >= 0:
		s.pick(ctx, s.cursor)
		return
	default:
		return
	}
	switch {
	case s.cursor >= 0:
		s.cursor = min(max(s.cursor+step, 0), n-1)
	case s.picked >= 0:
		s.cursor = min(max(s.picked+step, 0), n-1)
	default:
		s.cursor = 0 // the first arrow shows the cursor on the first card
	}
	ctx.Dirty = true
}

// pick shows the hands as they stood at a moment (-1: as play began).
func (s *ReviewScreen) pick(ctx *Context, i int) {
	if i >= len(s.moments) {
		return
	}
	s.picked = i
	ctx.Dirty = true
	s.layout(ctx)
}

// layout places the close button, the cards of the tricks, the costly plays' links and the
// buttons of the moment picked.
func (s *ReviewScreen) layout(ctx *Context) {
	w := ctx.U(200)
	s.close = Button{Rect: Rect{(ctx.W - w) / 2, ctx.H - ctx.U(62), w, ctx.U(46)}, Label: ctx.T("done")}
	s.chips, s.links, s.linkTo = s.chips[:0], s.links[:0], s.linkTo[:0]
	s.playOn, s.open, s.why = Button{}, Button{}, Button{}
	if s.r == nil {
		return
	}
	x, y := ctx.W/2+ctx.U(10), ctx.U(112)
	step := s.trickStep(ctx)
	cw := s.chipW(ctx)
	for _, m := range s.moments {
		cx := x + ctx.U(34) + float64(m.pos)*(cw+ctx.U(6))
		s.chips = append(s.chips, Rect{cx, y + float64(m.trick)*step, cw, step - ctx.U(4)})
	}
	ly := ctx.H - ctx.U(170)
	for _, p := range s.r.Worst {
		for i, m := range s.moments {
			if m.trick == p.Trick && m.card == p.Card {
				s.links = append(s.links, Button{Rect: Rect{ctx.U(36), ly - ctx.U(3), ctx.W - ctx.U(72), ctx.U(25)}})
				s.linkTo = append(s.linkTo, i)
				ly += ctx.U(27)
			}
		}
	}
	if s.picked < 0 {
		return
	}
	bx, by, bh := ctx.U(44), ctx.U(462), ctx.U(40)
	next := func(label string, key ebiten.Key) Button {
		b := Button{Rect: Rect{bx, by, ctx.Art.TextWidth(label, ctx.U(18), true) + ctx.U(36), bh}, Label: label}.WithKey(key)
		bx += b.W + ctx.U(12)
		return b
	}
	s.playOn = next(ctx.T("couldwin.playon"), ebiten.KeyP)
	s.open = next(ctx.T("couldwin.open"), ebiten.KeyO)
	if seat := s.moments[s.picked].seat; seat != game.South {
		s.why = next(ctx.T("couldwin.why"), ebiten.KeyW)
	}
}

// trickStep gives the height of a trick's row in the list of tricks.
func (s *ReviewScreen) trickStep(ctx *Context) float64 {
	return min(ctx.U(30), (ctx.H-ctx.U(326))/float64(max(1, len(s.r.Tricks))))
}

// chipW gives the width of a card of the list of tricks: the widest short card name, padded
// (measured once for each language and scale).
func (s *ReviewScreen) chipW(ctx *Context) float64 {
	key := fmt.Sprint(ctx.Prefs.Language, ctx.Scale)
	if key == s.chipKey {
		return s.chipWidth
	}
	w := ctx.U(44)
	for _, m := range s.moments {
		w = max(w, ctx.Art.TextWidth(shortCard(ctx, m.card), ctx.U(15), true)+ctx.U(12))
	}
	s.chipKey, s.chipWidth = key, w
	return w
}

// shortCard names a card by its index and suit symbol: "K♠".
func shortCard(ctx *Context, c game.Card) string {
	return ctx.T("rank."+c.Rank().String()) + suitSymbol(c.Suit())
}

// Draw paints the hands, the tricks, the comparison and the costly plays.
func (s *ReviewScreen) Draw(dst *ebiten.Image, ctx *Context) {
	s.layout(ctx)
	ctx.Art.DrawFelt(dst, ctx.Scale)
	Panel(dst, ctx, Rect{ctx.U(20), ctx.U(16), ctx.W - ctx.U(40), ctx.H - ctx.U(90)})
	ctx.Art.DrawText(dst, ctx.T("review"), ctx.U(44), ctx.U(28), ctx.U(26), true, colGold, Left)
	defer s.close.Draw(dst, ctx)
	switch {
	case s.err != "":
		ctx.Art.DrawText(dst, s.err, ctx.U(44), ctx.U(90), ctx.U(18), false, colRed, Left)
		return
	case s.r == nil:
		dots := int(time.Since(s.start)/(300*time.Millisecond))%3 + 1
		ctx.Art.DrawText(dst, ctx.T("analysing")+"..."[:dots], ctx.U(44), ctx.U(90), ctx.U(18), false, colText, Left)
		return
	}
	r := s.r
	// Tarabish: the review weighs cards and the last trick only, so it says so (the
	// scoreboard's Taken adds runs and Bella)
	key := "review.took"
	if r.Game == game.Tarabish {
		key = "review.took.cards"
	}
	took := ctx.T(key, "took", tookWords(ctx, r.Game, r.Actual))
	if r.HasBest {
		took = ctx.T(key+".best", "took", tookWords(ctx, r.Game, r.Actual), "best", tookWords(ctx, r.Game, r.Best))
	}
	drawShrunk(dst, ctx, took, ctx.U(44), ctx.U(68), ctx.U(18), true, colText, ctx.W-ctx.U(88))
	s.drawMoment(dst, ctx, r, ctx.U(44), ctx.U(104))
	s.drawTricks(dst, ctx, r)
	s.drawWorst(dst, ctx, r, ctx.U(44), ctx.H-ctx.U(200))
	for _, b := range []*Button{&s.playOn, &s.open, &s.why} {
		if b.W > 0 {
			b.Draw(dst, ctx)
		}
	}
}

// drawShrunk writes a line that shrinks to fit a width (a long line in a narrow window),
// down to 8 pixels.
func drawShrunk(dst *ebiten.Image, ctx *Context, line string, x, y, size float64, bold bool, clr color.RGBA, width float64) {
	ctx.Art.DrawText(dst, line, x, y, shrink(ctx, line, size, bold, width, 8), bold, clr, Left)
}

// drawMoment shows the hands as play began, or as they stood at the moment picked with the
// cards on the table and what each side had taken.
func (s *ReviewScreen) drawMoment(dst *ebiten.Image, ctx *Context, r *review.Review, x, y float64) {
	hands, next := r.Hands, game.NoCard
	head := ctx.T("couldwin.start")
	var m *moment
	if s.picked >= 0 {
		m = &s.moments[s.picked]
		hands, next = m.state.Hands, m.card
		head = ctx.T("couldwin.moment", "n", m.trick+1, "seat", ctx.T("puzzle.seat."+m.seat.String()), "card", cardName(ctx, m.card))
	}
	width := ctx.W/2 - x - ctx.U(6)
	drawShrunk(dst, ctx, head, x, y, ctx.U(17), true, colGold, width)
	y += ctx.U(28)
	w := ctx.U(40)
	seats := []game.Seat{game.North, game.East, game.South, game.West}
	indent := ctx.U(70) // the cards start after the longest seat name
	for _, seat := range seats {
		indent = max(indent, ctx.Art.TextWidth(ctx.T("puzzle.seat."+seat.String()), ctx.U(15), true)+ctx.U(12))
	}
	for _, seat := range seats {
		clr := colDim
		if m != nil && seat == m.seat {
			clr = colGold
		}
		ctx.Art.DrawText(dst, ctx.T("puzzle.seat."+seat.String()), x, y+ctx.U(16), ctx.U(15), true, clr, Left)
		cards := hands[seat].Slice()
		sortHand(cards, r.Trump, r.Game)
		// the hand ends before the middle of the screen, where the tricks are listed
		step := min(w*0.72, (ctx.W/2-x-indent-w)/float64(max(1, len(cards)-1)))
		for _, i := range ctx.Art.drawOrder(len(cards)) {
			ctx.Art.DrawCard(dst, string(ctx.Prefs.Deck), cards[i], CardLook{X: x + indent + float64(i)*step, Y: y, W: w, FaceUp: true, Glow: cards[i] == next})
		}
		y += w*CardAspect + ctx.U(5)
	}
	if m == nil {
		for i, l := range wrap(ctx, ctx.T("couldwin.pick"), ctx.U(15), width) {
			ctx.Art.DrawText(dst, l, x, y+ctx.U(4)+float64(i)*ctx.U(20), ctx.U(15), false, colDim, Left)
		}
		return
	}
	var table []string
	seat := m.state.Leader
	for _, c := range m.state.Trick[:m.state.TrickLen] {
		table = append(table, ctx.T("couldwin.card.by", "seat", ctx.T("puzzle.seat."+seat.String()), "card", shortCard(ctx, c)))
		seat = r.Game.Next(seat)
	}
	line := ctx.T("couldwin.table.empty")
	if len(table) > 0 {
		line = ctx.T("couldwin.table", "cards", joinList(ctx, table))
	}
	drawShrunk(dst, ctx, line, x, y+ctx.U(2), ctx.U(15), false, colText, width)
	drawShrunk(dst, ctx, ctx.T("couldwin.sofar", "took", tookWords(ctx, r.Game, takenSoFar(&m.state))), x, y+ctx.U(24), ctx.U(15), false, colText, width)
}

// joinList joins the parts of a list with the language's comma.
func joinList(ctx *Context, parts []string) string {
	return strings.Join(parts, ctx.T("couldwin.sep"))
}

// drawTricks lists every trick, each card a moment to pick: the taker's card in gold, the
// moment picked lit, the keyboard cursor outlined, the leader and the taker after the cards.
func (s *ReviewScreen) drawTricks(dst *ebiten.Image, ctx *Context, r *review.Review) {
	x := ctx.W/2 + ctx.U(10)
	size := ctx.U(15)
	step := s.trickStep(ctx)
	cw := s.chipW(ctx)
	for i, t := range r.Tricks {
		y := ctx.U(112) + float64(i)*step
		ctx.Art.DrawText(dst, ctx.Int(i+1), x+ctx.U(26), y+(step-ctx.U(4)-size*1.2)/2, size, false, colDim, Right)
		who := ctx.T("couldwin.trick.by", "leader", ctx.T("puzzle.seat."+t.Leader.String()), "winner", ctx.T("puzzle.seat."+t.Winner.String()))
		ctx.Art.DrawText(dst, who, x+ctx.U(40)+4*(cw+ctx.U(6)), y+(step-ctx.U(4)-size*1.2)/2, ctx.U(13), false, colDim, Left)
	}
	for i, c := range s.chips {
		m := s.moments[i]
		if i == s.cursor {
			o := ctx.Art.flipRect(Rect{c.X - ctx.U(2), c.Y - ctx.U(2), c.W + ctx.U(4), c.H + ctx.U(4)})
			fillRound(dst, o.X, o.Y, o.W, o.H, ctx.U(7), colCursor)
		}
		clr := colButton
		switch {
		case i == s.picked:
			clr = colAccent
		case c.Has(ctx.Art.flipX(ctx.Input.X), ctx.Input.Y):
			clr = colButtonHot
		}
		f := ctx.Art.flipRect(c)
		fillRound(dst, f.X, f.Y, f.W, f.H, ctx.U(6), clr)
		txt := colText
		if m.trick < len(r.Tricks) && r.Tricks[m.trick].Winner == m.seat {
			txt = colGold
		}
		ctx.Art.DrawText(dst, shortCard(ctx, m.card), c.X+c.W/2, c.Y+(c.H-size*1.2)/2, size, true, txt, Center)
	}
}

// drawWorst names the person's team's costliest cards and the better ones, each a link to
// its moment.
func (s *ReviewScreen) drawWorst(dst *ebiten.Image, ctx *Context, r *review.Review, x, y float64) {
	ctx.Art.DrawText(dst, ctx.T("review.worst"), x, y, ctx.U(18), true, colGold, Left)
	y += ctx.U(30)
	if len(r.Worst) == 0 {
		msg := ctx.T("review.clean")
		if r.Analysed < len(r.Plays) {
			msg = ctx.T("review.partial", "done", r.Analysed, "n", len(r.Plays))
		}
		ctx.Art.DrawText(dst, msg, x, y, ctx.U(16), false, colText, Left)
		return
	}
	unit := "review.cost.points"
	if r.Game == game.Tarneeb {
		unit = "review.cost.tricks"
	}
	for i, p := range r.Worst {
		if i < len(s.links) {
			l := s.links[i]
			clr := colPlate
			switch {
			case s.linkTo[i] == s.picked:
				clr = colButton
			case l.Has(ctx.Art.flipX(ctx.Input.X), ctx.Input.Y):
				clr = colButtonHot
			}
			f := ctx.Art.flipRect(l.Rect)
			fillRound(dst, f.X, f.Y, f.W, f.H, ctx.U(6), clr)
		}
		key := "review.play.you"
		if p.Seat == game.North {
			key = "review.play.partner"
		}
		line := ctx.T(key, "trick", p.Trick+1, "card", cardName(ctx, p.Card), "cost", ctx.T(unit, "n", p.Loss), "better", cardName(ctx, p.Best))
		ctx.Art.DrawText(dst, line, x, y, ctx.U(16), false, colText, Left)
		y += ctx.U(27)
	}
}
