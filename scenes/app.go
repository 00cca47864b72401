package scenes

import (
	"errors"
	"os"
	"path/filepath"
	"runtime"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/settings"
)

// ErrQuit ends the game loop cleanly.
var ErrQuit = errors.New("quit")

// App is the whole program as Ebitengine runs it.
type App struct {
	ctx    Context
	drawn  bool
	moving bool
	awake  int // ticks left at the normal rate after an input woke a still table
	meter  meter
	pacer  pacer
}

// NewApp loads the art and sound and opens the first scene: the menu, or a game when
// the options ask for one. store (may be nil) is where preferences, the game in progress,
// statistics and history are kept; notice is a message for the menu.
func NewApp(opts Options, prefs *Prefs, store *settings.Store, notice string) (*App, error) {
	if prefs == nil {
		p := settings.DefaultPrefs()
		prefs = &p
	}
	if opts.Speed != "" {
		prefs.Speed = settings.Speed(opts.Speed)
	}
	art, err := LoadArt()
	if err != nil {
		return nil, err
	}
	a := &App{}
	a.ctx = Context{Art: art, Prefs: prefs, Opts: opts, Scale: 1, W: 1280, H: 720, Notice: notice}
	a.ctx.Files.Store = store
	if store != nil {
		stats, notice := settings.LoadStats(*store)
		a.ctx.Files.Stats = stats
		a.ctx.report("", notice)
	}
	ebiten.SetFullscreen(prefs.Fullscreen)
	if audioAvailable() {
		a.ctx.Sound = LoadSound(prefs)
	}
	if opts.ScreenshotDir != "" {
		if err := os.MkdirAll(opts.ScreenshotDir, 0o755); err != nil {
			return nil, err
		}
	}
	ebiten.SetWindowTitle("Tarabish & Tarneeb")
	ebiten.SetWindowIcon(art.Icons)
	ebiten.SetWindowResizingMode(ebiten.WindowResizingModeEnabled)
	ebiten.SetWindowSizeLimits(960, 600, -1, -1)
	ebiten.SetScreenClearedEveryFrame(false)
	ebiten.SetWindowClosingHandled(true) // the last save is flushed before the window goes
	w, h := opts.Width, opts.Height
	if w == 0 {
		w, h = 1280, 720
	}
	ebiten.SetWindowSize(w, h)
	first, err := startScene(&a.ctx)
	if err != nil {
		return nil, err
	}
	a.ctx.Scenes.GoTo(&a.ctx, first)
	return a, nil
}

// startScene gives the menu, or the table of the game the options name.
func startScene(ctx *Context) (Scene, error) {
	if ctx.Opts.Game == "" && !ctx.Opts.Autoplay {
		return NewMenu(ctx), nil
	}
	name := ctx.Opts.Game
	if name == "" {
		name = "tarabish"
	}
	return NewTableScene(ctx, name)
}

// audioAvailable guesses whether the machine has somewhere to play sound, so that a
// machine without one (a server, a test under Xvfb) runs silently instead of failing.
func audioAvailable() bool {
	if runtime.GOOS != "linux" {
		return true
	}
	if os.Getenv("TARABISH_NO_AUDIO") != "" {
		return false
	}
	if _, err := os.Stat("/dev/snd/controlC0"); err == nil {
		return true
	}
	rt := os.Getenv("XDG_RUNTIME_DIR")
	for _, sock := range []string{"pulse/native", "pipewire-0"} {
		if _, err := os.Stat(filepath.Join(rt, sock)); rt != "" && err == nil {
			return true
		}
	}
	return false
}

// wakeTicks is how long a still table runs at the normal rate once an input wakes it.
const wakeTicks = 15

// Update reads input once and runs the current scene.
func (a *App) Update() error {
	ctx := &a.ctx
	a.meter.tick(ctx.Opts.Measure)
	defer func(start time.Time) { a.meter.updated(ctx.Opts.Measure, time.Since(start)) }(time.Now())
	ctx.Input.Read(ctx.Scale)
	if ctx.Opts.Pace {
		a.pacer.inject(ctx)
	}
	ctx.saverNotices()
	if ctx.Input.Key(ebiten.KeyF11) {
		ebiten.SetFullscreen(!ebiten.IsFullscreen())
	}
	ctx.setScript()
	moving, err := ctx.Scenes.Update(ctx)
	if err != nil {
		return err
	}
	if ctx.Quit || ebiten.IsWindowBeingClosed() {
		if ctx.Opts.Pace {
			a.pacer.report()
		}
		ctx.stopProgress() // the figures under way are given up; the next run works them out
		ctx.flushSaves()
		return ErrQuit
	}
	a.moving = moving
	if moving || ctx.Input.Active() || len(ctx.pending) > 0 || ctx.Opts.Pace {
		ctx.Dirty = true
	}
	if ctx.Poll { // ticks keep coming, frames are drawn only when something changed
		a.awake = max(a.awake, 1)
		ctx.Poll = false
	}
	// A still table costs almost nothing: when nothing changed, run no frames at all until
	// the person does something (Ebitengine wakes the loop on input). The tick an input event
	// wakes can come before Ebitengine has read the event (2.10), so the loop then runs at the
	// normal rate for a quarter of a second: the press of a click is seen, never lost.
	if ebiten.FPSMode() == ebiten.FPSModeVsyncOffMinimum {
		a.awake = wakeTicks
	}
	if ctx.Dirty || !a.drawn || a.awake > 0 {
		a.awake = max(a.awake-1, 0)
		if ebiten.FPSMode() != ebiten.FPSModeVsyncOn {
			ebiten.SetFPSMode(ebiten.FPSModeVsyncOn)
		}
		ebiten.ScheduleFrame()
	} else {
		ebiten.SetFPSMode(ebiten.FPSModeVsyncOffMinimum)
	}
	return nil
}

// Draw paints the current scene when something changed.
func (a *App) Draw(screen *ebiten.Image) {
	ctx := &a.ctx
	if !ctx.Dirty && a.drawn {
		return
	}
	screen.Clear()
	ctx.setScript()
	ctx.Scenes.Draw(screen, ctx)
	a.meter.frames++
	if ctx.Opts.Pace {
		a.pacer.drawn(ctx)
	}
	a.drawn = true
	ctx.Dirty = false
	if len(ctx.pending) > 0 && !ctx.Scenes.Fading() {
		ctx.pending[0].frames++
	}
	if len(ctx.pending) > 0 && !ctx.Scenes.Fading() && (!ctx.pending[0].still && ctx.pending[0].frames > 20 || !a.moving || ctx.pending[0].frames > 60) {
		ctx.saveShot(screen, ctx.pending[0].name)
		ctx.pending = ctx.pending[1:]
	}
}

// Layout lays the screen out in device pixels, so text and cards stay sharp on HiDPI screens.
func (a *App) Layout(int, int) (int, int) { panic("LayoutF is used") }

// LayoutF gives the screen size in device pixels and scales the 1280x720 layout to it.
func (a *App) LayoutF(w, h float64) (float64, float64) {
	s := ebiten.Monitor().DeviceScaleFactor()
	pw, ph := w*s, h*s
	if pw != a.ctx.W || ph != a.ctx.H {
		a.ctx.W, a.ctx.H = pw, ph
		a.ctx.Scale = min(pw/1280, ph/720)
		a.ctx.Dirty = true
		a.drawn = false
	}
	return pw, ph
}

// Shots lists the screenshots written so far.
func (a *App) Shots() []string { return a.ctx.shots }
