package game

import (
	"fmt"
	"math/bits"
	"strings"
)

// Suit is one of the four suits; NoTrump stands in where a trump suit is expected.
type Suit uint8

// The suits in notation order, and NoTrump.
const (
	Spades Suit = iota
	Hearts
	Diamonds
	Clubs
	NoTrump
)

// NoSuit marks a trump not yet chosen.
const NoSuit Suit = 255

const suitLetters = "SHDC"

// String gives the suit's letter (S, H, D, C) or NT.
func (s Suit) String() string {
	switch {
	case s < NoTrump:
		return suitLetters[s : s+1]
	case s == NoTrump:
		return "NT"
	}
	return "-"
}

// Name gives the suit's plural English name, as rules explanations use it.
func (s Suit) Name() string {
	switch s {
	case Spades:
		return "spades"
	case Hearts:
		return "hearts"
	case Diamonds:
		return "diamonds"
	case Clubs:
		return "clubs"
	case NoTrump:
		return "no trump"
	}
	return "none"
}

// ParseSuit reads S, H, D, C or (when allowNT) NT.
func ParseSuit(text string, allowNT bool) (Suit, error) {
	t := strings.ToUpper(text)
	if len(t) == 1 {
		if i := strings.IndexByte(suitLetters, t[0]); i >= 0 {
			return Suit(i), nil
		}
	}
	if allowNT && t == "NT" {
		return NoTrump, nil
	}
	return NoSuit, fmt.Errorf("unknown suit %q", text)
}

// Rank is a card's rank, Two (0) up to Ace (12).
type Rank uint8

// The ranks, low to high in natural order.
const (
	Two Rank = iota
	Three
	Four
	Five
	Six
	Seven
	Eight
	Nine
	Ten
	Jack
	Queen
	King
	Ace
)

const rankLetters = "23456789TJQKA"

// String gives the rank's notation character.
func (r Rank) String() string { return rankLetters[r : r+1] }

// Name gives the rank's English name.
func (r Rank) Name() string {
	return [...]string{"2", "3", "4", "5", "6", "7", "8", "9", "10", "J", "Q", "K", "A"}[r]
}

// Card is one playing card: suit in the high bits, rank in the low four.
type Card uint8

// NoCard marks an empty place (in a trick, say).
const NoCard Card = 255

// NewCard makes the card of a suit and rank.
func NewCard(s Suit, r Rank) Card { return Card(uint8(s)<<4 | uint8(r)) }

// Suit gives the card's suit.
func (c Card) Suit() Suit { return Suit(c >> 4) }

// Rank gives the card's rank.
func (c Card) Rank() Rank { return Rank(c & 15) }

// Mask gives the set holding this card alone.
func (c Card) Mask() Cards { return 1 << c }

// String writes the card in notation, rank then suit: "TS", "9H".
func (c Card) String() string {
	if c == NoCard || c.Rank() > Ace || c.Suit() >= NoTrump {
		return "--"
	}
	return c.Rank().String() + c.Suit().String()
}

// Name gives the card in words, as "K of spades".
func (c Card) Name() string { return c.Rank().Name() + " of " + c.Suit().Name() }

// ParseCard reads a card in notation: rank (2-9, T or 10, J, Q, K, A) then suit.
func ParseCard(text string) (Card, error) {
	t := strings.ToUpper(strings.TrimSpace(text))
	if len(t) < 2 {
		return NoCard, fmt.Errorf("bad card %q", text)
	}
	rs, ss := t[:len(t)-1], t[len(t)-1:]
	if rs == "10" {
		rs = "T"
	}
	ri := -1
	if len(rs) == 1 {
		ri = strings.IndexByte(rankLetters, rs[0])
	}
	si := strings.IndexByte(suitLetters, ss[0])
	if ri < 0 || si < 0 {
		return NoCard, fmt.Errorf("bad card %q", text)
	}
	return NewCard(Suit(si), Rank(ri)), nil
}

// Cards is a set of cards as a bitset, one bit per card.
type Cards uint64

// SuitMask is the set of all thirteen cards of one suit in the low bits.
const SuitMask Cards = 0x1FFF

// Suit gives the cards of one suit.
func (cs Cards) Suit(s Suit) Cards { return cs & (SuitMask << (uint(s) * 16)) }

// SuitBits gives the rank bits (bit r for rank r) of one suit.
func (cs Cards) SuitBits(s Suit) uint16 { return uint16(cs >> (uint(s) * 16) & SuitMask) }

// Has reports whether the card is in the set.
func (cs Cards) Has(c Card) bool { return cs&(1<<c) != 0 }

// Len counts the cards.
func (cs Cards) Len() int { return bits.OnesCount64(uint64(cs)) }

// First gives the lowest card of the set (NoCard when empty).
func (cs Cards) First() Card {
	if cs == 0 {
		return NoCard
	}
	return Card(bits.TrailingZeros64(uint64(cs)))
}

// Nth gives the n-th card (from 0, lowest first).
func (cs Cards) Nth(n int) Card {
	for ; n > 0; n-- {
		cs &= cs - 1
	}
	return cs.First()
}

// Slice lists the cards, lowest first.
func (cs Cards) Slice() []Card {
	out := make([]Card, 0, cs.Len())
	for ; cs != 0; cs &= cs - 1 {
		out = append(out, cs.First())
	}
	return out
}

// String writes the cards in notation separated by spaces.
func (cs Cards) String() string {
	parts := make([]string, 0, cs.Len())
	for _, c := range cs.Slice() {
		parts = append(parts, c.String())
	}
	return strings.Join(parts, " ")
}

// ParseCards reads cards in notation separated by spaces.
func ParseCards(text string) ([]Card, error) {
	var out []Card
	for _, f := range strings.Fields(text) {
		c, err := ParseCard(f)
		if err != nil {
			return nil, err
		}
		out = append(out, c)
	}
	return out, nil
}

// deckOf builds the set of cards of the ranks from low to Ace in every suit.
func deckOf(low Rank) Cards {
	var suit Cards
	for r := low; r <= Ace; r++ {
		suit |= 1 << r
	}
	return suit | suit<<16 | suit<<32 | suit<<48
}

// TarabishDeck is the 36-card deck, 6 to Ace.
var TarabishDeck = deckOf(Six)

// FullDeck is the 52-card deck, 2 to Ace.
var FullDeck = deckOf(Two)
