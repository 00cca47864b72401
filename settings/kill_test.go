package settings_test

import (
	"bufio"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"reflect"
	"slices"
	"strconv"
	"testing"
	"time"

	"tarabish/game"
	"tarabish/settings"
)

// killEnv names the folder the helper process saves into; set only for the helper.
const killEnv = "TARABISH_SETTINGS_KILL_HELPER"

const killSeed = 20261129

// killGame is the game both the helper and the test play: a seeded Tarabish game and a
// seeded random player.
func killGame(t testing.TB) (*game.Game, *rand.Rand) {
	return newGame(t, game.DefaultRules(game.Tarabish), killSeed), rand.New(rand.NewPCG(killSeed, 11))
}

// TestHelperProcess is the process TestKillDuringSave kills: it plays the kill game, saving
// after every action and printing how many actions are saved, then waits to be killed.
func TestHelperProcess(t *testing.T) {
	dir := os.Getenv(killEnv)
	if dir == "" {
		t.Skip("run by TestKillDuringSave")
	}
	st := settings.Store{ConfigDir: dir, DataDir: dir}
	g, rng := killGame(t)
	levels := settings.DefaultLevels()
	for n := 1; g.State.Current() != game.NoSeat; n++ {
		if _, err := g.Apply(randomAction(&g.State, rng)); err != nil {
			fmt.Println("error", err)
			os.Exit(2)
		}
		if err := settings.SaveGame(st, g, levels); err != nil {
			fmt.Println("error", err)
			os.Exit(2)
		}
		fmt.Println(n)
	}
	fmt.Println("over")
	time.Sleep(time.Hour)
	os.Exit(0)
}

// TestKillDuringSave kills a process that saves after every action, at several points, and
// checks that the save it leaves loads to the same table as replaying the first actions.
func TestKillDuringSave(t *testing.T) {
	if testing.Short() {
		t.Skip("starts subprocesses")
	}
	full, rng := killGame(t)
	playRandom(t, full, rng, 1<<20)
	seq := actions(full)
	if full.State.Phase != game.PhaseOver || len(seq) < 100 {
		t.Fatalf("the kill game has %d actions and is not over", len(seq))
	}
	points := []int{1, 2, 9, 37, len(seq) / 3, len(seq) / 2, len(seq) - 5, len(seq)}
	for i, at := range points {
		// the kill comes a little after the count was read, so that it lands at varied moments
		// of the saves that follow, in the middle of writing too
		delay := time.Duration(i*97%400) * time.Microsecond
		t.Run(fmt.Sprintf("%d+%v", at, delay), func(t *testing.T) {
			dir := t.TempDir()
			last := runAndKill(t, dir, at, len(seq), delay)
			st := settings.Store{ConfigDir: dir, DataDir: dir}
			g, lv, notice, err := settings.LoadGame(st, game.Tarabish)
			if err != nil || noticeText(notice) != "" || g == nil {
				t.Fatalf("after the kill: game %v, notice %q, err %v", g != nil, notice, err)
			}
			if lv != settings.DefaultLevels() {
				t.Errorf("levels %+v", lv)
			}
			saved := actions(g)
			n := len(saved)
			if n < last || n > len(seq) {
				t.Fatalf("%d actions saved; the helper had printed %d (of %d)", n, last, len(seq))
			}
			if !slices.Equal(saved, seq[:n]) {
				t.Fatalf("the saved actions are not the first %d of the helper's", n)
			}
			want := replayActions(t, game.DefaultRules(game.Tarabish), killSeed, seq[:n])
			if !reflect.DeepEqual(g.State, want.State) || !reflect.DeepEqual(g.Hands, want.Hands) {
				t.Fatalf("the loaded game after %d actions differs from a fresh replay", n)
			}
			t.Logf("killed after reading %d; %d actions saved", last, n)
		})
	}
}

// runAndKill starts the helper saving into dir, reads its counts until one reaches at, waits
// delay, kills it (SIGKILL on Unix) and gives the last count read.
func runAndKill(t *testing.T, dir string, at, total int, delay time.Duration) int {
	cmd := exec.Command(os.Args[0], "-test.run=^TestHelperProcess$", "-test.count=1", "-test.v=false")
	cmd.Env = append(os.Environ(), killEnv+"="+dir)
	out, err := cmd.StdoutPipe()
	if err != nil {
		t.Fatal(err)
	}
	cmd.Stderr = os.Stderr
	if err := cmd.Start(); err != nil {
		t.Fatal(err)
	}
	defer cmd.Wait()
	defer cmd.Process.Kill()
	last := 0
	sc := bufio.NewScanner(out)
	deadline := time.AfterFunc(2*time.Minute, func() { cmd.Process.Kill() })
	defer deadline.Stop()
	for last < at && sc.Scan() {
		line := sc.Text()
		if line == "over" {
			break
		}
		n, err := strconv.Atoi(line)
		if err != nil {
			t.Fatalf("helper said %q", line)
		}
		last = n
	}
	if last < at {
		t.Fatalf("the helper stopped after %d of %d actions", last, at)
	}
	time.Sleep(delay)
	if err := cmd.Process.Kill(); err != nil {
		t.Fatal(err)
	}
	cmd.Wait()
	if last > total {
		t.Fatalf("the helper counted %d actions, more than the game's %d", last, total)
	}
	return last
}
