package scenes

import (
	"context"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/ai/review"
	"tarabish/game"
)

// ReviewScreen goes over the hand just played: all four hands face up, trick by trick, the
// double-dummy best result for each side next to what happened, and the person's team's
// costliest cards with the better choice.
type ReviewScreen struct {
	back   Scene
	done   chan review.Review
	failed chan error
	r      *review.Review
	err    string
	close  Button
	start  time.Time
	cancel context.CancelFunc // stops the analysis when the review is closed
}

// reviewBudget is how long the analysis may take.
const reviewBudget = 6 * time.Second

// NewReviewScreen starts the analysis of a finished hand off the game loop.
func NewReviewScreen(back Scene, rules game.Rules, h game.HandRecord) *ReviewScreen {
	s := &ReviewScreen{back: back, done: make(chan review.Review, 1), failed: make(chan error, 1), start: time.Now()}
	work, cancel := context.WithCancel(context.Background())
	s.cancel = cancel
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

// Update waits for the analysis and handles Close.
func (s *ReviewScreen) Update(ctx *Context) (bool, error) {
	w := ctx.U(200)
	s.close = Button{Rect: Rect{(ctx.W - w) / 2, ctx.H - ctx.U(62), w, ctx.U(46)}, Label: ctx.T("done")}.WithKey(ebiten.KeyEscape)
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
	if s.close.Pressed(ctx) {
		s.cancel()
		ctx.Scenes.GoTo(ctx, s.back)
	}
	return false, nil
}

// Draw paints the hands, the tricks, the comparison and the costly plays.
func (s *ReviewScreen) Draw(dst *ebiten.Image, ctx *Context) {
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
	y := ctx.U(72)
	unit := "review.points"
	if r.Game == game.Tarneeb {
		unit = "review.tricks"
	}
	// Tarabish: the review weighs cards and the last trick only, so it says so (the
	// scoreboard's Taken adds runs and Bella)
	key := "review.took"
	if r.Game == game.Tarabish {
		key = "review.took.cards"
	}
	took := ctx.T(key, "took", ctx.T(unit, "us", r.Actual[game.NS], "them", r.Actual[game.EW]))
	if r.HasBest {
		took = ctx.T(key+".best", "took", ctx.T(unit, "us", r.Actual[game.NS], "them", r.Actual[game.EW]),
			"best", ctx.T(unit, "us", r.Best[game.NS], "them", r.Best[game.EW]))
	}
	size := ctx.U(18)
	if w := ctx.Art.TextWidth(took, size, true); w > ctx.W-ctx.U(88) {
		size *= (ctx.W - ctx.U(88)) / w // a long line in a narrow window shrinks to fit
	}
	ctx.Art.DrawText(dst, took, ctx.U(44), y, size, true, colText, Left)
	s.drawHands(dst, ctx, r, ctx.U(44), ctx.U(112))
	s.drawTricks(dst, ctx, r, ctx.W/2+ctx.U(10), ctx.U(112))
	s.drawWorst(dst, ctx, r, ctx.U(44), ctx.H-ctx.U(200))
}

// drawHands shows the four hands as play began, face up.
func (s *ReviewScreen) drawHands(dst *ebiten.Image, ctx *Context, r *review.Review, x, y float64) {
	w := ctx.U(46)
	seats := []game.Seat{game.North, game.East, game.South, game.West}
	indent := ctx.U(130) // the cards start after the longest seat name
	for _, seat := range seats {
		indent = max(indent, ctx.Art.TextWidth(ctx.T("seat."+seat.String()), ctx.U(15), true)+ctx.U(12))
	}
	for _, seat := range seats {
		ctx.Art.DrawText(dst, ctx.T("seat."+seat.String()), x, y+ctx.U(18), ctx.U(15), true, colDim, Left)
		cards := r.Hands[seat].Slice()
		sortHand(cards, r.Trump, r.Game)
		// the hand ends before the middle of the screen, where the tricks are listed
		step := min(w*0.72, (ctx.W/2-x-indent-w)/float64(max(1, len(cards)-1)))
		for _, i := range ctx.Art.drawOrder(len(cards)) {
			ctx.Art.DrawCard(dst, string(ctx.Prefs.Deck), cards[i], CardLook{X: x + indent + float64(i)*step, Y: y, W: w, FaceUp: true})
		}
		y += w*CardAspect + ctx.U(8)
	}
}

// drawTricks lists every trick: the leader, the cards in order, the winner.
func (s *ReviewScreen) drawTricks(dst *ebiten.Image, ctx *Context, r *review.Review, x, y float64) {
	size := ctx.U(15)
	step := min(ctx.U(26), (ctx.H-ctx.U(330))/float64(max(1, len(r.Tricks))))
	for i, t := range r.Tricks {
		var parts []string
		for _, c := range t.Cards {
			parts = append(parts, ctx.T("rank."+c.Rank().String())+suitSymbol(c.Suit()))
		}
		line := ctx.T("review.trick", "n", i+1, "leader", ctx.T("seat."+t.Leader.String()), "cards", strings.Join(parts, "  "),
			"winner", ctx.T("seat."+t.Winner.String()))
		ctx.Art.DrawText(dst, line, x, y+float64(i)*step, size, false, colText, Left)
	}
}

// drawWorst names the person's team's costliest cards and the better ones.
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
	for _, p := range r.Worst {
		key := "review.play.you"
		if p.Seat == game.North {
			key = "review.play.partner"
		}
		line := ctx.T(key, "trick", p.Trick+1, "card", cardName(ctx, p.Card), "cost", ctx.T(unit, "n", p.Loss), "better", cardName(ctx, p.Best))
		ctx.Art.DrawText(dst, line, x, y, ctx.U(16), false, colText, Left)
		y += ctx.U(26)
	}
}
