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

// buildProgram builds the tarabish program, window and tools in one, without cgo, as shipped.
func buildProgram(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	cmd := exec.Command("go", "build", "-o", filepath.Join(dir, "tarabish"), ".")
	cmd.Env = append(os.Environ(), "CGO_ENABLED=0")
	if out, err := cmd.CombinedOutput(); err != nil {
		t.Fatalf("go build: %v\n%s", err, out)
	}
	return dir
}

// TestWindowPlaysAHand opens the real window (under Xvfb in `make test`), lets four computer
// players play one hand of each game, and checks the screenshots are real renders.
func TestWindowPlaysAHand(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no X display: run under xvfb-run (make test does)")
	}
	bin := buildProgram(t)
	for _, g := range []string{"tarabish", "tarneeb"} {
		t.Run(g, func(t *testing.T) {
			dir := t.TempDir()
			cmd := exec.Command(filepath.Join(bin, "tarabish"), "-autoplay", "-game", g, "-seed", "11", "-quit-after-hands", "1", "-speed", "fast",
				"-screenshots", dir, "-width", "1280", "-height", "720")
			cmd.Env = append(os.Environ(), "TARABISH_NO_AUDIO=1",
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

// TestWindowFlagsChecked checks that bad window flags get a clear message and no window.
func TestWindowFlagsChecked(t *testing.T) {
	if os.Getenv("DISPLAY") == "" {
		t.Skip("no X display: run under xvfb-run (make test does)")
	}
	bin := buildProgram(t)
	for _, args := range [][]string{{"-game", "bridge"}, {"-speed", "warp"}, {"-width", "100"}, {"-quit-after-hands", "-1"}, {"-nope"}} {
		out, err := exec.Command(filepath.Join(bin, "tarabish"), args...).CombinedOutput()
		if err == nil || len(out) == 0 || strings.Contains(string(out), "panic") {
			t.Errorf("%v: %v, %q", args, err, out)
		}
	}
}

// TestWindowNeedsADisplay checks the message on a machine without a display.
func TestWindowNeedsADisplay(t *testing.T) {
	var out, errw strings.Builder
	t.Setenv("DISPLAY", "")
	if code := run([]string{"-autoplay"}, strings.NewReader(""), &out, &errw); code != 1 || !strings.Contains(errw.String(), "display") {
		t.Errorf("exit %d, stderr %q", code, errw.String())
	}
}

// TestToolsNeedNoDisplay runs the built program's commands on a machine with no display: the
// graphics library in the same program must not stop them.
func TestToolsNeedNoDisplay(t *testing.T) {
	bin := filepath.Join(buildProgram(t), "tarabish")
	env := []string{"PATH=" + os.Getenv("PATH"), "HOME=" + t.TempDir()}
	cmd := exec.Command(bin, "version")
	cmd.Env = env
	out, err := cmd.CombinedOutput()
	if err != nil || !strings.HasPrefix(string(out), "tarabish ") {
		t.Errorf("version: %v, %q", err, out)
	}
	cmd = exec.Command(bin, "simulate", "-games", "2", "-game", "tarneeb")
	cmd.Env = env
	if out, err := cmd.CombinedOutput(); err != nil || !strings.Contains(string(out), `"checks":"ok"`) {
		t.Errorf("simulate: %v, %q", err, out)
	}
	cmd = exec.Command(bin, "-autoplay")
	cmd.Env = env
	if out, err := cmd.CombinedOutput(); err == nil || !strings.Contains(string(out), "no display") || strings.Contains(string(out), "panic") {
		t.Errorf("window with no display: %v, %q", err, out)
	}
}
