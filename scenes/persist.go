package scenes

import (
	"errors"
	"fmt"
	"os"

	"tarabish/game"
	"tarabish/lang"
	"tarabish/settings"
)

// Persistence keeps the person's game, statistics, history and preferences on disk. A demo
// game (autoplay) touches none of them.
type Persistence struct {
	Store *settings.Store // nil when the folders could not be found: nothing is kept
	Stats settings.Stats
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

// saveGame writes the game in progress after every action.
func (ctx *Context) saveGame(g *game.Game) {
	if !ctx.keeps() {
		return
	}
	if err := settings.SaveGame(*ctx.Files.Store, g, ctx.Prefs.AI); err != nil {
		ctx.report("save.failed", err)
	}
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
	if notice, err := settings.AddHand(st, k, after.Rules, handNo, g.Hands[handNo-1], r); err != nil {
		ctx.report("history.failed", err)
	} else {
		ctx.report("", notice)
	}
	if after.Phase == game.PhaseOver {
		ctx.Files.Stats.RecordGame(k, after.Winner == game.NS)
		ctx.report("save.failed", settings.DeleteGame(st, k))
	}
	if err := settings.SaveStats(st, ctx.Files.Stats); err != nil {
		ctx.report("save.failed", err)
	}
}

// savePrefs writes the preferences.
func (ctx *Context) savePrefs() {
	if ctx.Files.Store == nil {
		return
	}
	if err := settings.Save(*ctx.Files.Store, *ctx.Prefs); err != nil {
		ctx.report("save.failed", err)
	}
}

// savedGame loads the saved game of a kind (nil when there is none or it was damaged).
func (ctx *Context) savedGame(k game.Kind) *game.Game {
	if ctx.Files.Store == nil || ctx.Opts.Autoplay {
		return nil
	}
	g, _, notice, err := settings.LoadGame(*ctx.Files.Store, k)
	ctx.report("", notice)
	if err != nil {
		return nil
	}
	return g
}
