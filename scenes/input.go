package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/inpututil"
)

// Input is one tick of the player's intentions, merged from mouse, touch and keyboard.
type Input struct {
	X, Y        float64 // pointer position in device pixels
	Moved       bool    // the pointer moved since the last tick
	Click       bool    // pressed and released without dragging
	DoubleClick bool    // a second click soon after the first at about the same place
	Dragging    bool    // a drag is going on
	DragStartX  float64
	DragStartY  float64
	Dropped     bool // a drag ended this tick (at X, Y)
	Keys        []ebiten.Key
	Chars       []rune // characters typed this tick, as the keyboard layout gives them

	down          bool
	downX, downY  float64
	downTick      int // the tick of the press
	heldUntil     int // presses until this tick belong to the previous screen
	lastClickTick int
	lastClickX    float64
	lastClickY    float64
	tick          int
	touchID       ebiten.TouchID
	touching      bool
	dragThreshold float64
}

// Read takes this tick's input.
func (in *Input) Read(scale float64) {
	in.Keys = inpututil.AppendJustPressedKeys(in.Keys[:0])
	in.Chars = ebiten.AppendInputChars(in.Chars[:0])
	x, y, pressed, released := in.pointer()
	in.step(x, y, pressed, released, scale)
}

// clickGuard is how long after a screen appears a press still counts as meant for the screen
// before: the second click of a double-click lands about this soon (ticks of 1/60 s).
const clickGuard = 20

// holdClicks makes a new screen ignore the press under way and the presses of the next
// moments, which were aimed at the screen it replaced (a double-click that changed screens
// must not press the button that now stands in the same place).
func (in *Input) holdClicks() { in.heldUntil = in.tick + clickGuard }

// step turns one tick of pointer state into intentions.
func (in *Input) step(x, y float64, pressed, released bool, scale float64) {
	in.tick++
	in.Click, in.DoubleClick, in.Dropped, in.Moved = false, false, false, false
	in.dragThreshold = 8 * scale
	if x != in.X || y != in.Y {
		in.Moved = true
	}
	in.X, in.Y = x, y
	if pressed {
		in.down, in.downX, in.downY, in.downTick = true, x, y, in.tick
	}
	if in.down && !in.Dragging && in.downTick > in.heldUntil && (abs(x-in.downX) > in.dragThreshold || abs(y-in.downY) > in.dragThreshold) {
		in.Dragging, in.DragStartX, in.DragStartY = true, in.downX, in.downY
	}
	if released && in.down {
		in.down = false
		if in.downTick <= in.heldUntil { // pressed before this screen was there
			in.Dragging = false
			return
		}
		if in.Dragging {
			in.Dragging, in.Dropped = false, true
			return
		}
		in.Click = true
		if in.tick-in.lastClickTick < 25 && abs(x-in.lastClickX) < in.dragThreshold && abs(y-in.lastClickY) < in.dragThreshold {
			in.DoubleClick = true
		}
		in.lastClickTick, in.lastClickX, in.lastClickY = in.tick, x, y
	}
}

// pointer merges the mouse and the first touch.
func (in *Input) pointer() (x, y float64, pressed, released bool) {
	if in.touching {
		if inpututil.IsTouchJustReleased(in.touchID) {
			in.touching = false
			return in.X, in.Y, false, true
		}
		tx, ty := ebiten.TouchPosition(in.touchID)
		return float64(tx), float64(ty), false, false
	}
	if ids := inpututil.AppendJustPressedTouchIDs(nil); len(ids) > 0 {
		in.touchID, in.touching = ids[0], true
		tx, ty := ebiten.TouchPosition(ids[0])
		return float64(tx), float64(ty), true, false
	}
	// The button's state is compared with the one last seen as well: a still table sleeps,
	// and the tick that wakes on a press can miss that it was "just" pressed.
	mx, my := ebiten.CursorPosition()
	held := ebiten.IsMouseButtonPressed(ebiten.MouseButtonLeft)
	return float64(mx), float64(my),
		inpututil.IsMouseButtonJustPressed(ebiten.MouseButtonLeft) || held && !in.down,
		inpututil.IsMouseButtonJustReleased(ebiten.MouseButtonLeft) || !held && in.down
}

// Key reports whether a key was pressed this tick.
func (in *Input) Key(k ebiten.Key) bool {
	for _, p := range in.Keys {
		if p == k {
			return true
		}
	}
	return false
}

// Active reports whether the player did anything this tick.
func (in *Input) Active() bool {
	return in.Moved || in.Click || in.Dropped || in.Dragging || len(in.Keys) > 0 || len(in.Chars) > 0 || in.down
}

func abs(v float64) float64 {
	if v < 0 {
		return -v
	}
	return v
}
