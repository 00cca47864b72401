package scenes

import "math"

// Place is where a card sprite is: a point, a width, a rotation, and which side is up.
type Place struct {
	X, Y, W, Rot float64
	FaceUp       bool
	Squash       float64 // horizontal squeeze while flipping (0 means none)
}

// Sprite is one card moving on the table.
type Sprite struct {
	From, To Place
	t, dur   int // ticks done and ticks total of the current move
	delay    int // ticks to wait before moving
	Z        int // drawing order: higher on top
	Visible  bool
	Gone     bool // the card leaves the table when it arrives (a gathered trick)
}

// MoveTo sends the sprite to a place over some ticks after a delay (0 ticks: at once).
func (s *Sprite) MoveTo(p Place, ticks, delay int) {
	s.From = s.Now()
	s.To = p
	s.t, s.dur, s.delay = 0, ticks, delay
	s.Visible, s.Gone = true, false
	if ticks == 0 && delay == 0 {
		s.From = p
	}
}

// Finish ends the move at once: the sprite is where it was going, and off the table if it was
// leaving it. A sprite off the table stays off.
func (s *Sprite) Finish() {
	s.From, s.t, s.dur, s.delay = s.To, 0, 0, 0
	if s.Gone {
		s.Visible = false
	}
}

// Step advances the move by one tick; it reports whether the sprite is still moving.
func (s *Sprite) Step() bool {
	if s.delay > 0 {
		s.delay--
		return true
	}
	if s.t < s.dur {
		s.t++
		if s.t == s.dur && s.Gone {
			s.Visible = false
		}
		return true
	}
	return false
}

// Moving reports whether the sprite has not arrived yet.
func (s *Sprite) Moving() bool { return s.delay > 0 || s.t < s.dur }

// Now gives the sprite's place at this tick, eased.
func (s *Sprite) Now() Place {
	if s.dur == 0 || s.t >= s.dur {
		if s.delay > 0 {
			return s.From
		}
		return s.To
	}
	if s.delay > 0 {
		return s.From
	}
	k := easeOutCubic(float64(s.t) / float64(s.dur))
	p := Place{
		X:   s.From.X + (s.To.X-s.From.X)*k,
		Y:   s.From.Y + (s.To.Y-s.From.Y)*k,
		W:   s.From.W + (s.To.W-s.From.W)*k,
		Rot: s.From.Rot + (s.To.Rot-s.From.Rot)*k,
	}
	p.FaceUp = s.From.FaceUp
	if k >= 0.5 {
		p.FaceUp = s.To.FaceUp
	}
	if s.From.FaceUp != s.To.FaceUp {
		// a flip: squeeze the card through the middle of the move
		p.Squash = math.Max(0.05, math.Abs(1-2*k))
	}
	return p
}

func easeOutCubic(t float64) float64 {
	t--
	return t*t*t + 1
}
