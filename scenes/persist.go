package scenes

import (
	"fmt"
	"os"
	"slices"

	"tarabish/game"
	"tarabish/settings"
)

// Persistence keeps the person's game, statistics, history and preferences on disk. A demo
// game (autoplay) touches none of them. Every write goes through Writer, off the game loop.
type Persistence struct {
	Store  *settings.Store // nil when the folders could not be found: nothing is kept
	Stats  settings.Stats
	Writer *settings.Writer
}

// keeps reports whether this run writes anything: a person's game does; a demo does only
// when measured, into scratch folders (see the window's -measure), so that the figures
// include saving.
func (ctx *Context) keeps() bool {
	return ctx.Files.Store != nil && (!ctx.Opts.Autoplay || ctx.Opts.Measure)
}

// warn shows a one-line notice and writes it to standard error.
func (ctx *Context) warn(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	ctx.Notice = msg
	fmt.Fprintln(os.Stderr, msg)
}

// write asks the background writer for a write (see settings.Writer.Do); its failure is
// shown on a later tick, after what says so.
func (ctx *Context) write(key, what string, run func() error) {
	if ctx.Files.Writer == nil {
		ctx.Files.Writer = settings.NewWriter()
	}
	ctx.Files.Writer.Do(key, func() error {
		if err := run(); err != nil {
			return fmt.Errorf("%s: %w", what, err)
		}
		return nil
	})
}

// writeNotices shows what the background writes reported since the last tick.
func (ctx *Context) writeNotices() {
	if ctx.Files.Writer == nil {
		return
	}
	for _, err := range ctx.Files.Writer.Errors() {
		ctx.warn("%v", err)
	}
}

// flushWrites waits for the background writes, before the files are read or the program ends.
func (ctx *Context) flushWrites() {
	if ctx.Files.Writer != nil {
		ctx.Files.Writer.Flush()
		ctx.writeNotices()
	}
}

// noticeError carries a loader's one-line notice through the writer to the screen.
type noticeError string

func (e noticeError) Error() string { return string(e) }

// saveGame saves the game in progress after every action: the game is encoded here and
// written in the background.
func (ctx *Context) saveGame(g *game.Game) {
	if !ctx.keeps() {
		return
	}
	data, err := settings.EncodeGame(g, ctx.Prefs.AI)
	if err != nil {
		ctx.warn("%s: %v", ctx.T("save.failed"), err)
		return
	}
	st, k := *ctx.Files.Store, g.State.Rules.Game
	ctx.write("game."+k.String(), ctx.T("save.failed"), func() error { return settings.WriteGame(st, k, data) })
}

// handEnded records a finished hand in the statistics and the hand history, and the game's
// end when it is over.
func (ctx *Context) handEnded(g *game.Game, handNo int, after game.State) {
	if !ctx.keeps() || handNo < 1 || handNo > len(g.Hands) {
		return
	}
	k := after.Rules.Game
	st := *ctx.Files.Store
	r := after.Result
	if !r.ThrownIn {
		ctx.Files.Stats.RecordHand(k, r)
	}
	hand, rules := cloneHand(g.Hands[handNo-1]), after.Rules
	ctx.write("", ctx.T("history.failed"), func() error {
		notice, err := settings.AddHand(st, k, rules, handNo, hand, r)
		if err == nil && notice != "" {
			return noticeError(notice)
		}
		return err
	})
	if after.Phase == game.PhaseOver {
		ctx.Files.Stats.RecordGame(k, after.Winner == game.NS)
		ctx.write("game."+k.String(), ctx.T("save.failed"), func() error { return settings.DeleteGame(st, k) })
	}
	ctx.saveStats()
}

// cloneHand copies a hand record, so the writer owns what it writes.
func cloneHand(h game.HandRecord) game.HandRecord {
	for seat := range h.Deal {
		h.Deal[seat] = slices.Clone(h.Deal[seat])
	}
	h.Actions = slices.Clone(h.Actions)
	return h
}

// saveStats writes the statistics as they are now.
func (ctx *Context) saveStats() {
	if ctx.Files.Store == nil {
		return
	}
	st, stats := *ctx.Files.Store, ctx.Files.Stats
	ctx.write("stats", ctx.T("save.failed"), func() error { return settings.SaveStats(st, stats) })
}

// savePrefs writes the preferences as they are now.
func (ctx *Context) savePrefs() {
	if ctx.Files.Store == nil {
		return
	}
	st, prefs := *ctx.Files.Store, *ctx.Prefs
	ctx.write("prefs", ctx.T("save.failed"), func() error { return settings.Save(st, prefs) })
}

// savedGame loads the saved game of a kind (nil when there is none or it was damaged).
func (ctx *Context) savedGame(k game.Kind) *game.Game {
	if ctx.Files.Store == nil || ctx.Opts.Autoplay {
		return nil
	}
	ctx.flushWrites()
	g, _, notice, err := settings.LoadGame(*ctx.Files.Store, k)
	if notice != "" {
		ctx.warn("%s", notice)
	}
	if err != nil {
		return nil
	}
	return g
}
