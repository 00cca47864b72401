package scenes

import (
	"fmt"
	"os"

	"tarabish/game"
	"tarabish/settings"
)

// Persistence keeps the person's game, statistics, history and preferences on disk. A demo
// game (autoplay) touches none of them.
type Persistence struct {
	Store *settings.Store // nil when the folders could not be found: nothing is kept
	Stats settings.Stats
	saver *settings.Saver // writes the game in progress off the game loop
}

// keeps reports whether this run writes anything.
func (ctx *Context) keeps() bool { return ctx.Files.Store != nil && !ctx.Opts.Autoplay }

// warn shows a one-line notice and writes it to standard error.
func (ctx *Context) warn(format string, args ...any) {
	msg := fmt.Sprintf(format, args...)
	ctx.Notice = msg
	fmt.Fprintln(os.Stderr, msg)
}

// saveGame hands the game in progress to the background writer after every action.
func (ctx *Context) saveGame(g *game.Game) {
	if !ctx.keeps() {
		return
	}
	if err := ctx.gameSaver().Save(g, ctx.Prefs.AI); err != nil {
		ctx.warn("%s: %v", ctx.T("save.failed"), err)
	}
}

// gameSaver gives the background writer of saved games, started on first use.
func (ctx *Context) gameSaver() *settings.Saver {
	if ctx.Files.saver == nil {
		ctx.Files.saver = settings.NewSaver(*ctx.Files.Store)
	}
	return ctx.Files.saver
}

// flushSaves waits until the game in progress is on disk (before the program ends).
func (ctx *Context) flushSaves() {
	if ctx.Files.saver == nil {
		return
	}
	if err := ctx.Files.saver.Flush(); err != nil {
		ctx.warn("%s: %v", ctx.T("save.failed"), err)
	}
	ctx.saverNotices()
}

// handEnded records a finished hand in the statistics and the hand history, and the game's
// end when it is over; the files are written by the background writer.
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
	hand := g.Hands[handNo-1]
	historyFailed, saveFailed := ctx.T("history.failed"), ctx.T("save.failed")
	w := ctx.gameSaver()
	w.Later(func() string {
		notice, err := settings.AddHand(st, k, after.Rules, handNo, hand, r)
		if err != nil {
			return fmt.Sprintf("%s: %v", historyFailed, err)
		}
		return notice
	})
	if after.Phase == game.PhaseOver {
		ctx.Files.Stats.RecordGame(k, after.Winner == game.NS)
		w.Delete(k)
	}
	stats := ctx.Files.Stats
	w.Later(func() string {
		if err := settings.SaveStats(st, stats); err != nil {
			return fmt.Sprintf("%s: %v", saveFailed, err)
		}
		return ""
	})
}

// saverNotices shows what the background writer had to say (a failed write, a file kept aside).
func (ctx *Context) saverNotices() {
	if ctx.Files.saver == nil {
		return
	}
	for _, n := range ctx.Files.saver.Notices() {
		ctx.warn("%s", n)
	}
}

// savePrefs writes the preferences.
func (ctx *Context) savePrefs() {
	if ctx.Files.Store == nil {
		return
	}
	if err := settings.Save(*ctx.Files.Store, *ctx.Prefs); err != nil {
		ctx.warn("%s: %v", ctx.T("save.failed"), err)
	}
}

// savedGame loads the saved game of a kind (nil when there is none or it was damaged).
func (ctx *Context) savedGame(k game.Kind) *game.Game {
	if ctx.Files.Store == nil || ctx.Opts.Autoplay {
		return nil
	}
	ctx.flushSaves() // the latest save handed over is the one to load
	g, _, notice, err := settings.LoadGame(*ctx.Files.Store, k)
	if notice != "" {
		ctx.warn("%s", notice)
	}
	if err != nil {
		return nil
	}
	return g
}
