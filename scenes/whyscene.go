package scenes

import (
	"errors"
	"math"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/ai"
	"tarabish/game"
	"tarabish/scenes/session"
)

// WhyScene says why a computer seat played a recorded card, over the screen it was asked
// from (dimmed): the card, the figures of the card and of its best alternatives from the
// hint's evaluation on that seat's view, and one sentence. The work runs off the game loop
// and stops when the panel closes.
type WhyScene struct {
	back  Scene
	rules game.Rules
	seat  game.Seat // NoSeat when the move is not a card
	card  game.Card
	trick int
	work  *session.Explanation
	w     *ai.CardWhy
	err   error
	close Button
	panel Rect
	lines []string // the sentence, wrapped to the panel
	start time.Time
}

// explain starts the work of a why panel (a variable for the tests).
var explain = func(rules game.Rules, h game.HandRecord, move int) *session.Explanation {
	return session.Explain(rules, h, move, game.South, 0)
}

// NewWhyScene opens the why panel for move of a recorded hand over back; a move that is not
// a computer seat's card gets a message instead (South is the person).
func NewWhyScene(back Scene, rules game.Rules, h game.HandRecord, move int) Scene {
	s := &WhyScene{back: back, rules: rules, seat: game.NoSeat, card: game.NoCard, start: time.Now()}
	if move >= 0 && move < len(h.Moves) && h.Moves[move].Action.Verb == game.Play && h.Moves[move].Seat != game.South {
		s.seat, s.card = h.Moves[move].Seat, h.Moves[move].Action.Card
		for _, m := range h.Moves[:move] {
			if m.Action.Verb == game.Play {
				s.trick++
			}
		}
		s.trick /= 4
	}
	s.work = explain(rules, h, move)
	return s
}

// keepsSeats: the scene behind is drawn as it is (a table is not mirrored); the panel
// mirrors itself for a right-to-left language.
func (s *WhyScene) keepsSeats() {}

// Name names the scene for screenshots.
func (s *WhyScene) Name() string { return "why" }

// Update takes the explanation once it is worked out and closes on Close, Esc or a click
// beside the panel, stopping the work.
func (s *WhyScene) Update(ctx *Context) (bool, error) {
	defer ctx.Art.Mirror(ctx.W)()
	s.layout(ctx)
	if s.w == nil && s.err == nil {
		if w, pending, err := s.work.Result(); !pending {
			s.w, s.err = w, err
		}
		ctx.Dirty = true // the result came, or the waiting cue moves
	}
	in := &ctx.Input
	if s.close.Pressed(ctx) || in.Click && !s.panel.Has(ctx.Art.flipX(in.X), in.Y) {
		s.work.Stop()
		ctx.Scenes.GoTo(ctx, s.back)
	}
	return false, nil
}

// whyRow is one line of the panel's table: a card and its figures.
type whyRow struct {
	o      ai.OptionValue
	played bool
}

// rows gives the played card and its alternatives, best first.
func (s *WhyScene) rows() []whyRow {
	var rows []whyRow
	for _, o := range s.w.Others {
		rows = append(rows, whyRow{o: o})
	}
	if p := s.w.Played; p != nil {
		i := 0
		for i < len(rows) && rows[i].o.Value >= p.Value {
			i++
		}
		rows = append(rows[:i], append([]whyRow{{o: *p, played: true}}, rows[i:]...)...)
	}
	return rows
}

// sentence gives the line under the table: why, what is being worked out, or the problem.
func (s *WhyScene) sentence(ctx *Context) string {
	switch {
	case s.err != nil:
		return whyError(ctx, s.err)
	case s.w == nil:
		return ctx.T("why.thinking", "seat", ctx.T("seat."+s.seat.String())) + "..."[:int(time.Since(s.start)/(300*time.Millisecond))%3+1]
	}
	return whySentence(ctx, s.w, &s.rules)
}

// whyLines is how many lines the sentence may take.
const whyLines = 4

// layout places the panel, the sentence's lines and the Close button (key Esc).
func (s *WhyScene) layout(ctx *Context) {
	w := math.Min(ctx.W-ctx.U(60), ctx.U(820))
	s.lines = wrap(ctx, s.sentence(ctx), ctx.U(17), w-ctx.U(56))
	s.lines = s.lines[:min(len(s.lines), whyLines)]
	h := ctx.U(100) + ctx.U(96)*CardAspect + ctx.U(24) + float64(max(2, len(s.lines)))*ctx.U(17)*1.4 + ctx.U(76)
	s.panel = Rect{(ctx.W - w) / 2, (ctx.H - h) / 2, w, h}
	bw := ctx.U(180)
	s.close = Button{Rect: Rect{ctx.W/2 - bw/2, s.panel.Y + h - ctx.U(62), bw, ctx.U(44)}, Label: ctx.T("why.close.btn")}.WithKey(ebiten.KeyEscape)
}

// Draw paints the scene behind, dimmed, and the panel over it.
func (s *WhyScene) Draw(dst *ebiten.Image, ctx *Context) {
	drawScene(dst, ctx, s.back)
	Shade(dst)
	defer ctx.Art.Mirror(ctx.W)()
	s.layout(ctx)
	r := s.panel
	Panel(dst, ctx, r)
	x := r.X + ctx.U(28)
	title := ctx.T("why.heading")
	if s.seat != game.NoSeat {
		title = ctx.T("why.title", "seat", ctx.T("seat."+s.seat.String()), "card", cardName(ctx, s.card))
		view := ctx.T("why.view", "trick", s.trick+1)
		ctx.Art.DrawText(dst, fitText(ctx, view, ctx.U(15), false, r.W-ctx.U(56)), x, r.Y+ctx.U(56), ctx.U(15), false, colDim, Left)
		cw := ctx.U(96)
		ctx.Art.DrawCard(dst, string(ctx.Prefs.Deck), s.card, CardLook{X: x, Y: r.Y + ctx.U(92), W: cw, FaceUp: true, Shadow: true})
	}
	ctx.Art.DrawText(dst, fitText(ctx, title, ctx.U(24), true, r.W-ctx.U(56)), x, r.Y+ctx.U(18), ctx.U(24), true, colGold, Left)
	if s.w != nil && len(s.rows()) > 0 {
		s.drawTable(dst, ctx, x+ctx.U(124), r.Y+ctx.U(92), r.X+r.W-ctx.U(28))
	}
	clr := colText
	if s.err != nil {
		clr = colRed
	}
	y := r.Y + ctx.U(100) + ctx.U(96)*CardAspect + ctx.U(14)
	for i, l := range s.lines {
		ctx.Art.DrawText(dst, l, x, y+float64(i)*ctx.U(17)*1.4, ctx.U(17), false, clr, Left)
	}
	s.close.Draw(dst, ctx)
}

// drawTable lists the played card and its alternatives with their figures between x and right.
func (s *WhyScene) drawTable(dst *ebiten.Image, ctx *Context, x, y, right float64) {
	k := s.rules.Game
	team := ctx.T("why.team." + s.seat.Team().String())
	value := ctx.T("why.col.points", "team", team)
	if k == game.Tarneeb {
		value = ctx.T("why.col.tricks", "team", team)
	}
	chance := ctx.T("why.col.make")
	if s.w.Hint.Defending {
		chance = ctx.T("why.col.beat")
	}
	w := right - x
	cols := [3]float64{x, x + w*0.42, x + w*0.74}
	size, step := ctx.U(17), ctx.U(30)
	for i, head := range []string{ctx.T("why.col.card"), value, chance} {
		lim := w * 0.3
		if i == 0 {
			lim = w * 0.4
		}
		ctx.Art.DrawText(dst, fitText(ctx, head, ctx.U(14), true, lim), cols[i], y, ctx.U(14), true, colDim, Left)
	}
	for i, row := range s.rows() {
		ry := y + ctx.U(28) + float64(i)*step
		clr, name := colText, shortAction(ctx, row.o.Action)
		if row.played {
			clr, name = colGold, name+" · "+ctx.T("why.played")
		}
		ctx.Art.DrawText(dst, name, cols[0], ry, size, row.played, clr, Left)
		ctx.Art.DrawText(dst, valueWords(ctx, k, row.o.Value), cols[1], ry, size, row.played, clr, Left)
		ctx.Art.DrawText(dst, percent(ctx, row.o.MakeChance), cols[2], ry, size, row.played, clr, Left)
	}
}

// fitText shortens a line with an ellipsis until it fits a width.
func fitText(ctx *Context, s string, size float64, bold bool, w float64) string {
	r := []rune(s)
	for len(r) > 1 && ctx.Art.TextWidth(string(r), size, bold) > w {
		r = append(r[:len(r)-2], '…')
	}
	return string(r)
}

// shortAction names a card as the table does: "K♠", "Q♥ with Bella".
func shortAction(ctx *Context, a game.Action) string {
	s := ctx.T("rank."+a.Card.Rank().String()) + suitSymbol(a.Card.Suit())
	if a.Bella {
		s = ctx.T("hint.with.bella", "card", s)
	}
	return s
}

// whyReasons are the hint's reasons that speak to the person, with their words for a
// computer seat.
var whyReasons = map[ai.Why]string{
	ai.WhyOnly: "why.reason.only", ai.WhyCannotWin: "why.reason.cannot",
	ai.WhyPartnerWins: "why.reason.partner", ai.WhyPartnerPoints: "why.reason.partner.points",
}

// whySentence says in one sentence why the card was played, or what it gave away.
func whySentence(ctx *Context, w *ai.CardWhy, rules *game.Rules) string {
	k := rules.Game
	switch w.Verdict {
	case ai.VerdictUnknown:
		return ctx.T("why.unknown")
	case ai.VerdictClose:
		if hintRounds(k, w.Loss) {
			return ctx.T("why.close.even", "best", shortAction(ctx, w.Best.Action))
		}
		return ctx.T("why.close", "best", shortAction(ctx, w.Best.Action), "diff", valueWords(ctx, k, w.Loss))
	case ai.VerdictRisked:
		best, diff := shortAction(ctx, w.Best.Action), valueWords(ctx, k, w.Loss)
		if w.Best.MakeChance-w.Played.MakeChance > 0.05 {
			key := "why.risked.make"
			if w.Hint.Defending {
				key = "why.risked.beat"
			}
			return ctx.T(key, "best", best, "diff", diff, "from", percent(ctx, w.Best.MakeChance), "to", percent(ctx, w.Played.MakeChance))
		}
		return ctx.T("why.risked", "best", best, "diff", diff)
	}
	if key, ok := whyReasons[w.Reason.Why]; ok {
		return ctx.T(key)
	}
	if w.Reason.Why == ai.WhyBest {
		return ctx.T("why.reason.best", "team", ctx.T("why.team."+w.Seat.Team().String()), "value", valueWords(ctx, k, w.Played.Value))
	}
	return reasonWords(ctx, w.Reason, rules)
}

// hintRounds reports whether a difference shows as nothing at the hint's precision.
func hintRounds(k game.Kind, d float64) bool {
	if k == game.Tarneeb {
		return d < 0.05
	}
	return d < 0.5
}

// whyError words why a move cannot be explained.
func whyError(ctx *Context, err error) string {
	var me *ai.MoveError
	if !errors.As(err, &me) {
		return err.Error()
	}
	keys := map[ai.MoveProblem]string{ai.MoveOutOfRange: "why.error.range", ai.MoveNotACard: "why.error.card",
		ai.MoveByPerson: "why.error.person", ai.MoveNotReplayed: "why.error.replay"}
	return ctx.T(keys[me.Problem], "n", me.Move+1)
}
