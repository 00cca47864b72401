package scenes

import (
	"fmt"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// meter counts, for -measure, the frames really drawn and the ticks run in each second.
type meter struct {
	start         time.Time
	frames, ticks int
}

// tick counts one Update and prints the last second's figures when a second has passed.
func (m *meter) tick(on bool) {
	if !on {
		return
	}
	now := time.Now()
	if m.start.IsZero() {
		m.start = now
	}
	m.ticks++
	if d := now.Sub(m.start); d >= time.Second {
		fmt.Fprintf(os.Stderr, "measure: %.1f frames drawn/s, %.1f ticks/s, ebiten fps %.1f\n",
			float64(m.frames)/d.Seconds(), float64(m.ticks)/d.Seconds(), ebiten.ActualFPS())
		m.start, m.frames, m.ticks = now, 0, 0
	}
}
