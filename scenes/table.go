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
	ready     *game.Action // its decision, played once the cue has been seen

	sprites    [64]Sprite
	hands      [4][]game.Card
	kitty      [4][]game.Card
	trick      []game.Card
	trickSeats []game.Seat
	pile       [2][]game.Card
	melds      [4][]game.Card // shown melds on display
	meldTicks  [4]int
	bubbles    [4]bubble
	final      game.State   // the state right after the last hand ended
	deferred   []game.Event // what happened after the hand ended, shown after the scoreboard

	queue    []step
	wait     int
	HUD      game.State // the state as the screen shows it (it lags the engine by the animations)
	Sheet    []game.SheetRow
	Tricks   []game.PlayedTrick // the completed tricks on the table that may be looked at again
	handOver bool               // the hand just ended: the scoreboard is due
	Coach    bool               // the guided first hand: the coach explains, the aids are on
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
	var levels [4]string
	for seat := range levels {
		levels[seat] = string(ctx.Prefs.AI.For(game.Seat(seat)))
	}
	levels[game.South] = string(ctx.Prefs.AI.North) // in demo mode South plays as well as the partner
	return tableOf(ctx, session.New(g, human, session.Players(levels)))
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

func (t *Table) spritesMoving() bool {
	for i := range t.sprites {
		if t.sprites[i].Moving() {
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
	for i := range t.bubbles {
		if t.bubbles[i].ticks > 0 {
			t.bubbles[i].ticks--
			cue = true
		}
		if t.meldTicks[i] > 0 {
			if t.meldTicks[i]--; t.meldTicks[i] == 0 {
				t.melds[i] = nil
			}
			cue = true
		}
	}
	if t.errTicks > 0 {
		if t.errTicks--; t.errTicks == 0 {
			t.Err = ""
			cue = true
		}
	}
	switch {
	case t.wait > 0:
		t.wait--
		moving = true
	case len(t.queue) > 0 && !moving && !ctx.StillShotPending():
		s := t.queue[0]
		t.queue = t.queue[1:]
		s.run(t, ctx)
		t.wait = ctx.ticks(s.wait)
		moving = true
	}
	if !t.Busy() && !t.handOver {
		t.driveComputer(ctx)
	}
	if cue || t.thinker != game.NoSeat {
		ctx.Dirty = true
	}
	return moving
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
		s := &t.sprites[i]
		s.MoveTo(s.To, 0, 0)
	}
}

// driveComputer starts or finishes a computer player's thinking off the game loop.
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
	// the thinking cue stays up long enough to be seen
	if time.Since(t.thinkFrom) < time.Duration(float64(350*time.Millisecond)*speedFactor(ctx.Prefs)) {
		return
	}
	a := *t.ready
	t.ready, t.thinker = nil, game.NoSeat
	_ = t.Act(ctx, a)
}

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
	t.queueEvents(ctx, seat, before, events)
	ctx.Dirty = true
	return nil
}

// ShowError puts a one-line explanation on the table for a while.
func (t *Table) ShowError(ctx *Context, msg string) {
	t.Err, t.errTicks = msg, 150
	ctx.Dirty = true
}
