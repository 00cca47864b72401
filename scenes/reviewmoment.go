package scenes

import (
	"fmt"

	"tarabish/game"
)

// moment is the play just before one card of a finished hand: the state then, and the card
// that was played from it.
type moment struct {
	move  int // index of the card in the hand's moves
	trick int // the trick, from 0
	pos   int // the card's place in the trick from the leader, from 0
	seat  game.Seat
	card  game.Card
	state game.State // the state just before the card
}

// handMoments replays a finished hand and gives the moment before each of its cards, in the
// order they were played.
func handMoments(rules game.Rules, h game.HandRecord) ([]moment, error) {
	var out []moment
	i := 0
	watch := func(s *game.State, m game.Move) {
		if m.Action.Verb == game.Play {
			out = append(out, moment{move: i, trick: int(s.TrickNo), pos: int(s.TrickLen), seat: m.Seat, card: m.Action.Card, state: *s})
		}
		i++
	}
	if _, err := game.Rebuild(rules, game.History{Hands: []game.HandRecord{h}}, watch); err != nil {
		return nil, err
	}
	return out, nil
}

// gameAt rebuilds a hand as it stood just before one of its moves: its deal, then every move
// before that one. The game is new (no score, no history but this hand) and unseeded, so no
// hand is dealt after it.
func gameAt(rules game.Rules, h game.HandRecord, move int) (*game.Game, error) {
	if move < 0 || move >= len(h.Moves) {
		return nil, fmt.Errorf("move %d of a hand of %d moves", move+1, len(h.Moves))
	}
	g, err := game.NewDealtGame(rules, h.Dealer, h.Deal)
	if err != nil {
		return nil, err
	}
	for j, m := range h.Moves[:move] {
		if cur := g.State.Current(); m.Seat != cur {
			return nil, fmt.Errorf("move %d (%s): it is %s's turn", j+1, m, cur.Name())
		}
		if _, err := g.Apply(m.Action); err != nil {
			return nil, fmt.Errorf("move %d (%s): %v", j+1, m, err)
		}
	}
	return g, nil
}

// takenSoFar gives what each team has taken in the tricks completed in a state, in the
// review's measure: card points (Tarabish; the last-trick bonus comes with the last trick)
// or tricks (Tarneeb).
func takenSoFar(s *game.State) [2]int {
	if s.Rules.Game.Ruleset().CardPoints {
		return s.Points
	}
	return [2]int{int(s.Tricks[0]), int(s.Tricks[1])}
}

// handTook gives what each team took in a finished hand, in the review's measure: card
// points and the last trick (Tarabish) or tricks (Tarneeb).
func handTook(r game.HandResult) [2]int {
	out := r.Tricks
	if r.Game.Ruleset().CardPoints {
		for t := range out {
			out[t] = r.CardPoints[t] + r.LastTrick[t]
		}
	}
	return out
}

// tookWords says what each team took in the review's unit: "points, us 80, them 82".
func tookWords(ctx *Context, k game.Kind, v [2]int) string {
	unit := "review.points"
	if k == game.Tarneeb {
		unit = "review.tricks"
	}
	return ctx.T(unit, "us", v[game.NS], "them", v[game.EW])
}
