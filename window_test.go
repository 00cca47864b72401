package main

import (
	"image"
	"image/png"
	"os"
	"os/exec"
	"path/filepath"
	"sort"
	"strings"
	"testing"
)

// TestMain lets the window test start this test binary as the game itself.
func TestMain(m *testing.M) {
	if os.Getenv("TARABISH_AS_GAME") == "1" {
		os.Exit(run(os.Args[1:], os.Stdin, os.Stdout, os.Stderr))
	}
	os.Exit(m.Run())
}

// TestWindowPlaysAHand opens the real window (under Xvfb in `make test`), lets four computer
// players play one hand of each game, and checks the screenshots are real renders.
func TestWindowPlaysAHand(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no X display: run under xvfb-run (make test does)")
	}
	for _, g := range []string{"tarabish", "tarneeb"} {
		t.Run(g, func(t *testing.T) {
			dir := t.TempDir()
			cmd := exec.Command(os.Args[0], "-autoplay", "-game", g, "-seed", "11", "-quit-after-hands", "1", "-speed", "fast",
				"-screenshots", dir, "-width", "1280", "-height", "720")
			cmd.Env = append(os.Environ(), "TARABISH_AS_GAME=1", "TARABISH_NO_AUDIO=1",
				"XDG_CONFIG_HOME="+t.TempDir(), "XDG_DATA_HOME="+t.TempDir())
			out, err := cmd.CombinedOutput()
			if err != nil {
				t.Fatalf("game exited with %v:\n%s", err, out)
			}
			files, _ := filepath.Glob(filepath.Join(dir, "*.png"))
			sort.Strings(files)
			var names []string
			for _, f := range files {
				names = append(names, strings.SplitN(filepath.Base(f), "-", 2)[1])
				checkRender(t, f)
			}
			want := []string{"deal.png", "bid.png", "play.png", "trick.png", "scoreboard.png|game-over.png"}
			for _, w := range want {
				found := false
				for _, n := range names {
					for _, alt := range strings.Split(w, "|") {
						found = found || n == alt
					}
				}
				if !found {
					t.Errorf("no %s screenshot among %v", w, names)
				}
			}
		})
	}
}

// checkRender tests that a PNG has the window's size and is a real picture, not a blank.
func checkRender(t *testing.T, file string) {
	t.Helper()
	f, err := os.Open(file)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	img, err := png.Decode(f)
	if err != nil {
		t.Fatalf("%s: %v", file, err)
	}
	if b := img.Bounds(); b != image.Rect(0, 0, 1280, 720) {
		t.Errorf("%s: size %v, want 1280x720", file, b.Size())
	}
	colours := map[uint32]bool{}
	b := img.Bounds()
	for y := b.Min.Y; y < b.Max.Y; y += 7 {
		for x := b.Min.X; x < b.Max.X; x += 7 {
			r, g, bl, _ := img.At(x, y).RGBA()
			colours[r>>11<<10|g>>11<<5|bl>>11] = true
		}
	}
	if len(colours) < 40 {
		t.Errorf("%s: only %d colours: not a real render", file, len(colours))
	}
}
