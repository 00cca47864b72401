// Package dd holds the double-dummy solvers for Tarabish and Tarneeb: exact values of card play
// when every hand is known.
package dd

import (
	"fmt"

	"tarabish/game"
)

// Rules holds the play rules that matter to the solver.
type Rules struct {
	Game             game.Kind // Tarabish or Tarneeb
	PartnerExemption bool      // Tarabish: no duty to trump while partner wins the trick
	LastTrick        int       // Tarabish: bonus points for the last trick (10 or 4)
	LeadTrump        bool      // the lead of the current, not yet started trick must be a trump when possible
}

// Position is a state of play: the cards still held and the current trick.
type Position struct {
	Rules    Rules
	Hands    [4]game.Cards // cards still held, indexed by seat
	Trump    game.Suit     // trump suit, or game.NoTrump (Tarabish only)
	Leader   game.Seat     // the seat that led (or will lead) the current trick
	Trick    [4]game.Card  // cards played to the current trick, in play order from Leader
	TrickLen int           // how many cards of Trick are played (0..3)
}

// ToMove gives the seat whose turn it is.
func (p Position) ToMove() game.Seat {
	s := p.Leader
	for i := 0; i < p.TrickLen && i < 4; i++ {
		s = p.Rules.Game.Next(s)
	}
	return s
}

// trickSeat gives the seat that plays the i-th card of the current trick.
func (p Position) trickSeat(i int) game.Seat {
	s := p.Leader
	for ; i > 0; i-- {
		s = p.Rules.Game.Next(s)
	}
	return s
}

// Check reports the first inconsistency of the position, or nil.
func (p Position) Check() error {
	g := p.Rules.Game
	if g != game.Tarabish && g != game.Tarneeb {
		return fmt.Errorf("unknown game kind %d", g)
	}
	if p.Trump > game.NoTrump {
		return fmt.Errorf("bad trump suit %d", p.Trump)
	}
	if p.Trump == game.NoTrump && g == game.Tarneeb {
		return fmt.Errorf("tarneeb has no no-trump play")
	}
	if p.Leader > game.West {
		return fmt.Errorf("bad leader seat %d", p.Leader)
	}
	if p.TrickLen < 0 || p.TrickLen > 3 {
		return fmt.Errorf("trick holds %d cards, want 0 to 3", p.TrickLen)
	}
	if p.Rules.LastTrick < 0 || p.Rules.LastTrick > 1000 {
		return fmt.Errorf("last-trick bonus %d out of range", p.Rules.LastTrick)
	}
	deck := g.Deck()
	var seen game.Cards
	for s := game.North; s <= game.West; s++ {
		h := p.Hands[s]
		if bad := h &^ deck; bad != 0 {
			return fmt.Errorf("hand %v holds %v, not in the %v deck", s, cardsName(bad), g)
		}
		if dup := h & seen; dup != 0 {
			return fmt.Errorf("card %v appears twice", dup.First())
		}
		seen |= h
	}
	for i := 0; i < p.TrickLen; i++ {
		c := p.Trick[i]
		if c == game.NoCard || c.Rank() > game.Ace || c.Suit() > game.Clubs || !deck.Has(c) {
			return fmt.Errorf("trick card %v is not in the %v deck", c, g)
		}
		if seen.Has(c) {
			return fmt.Errorf("card %v appears twice", c)
		}
		seen |= c.Mask()
	}
	// Seats that played to this trick hold n cards, the others n+1.
	n := p.Hands[p.ToMove()].Len()
	if p.TrickLen > 0 && n == 0 {
		return fmt.Errorf("hand %v to play has no cards", p.ToMove())
	}
	for i := 0; i < 4; i++ {
		s := p.trickSeat(i)
		want := n
		if i < p.TrickLen {
			want = n - 1
		}
		if got := p.Hands[s].Len(); got != want {
			return fmt.Errorf("hand %v has %d cards, %v has %d", s, got, p.ToMove(), n)
		}
	}
	if n > g.HandSize() {
		return fmt.Errorf("hands of %d cards, at most %d in %v", n, g.HandSize(), g)
	}
	return nil
}

// cardsName writes a set of cards for messages.
func cardsName(cs game.Cards) string { return cs.String() }

// Legal gives the cards the seat to move may play under the game's full rules.
func Legal(p Position) game.Cards {
	seat := p.ToMove()
	h := p.Hands[seat]
	if p.TrickLen == 0 {
		if p.Rules.LeadTrump && p.Trump < game.NoTrump && h.Suit(p.Trump) != 0 {
			return h.Suit(p.Trump)
		}
		return h
	}
	led := p.Trick[0].Suit()
	if p.Rules.Game == game.Tarneeb || p.Trump == game.NoTrump {
		if f := h.Suit(led); f != 0 {
			return f
		}
		return h
	}
	// Tarabish with a trump suit: find the current winner.
	lay := newLayout(p.Rules.Game, p.Trump)
	win, wc := 0, lay.in(p.Trick[0])
	for i := 1; i < p.TrickLen; i++ {
		if c := lay.in(p.Trick[i]); beats(c, wc, int(p.Trump)) {
			win, wc = i, c
		}
	}
	winSeat := p.trickSeat(win)
	t := h.Suit(p.Trump)
	if f := h.Suit(led); f != 0 {
		if led != p.Trump {
			return f
		}
		if hi := lay.above(f, wc); hi != 0 {
			return hi
		}
		return f
	}
	if t == 0 || (p.Rules.PartnerExemption && winSeat == seat.Partner()) {
		return h
	}
	if int(wc>>4) == int(p.Trump) {
		if hi := lay.above(t, wc); hi != 0 {
			return hi
		}
	}
	return t
}
