package scenes

import (
	"context"
	"math/rand/v2"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/ai"
	"tarabish/game"
)

// tutorialDeals are the fixed deals of the guided first hands, each seat's cards in deal
// order (Tarabish: the first six, then the kitty). In Tarabish you (South) hold the J and 9
// of hearts, the K and Q (Bella after the kitty) and a twenty in diamonds; in Tarneeb a long,
// strong spade suit.
var tutorialDeals = [game.Kinds]struct {
	dealer game.Seat
	hands  [4]string
}{
	{game.East, [4]string{
		"AH TS KS AC TC 7C 8S JD QD",
		"TH 7H 6S 7S 9S KC QS 6D AD",
		"JH 9H AS 7D 8D 9D KH QH 6C",
		"6H 8H JS 8C 9C JC QC TD KD",
	}},
	{game.West, [4]string{
		"AH KH 4H 3D 7D 9D 2C 5C 8C JC 6S 4S 2S",
		"QH JH 9H 7H 5H 2H KD TD 6D KC QC TC 3S",
		"AS KS QS JS TS 9S 8S AD QD 4D AC 6H 3H",
		"TH 8H JD 8D 7C 6C 5D 2D 9C 4C 3C 7S 5S",
	}},
}

// NewTutorial starts the guided first hand of a game: a fixed deal, the learning aids on,
// and a coach who explains each moment. Nothing of it is saved or counted.
func NewTutorial(ctx *Context, k game.Kind) (Scene, error) {
	td := tutorialDeals[k]
	var deal [4][]game.Card
	for seat, h := range td.hands {
		cards, err := game.ParseCards(h)
		if err != nil {
			return nil, err
		}
		deal[seat] = cards
	}
	g, err := game.NewDealtGame(game.DefaultRules(k), td.dealer, deal)
	if err != nil {
		return nil, err
	}
	t := tableFor(ctx, g)
	t.Coach = true
	for seat := range t.players {
		t.players[seat] = tutorPlayer{}
	}
	return &DealScene{tableScene{t: t}}, nil
}

// coachText explains the moment of the guided hand to the person: what to do and why.
func coachText(ctx *Context, t *Table) string {
	s := &t.G.State
	if t.handOver {
		return coachScore(ctx, t)
	}
	if s.Current() != t.Human {
		return ctx.T("coach.wait")
	}
	if s.Phase == game.PhaseBid || s.Phase == game.PhaseTrump {
		if t.Kind == game.Tarneeb {
			return ctx.T("coach.tn.bid")
		}
		return ctx.T("coach.tb.bid")
	}
	if r := reminder(ctx, s, false); r != "" {
		return r
	}
	if s.TrickLen == 0 {
		if s.TrickNo == 0 {
			return ctx.T("coach.lead.first")
		}
		return ctx.T("coach.lead")
	}
	d := s.Duty()
	switch {
	case d.Rule == game.RuleFollow:
		return ctx.T("coach.follow", suitName(ctx, d.Led))
	case !t.Kind.Ruleset().TrumpDuty:
		return ctx.T("coach.tn.void", suitName(ctx, d.Led))
	case d.Rule == game.RuleTrump || d.Rule == game.RuleBeat:
		return ctx.T("coach.tb.trump", suitName(ctx, d.Led))
	}
	return ctx.T("coach.any", suitName(ctx, d.Led))
}

// coachScore explains how the finished hand was scored.
func coachScore(ctx *Context, t *Table) string {
	r := t.final.Result
	if t.Kind == game.Tarneeb {
		if r.Made {
			return ctx.T("coach.tn.made", r.Tricks[r.Caller.Team()], r.Bid)
		}
		return ctx.T("coach.tn.failed", r.Tricks[r.Caller.Team()], r.Bid)
	}
	all := r.Took()
	took := all[r.Caller.Team()]
	total := all[0] + all[1]
	switch r.Bait {
	case game.BaitFull:
		return ctx.T("coach.tb.bait", took, total)
	case game.BaitHalf:
		return ctx.T("coach.tb.half", took, total)
	}
	return ctx.T("coach.tb.made", took, total)
}

// tutorPlayer is the guided hand's computer player: it leaves the bidding to the person (its
// first legal action, a pass) and plays its cards as the easy player does, by the sensible
// rules, so the hand goes the same way every time and looks like a real one.
type tutorPlayer struct{}

// Choose passes in the bidding and plays like the easy player.
func (tutorPlayer) Choose(ctx context.Context, v *game.View, budget time.Duration, rng *rand.Rand) game.Action {
	if v.Phase == game.PhasePlay {
		return ai.Easy{}.Choose(ctx, v, budget, rng)
	}
	return v.AppendLegal(nil)[0]
}

// drawCoach shows the coach's words in a box at the top of the table.
func drawCoach(dst *ebiten.Image, ctx *Context, text string, y float64) {
	w := ctx.U(560)
	drawCoachAt(dst, ctx, text, (ctx.W-w)/2, y, w)
}

// drawCoachAt shows the coach's words in a box of width w at (x, y).
func drawCoachAt(dst *ebiten.Image, ctx *Context, text string, x, y, w float64) {
	drawNote(dst, ctx, ctx.T("coach"), []string{text}, x, y, w)
}

// drawNote draws a light box with a title and lines of text.
func drawNote(dst *ebiten.Image, ctx *Context, title string, lines []string, x, y, w float64) {
	size := ctx.U(17)
	if len(lines) > 3 {
		size = ctx.U(15)
	}
	var wrapped []string
	for _, l := range lines {
		wrapped = append(wrapped, wrap(ctx, l, size, w-ctx.U(40))...)
	}
	lines = wrapped
	h := float64(len(lines))*size*1.45 + ctx.U(50)
	fillRound(dst, x, y, w, h, ctx.U(14), colBubble)
	ctx.Art.DrawText(dst, title, x+ctx.U(20), y+ctx.U(10), ctx.U(15), true, colAccent, Left)
	for i, l := range lines {
		ctx.Art.DrawText(dst, l, x+ctx.U(20), y+ctx.U(34)+float64(i)*size*1.45, size, false, colInk, Left)
	}
}
