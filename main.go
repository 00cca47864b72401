// Command tarabish plays Tarabish and Tarneeb, and checks, replays and simulates games.
package main

import (
	"encoding/json"
	"errors"
	"flag"
	"fmt"
	"io"
	"os"
	"time"

	"tarabish/ai"
	"tarabish/game"
)

const usage = `Tarabish & Tarneeb

usage:
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
	if len(args) == 0 {
		fmt.Fprintln(stdout, usage)
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
