package session

import (
	"context"
	"math/rand/v2"
	"time"

	"tarabish/ai"
	"tarabish/game"
)

// guidedDeals are the fixed deals of the guided first hands, each seat's cards in deal
// order (Tarabish: the first six, then the kitty). In Tarabish you (South) hold the J and 9
// of hearts, the K and Q (Bella after the kitty) and a twenty in diamonds; in Tarneeb a long,
// strong spade suit.
var guidedDeals = [game.Kinds]struct {
	dealer game.Seat
	hands  [4]string
}{
	{game.East, [4]string{
		"AH TS KS AC TC 7C 8S JD QD",
		"TH 7H 6S 7S 9S KC QS 6D AD",
		"JH 9H AS 7D 8D 9D KH QH 6C",
		"6H 8H JS 8C 9C JC QC TD KD",
	}},
	{game.West, [4]string{
		"AH KH 4H 3D 7D 9D 2C 5C 8C JC 6S 4S 2S",
		"QH JH 9H 7H 5H 2H KD TD 6D KC QC TC 3S",
		"AS KS QS JS TS 9S 8S AD QD 4D AC 6H 3H",
		"TH 8H JD 8D 7C 6C 5D 2D 9C 4C 3C 7S 5S",
	}},
}

// NewGuided starts the guided first hand of a game: a fixed deal under the default rules,
// the person South, and computer seats that leave the bidding to the person and play like
// the easy player, so the hand goes the same way every time.
func NewGuided(k game.Kind) (*Session, error) {
	d := guidedDeals[k]
	var deal [4][]game.Card
	for seat, h := range d.hands {
		cards, err := game.ParseCards(h)
		if err != nil {
			return nil, err
		}
		deal[seat] = cards
	}
	g, err := game.NewDealtGame(game.DefaultRules(k), d.dealer, deal)
	if err != nil {
		return nil, err
	}
	s := New(g, game.South, [4]ai.Player{Tutor{}, Tutor{}, Tutor{}, Tutor{}})
	s.Guided = true
	return s, nil
}

// Tutor is the guided hand's computer player: it leaves the bidding to the person (its
// first legal action, a pass) and plays its cards as the easy player does.
type Tutor struct{}

// Choose passes in the bidding and plays like the easy player.
func (Tutor) Choose(ctx context.Context, v *game.View, budget time.Duration, rng *rand.Rand) game.Action {
	if v.Phase == game.PhasePlay {
		return ai.Easy{}.Choose(ctx, v, budget, rng)
	}
	return v.AppendLegal(nil)[0]
}
