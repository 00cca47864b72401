package ai

import (
	"context"
	"math/rand/v2"
	"time"

	"tarabish/game"
)

// Easy is the rule-based player: it bids from hand strength and plays by the usual rules of
// thumb of each game (lead masters, keep partner's winners, win cheaply, discard from short
// suits). It decides in well under a millisecond and never looks beyond its own View.
type Easy struct{}

// Choose picks the rule-based action for v.Seat.
func (Easy) Choose(_ context.Context, v *game.View, _ time.Duration, _ *rand.Rand) game.Action {
	return easyAction(v)
}

// easyAction is the easy player's choice; it is always one of the legal actions.
func easyAction(v *game.View) game.Action {
	legal := legalActions(&v.State)
	if len(legal) == 0 {
		return game.PassAction
	}
	if len(legal) == 1 {
		return legal[0]
	}
	var a game.Action
	switch v.Phase {
	case game.PhaseBid:
		if v.Rules.Game == game.Tarneeb {
			a = tarneebBid(v, legal)
		} else {
			a = tarabishBid(v, legal)
		}
	case game.PhaseTrump:
		if v.Rules.Game == game.Tarneeb {
			a = game.TrumpAction(tarneebBestTrump(v.Hand()))
		} else {
			a = game.TrumpAction(tarabishBestTrump(v, legal))
		}
	case game.PhasePlay:
		for _, l := range legal {
			if l.Verb == game.Announce || l.Verb == game.Show {
				return l // runs only count when announced and shown in time
			}
		}
		a = withBella(&v.State, easyCard(v, playsIn(legal)))
	}
	for _, l := range legal {
		if l == a {
			return a
		}
	}
	return legal[0]
}

// table is what the card-play rules of thumb look at: the seat's own view of the trick.
type table struct {
	k        game.Kind
	trump    game.Suit
	me       game.Seat
	hand     game.Cards
	out      game.Cards // cards the others may hold
	voids    [4]uint8
	legal    game.Cards
	n        int         // cards already in the trick
	led      game.Suit   // led suit (when n > 0)
	win      game.Card   // winning card so far
	winSeat  game.Seat   // who plays it
	after    []game.Seat // seats still to play after me
	callTeam game.Team
	trick    []game.Card
}

// newTable reads the trick and what is still out from the seat's View.
func newTable(v *game.View, legal game.Cards) *table {
	t := &table{k: v.Rules.Game, trump: v.Trump, me: v.Seat, hand: v.Hand(), out: v.Unseen(),
		voids: v.Voids(), legal: legal, n: int(v.TrickLen), callTeam: game.NoTeam}
	if v.Caller != game.NoSeat {
		t.callTeam = v.Caller.Team()
	}
	if t.n > 0 {
		t.led = v.Trick[0].Suit()
		w := trickWinner(t.k, v.Trick[:], t.n, t.trump)
		t.win, t.winSeat = v.Trick[w], seatAt(t.k, v.Leader, w)
		t.trick = append([]game.Card(nil), v.Trick[:t.n]...)
	}
	s := t.k.Next(t.me)
	for i := t.n + 1; i < 4; i++ {
		t.after = append(t.after, s)
		s = t.k.Next(s)
	}
	return t
}

// oppsMayTrump reports whether an opponent may still hold a trump.
func (t *table) oppsMayTrump() bool {
	if t.trump >= game.NoTrump || t.out.Suit(t.trump) == 0 {
		return false
	}
	o1, o2 := t.me.Left(), t.me.Right()
	return t.voids[o1]&(1<<t.trump) == 0 || t.voids[o2]&(1<<t.trump) == 0
}

// safeLead reports whether a master card of suit s is likely to hold when led: no opponent is
// known to be void in s while still holding trumps, and enough cards of s are out.
func (t *table) safeLead(s game.Suit) bool {
	if s == t.trump || !t.oppsMayTrump() {
		return true
	}
	for _, o := range []game.Seat{t.me.Left(), t.me.Right()} {
		if t.voids[o]&(1<<s) != 0 && t.voids[o]&(1<<t.trump) == 0 {
			return false
		}
	}
	return suitLen(t.out, s) >= 2
}

// holds reports whether the current winner is sure or likely to stay winning after me.
func (t *table) holds(c game.Card) bool {
	opps := 0
	for _, s := range t.after {
		if s.Team() != t.me.Team() {
			opps++
		}
	}
	if opps == 0 {
		return true
	}
	if !isMaster(t.k, c, t.out, t.trump) {
		return false
	}
	if c.Suit() == t.trump || t.trump >= game.NoTrump {
		return true
	}
	for _, s := range t.after {
		if s.Team() != t.me.Team() && t.voids[s]&(1<<t.led) != 0 && t.voids[s]&(1<<t.trump) == 0 {
			return false
		}
	}
	return !t.oppsMayTrump() || suitLen(t.out, t.led) >= 2
}

// easyCard picks a card to play by the rules of thumb.
func easyCard(v *game.View, legal game.Cards) game.Card {
	if legal.Len() == 1 {
		return legal.First()
	}
	t := newTable(v, legal)
	if t.n == 0 {
		return t.lead()
	}
	return t.follow()
}

// lead chooses the card to lead.
func (t *table) lead() game.Card {
	trumps := t.legal.Suit(t.trump)
	if t.trump < game.NoTrump && trumps != 0 && t.oppsMayTrump() {
		top := highest(t.k, trumps, t.trump)
		ours := t.callTeam == t.me.Team()
		if isMaster(t.k, top, t.out, t.trump) && (ours || trumps.Len() >= 2) {
			return top // draw the opponents' trumps
		}
		if ours && t.k == game.Tarneeb && trumps.Len() >= 4 {
			return lowest(t.k, trumps, t.trump)
		}
	}
	// Cash a side-suit master.
	best, bestScore := game.NoCard, -1
	for cs := t.legal; cs != 0; cs &= cs - 1 {
		c := cs.First()
		if c.Suit() == t.trump || !isMaster(t.k, c, t.out, t.trump) || t.out.Suit(c.Suit()) == 0 || !t.safeLead(c.Suit()) {
			continue
		}
		sc := 10 + points(t.k, c, t.trump)
		if sc > bestScore {
			best, bestScore = c, sc
		}
	}
	if best != game.NoCard {
		return best
	}
	return t.lowLead()
}

// lowLead leads a low card from a long side suit, keeping guards of high cards.
func (t *table) lowLead() game.Card {
	best, bestScore := game.NoCard, 1<<30
	for cs := t.legal; cs != 0; cs &= cs - 1 {
		c := cs.First()
		s := c.Suit()
		inSuit := t.hand.Suit(s)
		if lowest(t.k, inSuit, t.trump) != c {
			continue
		}
		sc := 4*points(t.k, c, t.trump) + game.Strength(t.k, c, t.trump) - 3*inSuit.Len()
		if s == t.trump {
			sc += 40
			if t.callTeam == t.me.Team() {
				sc -= 15
			}
		}
		if t.k == game.Tarabish && s != t.trump {
			ten := game.NewCard(s, game.Ten)
			if inSuit.Has(ten) && !inSuit.Has(game.NewCard(s, game.Ace)) && t.out.Has(game.NewCard(s, game.Ace)) {
				sc += 12 // do not lead away from a ten the ace can catch
			}
		}
		if t.k == game.Tarneeb && s != t.trump && inSuit.Len() == 1 && t.trump < game.NoTrump && t.hand.Suit(t.trump) != 0 {
			sc -= 6 // a singleton lead prepares a ruff
		}
		if sc < bestScore {
			best, bestScore = c, sc
		}
	}
	if best == game.NoCard {
		return t.legal.First()
	}
	return best
}

// follow chooses the card to play to a started trick.
func (t *table) follow() game.Card {
	partnerWins := t.winSeat == t.me.Partner()
	if partnerWins && t.holds(t.win) {
		return t.feed()
	}
	var winners game.Cards
	for cs := t.legal; cs != 0; cs &= cs - 1 {
		if c := cs.First(); beatsTrick(t.k, c, t.win, t.trump) {
			winners |= c.Mask()
		}
	}
	if winners == 0 {
		if partnerWins {
			return t.feed()
		}
		return t.discard()
	}
	last := len(t.after) == 0
	trickPts := 0
	if t.k == game.Tarabish {
		for _, c := range t.trickCards() {
			trickPts += game.Points(c, t.trump)
		}
	}
	cheapest := t.cheapestWinner(winners)
	if last {
		if t.k == game.Tarabish && cheapest.Suit() == t.trump && t.led != t.trump && trickPts == 0 &&
			t.legal.Suit(t.trump) != t.legal {
			return t.discard() // trumping a trick worth nothing wastes a trump
		}
		return cheapest
	}
	// Not last: win with a card that holds; second hand otherwise plays low.
	var masters game.Cards
	for cs := winners; cs != 0; cs &= cs - 1 {
		if c := cs.First(); t.holdsAfter(c) {
			masters |= c.Mask()
		}
	}
	if masters != 0 {
		return t.cheapestWinner(masters)
	}
	if t.n == 1 && t.k == game.Tarneeb {
		return t.discard() // second hand low
	}
	if winners.Suit(t.trump) == winners && t.led != t.trump {
		return t.cheapestWinner(winners) // trump in cheaply
	}
	if t.k == game.Tarneeb || trickPts >= 10 {
		return highest(t.k, winners, t.trump) // third hand high
	}
	return t.discard()
}

// trickCards gives the cards in the trick so far.
func (t *table) trickCards() []game.Card { return t.trick }

// holdsAfter reports whether card c, once played, would likely stay the winner.
func (t *table) holdsAfter(c game.Card) bool { return t.holds(c) }

// cheapestWinner gives the weakest card that wins, preferring the led suit over trumps.
func (t *table) cheapestWinner(ws game.Cards) game.Card {
	if f := ws &^ ws.Suit(t.trump); f != 0 && t.trump < game.NoTrump {
		return lowest(t.k, f, t.trump)
	}
	if t.trump >= game.NoTrump {
		return lowest(t.k, ws, t.trump)
	}
	return lowest(t.k, ws.Suit(t.trump), t.trump)
}

// feed gives partner's winning trick the most points (Tarabish) or the lowest card (Tarneeb).
func (t *table) feed() game.Card {
	if t.k == game.Tarneeb {
		return t.discard()
	}
	best, bestScore := game.NoCard, -1<<30
	for cs := t.legal; cs != 0; cs &= cs - 1 {
		c := cs.First()
		sc := 10 * game.Points(c, t.trump)
		if c.Suit() == t.trump && t.trump < game.NoTrump {
			sc = -300 - 10*game.Strength(t.k, c, t.trump)
		} else if isMaster(t.k, c, t.out, t.trump) && t.out.Suit(c.Suit()) != 0 && c.Suit() != t.led {
			sc -= 60 // keep a side master for a trick of its own
		}
		sc -= game.Strength(t.k, c, t.trump)
		if sc > bestScore {
			best, bestScore = c, sc
		}
	}
	return best
}

// discard gives the least useful legal card: low, worthless, from a short side suit.
func (t *table) discard() game.Card {
	best, bestScore := game.NoCard, 1<<30
	for cs := t.legal; cs != 0; cs &= cs - 1 {
		c := cs.First()
		s := c.Suit()
		sc := 10*points(t.k, c, t.trump) + 3*game.Strength(t.k, c, t.trump)
		if s == t.trump && t.trump < game.NoTrump {
			sc += 200
		}
		if t.n > 0 && s != t.led {
			sc += 2 * t.hand.Suit(s).Len() // discard from short suits
			if isMaster(t.k, c, t.out, t.trump) && t.out.Suit(s) != 0 {
				sc += 60
			}
			if t.k == game.Tarabish && c.Rank() == game.Ten && s != t.trump && t.hand.Suit(s).Len() == 2 {
				sc += 15 // keep a guard for the ten
			}
		}
		if sc < bestScore {
			best, bestScore = c, sc
		}
	}
	return best
}
