package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/game"
)

// ScoreScene shows the breakdown of the hand just played and the running score sheet, like
// the paper sheet families keep; after the last hand, Continue leads to the game-over screen.
type ScoreScene struct {
	tableScene
	next  Button
	look  Button   // the hand review
	line  Button   // the computer's line of the hand, when compared
	shown int      // ticks on screen (autoplay moves on by itself)
	notes []string // why a team's announced runs counted nothing, worked out once
	noted bool
}

// Name names the scene for screenshots.
func (s *ScoreScene) Name() string { return "scoreboard" }

func (s *ScoreScene) over() bool { return s.t.final.Phase == game.PhaseOver }

// Update waits for Continue (or moves on by itself in demo mode).
func (s *ScoreScene) Update(ctx *Context) (bool, error) {
	defer ctx.Art.Mirror(ctx.W)() // the score panel reads right to left in Arabic
	s.layout(ctx)
	moving := s.t.Update(ctx)
	s.shown++
	if s.t.Cmp.poll() {
		if s.t.Run != nil {
			ctx.runReplayed(s.t.Run, s.t.Cmp)
		}
		ctx.Dirty = true
	}
	waiting := s.t.Cmp != nil && !s.t.Cmp.done
	if waiting && s.shown%30 == 0 {
		ctx.Dirty = true // the waiting cue's dots
	}
	auto := s.t.Human == game.NoSeat && s.shown > ctx.ticks(90)+30 && len(ctx.pending) == 0
	if s.t.Human == game.NoSeat || waiting {
		moving = true // demo mode moves on by itself, the cue counts: keep the clock running
	}
	switch {
	case s.look.W > 0 && s.look.Pressed(ctx):
		h := s.t.G.Hands[len(s.t.Sheet)-1]
		ctx.Scenes.GoTo(ctx, NewReviewScreen(s, s.t.G.State.Rules, h))
	case s.line.W > 0 && s.line.Pressed(ctx):
		ctx.Scenes.GoTo(ctx, NewReviewScreen(s, s.t.Cmp.rules, s.t.Cmp.computer.Hand))
	case s.t.Run != nil && (s.next.Pressed(ctx) || auto && !waiting):
		ctx.HandFinished()
		next, err := ctx.finishDeal(s.t.Run, s.t.final.Result, s.t.Cmp)
		if err != nil {
			return moving, err
		}
		ctx.Scenes.GoTo(ctx, next)
	case s.over() && !s.t.Single && (s.next.Pressed(ctx) || auto):
		s.t.Cmp.stop()
		ctx.Scenes.GoTo(ctx, newGameOver(s.tableScene))
	case !s.over() && s.t.Coach && s.next.Pressed(ctx):
		ctx.Scenes.GoTo(ctx, NewMenu(ctx))
	case s.t.Single && s.next.Pressed(ctx):
		s.t.Cmp.stop()
		ctx.HandFinished()
		ctx.Scenes.GoTo(ctx, NewDealNoScreen(ctx, s.t.Kind, s.t.dealNo))
	case !s.over() && (s.next.Pressed(ctx) || auto):
		s.t.Cmp.stop() // the comparison goes with the scoreboard
		s.t.Cmp = nil
		ctx.HandFinished()
		s.t.NextHand(ctx)
		ctx.Scenes.GoTo(ctx, &DealScene{s.tableScene})
	}
	return moving, nil
}

func (s *ScoreScene) layout(ctx *Context) {
	w, h := ctx.U(200), ctx.U(50)
	y := ctx.H/2 + ctx.U(180)
	s.next = Button{Rect: Rect{(ctx.W - w) / 2, y, w, h}, Label: ctx.T("continue")}.WithKey(ebiten.KeyEnter)
	s.look = Button{}
	s.line = Button{}
	var row []*Button
	if (aid(ctx.Prefs, "hand_review") || s.t.Coach) && !s.t.final.Result.ThrownIn && s.t.Human != game.NoSeat && len(s.t.Sheet) > 0 {
		s.look = Button{Rect: Rect{0, y, w, h}, Label: ctx.T("review.btn")}.WithKey(ebiten.KeyR)
		row = append(row, &s.look)
	}
	if c := s.t.Cmp; c.ready() && !c.computer.Result.ThrownIn {
		s.line = Button{Rect: Rect{0, y, w, h}, Label: ctx.T("dup.line")}.WithKey(ebiten.KeyV)
		s.line.W = max(w, ctx.Art.TextWidth(s.line.Label, ctx.U(20), true)+ctx.U(32))
		row = append(row, &s.line)
	}
	// a session's deal waits for the computer's replay before the next
	s.next.Disabled = s.t.Run != nil && s.t.Cmp != nil && !s.t.Cmp.done
	row = append(row, &s.next)
	// the buttons side by side, centred together
	gap := ctx.U(20)
	total := -gap
	for _, b := range row {
		total += b.W + gap
	}
	x := (ctx.W - total) / 2
	for _, b := range row {
		b.X = x
		x += b.W + gap
	}
}

// Draw paints the table dimmed with the score panel over it.
func (s *ScoreScene) Draw(dst *ebiten.Image, ctx *Context) {
	s.layout(ctx)
	s.t.DrawTable(dst, ctx, nil, game.NoCard)
	Shade(dst)
	defer ctx.Art.Mirror(ctx.W)() // the table keeps its seats; the score panel is mirrored
	pw, ph := ctx.U(900), ctx.U(560)
	px, py := (ctx.W-pw)/2, (ctx.H-ph)/2-ctx.U(30)
	Panel(dst, ctx, Rect{px, py, pw, ph})
	r := s.t.final.Result
	title := s.handTitle(ctx, r)
	ctx.Art.DrawText(dst, title, ctx.W/2, py+ctx.U(18), ctx.U(30), true, colGold, Center)
	s.drawBreakdown(dst, ctx, r, px+ctx.U(40), py+ctx.U(80))
	if s.t.Cmp != nil || s.t.Run != nil {
		s.drawComparison(dst, ctx, px+pw/2+ctx.U(30), py+ctx.U(80), pw/2-ctx.U(60))
	} else {
		s.drawSheet(dst, ctx, px+pw/2+ctx.U(30), py+ctx.U(80))
	}
	if s.t.Coach {
		// the coach explains the score beside the breakdown, above the buttons
		area := Rect{px + pw/2 + ctx.U(10), py + ctx.U(130), pw/2 - ctx.U(40), ph - ctx.U(230)}
		drawNoteIn(dst, ctx, ctx.T("coach"), []string{coachText(ctx, s.t)}, area)
	}
	if s.look.W > 0 {
		s.look.Draw(dst, ctx)
	}
	if s.line.W > 0 {
		s.line.Draw(dst, ctx)
	}
	s.next.Draw(dst, ctx)
}

// handTitle gives the panel's heading: the winner at the end, else how the hand went.
func (s *ScoreScene) handTitle(ctx *Context, r game.HandResult) string {
	if run := s.t.Run; run != nil {
		return run.title(ctx)
	}
	switch {
	case r.ThrownIn:
		return ctx.T("thrown.in")
	case s.t.Kind == game.Tarneeb && r.SetWinner != game.NoTeam:
		return ctx.T("set.won." + teamKey(r.SetWinner))
	case r.Bait == game.BaitFull:
		return ctx.T("bait." + teamKey(r.Caller.Team()))
	case r.Bait == game.BaitHalf:
		return ctx.T("half.bait." + teamKey(r.Caller.Team()))
	case s.t.Kind == game.Tarneeb && r.Made:
		return ctx.T("made."+teamKey(r.Caller.Team()), "bid", r.Bid)
	case s.t.Kind == game.Tarneeb:
		return ctx.T("failed."+teamKey(r.Caller.Team()), "bid", r.Bid)
	}
	return ctx.T("hand.over", "n", len(s.t.Sheet))
}

// teamKey names a team as the subject of a sentence, we or they: the ending of the keys
// of messages worded for each (a verb agrees with its subject in French and Arabic).
func teamKey(t game.Team) string {
	if t == game.NS {
		return "we"
	}
	return "they"
}

// drawBreakdown writes the hand's points, one row per kind, a column per team.
func (s *ScoreScene) drawBreakdown(dst *ebiten.Image, ctx *Context, r game.HandResult, x, y float64) {
	size := ctx.U(19)
	col1, col2 := breakdownCols(ctx, x)
	ctx.Art.DrawText(dst, ctx.T("us"), col1, y, size, true, colGold, Right)
	ctx.Art.DrawText(dst, ctx.T("them"), col2, y, size, true, colGold, Right)
	y += ctx.U(34)
	row := func(key string, v [2]int, bold bool) {
		ctx.Art.DrawText(dst, ctx.T(key), x, y, size, bold, colText, Left)
		ctx.Art.DrawText(dst, ctx.Int(v[0]), col1, y, size, bold, colText, Right)
		ctx.Art.DrawText(dst, ctx.Int(v[1]), col2, y, size, bold, colText, Right)
		y += ctx.U(32)
	}
	if r.ThrownIn {
		ctx.Art.DrawText(dst, ctx.T("thrown.in.explain"), x, y, size, false, colDim, Left)
		return
	}
	row("tricks", r.Tricks, false)
	if s.t.Kind == game.Tarabish {
		row("card.points", r.CardPoints, false)
		row("last.trick.bonus", r.LastTrick, false)
		row("runs", r.Runs, false)
		for _, n := range s.runNotes(ctx) {
			for _, line := range wrap(ctx, n, ctx.U(15), ctx.U(scoreNoteW)) {
				ctx.Art.DrawText(dst, line, x+ctx.U(12), y-ctx.U(6), ctx.U(15), false, colAccent, Left)
				y += ctx.U(20)
			}
			y += ctx.U(6)
		}
		row("bella.row", r.Bella, false)
		row("taken", r.Took(), false)
		contract := contractWords(ctx, r.Caller, r.Bid, r.Bid > 0)
		ctx.Art.DrawText(dst, contract+" · "+suitWord(ctx, r.Trump), x, y, size, false, colDim, Left)
		y += ctx.U(32)
	} else {
		ctx.Art.DrawText(dst, contractWords(ctx, r.Caller, r.Bid, true)+" · "+suitWord(ctx, r.Trump), x, y, size, false, colDim, Left)
		y += ctx.U(32)
		if r.Kaboot {
			ctx.Art.DrawText(dst, ctx.T("kaboot"), x, y, size, true, colGold, Left)
			y += ctx.U(32)
		}
	}
	row("score.hand", r.Score, true)
	if n := len(s.t.Sheet); n > 0 {
		key := "score.game"
		if s.t.Kind == game.Tarneeb {
			key = "score.set"
		}
		row(key, s.t.Sheet[n-1].Totals, true)
	}
}

// breakdownKeys are the rows of the hand's breakdown.
var breakdownKeys = []string{"tricks", "card.points", "last.trick.bonus", "runs", "bella.row", "taken", "score.hand", "score.game", "score.set"}

// breakdownCols gives the right edges of the breakdown's two columns: after the widest
// row label ("Score de la manche" ran into the numbers), at most halfway across the panel.
func breakdownCols(ctx *Context, x float64) (us, them float64) {
	size := ctx.U(19)
	w := ctx.U(250)
	for _, k := range breakdownKeys {
		w = max(w, ctx.Art.TextWidth(ctx.T(k), size, true)+ctx.U(12)+ctx.Art.TextWidth(ctx.Int(-999), size, true))
	}
	w = min(w, ctx.U(320))
	return x + w, x + w + ctx.U(90)
}

// scoreNoteW is how wide a note under the runs row may be, in layout units.
const scoreNoteW = 380

// runNotes says, once per hand, why a team's announced runs counted nothing.
func (s *ScoreScene) runNotes(ctx *Context) []string {
	if s.noted {
		return s.notes
	}
	s.noted = true
	if s.t.Kind != game.Tarabish || s.t.final.Result.ThrownIn {
		return nil
	}
	losses := lastHandLosses(s.t.G, len(s.t.Sheet))
	for _, t := range []game.Team{game.NS, game.EW} {
		if key := runLossKey(t, losses[t]); key != "" {
			s.notes = append(s.notes, ctx.T(key))
		}
	}
	return s.notes
}

// drawSheet writes the running score sheet: each hand's score and the totals, latest last.
func (s *ScoreScene) drawSheet(dst *ebiten.Image, ctx *Context, x, y float64) {
	size := ctx.U(17)
	c1, c2, c3, c4 := x+ctx.U(90), x+ctx.U(170), x+ctx.U(260), x+ctx.U(340)
	ctx.Art.DrawText(dst, ctx.T("sheet"), x, y, size, true, colGold, Left)
	ctx.Art.DrawText(dst, ctx.T("us"), c2, y, size, true, colGold, Right)
	ctx.Art.DrawText(dst, ctx.T("them"), c4, y, size, true, colGold, Right)
	y += ctx.U(30)
	rows := s.t.Sheet
	if len(rows) > 13 {
		rows = rows[len(rows)-13:]
	}
	first := len(s.t.Sheet) - len(rows)
	for i, r := range rows {
		ctx.Art.DrawText(dst, ctx.Int(first+i+1), x, y, size, false, colDim, Left)
		ctx.Art.DrawText(dst, ctx.Signed(r.Result.Score[0]), c1, y, size, false, colDim, Right)
		ctx.Art.DrawText(dst, ctx.Int(r.Totals[0]), c2, y, size, true, colText, Right)
		ctx.Art.DrawText(dst, ctx.Signed(r.Result.Score[1]), c3, y, size, false, colDim, Right)
		ctx.Art.DrawText(dst, ctx.Int(r.Totals[1]), c4, y, size, true, colText, Right)
		y += ctx.U(26)
	}
}
