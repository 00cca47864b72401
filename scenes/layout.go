package scenes

import (
	"math"

	"tarabish/game"
)

// Layout sizes in 1280x720 units; positions follow the screen's real width and height.
const (
	handCardW  = 112.0 // the person's cards
	tableCardW = 96.0  // cards on the trick
	smallCardW = 68.0  // other seats' hands, kitties, piles
)

// Geometry places everything on a screen of a given size.
type Geometry struct {
	W, H, S float64 // screen size and layout scale
}

func (g Geometry) u(v float64) float64 { return v * g.S }

// centre of the table, a little above the middle to leave room for the hand.
func (g Geometry) centre() (float64, float64) { return g.W / 2, g.H*0.45 + g.u(6) }

// HandPlace gives the place of card i of n in a seat's hand (South face up, fanned).
func (g Geometry) HandPlace(seat game.Seat, i, n int, faceUp bool) Place {
	switch seat {
	case game.South:
		w := g.u(handCardW)
		step := math.Min(g.u(60), g.W*0.62/float64(max(n, 1)))
		span := step*float64(n-1) + w
		x := (g.W-span)/2 + step*float64(i)
		return Place{X: x, Y: g.H - w*CardAspect - g.u(18), W: w, FaceUp: faceUp}
	case game.North:
		w := g.u(smallCardW)
		step := g.u(20)
		span := step*float64(n-1) + w
		return Place{X: (g.W-span)/2 + step*float64(i), Y: g.u(14), W: w, FaceUp: faceUp}
	}
	w := g.u(smallCardW)
	h := w * CardAspect
	step := g.u(18)
	span := step*float64(n-1) + w
	y := (g.H-span)/2 + step*float64(i) - g.u(30)
	x := g.u(24) + (h-w)/2
	if seat == game.East {
		x = g.W - g.u(24) - h + (h-w)/2
	}
	return Place{X: x, Y: y + (w-h)/2, W: w, Rot: math.Pi / 2, FaceUp: faceUp}
}

// TrickPlace gives where a seat's card lies on the trick.
func (g Geometry) TrickPlace(seat game.Seat) Place {
	cx, cy := g.centre()
	w := g.u(tableCardW)
	h := w * CardAspect
	var dx, dy, rot float64
	switch seat {
	case game.South:
		dy, rot = h*0.32, 0.03
	case game.North:
		dy, rot = -h*0.32, -0.04
	case game.West:
		dx, rot = -w*0.78, -0.09
	case game.East:
		dx, rot = w*0.78, 0.08
	}
	return Place{X: cx + dx - w/2, Y: cy + dy - h/2, W: w, Rot: rot, FaceUp: true}
}

// PilePlace gives where the k-th card of a team's won tricks lies (stacked, face down).
func (g Geometry) PilePlace(t game.Team, k int) Place {
	w := g.u(smallCardW)
	off := float64(k/4) * g.u(3)
	if t == game.NS {
		return Place{X: g.u(60) + off, Y: g.H - g.u(150), W: w, Rot: -0.12}
	}
	return Place{X: g.W - g.u(330) + off, Y: g.u(22), W: w, Rot: 0.1}
}

// KittyPlace gives where card i of a seat's Tarabish kitty waits, face down.
func (g Geometry) KittyPlace(seat game.Seat, i int) Place {
	cx, cy := g.centre()
	w := g.u(smallCardW) * 0.85
	h := w * CardAspect
	off := float64(i-1) * g.u(16)
	switch seat {
	case game.South:
		return Place{X: cx + off - w/2, Y: g.SeatLabel(game.South).Y - g.u(16) - h, W: w}
	case game.North:
		return Place{X: cx + off - w/2, Y: g.SeatLabel(game.North).Y + g.u(20), W: w}
	case game.West:
		return Place{X: g.u(150), Y: cy + off - h/2, W: w, Rot: math.Pi / 2}
	}
	return Place{X: g.W - g.u(150) - w, Y: cy + off - h/2, W: w, Rot: math.Pi / 2}
}

// DeckPlace gives where the dealer holds the deck: between the dealer and the centre.
func (g Geometry) DeckPlace(dealer game.Seat) Place {
	p := g.SeatLabel(dealer)
	cx, cy := g.centre()
	w := g.u(smallCardW)
	x, y := (p.X+cx)/2, (p.Y+cy)/2
	return Place{X: x - w/2, Y: y - w*CardAspect/2, W: w}
}

// SeatLabel gives the point where a seat's name, bubbles and thinking cue go.
func (g Geometry) SeatLabel(seat game.Seat) Place {
	cx, cy := g.centre()
	switch seat {
	case game.South:
		return Place{X: cx, Y: g.H - g.u(handCardW)*CardAspect - g.u(44)}
	case game.North:
		return Place{X: cx, Y: g.u(smallCardW)*CardAspect + g.u(34)}
	case game.West:
		return Place{X: g.u(smallCardW)*CardAspect + g.u(90), Y: cy - g.u(120)}
	}
	return Place{X: g.W - g.u(smallCardW)*CardAspect - g.u(90), Y: cy - g.u(120)}
}

// ShowPlace gives where card i of n of a seat's shown meld is displayed.
func (g Geometry) ShowPlace(seat game.Seat, i, n int) Place {
	p := g.SeatLabel(seat)
	w := g.u(smallCardW)
	step := g.u(26)
	span := step*float64(n-1) + w
	y := p.Y + g.u(24)
	if seat == game.South {
		y = p.Y - g.u(30) - w*CardAspect
	}
	return Place{X: p.X - span/2 + step*float64(i), Y: y, W: w, FaceUp: true}
}
