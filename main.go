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

	"tarabish/ai"
	"tarabish/ai/dd"
	"tarabish/game"
)

const usage = `Tarabish & Tarneeb

usage:
  tarabish [window flags]       open the game window (also: tarabish window [flags])
      -game tarabish|tarneeb  start that game at once     -seed S  fix the deals
      -autoplay  four computer players play (demo)        -quit-after-hands N
      -screenshots DIR  write a PNG per scene and trick   -width W -height H
      -speed slow|normal|fast|instant                     -measure  print frames per second
      -pace  the person's seat plays itself by clicks; prints the time between its turns
  tarabish replay FILE|-        check a hand record and print each hand's result as JSON
  tarabish simulate [flags]     play whole games with computer players and check every hand
      -game tarabish|tarneeb  -games N  -seed S  -rules PRESET  -ns LEVEL  -ew LEVEL  -think MS
  tarabish solve [flags] < DEALS  double-dummy value and a best card for each deal line
      -game tarabish|tarneeb  -rules PRESET      lines: <PBN deal> <trump S|H|D|C|NT> <leader>
  tarabish match [flags]        duplicate match: each deal twice with the seats swapped
      -game tarabish|tarneeb  -ns LEVEL  -ew LEVEL  -deals N  -seed S  -rules PRESET  -think MS
      -from-cards K  only endings: medium bids and plays each deal to K cards a hand first
  tarabish version              the program's version
  tarabish help                 this text

levels: random, easy, medium, reference, hard, expert (random and reference: match and simulate only)`

// version is the program's version, set by the build (make build, make dist) from git describe.
var version = "dev"

func main() {
	attachConsole()
	os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
}

// run carries out one command line and gives the exit status.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	args = finderArgs(args)
	cmd := "window"
	if len(args) > 0 && (!strings.HasPrefix(args[0], "-") || isHelp(args[0])) {
		cmd, args = args[0], args[1:]
	}
	var err error
	switch cmd {
	case "window":
		err = window(args, stderr)
	case "replay":
		err = replay(args, stdin, stdout)
	case "simulate":
		err = simulate(args, stdout)
	case "solve":
		err = solve(args, stdin, stdout)
	case "match":
		err = match(args, stdout)
	case "version":
		fmt.Fprintln(stdout, "tarabish", version)
		return 0
	case "help", "-h", "-help", "--help":
		fmt.Fprintln(stdout, usage)
		return 0
	default:
		err = fmt.Errorf("unknown command %q (try: tarabish help)", cmd)
	}
	if errors.Is(err, errSilent) {
		return 1
	}
	if err != nil {
		fmt.Fprintln(stderr, err)
		return 1
	}
	return 0
}

// errSilent fails a command whose errors were already written where they belong.
var errSilent = errors.New("failed")

func isHelp(arg string) bool { return arg == "-h" || arg == "-help" || arg == "--help" }

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

// gameRules reads the -game and -rules flags' values.
func gameRules(name, preset string) (game.Rules, error) {
	k, err := game.ParseKind(name)
	if err != nil {
		return game.Rules{}, err
	}
	return game.PresetRules(k, preset)
}

// solve reads deals from standard input and prints each one's double-dummy value.
func solve(args []string, stdin io.Reader, stdout io.Writer) error {
	fs := flag.NewFlagSet("solve", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	kind := fs.String("game", "tarabish", "tarabish or tarneeb")
	preset := fs.String("rules", "", "rules preset")
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("solve: %v", err)
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("solve: unexpected argument %q (deals are read from standard input)", fs.Arg(0))
	}
	rules, err := gameRules(*kind, *preset)
	if err != nil {
		return fmt.Errorf("solve: %v", err)
	}
	if dd.RunSolve(stdin, stdout, ai.SolverRules(rules)) {
		return errSilent
	}
	return nil
}

// match plays a duplicate match between two levels and prints the report as JSON.
func match(args []string, stdout io.Writer) error {
	fs := flag.NewFlagSet("match", flag.ContinueOnError)
	fs.SetOutput(io.Discard)
	kind := fs.String("game", "tarabish", "tarabish or tarneeb")
	preset := fs.String("rules", "", "rules preset")
	ns := fs.String("ns", "hard", "level of North-South")
	ew := fs.String("ew", "easy", "level of East-West")
	deals := fs.Int("deals", 100, "deals to play, each twice")
	seed := fs.Uint64("seed", 1, "seed of the first deal")
	think := fs.Int("think", 300, "think time per decision in milliseconds")
	from := fs.Int("from-cards", 0, "play only endings: the medium player bids and plays each deal until a trick starts with at most this many cards a hand")
	if err := fs.Parse(args); err != nil {
		return fmt.Errorf("match: %v", err)
	}
	if fs.NArg() > 0 {
		return fmt.Errorf("match: unexpected argument %q", fs.Arg(0))
	}
	if *deals < 1 || *deals > 1_000_000 {
		return fmt.Errorf("match: -deals must be from 1 to 1000000")
	}
	if *think < 1 || *think > 60_000 {
		return fmt.Errorf("match: -think must be from 1 to 60000 ms")
	}
	rules, err := gameRules(*kind, *preset)
	if err != nil {
		return fmt.Errorf("match: %v", err)
	}
	if n := rules.Game.HandSize(); *from < 0 || *from > n {
		return fmt.Errorf("match: -from-cards must be from 0 (whole deals) to %d", n)
	}
	for _, l := range []string{*ns, *ew} {
		if _, err := ai.NewPlayer(l); err != nil {
			return fmt.Errorf("match: %v", err)
		}
	}
	rep, err := ai.Match(ai.MatchConfig{Rules: rules, Deals: *deals, Seed: *seed, NS: *ns, EW: *ew,
		Think: time.Duration(*think) * time.Millisecond, FromCards: *from})
	if err != nil {
		return fmt.Errorf("match: %v", err)
	}
	out, _ := json.Marshal(rep)
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
