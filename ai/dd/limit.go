package dd

import (
	"math"
	"time"
)

// Limits: the players may bound a call in positions searched and in time, since they need an
// answer in time more than an exact one; the solve command and the review leave them unset and
// stay exact. A search stopped by a limit unwinds at once and stores nothing it found after
// the limit, so the table stays sound; the call then gives an estimate (see Limited).

// SetLimits bounds every later call to about nodes positions and d of time (0: no bound).
func (s *Solver) SetLimits(nodes int64, d time.Duration) { s.maxNodes, s.maxTime = nodes, d }

// SetCancel makes every later call stop soon after done is closed, as a context's Done channel
// is when the decision the call serves is abandoned (nil: never). A cancelled call gives an
// estimate, like a call stopped at a limit.
func (s *Solver) SetCancel(done <-chan struct{}) { s.cancel = done }

// Limited reports whether the last call stopped at a limit: its value is then an estimate
// within the bounds it had proved, and its card the best found by then.
func (s *Solver) Limited() bool { return s.stopped }

// limitCheck is the number of positions between two looks at the clock.
const limitCheck = 2048

// startLimits arms the limits for a call.
func (s *Solver) startLimits() {
	s.stopped = false
	s.checkAt = math.MaxInt64
	if s.maxNodes <= 0 && s.maxTime <= 0 && s.cancel == nil {
		return
	}
	s.stopAt = math.MaxInt64
	if s.maxNodes > 0 {
		s.stopAt = s.nodes + s.maxNodes
	}
	if s.maxTime > 0 {
		s.deadline = time.Now().Add(s.maxTime)
	}
	s.checkAt = s.nodes + min(limitCheck, max(s.maxNodes, 1))
}

// overLimit reports whether the call must stop; it is called when nodes reach checkAt.
func (s *Solver) overLimit() bool {
	if !s.stopped {
		s.checkAt = min(s.nodes+limitCheck, s.stopAt)
		s.stopped = s.nodes >= s.stopAt || s.maxTime > 0 && time.Now().After(s.deadline) || s.cancelled()
	}
	if s.stopped {
		s.checkAt = 0 // every later position stops at once
	}
	return s.stopped
}

// cancelled reports whether the channel set by SetCancel is closed.
func (s *Solver) cancelled() bool {
	select {
	case <-s.cancel:
		return true
	default:
		return false
	}
}
