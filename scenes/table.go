package scenes

import (
	"errors"
	"time"

	"tarabish/game"
	"tarabish/scenes/session"
)

// Table draws one game at the table: the session (the game, the computer players, undo,
// hints) and the cards as they are shown, which follow the engine one animation step at a
// time.
type Table struct {
	Kind  game.Kind
	S     *session.Session
	G     *game.Game // the session's game
	Human game.Seat  // South, or NoSeat when four computer players play

	thinker   game.Seat    // the computer seat shown thinking, until its decision is played
	thinkFrom time.Time    // since when
	rest      time.Time    // when the table last came to rest
	ready     *game.Action // its decision, played once the cue has been seen

	sprites    [64]Sprite
	hands      [4][]game.Card
	kitty      [4][]game.Card
	trick      []game.Card
	trickSeats []game.Seat
	calls      [4][]game.Action // each seat's calls or bids of this hand, as shown
	speech     [4]bubble        // what a seat has just said, on its plate for a moment
	banner     string           // who took the trick on the table, until it is gathered
	wasBusy    bool
	personAt   int          // the input tick of the person's last action
	final      game.State   // the state right after the last hand ended
	deferred   []game.Event // what happened after the hand ended, shown after the scoreboard

	queue    []step
	wait     int
	HUD      game.State // the state as the screen shows it (it lags the engine by the animations)
	Sheet    []game.SheetRow
	Tricks   []game.PlayedTrick // the completed tricks on the table that may be looked at again
	handOver bool               // the hand just ended: the scoreboard is due
	Coach    bool               // the guided first hand: the coach explains, the aids are on
	Practice *Practice          // a reviewed hand played on from a moment, or nil
	Single   bool               // one deal played by its number: not saved, not counted
	dealNo   game.DealNo        // the number of the deal on the table, 0 when it has none
	Run      *dealRun           // the duplicate session or daily deal played, nil in a game
	Cmp      *comparison        // the computer's replay of the hand just finished, when compared
	geo      Geometry
	Err      string // the last refused action, explained
	errTicks int
}

type bubble struct {
	text  string
	ticks int
}

// step is one animation beat: something changes on the table, then a pause.
type step struct {
	run  func(t *Table, ctx *Context)
	wait int
}

// NewTable starts a seeded game; the human plays South unless autoplay is on.
func NewTable(ctx *Context, k game.Kind, rules game.Rules, seed uint64) (*Table, error) {
	g, err := game.NewGame(rules, seed)
	if err != nil {
		return nil, err
	}
	return tableFor(ctx, g), nil
}

// tableFor builds the table around a game (new or resumed) with the players of the
// preferences; the person plays South unless autoplay is on.
func tableFor(ctx *Context, g *game.Game) *Table {
	human := game.South
	if ctx.Opts.Autoplay {
		human = game.NoSeat
	}
	return tableOf(ctx, session.New(g, human, session.Players(prefLevels(ctx))))
}

// tableOf builds the table that draws a session.
func tableOf(ctx *Context, s *session.Session) *Table {
	g := s.G
	t := &Table{Kind: g.State.Rules.Game, S: s, G: g, Human: s.Human, thinker: game.NoSeat}
	t.HUD = g.State
	t.geo = Geometry{W: ctx.W, H: ctx.H, S: ctx.Scale}
	if n := len(g.Hands); n > 0 && len(g.Hands[n-1].Moves) > 0 {
		t.restore()
	} else {
		t.startHand(ctx)
		t.Sheet = g.Sheet()
	}
	return t
}

// Busy reports whether animations are still to be shown.
func (t *Table) Busy() bool { return len(t.queue) > 0 || t.wait > 0 || t.spritesMoving() }

// hurryGuard is how soon after the person's own action a click that hurries the table is
// taken as the second click of a double-click, and chooses nothing (ticks of 1/60 s).
const hurryGuard = 30

// Hurry finishes the animations for the person, who is next to act. It reports whether the
// input that hurried must choose nothing: it came so soon after the person's last action that
// it is the second click of a double-click, not a choice made on the table now shown.
func (t *Table) Hurry(ctx *Context) (swallow bool) {
	t.SkipAnimations(ctx)
	return ctx.Input.tick-t.personAt < hurryGuard
}

// stepSprites advances every moving card by one tick (a card just played moves on the
// frame drawn right after the click).
func (t *Table) stepSprites() {
	for i := range t.sprites {
		t.sprites[i].Step()
	}
}

// spritesMoving reports whether a card is still on its way (a gathered trick leaving the
// table holds nothing up: the next card may be led meanwhile).
func (t *Table) spritesMoving() bool {
	for i := range t.sprites {
		if t.sprites[i].Moving() && !t.sprites[i].Gone {
			return true
		}
	}
	return false
}

// HumanTurn reports whether the person is to act now, with nothing left to animate.
func (t *Table) HumanTurn() bool {
	return !t.Busy() && !t.handOver && t.Human != game.NoSeat && t.G.State.Current() == t.Human
}

// Update advances animations and the computer players; it reports whether anything moves.
func (t *Table) Update(ctx *Context) bool {
	if g := (Geometry{W: ctx.W, H: ctx.H, S: ctx.Scale}); g != t.geo {
		t.geo = g
		t.relayout(0)
	}
	moving := false
	for i := range t.sprites {
		if t.sprites[i].Step() {
			moving = true
		}
	}
	cue := false
	for i := range t.speech {
		if t.speech[i].ticks > 0 {
			t.speech[i].ticks--
			cue = true
		}
	}
	if t.errTicks > 0 {
		if t.errTicks--; t.errTicks == 0 {
			t.Err = ""
			cue = true
		}
	}
	if t.wait > 0 {
		t.wait--
		moving = true
	} else if t.runQueue(ctx, t.spritesMoving()) {
		moving = true
	}
	if busy := t.Busy(); !busy && t.wasBusy {
		t.rest = time.Now()
	}
	if !t.handOver {
		t.driveComputer(ctx)
	}
	busy := t.Busy()
	if cue || t.thinker != game.NoSeat || busy != t.wasBusy {
		ctx.Dirty = true // the moment the table comes to rest is drawn too
	}
	t.wasBusy = busy
	return moving
}

// runQueue starts the next animation steps when nothing is moving: every step whose pause
// is over at once, so that a card played moves on the very next frame.
func (t *Table) runQueue(ctx *Context, moving bool) bool {
	ran := false
	for len(t.queue) > 0 && t.wait == 0 && !moving && !ctx.StillShotPending() {
		s := t.queue[0]
		t.queue = t.queue[1:]
		s.run(t, ctx)
		t.wait = ctx.ticks(s.wait)
		ran = true
		moving = t.spritesMoving()
	}
	return ran
}

// SkipAnimations finishes every pending animation at once (the player did not want to wait).
func (t *Table) SkipAnimations(ctx *Context) {
	for len(t.queue) > 0 {
		s := t.queue[0]
		t.queue = t.queue[1:]
		s.run(t, ctx)
	}
	t.wait = 0
	for i := range t.sprites {
		t.sprites[i].Finish()
	}
}

// driveComputer starts or finishes a computer player's thinking off the game loop. The
// thinking starts as soon as the engine has moved on, while the last card still flies; the
// decision is played once the table is at rest and the seat has been seen to think a moment.
func (t *Table) driveComputer(ctx *Context) {
	if t.ready == nil {
		t.S.Think()
		if seat, since := t.S.Thinking(); seat != game.NoSeat && t.thinker == game.NoSeat {
			t.thinker, t.thinkFrom = seat, since
		}
		a, ok := t.S.Decision()
		if !ok {
			return
		}
		t.ready = &a
	}
	if t.Busy() {
		return
	}
	// the thinking cue stays up a moment after the table comes to rest
	if time.Since(t.rest) < time.Duration(float64(thinkShown)*speedFactor(ctx.Prefs)) {
		return
	}
	a := *t.ready
	t.ready, t.thinker = nil, game.NoSeat
	_ = t.Act(ctx, a)
}

// thinkShown is how long, at normal speed, a computer seat is seen thinking once the table
// is at rest before its card is played.
const thinkShown = 130 * time.Millisecond

// StopThinking cancels a computer player's thinking and forgets its decision (undo, leaving
// the table).
func (t *Table) StopThinking() {
	t.S.StopThinking()
	t.ready, t.thinker = nil, game.NoSeat
}

// Act applies an action of the seat to act and queues its animation. An illegal action is
// refused with the rule it breaks and nothing changes.
func (t *Table) Act(ctx *Context, a game.Action) error {
	before := t.G.State
	seat := before.Current()
	events, err := t.S.Act(a)
	if err != nil {
		var e *game.IllegalPlay
		if errors.As(err, &e) {
			t.ShowError(ctx, illegalWords(ctx, e))
		} else {
			ctx.report("", err)
			t.ShowError(ctx, ctx.Notice)
			ctx.Notice = ""
		}
		return err
	}
	t.Err, t.errTicks = "", 0 // what was refused no longer applies
	if seat == t.Human {
		t.personAt = ctx.Input.tick
	}
	t.queueEvents(ctx, seat, before, a, events)
	if t.wait == 0 {
		t.runQueue(ctx, t.spritesMoving())
	}
	ctx.Dirty = true
	return nil
}

// ShowError puts a one-line explanation on the table for a while.
func (t *Table) ShowError(ctx *Context, msg string) {
	t.Err, t.errTicks = msg, 150
	ctx.Dirty = true
}
