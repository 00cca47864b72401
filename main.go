// Command tarabish plays Tarabish and Tarneeb, and checks, replays and simulates games.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"strings"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/ai"
	"tarabish/game"
	"tarabish/scenes"
	"tarabish/settings"
)

const usage = `Tarabish & Tarneeb

usage:
  tarabish [window flags]       open the game window
      -game tarabish|tarneeb  start that game at once     -seed S  fix the deals
      -autoplay  four computer players play (demo)        -quit-after-hands N
      -screenshots DIR  write a PNG per scene and trick   -width W -height H
      -speed slow|normal|fast|instant                     -measure  print frames per second
  tarabish replay FILE|-        check a hand record and print each hand's result as JSON
  tarabish simulate [flags]     play whole games with computer players and check every hand
      -game tarabish|tarneeb  -games N  -seed S  -rules PRESET  -ns LEVEL  -ew LEVEL  -think MS
  tarabish help                 this text

levels: random`

func main() {
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run carries out one command line and gives the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	if len(args) == 0 || strings.HasPrefix(args[0], "-") && !isHelp(args[0]) {
		if err := window(args); err != nil {
			fmt.Fprintln(stderr, err)
			return 1
		}
		return 0
	}
	var err error
	switch args[0] {
	case "replay":
		err = replay(args[1:], stdin, stdout)
	case "simulate":
		err = simulate(args[1:], stdout)
	case "help", "-h", "-help", "--help":
		fmt.Fprintln(stdout, usage)
		return 0
	default:
		err = fmt.Errorf("unknown command %q (try: tarabish help)", args[0])
	}
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	return 0
}

func isHelp(arg string) bool { return arg == "-h" || arg == "-help" || arg == "--help" }

// window opens the game window with the window flags.
func window(args []string) error {
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
	fs.IntVar(&opts.Width, "width", 1280, "window width")
	fs.IntVar(&opts.Height, "height", 720, "window height")
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("%v (try: tarabish help)", err)
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("unexpected argument %q (try: tarabish help)", fs.Arg(0))
	}
	if opts.Game != "" {
		if _, err := game.ParseKind(opts.Game); err != nil {
			return err
		}
	}
	switch opts.Speed {
	case "", "slow", "normal", "fast", "instant":
	default:
		return fmt.Errorf("-speed must be slow, normal, fast or instant, not %q", opts.Speed)
	}
	if opts.QuitAfterHands < 0 {
		return errors.New("-quit-after-hands must not be negative")
	}
	if opts.Width < 960 || opts.Height < 600 || opts.Width > 7680 || opts.Height > 4320 {
		return errors.New("the window must be from 960x600 to 7680x4320")
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
		fmt.Fprintln(os.Stderr, n)
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

func replay(args []string, stdin io.Reader, stdout io.Writer) error {
	if len(args) != 1 {
		return errors.New("usage: tarabish replay FILE (or - for standard input)")
	}
	var data []byte
	var err error
	if args[0] == "-" {
		data, err = io.ReadAll(stdin)
	} else {
		data, err = os.ReadFile(args[0])
	}
	if err != nil {
		return err
	}
	rec, err := game.ParseRecord(data)
	if err != nil {
		return err
	}
	g, results, err := game.Replay(rec)
	if err != nil {
		return err
	}
	out, err := game.ReplayJSON(g, results)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(stdout, string(out))
	return err
}

func simulate(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("simulate", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	kind := fs.String("game", "tarabish", "tarabish or tarneeb")
	games := fs.Int("games", 100, "games to play")
	seed := fs.Uint64("seed", 1, "seed of the first game")
	preset := fs.String("rules", "", "rules preset (default: the game's default)")
	ns := fs.String("ns", "random", "level of North-South")
	ew := fs.String("ew", "random", "level of East-West")
	think := fs.Int("think", 0, "think time per decision in milliseconds (0: the level's default)")
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("simulate: %v", err)
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("simulate: unexpected argument %q", fs.Arg(0))
	}
	if *games < 1 || *games > 10_000_000 {
		return fmt.Errorf("simulate: -games must be from 1 to 10000000")
	}
	if *think < 0 {
		return fmt.Errorf("simulate: -think must not be negative")
	}
	k, err := game.ParseKind(*kind)
	if err != nil {
		return fmt.Errorf("simulate: %v", err)
	}
	rules, err := game.PresetRules(k, *preset)
	if err != nil {
		return fmt.Errorf("simulate: %v", err)
	}
	pNS, err := ai.NewPlayer(*ns)
	if err != nil {
		return fmt.Errorf("simulate: -ns: %v", err)
	}
	pEW, err := ai.NewPlayer(*ew)
	if err != nil {
		return fmt.Errorf("simulate: -ew: %v", err)
	}
	sum, err := ai.Simulate(ai.SimConfig{Rules: rules, Games: *games, Seed: *seed, NS: pNS, EW: pEW,
		Think: time.Duration(*think) * time.Millisecond})
	if err != nil {
		return fmt.Errorf("simulate: check failed: %v", err)
	}
	out, _ := json.Marshal(sum)
	_, err = fmt.Fprintln(stdout, string(out))
	return err
}
