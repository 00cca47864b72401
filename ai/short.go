package ai

import (
	"tarabish/ai/dd"
	"tarabish/game"
)

// bestScores values the legal cards among e.among as the solver's ScoreCardsBest does, a card
// shown e.short or more short of the best only by its bound, and appends them to dst.
func (e *sampleEval) bestScores(st *game.State, dst []dd.CardScore) []dd.CardScore {
	bounds := e.solver.ScoreCardsBest(Position(st), e.among, e.first, e.short, nil)
	for _, b := range bounds {
		dst = append(dst, dd.CardScore{Card: b.Card, Value: b.Value})
	}
	return dst
}
