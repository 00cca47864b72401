package main

import (
	"bytes"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tarabish/game"
)

func runCmd(args []string, stdin string) (int, string, string) {
	var out, errw bytes.Buffer
	code := run(args, strings.NewReader(stdin), &out, &errw)
	return code, out.String(), errw.String()
}

func TestReplayCommand(t *testing.T) {
	g, _ := game.NewGame(game.DefaultRules(game.Tarabish), 3)
	for g.State.Phase != game.PhaseOver {
		_, _ = g.Apply(g.State.AppendLegal(nil)[0])
	}
	rec, _ := json.Marshal(g.Record())
	path := filepath.Join(t.TempDir(), "game.json")
	_ = os.WriteFile(path, rec, 0o644)
	for _, args := range [][]string{{"replay", path}, {"replay", "-"}} {
		code, out, errText := runCmd(args, string(rec))
		if code != 0 || errText != "" || !json.Valid([]byte(out)) || !strings.Contains(out, `"winner":"`) {
			t.Errorf("%v: exit %d, stderr %q, stdout %.200s", args, code, errText, out)
		}
	}
	bad := strings.Replace(string(rec), `"N play`, `"N plax`, 1)
	code, out, errText := runCmd([]string{"replay", "-"}, bad)
	if code != 1 || out != "" || !strings.Contains(errText, `unknown verb "plax"`) || !strings.HasPrefix(errText, "hand ") {
		t.Errorf("bad record: exit %d, stdout %q, stderr %q", code, out, errText)
	}
	if code, out, _ := runCmd([]string{"replay", filepath.Join(t.TempDir(), "missing.json")}, ""); code != 1 || out != "" {
		t.Errorf("missing file: exit %d", code)
	}
}

func TestSimulateCommand(t *testing.T) {
	code, out, errText := runCmd([]string{"simulate", "-game", "tarabish", "-games", "20", "-seed", "4", "-rules", "cape-breton", "-ns", "random", "-ew", "random"}, "")
	var sum struct {
		Games  int    `json:"games"`
		Hands  int    `json:"hands"`
		Checks string `json:"checks"`
		Wins   struct{ NS, EW int }
	}
	if code != 0 || json.Unmarshal([]byte(out), &sum) != nil || sum.Games != 20 || sum.Checks != "ok" || sum.Wins.NS+sum.Wins.EW != 20 {
		t.Errorf("exit %d, stderr %q, stdout %s", code, errText, out)
	}
	code, out, _ = runCmd([]string{"simulate", "-game", "tarneeb", "-games", "3", "-rules", "gulf-31"}, "")
	if code != 0 || !strings.Contains(out, `"failed_bid_rate"`) {
		t.Errorf("tarneeb: exit %d, %s", code, out)
	}
	for _, args := range [][]string{
		{"simulate", "-games", "0"}, {"simulate", "-game", "bridge"}, {"simulate", "-rules", "levant-41"},
		{"simulate", "-ns", "genius"}, {"simulate", "-seed", "x"}, {"simulate", "extra"}, {"frobnicate"},
	} {
		if code, out, errText := runCmd(args, ""); code != 1 || out != "" || errText == "" {
			t.Errorf("%v: exit %d, stdout %q, stderr %q", args, code, out, errText)
		}
	}
}

func TestVersionAndFinderArguments(t *testing.T) {
	if code, out, _ := runCmd([]string{"version"}, ""); code != 0 || out != "tarabish "+version+"\n" {
		t.Errorf("version: exit %d, %q", code, out)
	}
	// macOS Finder may pass a process serial number; the game opens as if started plainly.
	if have := finderArgs([]string{"-psn_0_12345", "-game", "tarneeb"}); strings.Join(have, " ") != "-game tarneeb" {
		t.Errorf("finderArgs: have %q", have)
	}
	if code, _, errText := runCmd([]string{"window", "-speed", "warp"}, ""); code != 1 || !strings.Contains(errText, "-speed") {
		t.Errorf("window -speed warp: exit %d, %q", code, errText)
	}
}
