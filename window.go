package main

import (
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"runtime"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/game"
	"tarabish/scenes"
	"tarabish/settings"
)

// window checks the window flags, loads the preferences and runs the game window. The
// graphics library starts only here, so the other commands work on machines with no display.
func window(args []string, stderr io.Writer) error {
	opts, err := windowOptions(args)
	if err != nil {
		return err
	}
	if needsDisplay() {
		return errors.New("no display: the game window needs a graphical session (X11; set DISPLAY). The commands replay, simulate, solve and match work without one.")
	}
	var notices []string
	var store *settings.Store
	prefs := settings.DefaultPrefs()
	if st, err := settings.DefaultStore(); err != nil {
		notices = append(notices, "Settings and saved games cannot be kept: "+err.Error())
	} else {
		store = &st
		var notice string
		if prefs, notice = settings.Load(st); notice != "" {
			notices = append(notices, notice)
		}
	}
	for _, n := range notices {
		fmt.Fprintln(stderr, n)
	}
	app, err := scenes.NewApp(opts, &prefs, store, strings.Join(notices, " "))
	if err != nil {
		return err
	}
	if err := ebiten.RunGame(app); err != nil && !errors.Is(err, scenes.ErrQuit) {
		return err
	}
	return nil
}

// windowOptions reads and checks the window flags.
func windowOptions(args []string) (scenes.Options, error) {
	fs := flag.NewFlagSet("tarabish", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	var opts scenes.Options
	fs.BoolVar(&opts.Autoplay, "autoplay", false, "four computer players play")
	fs.StringVar(&opts.ScreenshotDir, "screenshots", "", "folder for screenshots")
	fs.IntVar(&opts.QuitAfterHands, "quit-after-hands", 0, "exit after this many hands")
	fs.Uint64Var(&opts.Seed, "seed", 0, "seed of the deals")
	fs.StringVar(&opts.Game, "game", "", "tarabish or tarneeb")
	fs.StringVar(&opts.Speed, "speed", "", "animation speed: slow, normal, fast or instant")
	fs.BoolVar(&opts.Measure, "measure", false, "print frames drawn and ticks each second")
	fs.BoolVar(&opts.Pace, "pace", false, "play the person's seat by synthetic clicks and print the table's pace")
	fs.IntVar(&opts.Width, "width", 1280, "window width")
	fs.IntVar(&opts.Height, "height", 720, "window height")
	if err := fs.Parse(args); err != nil {
		return opts, fmt.Errorf("%v (try: tarabish help)", err)
	}
	if fs.NArg() > 0 {
		return opts, fmt.Errorf("unexpected argument %q (try: tarabish help)", fs.Arg(0))
	}
	if opts.Game != "" {
		if _, err := game.ParseKind(opts.Game); err != nil {
			return opts, err
		}
	}
	switch opts.Speed {
	case "", "slow", "normal", "fast", "instant":
	default:
		return opts, fmt.Errorf("-speed must be slow, normal, fast or instant, not %q", opts.Speed)
	}
	if opts.Pace && (opts.Autoplay || opts.Game == "") {
		return opts, errors.New("-pace plays the person's seat: give -game, and not -autoplay")
	}
	if opts.QuitAfterHands < 0 {
		return opts, errors.New("-quit-after-hands must not be negative")
	}
	if opts.Width < 960 || opts.Height < 600 || opts.Width > 7680 || opts.Height > 4320 {
		return opts, errors.New("the window must be from 960x600 to 7680x4320")
	}
	return opts, nil
}

// needsDisplay tells whether this is a Unix desktop system with no X display to open.
func needsDisplay() bool {
	switch runtime.GOOS {
	case "windows", "darwin", "android", "ios", "js":
		return false
	}
	return os.Getenv("DISPLAY") == ""
}

// finderArgs drops the process serial number argument that old macOS Finders pass to an app.
func finderArgs(args []string) []string {
	out := args[:0:0]
	for _, a := range args {
		if !strings.HasPrefix(a, "-psn_") {
			out = append(out, a)
		}
	}
	return out
}
