package scenes

import (
	"fmt"
	"os"
	"time"

	"github.com/hajimehoshi/ebiten/v2"
)

// meter counts, for -measure, the frames really drawn, the ticks run and the longest Update
// in each second.
type meter struct {
	start         time.Time
	frames, ticks int
	longest       time.Duration
}

// updated notes how long one Update took.
func (m *meter) updated(on bool, d time.Duration) {
	if on {
		m.longest = max(m.longest, d)
	}
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
		fmt.Fprintf(os.Stderr, "measure: %.1f frames drawn/s, %.1f ticks/s, ebiten fps %.1f, longest update %.2f ms\n",
			float64(m.frames)/d.Seconds(), float64(m.ticks)/d.Seconds(), ebiten.ActualFPS(), float64(m.longest.Microseconds())/1000)
		m.start, m.frames, m.ticks, m.longest = now, 0, 0, 0
	}
}
