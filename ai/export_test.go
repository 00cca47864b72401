package ai

import "tarabish/game"

// LateScore gives the hand score each team ends with from a full-information state in the
// play, as the computer players value it: the solver's play from here on, under their scorer.
func LateScore(st *game.State) [2]int {
	solver := getSolver()
	defer putSolver(solver)
	sc := newScorer(st)
	rem := remainingValue(st)
	val, _ := solver.Solve(Position(st))
	me := st.Turn.Team()
	var got [2]int
	got[me], got[me.Other()] = val, rem-val
	return sc.scores(got)
}
