package scenes

import (
	"fmt"
	"os"
	"slices"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/game"
)

// pacer plays the person's seat by synthetic clicks for -pace and measures the table's
// pace: how long from the person's card to the person's next turn while the other three
// play, and on which frame after the click the card is seen leaving the hand.
type pacer struct {
	clicked   time.Time // when the person's card was clicked (zero: waiting for a turn)
	card      game.Card
	from      Place // where the card lay
	hand      int   // the hand the card was played in
	frames    int   // frames drawn since the click
	leftAfter int   // the frame on which the card was first seen moving (0: not yet)
	turns     int   // the person's turns played
	shot      int   // the turn last pictured (with -screenshots)
	bidShot   bool  // the person's first bidding turn was pictured
	waits     []time.Duration
	lefts     []int
}

// inject acts for the person when it is their turn: the first card they may play, the
// first bidding choice, Continue on the scoreboard.
func (p *pacer) inject(ctx *Context) {
	in := &ctx.Input
	switch s := ctx.Scenes.Current().(type) {
	case *PlayScene:
		t := s.t
		if !t.HumanTurn() || s.showLast || s.paused != nil || ctx.Scenes.Fading() {
			return
		}
		if !p.clicked.IsZero() && t.HUD.HandNo == p.hand {
			p.waits = append(p.waits, time.Since(p.clicked))
		}
		p.clicked = time.Time{}
		if ctx.Opts.ScreenshotDir != "" && len(ctx.pending) > 0 {
			return // a picture of the person's turn is being taken
		}
		if ctx.Opts.ScreenshotDir != "" && p.turns%3 == 0 && p.shot <= p.turns {
			if aid(ctx.Prefs, "hints") {
				s.hinter.Ask(t) // the picture shows the hint beside the trick
				if _, pending := t.S.Hint(); pending {
					return
				}
			}
			p.shot = p.turns + 1
			ctx.Capture("your-turn")
			return
		}
		p.turns++
		legal := t.G.State.LegalPlays()
		for _, c := range t.hands[t.Human] {
			if legal.Has(c) {
				at := t.sprites[c].Now()
				in.X, in.Y, in.Click = at.X+at.W/2, at.Y+at.W, true
				p.clicked, p.card, p.from, p.hand, p.frames, p.leftAfter = time.Now(), c, at, t.HUD.HandNo, 0, 0
				return
			}
		}
		for _, b := range []Button{s.announce, s.show} {
			if b.W > 0 {
				in.X, in.Y, in.Click = b.X+b.W/2, b.Y+b.H/2, true
				return
			}
		}
	case *BidScene:
		t := s.t
		if t.Human == game.NoSeat || t.G.State.Current() != t.Human || t.Busy() || ctx.Scenes.Fading() {
			return
		}
		if ctx.Opts.ScreenshotDir != "" && len(ctx.pending) > 0 {
			return
		}
		if ctx.Opts.ScreenshotDir != "" && !p.bidShot {
			if _, pending := t.S.Hint(); pending {
				return // the bidding advice is being worked out
			}
			p.bidShot = true
			ctx.Capture("your-bid")
			return
		}
		s.makeButtons(ctx)
		if len(s.buttons) > 0 {
			b := s.buttons[len(s.buttons)-1] // Pass, or the last choice when there is none
			in.X, in.Y, in.Click = ctx.Art.flipX(b.X+b.W/2), b.Y+b.H/2, true
		}
		p.clicked = time.Time{}
	case *ScoreScene:
		p.clicked = time.Time{}
		if s.shown > 30 {
			in.Keys = append(in.Keys, ebiten.KeyEnter)
		}
	}
}

// drawn notes a frame drawn: the first one on which the clicked card has left its place.
func (p *pacer) drawn(ctx *Context) {
	if p.clicked.IsZero() || p.leftAfter > 0 {
		return
	}
	p.frames++
	s, ok := ctx.Scenes.Current().(*PlayScene)
	if !ok {
		return
	}
	if now := s.t.sprites[p.card].Now(); now != p.from {
		p.leftAfter = p.frames
		p.lefts = append(p.lefts, p.frames)
	}
}

// report prints the figures measured.
func (p *pacer) report() {
	if len(p.waits) == 0 {
		fmt.Fprintln(os.Stderr, "pace: no turns of the person measured")
		return
	}
	w := slices.Clone(p.waits)
	slices.Sort(w)
	l := slices.Clone(p.lefts)
	slices.Sort(l)
	fmt.Fprintf(os.Stderr, "pace: %d turns; from the person's card to their next turn: median %.2f s, p90 %.2f s, max %.2f s\n",
		len(w), w[len(w)/2].Seconds(), w[len(w)*9/10].Seconds(), w[len(w)-1].Seconds())
	if len(l) > 0 {
		fmt.Fprintf(os.Stderr, "pace: the card played was first seen moving on frame %d after the click (median; worst %d)\n", l[len(l)/2], l[len(l)-1])
	}
}
