package ai

import (
	"math/bits"

	"tarabish/game"
)

// Small card-set helpers shared by the players.

// rankOrder lists a suit's cards from the strongest to the weakest under a trump.
func rankOrder(k game.Kind, s, trump game.Suit) []game.Card {
	var out []game.Card
	for cs := k.Deck().Suit(s); cs != 0; cs &= cs - 1 {
		out = append(out, cs.First())
	}
	for i := 1; i < len(out); i++ {
		for j := i; j > 0 && game.Strength(k, out[j], trump) > game.Strength(k, out[j-1], trump); j-- {
			out[j], out[j-1] = out[j-1], out[j]
		}
	}
	return out
}

// highest gives the strongest card of a non-empty set within one suit (NoCard when empty).
func highest(k game.Kind, cs game.Cards, trump game.Suit) game.Card {
	best := game.NoCard
	for ; cs != 0; cs &= cs - 1 {
		c := cs.First()
		if best == game.NoCard || game.Strength(k, c, trump) > game.Strength(k, best, trump) {
			best = c
		}
	}
	return best
}

// lowest gives the weakest card of a set of one suit (NoCard when empty).
func lowest(k game.Kind, cs game.Cards, trump game.Suit) game.Card {
	best := game.NoCard
	for ; cs != 0; cs &= cs - 1 {
		c := cs.First()
		if best == game.NoCard || game.Strength(k, c, trump) < game.Strength(k, best, trump) {
			best = c
		}
	}
	return best
}

// above gives the cards of cs in c's suit that beat c in strength.
func above(k game.Kind, cs game.Cards, c game.Card, trump game.Suit) game.Cards {
	var out game.Cards
	for m := cs.Suit(c.Suit()); m != 0; m &= m - 1 {
		x := m.First()
		if game.Strength(k, x, trump) > game.Strength(k, c, trump) {
			out |= x.Mask()
		}
	}
	return out
}

// points gives a card's Tarabish value (0 in Tarneeb).
func points(k game.Kind, c game.Card, trump game.Suit) int {
	if !k.Ruleset().CardPoints {
		return 0
	}
	return game.Points(c, trump)
}

// setPoints adds up the Tarabish values of a set.
func setPoints(cs game.Cards, trump game.Suit) int {
	t := 0
	for ; cs != 0; cs &= cs - 1 {
		t += game.Points(cs.First(), trump)
	}
	return t
}

// isMaster reports whether c beats every card of its suit in others.
func isMaster(k game.Kind, c game.Card, others game.Cards, trump game.Suit) bool {
	return above(k, others, c, trump) == 0
}

// suitLen counts the cards of one suit in a set.
func suitLen(cs game.Cards, s game.Suit) int { return bits.OnesCount16(cs.SuitBits(s)) }

// beatsTrick reports whether card c would win a trick whose best card so far is w.
func beatsTrick(k game.Kind, c, w game.Card, trump game.Suit) bool {
	return game.Beats(k, c, w, trump)
}

// trickWinner gives the index of the winning card among the first n cards of a trick.
func trickWinner(k game.Kind, trick []game.Card, n int, trump game.Suit) int {
	w := 0
	for i := 1; i < n; i++ {
		if game.Beats(k, trick[i], trick[w], trump) {
			w = i
		}
	}
	return w
}

// seatAt gives who played the i-th card of a trick led by leader.
func seatAt(k game.Kind, leader game.Seat, i int) game.Seat {
	s := leader
	for ; i > 0; i-- {
		s = k.Next(s)
	}
	return s
}

// playedBy gives each seat's cards played so far this hand (the current trick included).
func playedBy(st *game.State) [4]game.Cards {
	var out [4]game.Cards
	k := st.Rules.Game
	for t := 0; t < int(st.TrickNo); t++ {
		for i := 0; i < 4; i++ {
			out[seatAt(k, st.TrickBy[t], i)] |= st.ByTrick[t][i].Mask()
		}
	}
	for i := 0; i < int(st.TrickLen); i++ {
		out[seatAt(k, st.Leader, i)] |= st.Trick[i].Mask()
	}
	return out
}

// legalActions lists the legal actions of the seat to act.
func legalActions(st *game.State) []game.Action {
	var buf [64]game.Action
	return st.AppendLegal(buf[:0])
}

// withBella turns a card play into its Bella variant when that is legal.
func withBella(st *game.State, c game.Card) game.Action {
	a := game.BellaAction(c)
	if st.Rules.Game.Ruleset().Melds && st.Check(a) == nil {
		return a
	}
	return game.PlayAction(c)
}

// playsIn gives the cards among the legal actions.
func playsIn(legal []game.Action) game.Cards {
	var cs game.Cards
	for _, a := range legal {
		if a.Verb == game.Play {
			cs |= a.Card.Mask()
		}
	}
	return cs
}
