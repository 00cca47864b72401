package ai

import (
	"tarabish/ai/dd"
	"tarabish/game"
)

// CardValue is what one legal card is worth in one sampled deal.
type CardValue struct {
	Card  game.Card
	Value float64 // the hand score of the seat's team minus the other team's, with best play after the card
	Good  bool    // the seat's team gets what it wants on the contract: made when calling, beaten when defending
}

// SampleValues values every legal card of v.Seat in one deal of the hidden cards (as
// SampleDeal gives it) by the double-dummy solver under the game's real scoring (bait,
// contracts, runs and Bella), as the hard player values cards when it solves exactly. It
// appends to dst in card order, and appends nothing outside the play phase or when the
// solve stopped at a limit.
func SampleValues(solver *dd.Solver, v *game.View, hands [4]game.Cards, dst []CardValue) []CardValue {
	if v.Phase != game.PhasePlay {
		return dst
	}
	st := determinize(v, hands)
	team := v.Seat.Team()
	sc := newScorer(&st)
	rem := remainingValue(&st)
	tgt := sc.target(rem)
	for _, cs := range solver.ScoreCards(Position(&st), nil) {
		if solver.Limited() {
			return dst
		}
		var got [2]int
		got[team], got[team.Other()] = cs.Value, rem-cs.Value
		good := (got[sc.caller] >= tgt) == (team == sc.caller)
		dst = append(dst, CardValue{Card: cs.Card, Value: sc.diff(team, got), Good: good})
	}
	return dst
}
