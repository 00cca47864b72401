// Package scenes draws the table and every screen of the game and turns the player's input
// into engine actions. Each screen is a Scene; the Manager cross-fades between them.
package scenes

import "github.com/hajimehoshi/ebiten/v2"

// Scene is one screen: it updates on every tick and draws when something changed.
type Scene interface {
	// Update reads input and advances animations; it returns true while something moves.
	Update(ctx *Context) (moving bool, err error)
	// Draw paints the whole screen.
	Draw(screen *ebiten.Image, ctx *Context)
}

// Entered is implemented by scenes that want to know when they become the current one.
type Entered interface {
	Enter(ctx *Context)
}

// Named scenes tell screenshots what to call them.
type Named interface {
	Name() string
}

// fadeTicks is how long a cross-fade lasts at normal speed (ticks of 1/60 s).
const fadeTicks = 15

// Manager holds the current scene and cross-fades to the next.
type Manager struct {
	current, prev Scene
	fade, total   int
	from, to      *ebiten.Image
}

// GoTo switches to a scene with a cross-fade.
func (m *Manager) GoTo(ctx *Context, next Scene) {
	m.prev = m.current
	m.current = next
	m.total = ctx.ticks(fadeTicks)
	m.fade = m.total
	if m.prev == nil {
		m.fade = 0
	}
	if e, ok := next.(Entered); ok {
		e.Enter(ctx)
	}
	ctx.sceneEntered(next)
}

// Fading reports whether a cross-fade is running.
func (m *Manager) Fading() bool { return m.fade > 0 }

// Current gives the scene on screen.
func (m *Manager) Current() Scene { return m.current }

// keepsSeats is implemented by the table's scenes: the table is a picture of four seats,
// so a right-to-left interface does not mirror it (only its panels and notes).
type keepsSeats interface{ keepsSeats() }

// mirrorScene mirrors a screen that is not the table for a right-to-left interface.
func mirrorScene(ctx *Context, s Scene) (restore func()) {
	if _, table := s.(keepsSeats); table {
		return func() {}
	}
	return ctx.Art.Mirror(ctx.W)
}

// Update runs the current scene and the fade.
func (m *Manager) Update(ctx *Context) (bool, error) {
	restore := mirrorScene(ctx, m.current)
	moving, err := m.current.Update(ctx)
	restore()
	if m.fade > 0 {
		m.fade--
		moving = true
		if m.fade == 0 {
			m.prev = nil
		}
	}
	return moving, err
}

// Draw paints the current scene, blended over the previous one while fading.
func (m *Manager) Draw(screen *ebiten.Image, ctx *Context) {
	if m.fade == 0 || m.prev == nil {
		drawScene(screen, ctx, m.current)
		return
	}
	b := screen.Bounds()
	if m.from == nil || m.from.Bounds() != b {
		if m.from != nil {
			m.from.Deallocate()
			m.to.Deallocate()
		}
		m.from = ebiten.NewImage(b.Dx(), b.Dy())
		m.to = ebiten.NewImage(b.Dx(), b.Dy())
	}
	m.from.Clear()
	m.to.Clear()
	drawScene(m.from, ctx, m.prev)
	drawScene(m.to, ctx, m.current)
	screen.DrawImage(m.from, nil)
	op := &ebiten.DrawImageOptions{}
	op.ColorScale.ScaleAlpha(float32(m.total-m.fade) / float32(m.total))
	screen.DrawImage(m.to, op)
}

// drawScene paints a scene, mirrored when it is a screen of a right-to-left interface.
func drawScene(dst *ebiten.Image, ctx *Context, s Scene) {
	defer mirrorScene(ctx, s)()
	s.Draw(dst, ctx)
}
