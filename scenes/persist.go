package scenes

import (
	"errors"
	"fmt"
	"os"
	"time"

	"tarabish/assets/lang"
	"tarabish/game"
	"tarabish/settings"
)

// Persistence keeps the person's game, statistics, history and preferences on disk. A demo
// game (autoplay) touches none of them.
type Persistence struct {
	Store *settings.Store // nil when the folders could not be found: nothing is kept
	Stats settings.Stats
	saver *settings.Saver // writes the game in progress off the game loop
	// progress works out the hands' progress figures off the game loop
	progress *progressWork
}

// keeps reports whether this run writes anything.
func (ctx *Context) keeps() bool { return ctx.Files.Store != nil && !ctx.Opts.Autoplay }

// report shows a problem in the player's language and writes it in English to standard
// error. what is the catalogue key of what failed ("" when err says it all); err is worded
// by the catalogue when it is a *lang.Error, and otherwise, being the system's English, it
// goes to standard error only.
func (ctx *Context) report(what string, err error) {
	if err == nil {
		return
	}
	var typed *lang.Error
	isTyped := errors.As(err, &typed)
	switch {
	case what == "" && isTyped:
		ctx.Notice = ctx.printer().Word(typed)
	case what == "":
		ctx.Notice = ctx.T("error.action")
	case isTyped:
		ctx.Notice = ctx.T("error.detail", "what", ctx.T(what), "detail", ctx.printer().Word(typed))
	default:
		ctx.Notice = ctx.T(what)
	}
	english := err.Error()
	if what != "" {
		english = lang.New(lang.Default, lang.Western).T(what) + ": " + english
	}
	fmt.Fprintln(os.Stderr, english)
}

// saveGame hands the game in progress to the background writer after every action.
func (ctx *Context) saveGame(g *game.Game) {
	if !ctx.keeps() {
		return
	}
	if err := ctx.gameSaver().Save(g, ctx.Prefs.AI); err != nil {
		ctx.report("save.failed", err)
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
		ctx.report("save.failed", err)
	}
	ctx.saverNotices()
}

// abandon gives up the saved game of a kind: the statistics count it as abandoned and its
// save goes.
func (ctx *Context) abandon(k game.Kind) {
	if !ctx.keeps() {
		return
	}
	ctx.Files.Stats.RecordAbandoned(k)
	ctx.gameSaver().Delete(k)
	ctx.saveStats()
}

// saveStats hands the statistics as they are now to the background writer, after what it
// was handed before.
func (ctx *Context) saveStats() {
	if ctx.Files.Store == nil {
		return
	}
	st, stats := *ctx.Files.Store, ctx.Files.Stats
	ctx.gameSaver().Later(func() error {
		if err := settings.SaveStats(st, stats); err != nil {
			return writeNote{"save.failed", err}
		}
		return nil
	})
}

// handEnded records a finished hand in the statistics and the hand history, and the game's
// end when it is over; the files are written by the background writer.
func (ctx *Context) handEnded(g *game.Game, handNo int, after game.State) {
	if !ctx.addToHistory(g, handNo, after) {
		return
	}
	k, r := after.Rules.Game, after.Result
	if !r.ThrownIn {
		ctx.Files.Stats.RecordHand(k, r)
	}
	if after.Phase == game.PhaseOver {
		ctx.Files.Stats.RecordGame(k, after.Winner == game.NS)
		ctx.gameSaver().Delete(k)
	}
	ctx.saveStats()
}

// addToHistory hands a finished hand to the background writer for the hand history and to
// the progress worker for its figures; it reports whether the hand is kept at all.
func (ctx *Context) addToHistory(g *game.Game, handNo int, after game.State) bool {
	if !ctx.keeps() || handNo < 1 || handNo > len(g.Hands) {
		return false
	}
	k, st, r, hand := after.Rules.Game, *ctx.Files.Store, after.Result, g.Hands[handNo-1]
	when := time.Now().UTC().Truncate(time.Second)
	ctx.gameSaver().Later(func() error {
		notice, err := settings.AddHandAt(st, k, after.Rules, handNo, hand, r, when)
		if err != nil {
			return writeNote{"history.failed", err}
		}
		return notice
	})
	ctx.progressWorker().add(true, settings.HistoryEntry{When: when, Game: k, HandNo: handNo, Score: r.Score,
		Caller: r.Caller, Bid: r.Bid, Record: game.Record{Game: k, Rules: after.Rules, Hands: []game.HandRecord{hand}}})
	return true
}

// writeNote is a background write's failure with the catalogue key of what failed.
type writeNote struct {
	what string
	err  error
}

func (n writeNote) Error() string { return n.what + ": " + n.err.Error() }

// saverNotices shows what the background writer had to say (a failed write, a file kept aside).
func (ctx *Context) saverNotices() {
	if ctx.Files.saver == nil {
		return
	}
	for _, n := range ctx.Files.saver.Notices() {
		var note writeNote
		if errors.As(n, &note) {
			ctx.report(note.what, note.err)
		} else {
			ctx.report("", n)
		}
	}
}

// savePrefs hands the preferences as they are now to the background writer.
func (ctx *Context) savePrefs() {
	if ctx.Files.Store == nil {
		return
	}
	st, prefs := *ctx.Files.Store, *ctx.Prefs
	ctx.gameSaver().Later(func() error {
		if err := settings.Save(st, prefs); err != nil {
			return writeNote{"save.failed", err}
		}
		return nil
	})
}

// savedGame loads the saved game of a kind (nil when there is none or it was damaged).
func (ctx *Context) savedGame(k game.Kind) *game.Game {
	if ctx.Files.Store == nil || ctx.Opts.Autoplay {
		return nil
	}
	ctx.flushSaves() // the latest save handed over is the one to load
	g, _, notice, err := settings.LoadGame(*ctx.Files.Store, k)
	ctx.report("", notice)
	if err != nil {
		return nil
	}
	return g
}
