package scenes

import (
	"math"

	"tarabish/game"
)

// Layout sizes in 1280x720 units; positions follow the screen's real width and height.
const (
	handCardW  = 112.0 // the person's cards
	tableCardW = 96.0  // cards on the trick
	smallCardW = 68.0  // North's hand
	sideCardW  = 60.0  // West's and East's hands
	kittyCardW = 54.0  // the Tarabish kitties, face down beside each hand
	miniCardW  = 40.0  // a shown run's cards on a name plate
	plateW     = 184.0 // a seat's name plate
	topBand    = 150.0 // the height of the band North, the score panel and the buttons use
)

// Geometry places everything on a screen of a given size.
type Geometry struct {
	W, H, S float64 // screen size and layout scale
}

func (g Geometry) u(v float64) float64 { return v * g.S }

// handTop is where the person's cards begin.
func (g Geometry) handTop() float64 { return g.H - g.u(handCardW)*CardAspect - g.u(18) }

// centre of the trick: midway between North's band and the person's prompt.
func (g Geometry) centre() (float64, float64) {
	return g.W / 2, (g.u(topBand) + g.handTop() - g.u(80)) / 2
}

// HandPlace gives the place of card i of n in a seat's hand (South face up, fanned).
func (g Geometry) HandPlace(seat game.Seat, i, n int, faceUp bool) Place {
	switch seat {
	case game.South:
		w := g.u(handCardW)
		step := math.Min(g.u(60), g.W*0.62/float64(max(n, 1)))
		span := step*float64(n-1) + w
		x := (g.W-span)/2 + step*float64(i)
		return Place{X: x, Y: g.handTop(), W: w, FaceUp: faceUp}
	case game.North:
		w := g.u(smallCardW)
		step := g.u(20)
		span := step*float64(n-1) + w
		return Place{X: (g.W-span)/2 + step*float64(i), Y: g.u(14), W: w, FaceUp: faceUp}
	}
	_, cy := g.centre()
	w := g.u(sideCardW)
	h := w * CardAspect
	step := g.u(15)
	span := step*float64(n-1) + w
	y := cy + g.u(24) - span/2 + step*float64(i)
	x := g.u(24) + (h-w)/2
	if seat == game.East {
		x = g.W - g.u(24) - h + (h-w)/2
	}
	return Place{X: x, Y: y + (w-h)/2, W: w, Rot: math.Pi / 2, FaceUp: faceUp}
}

// TrickPlace gives where a seat's card lies on the trick: in front of the seat, North's
// above the centre, East's to the right, and so on, none covering another.
func (g Geometry) TrickPlace(seat game.Seat) Place {
	cx, cy := g.centre()
	w := g.u(tableCardW)
	h := w * CardAspect
	x, y := cx-w/2, cy-h/2
	switch seat {
	case game.South:
		y = cy + g.u(8)
	case game.North:
		y = cy - h - g.u(8)
	case game.West:
		x = cx - w*1.62
	case game.East:
		x = cx + w*0.62
	}
	return Place{X: x, Y: y, W: w, FaceUp: true}
}

// trickBox gives the rectangle the four trick places cover.
func (g Geometry) trickBox() Rect {
	n, s, w, e := g.TrickPlace(game.North), g.TrickPlace(game.South), g.TrickPlace(game.West), g.TrickPlace(game.East)
	return Rect{w.X, n.Y, e.X + e.W - w.X, s.Y + s.W*CardAspect - n.Y}
}

// GatherPlace gives where a won trick goes: towards the winner's seat, off the cards, where
// it is no longer drawn.
func (g Geometry) GatherPlace(winner game.Seat) Place {
	p := g.plateAnchor(winner)
	w := g.u(smallCardW) * 0.8
	return Place{X: p.X - w/2, Y: p.Y - w*CardAspect/2, W: w}
}

// KittyPlace gives where card i of a seat's Tarabish kitty waits, face down, beside the hand.
func (g Geometry) KittyPlace(seat game.Seat, i int) Place {
	cx, cy := g.centre()
	w := g.u(kittyCardW)
	h := w * CardAspect
	off := float64(i) * g.u(14)
	switch seat {
	case game.South:
		return Place{X: cx + g.u(310) + off, Y: g.handTop() + g.u(30), W: w}
	case game.North:
		return Place{X: cx - g.u(130) - g.u(28) - w + off, Y: g.u(14) + (g.u(smallCardW)*CardAspect-h)/2, W: w}
	}
	x := g.u(24) + (h-w)/2
	if seat == game.East {
		x = g.W - g.u(24) - h + (h-w)/2
	}
	return Place{X: x, Y: cy + g.u(128) + off + (w-h)/2, W: w, Rot: math.Pi / 2}
}

// DeckPlace gives where the dealer holds the deck: between the dealer and the centre.
func (g Geometry) DeckPlace(dealer game.Seat) Place {
	p := g.plateAnchor(dealer)
	cx, cy := g.centre()
	w := g.u(smallCardW)
	x, y := (p.X+cx)/2, (p.Y+cy)/2
	return Place{X: x - w/2, Y: y - w*CardAspect/2, W: w}
}

// plateAnchor gives the middle of where a seat sits: its hand's centre.
func (g Geometry) plateAnchor(seat game.Seat) Place {
	cx, cy := g.centre()
	switch seat {
	case game.South:
		return Place{X: cx, Y: g.H - g.u(60)}
	case game.North:
		return Place{X: cx, Y: g.u(50)}
	case game.West:
		return Place{X: g.u(66), Y: cy}
	}
	return Place{X: g.W - g.u(66), Y: cy}
}

// PlateAt gives a seat's name plate of height h: West and East beside their hands (West's
// below the score panel, whose bottom is top; East's below the buttons), North to the right of its hand, the person's at
// the bottom left of the hand.
func (g Geometry) PlateAt(seat game.Seat, h, top float64) Rect {
	cx, cy := g.centre()
	w := g.u(plateW)
	switch seat {
	case game.North:
		return Rect{cx + g.u(166), g.u(14), w, h}
	case game.South:
		return Rect{g.u(24), g.H - g.u(18) - h, w, h}
	}
	y := cy - g.u(150)
	if seat == game.West {
		return Rect{g.u(120), math.Max(top+g.u(10), y), w, h}
	}
	return Rect{g.W - g.u(120) - w, math.Max(g.u(116), y), w, h}
}

// promptY is the top of the line that tells the person what to do (or why a card may not be
// played): just below the trick.
func (g Geometry) promptY() float64 {
	p := g.TrickPlace(game.South)
	return p.Y + p.W*CardAspect + g.u(10)
}

// sideArea gives the free space beside the trick on one side (West's for the coach, East's for
// the hint): from the plate above it down to the hand (the prompt between them is kept to
// the trick's width).
func (g Geometry) sideArea(east bool, plateBottom float64) Rect {
	tb := g.trickBox()
	y := plateBottom + g.u(10)
	bottom := g.handTop() - g.u(24)
	if east {
		x := tb.X + tb.W + g.u(14)
		return Rect{x, y, g.W - g.u(120) - x, bottom - y}
	}
	return Rect{g.u(120), y, tb.X - g.u(14) - g.u(120), bottom - y}
}

// actionButton gives the place of one of the buttons beside the person's hand: column 0 is
// at the right edge (Hint, Undo), column 1 beside it (Announce or Show, Bella); row 0 above
// row 1.
func (g Geometry) actionButton(col, row int) Rect {
	w, h := g.u(150), g.u(44)
	x := g.W - g.u(24) - w - float64(col)*(w+g.u(10))
	y := g.H - g.u(24) - h - float64(1-row)*(h+g.u(8))
	return Rect{x, y, w, h}
}
