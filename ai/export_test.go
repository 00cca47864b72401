package ai

import (
	"context"
	"math/rand/v2"
	"time"

	"tarabish/game"
)

// LateScore gives the hand score each team ends with from a full-information state in the
// play, as the computer players value it: the solver's play from here on, under their scorer.
func LateScore(st *game.State) [2]int {
	solver := BorrowSolver()
	defer ReturnSolver(solver)
	sc := newScorer(st)
	rem := remainingValue(st)
	val, _ := solver.Solve(Position(st))
	me := st.Turn.Team()
	var got [2]int
	got[me], got[me.Other()] = val, rem-val
	return sc.scores(got)
}

// CapEverySolve makes every solve of the sampling players stop at once (as a pathological
// deal past the deadline would), until the returned function undoes it.
func CapEverySolve() (undo func()) {
	old := callLimit
	callLimit = func(time.Time) time.Duration { return time.Nanosecond }
	return func() { callLimit = old }
}

// EasyAction is the easy player's choice, the sampling players' fallback.
func EasyAction(v *game.View) game.Action { return easyAction(v) }

// ScoreSamples gives how many samples the hard player's exact valuation of every card (the
// solver's ScoreCards) kept for a view in the play.
func ScoreSamples(v *game.View, budget time.Duration) int {
	_, n := NewHard().evalCards(context.Background(), v, playsIn(legalActions(&v.State)), modeScore, budget, rand.New(rand.NewPCG(1, 1)))
	return n
}

// PlayReason says why a hint suggesting action a for v.Seat would suggest it, with cards
// the seat's legal cards.
func PlayReason(v *game.View, a game.Action, cards game.Cards) Reason {
	return playReason(v, &HintResult{Action: a}, cards)
}

// JudgeCard compares a played card with a hint's options, as ExplainCard does.
func JudgeCard(v *game.View, h HintResult, c game.Card) CardWhy {
	return judgeCard(v, h, c, v.LegalPlays())
}

// PickFromMeans gives the card the player picks when each card's average over 100 samples is
// as given, valued by rollouts (or, without rollout, solved exactly).
func PickFromMeans(s *Search, v *game.View, means map[game.Card]float64, rollout bool) game.Card {
	var stats []cardStat
	for c, m := range means {
		stats = append(stats, cardStat{Card: c, Sum: 100 * m, N: 100})
	}
	mode := modeScore
	if rollout {
		mode = modeRollout
	}
	return s.pickCard(v, stats, mode)
}
