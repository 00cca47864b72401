package game

import (
	"fmt"
	"math/rand/v2"
)

// Game is a State with its history: the deals and moves of every hand so far, from which
// a hand record, a saved game or an undo is made. A seeded game deals for itself.
type Game struct {
	State   State
	Seed    uint64
	Seeded  bool
	Hands   []HandRecord // the history: every hand's deal and moves
	Results []HandResult // the result of every finished hand, in order
	Legacy  bool         // a seeded game of before numbered deals: its hands are shuffled from the seed directly
	rng     *rand.Rand
}

// NewGame starts a seeded game: the first dealer is found and every hand dealt from the seed
// as a numbered deal, so the seed and the actions replay the game exactly.
func NewGame(r Rules, seed uint64) (*Game, error) { return newSeeded(r, seed, false) }

// newSeeded starts a seeded game; a legacy one shuffles every hand from the seed as games
// saved before numbered deals did, so that they still load.
func newSeeded(r Rules, seed uint64, legacy bool) (*Game, error) {
	g := &Game{Seed: seed, Seeded: true, Legacy: legacy, rng: rand.New(rand.NewPCG(seed, seed^0x9E3779B97F4A7C15))}
	s, err := NewState(r, g.firstDealer())
	if err != nil {
		return nil, err
	}
	g.State = s
	g.dealNext()
	return g, nil
}

// firstDealer cuts for the first dealer, or picks one at random.
func (g *Game) firstDealer() Seat {
	r := g.State.Rules
	if !rulesets[r.Game].CutForDealer || r.FirstDealer == FirstDealerRandom {
		return Seat(g.rng.IntN(4))
	}
	dealer, _ := CutForDealer(g.rng)
	return dealer
}

// CutForDealer has every seat cut a card (N, E, S, W) until one card is highest in trump
// order; that seat deals. It gives the dealer and every round of cuts.
func CutForDealer(rng *rand.Rand) (Seat, [][4]Card) {
	var rounds [][4]Card
	for {
		deck := TarabishDeck.Slice()
		rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
		var cut [4]Card
		copy(cut[:], deck)
		rounds = append(rounds, cut)
		best, bestSeat, tie := -1, NoSeat, false
		for seat, c := range cut {
			st := int(trumpStrength[c.Rank()])
			switch {
			case st > best:
				best, bestSeat, tie = st, Seat(seat), false
			case st == best:
				tie = true
			}
		}
		if !tie {
			return bestSeat, rounds
		}
	}
}

// ShuffleDeal shuffles a deck, cuts it and deals it in the game's own pattern: Tarabish 3-3-3
// clockwise from the dealer's left, Tarneeb one at a time counter-clockwise from the dealer's right.
func ShuffleDeal(k Kind, dealer Seat, rng *rand.Rand) [4][]Card {
	deck := k.Deck().Slice()
	rng.Shuffle(len(deck), func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	cut := 4 + rng.IntN(len(deck)-7)
	deck = append(deck[cut:], deck[:cut]...)
	var deal [4][]Card
	packet := rulesets[k].Packet
	seat := k.Next(dealer)
	for i := 0; i < len(deck); i += packet {
		deal[seat] = append(deal[seat], deck[i:i+packet]...)
		seat = k.Next(seat)
	}
	return deal
}

// dealNext deals the next hand of a seeded game when one is due.
func (g *Game) dealNext() {
	if !g.Seeded || g.State.Phase != PhaseDeal {
		return
	}
	var no DealNo
	var deal [4][]Card
	if g.Legacy {
		deal = ShuffleDeal(g.State.Rules.Game, g.State.Dealer, g.rng)
	} else {
		no = newDealNo(g.rng, g.State.Dealer)
		_, deal = DealFor(g.State.Rules.Game, no)
	}
	g.Hands = append(g.Hands, HandRecord{Dealer: g.State.Dealer, Deal: deal, No: no})
	_ = g.State.StartHand(deal) // a deal from a whole shuffled deck is always good
}

// NewDealtGame starts an unseeded game on a given first deal (a tutorial, a puzzle): no
// further hand is dealt by itself.
func NewDealtGame(r Rules, dealer Seat, deal [4][]Card) (*Game, error) {
	s, err := NewState(r, dealer)
	if err != nil {
		return nil, err
	}
	g := &Game{State: s}
	if err := g.Deal(dealer, deal); err != nil {
		return nil, err
	}
	return g, nil
}

// Deal starts the next hand with given cards (an unseeded game, such as a replayed record).
func (g *Game) Deal(dealer Seat, deal [4][]Card) error { return g.dealNumbered(dealer, deal, 0) }

// dealNumbered starts the next hand with given cards and their deal number (0: none).
func (g *Game) dealNumbered(dealer Seat, deal [4][]Card, no DealNo) error {
	if g.State.Phase == PhaseDeal && dealer != g.State.Dealer {
		return fmt.Errorf("dealer %s is out of rotation: %s deals this hand", dealer, g.State.Dealer)
	}
	if err := g.State.StartHand(deal); err != nil {
		return err
	}
	g.Hands = append(g.Hands, HandRecord{Dealer: dealer, Deal: deal, No: no})
	return nil
}

// Apply takes an action of the seat to act, records it and returns what happened. In a
// seeded game the next hand is dealt as soon as one ends.
func (g *Game) Apply(a Action) ([]Event, error) {
	seat := g.State.Turn
	events, err := g.State.ApplyEvents(a, nil)
	if err != nil {
		return nil, err
	}
	h := &g.Hands[len(g.Hands)-1]
	h.Moves = append(h.Moves, Move{Seat: seat, Action: a})
	if p := g.State.Phase; p == PhaseDeal || p == PhaseOver {
		g.Results = append(g.Results, g.State.Result)
	}
	if g.State.Phase == PhaseDeal && g.Seeded {
		g.dealNext()
		events = append(events, Event{Kind: EventDealt, Seat: g.State.Dealer})
	}
	return events, nil
}

// Record gives the hand record of everything played so far.
func (g *Game) Record() Record {
	return Record{Game: g.State.Rules.Game, Rules: g.State.Rules, Hands: g.Hands}
}

// ActionCount gives how many actions have been taken in the whole game.
func (g *Game) ActionCount() int {
	n := 0
	for _, h := range g.Hands {
		n += len(h.Moves)
	}
	return n
}
