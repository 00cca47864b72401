package scenes

import (
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/settings"
)

// buttonScene is a screen with one button in the middle that counts its presses and, when
// next is set, moves on to the next screen.
type buttonScene struct {
	button  Button
	presses int
	next    Scene
}

func (s *buttonScene) Update(ctx *Context) (bool, error) {
	if s.button.Pressed(ctx) {
		s.presses++
		if s.next != nil {
			ctx.Scenes.GoTo(ctx, s.next)
		}
	}
	return false, nil
}

func (s *buttonScene) Draw(*ebiten.Image, *Context) {}

// press feeds one tick of pointer state through the input and the scenes.
func press(t *testing.T, ctx *Context, x, y float64, down, up bool) {
	t.Helper()
	ctx.Input.step(x, y, down, up, 1)
	if _, err := ctx.Scenes.Update(ctx); err != nil {
		t.Fatal(err)
	}
}

// doubleClick clicks twice at one place within a quarter of a second.
func doubleClick(t *testing.T, ctx *Context, x, y float64) {
	press(t, ctx, x, y, true, false)
	press(t, ctx, x, y, false, true)
	for i := 0; i < 6; i++ {
		press(t, ctx, x, y, false, false)
	}
	press(t, ctx, x, y, true, false)
	press(t, ctx, x, y, false, true)
}

// TestDoubleClickAtAScreenChange double-clicks a button that changes the screen, over the
// spot where the new screen has a button of its own (the pause menu's "Main menu" over the
// menu's "New game"): the second click must not press the new button; a click made once the
// new screen stands there does.
func TestDoubleClickAtAScreenChange(t *testing.T) {
	prefs := settings.DefaultPrefs()
	ctx := &Context{Prefs: &prefs, W: 1280, H: 720, Scale: 1}
	rect := Rect{540, 330, 200, 60}
	second := &buttonScene{button: Button{Rect: rect}}
	first := &buttonScene{button: Button{Rect: rect}, next: second}
	ctx.Scenes.GoTo(ctx, first)
	for i := 0; i < clickGuard+1; i++ {
		press(t, ctx, 0, 0, false, false)
	}
	doubleClick(t, ctx, 640, 360)
	if first.presses != 1 || second.presses != 0 {
		t.Fatalf("double-click: first screen pressed %d times, second %d; want 1 and 0", first.presses, second.presses)
	}
	for i := 0; i < clickGuard; i++ {
		press(t, ctx, 640, 360, false, false)
	}
	press(t, ctx, 640, 360, true, false)
	press(t, ctx, 640, 360, false, true)
	if second.presses != 1 {
		t.Errorf("a click on the settled second screen pressed its button %d times, want 1", second.presses)
	}
}
