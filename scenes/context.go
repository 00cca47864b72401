package scenes

import (
	"fmt"
	"image"
	"image/png"
	"os"
	"path/filepath"
	"strings"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/assets/lang"
)

// Options are the command-line switches that change how the window runs.
type Options struct {
	Autoplay       bool   // four computer players play (demo mode)
	ScreenshotDir  string // write a PNG on each scene entered and after each trick
	QuitAfterHands int    // exit cleanly after this many hands (0: never)
	Seed           uint64 // fixes the deals (0: from the clock)
	Game           string // start this game directly: tarabish or tarneeb
	Speed          string // animation speed for this run (overrides the preference)
	Measure        bool   // print frames drawn and ticks run each second to standard error
	Pace           bool   // the person's seat plays itself by synthetic clicks; the pace is printed
	Width, Height  int    // window size in logical pixels
}

// Context is what every scene shares: the scene manager, art, sound, text, preferences.
type Context struct {
	Scenes  Manager
	Art     *Art
	Sound   *Sound
	Input   Input
	Prefs   *Prefs
	Files   Persistence
	Opts    Options
	W, H    float64 // screen size in device pixels
	Scale   float64 // device pixels per layout unit (1280x720 layout)
	Dirty   bool    // something changed: draw the next frame
	Quit    bool    // leave the program at the end of this tick
	Notice  string  // a one-line message shown on the menu
	Poll    bool    // work off the game loop is under way: keep ticking to see it end, drawing nothing new
	pr      *lang.Printer
	hands   int // hands finished in this run (for -quit-after-hands)
	shots   []string
	pending []shot // screenshots asked for, taken in order
}

// shot is a screenshot asked for: taken on the next frame once no fade runs, and when
// still is set, once nothing moves either.
type shot struct {
	name   string
	still  bool
	frames int // frames waited for stillness (it gives up waiting after a second)
}

// ticks scales a duration in ticks by the animation speed (0 when instant).
func (ctx *Context) ticks(n int) int {
	return int(float64(n)*speedFactor(ctx.Prefs) + 0.5)
}

// sceneEntered asks for a screenshot of a newly entered scene.
func (ctx *Context) sceneEntered(s Scene) {
	ctx.Dirty = true
	ctx.Input.holdClicks()
	if n, ok := s.(Named); ok && ctx.Opts.ScreenshotDir != "" {
		ctx.pending = append(ctx.pending, shot{name: n.Name()})
	}
}

// Capture asks for a screenshot once the table is still, when screenshots are on.
func (ctx *Context) Capture(name string) {
	if ctx.Opts.ScreenshotDir == "" {
		return
	}
	ctx.pending = append(ctx.pending, shot{name: name, still: true})
	ctx.Dirty = true
}

// HandFinished counts a finished hand and quits when the -quit-after-hands limit is reached.
func (ctx *Context) HandFinished() {
	ctx.hands++
	if ctx.Opts.QuitAfterHands > 0 && ctx.hands >= ctx.Opts.QuitAfterHands {
		ctx.Quit = true
	}
}

// saveShot writes the frame just drawn as a PNG.
func (ctx *Context) saveShot(screen *ebiten.Image, name string) {
	b := screen.Bounds()
	pix := make([]byte, 4*b.Dx()*b.Dy())
	screen.ReadPixels(pix)
	img := &image.RGBA{Pix: pix, Stride: 4 * b.Dx(), Rect: image.Rect(0, 0, b.Dx(), b.Dy())}
	for i := 3; i < len(pix); i += 4 {
		pix[i] = 255
	}
	file := filepath.Join(ctx.Opts.ScreenshotDir, fmt.Sprintf("%03d-%s.png", len(ctx.shots)+1, strings.ReplaceAll(name, " ", "-")))
	f, err := os.Create(file)
	if err != nil {
		fmt.Fprintln(os.Stderr, "screenshot:", err)
		return
	}
	defer f.Close()
	if err := png.Encode(f, img); err != nil {
		fmt.Fprintln(os.Stderr, "screenshot:", err)
		return
	}
	ctx.shots = append(ctx.shots, file)
}

// StillShotPending reports whether a screenshot waits for the table to stop moving.
func (ctx *Context) StillShotPending() bool {
	for _, s := range ctx.pending {
		if s.still {
			return true
		}
	}
	return false
}

// U converts layout units (a 1280x720 table) to device pixels.
func (ctx *Context) U(v float64) float64 { return v * ctx.Scale }
