package ai

import (
	"tarabish/ai/dd"
	"tarabish/game"
)

// narrowTol is how close, in Tarabish card points, a narrowed card's bounds must be when
// the player values cards only as exactly as its scoring needs (Search.Narrow): at most 5
// points off, little against the spread between samples.
const narrowTol = 10

// scorePivots gives the values from here on of team me at which the hand's score difference
// for me jumps (the contract's target, capot, the game's end), where the scoring is not the
// usual two points of difference per point: a value known between two pivots, and within
// narrowTol, is valued well enough. At most max pivots, the lowest first.
func scorePivots(sc *scorer, me game.Team, rem, max int) []int {
	var out []int
	prev := 0.0
	for v := 0; v <= rem && len(out) < max; v++ {
		var got [2]int
		got[me], got[me.Other()] = v, rem-v
		d := sc.diff(me, got)
		if v > 0 && (d-prev > 4 || d-prev < 0) {
			out = append(out, v)
		}
		prev = d
	}
	return out
}

// narrowScores values the legal cards among e.among by the solver's bounds (dd.Narrow) and
// appends to dst each card with the value the scoring takes: the middle of its bounds, or
// for a card only shown worse than the best, its bound.
func (e *sampleEval) narrowScores(st *game.State, sc *scorer, me game.Team, rem int, dst []dd.CardScore) []dd.CardScore {
	n := dd.Narrow{First: e.first}
	if st.Rules.Game.Ruleset().CardPoints {
		n.Tol = narrowTol
		n.Pivots = scorePivots(sc, me, rem, 8)
	}
	n.Best = true
	bounds := e.solver.ScoreCardsWithin(Position(st), e.among, n, nil)
	for _, b := range bounds {
		v := (b.Lo + b.Hi) / 2
		if b.Below {
			v = b.Hi
		}
		dst = append(dst, dd.CardScore{Card: b.Card, Value: v})
	}
	return dst
}
