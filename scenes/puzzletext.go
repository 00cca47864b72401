package scenes

import (
	"tarabish/ai/puzzles"
	"tarabish/game"
)

// puzzleNumber gives a puzzle's number within its game, from 1.
func puzzleNumber(p *puzzles.Puzzle) int {
	for i, q := range puzzles.For(p.Game) {
		if q.ID == p.ID {
			return i + 1
		}
	}
	return 0
}

// puzzleTitle words a puzzle's title: its game, number and theme.
func puzzleTitle(ctx *Context, p *puzzles.Puzzle) string {
	return ctx.T("puzzle.title", "game", ctx.T("game."+p.Game.String()), "n", puzzleNumber(p), "theme", ctx.T("theme."+string(p.Theme)))
}

// puzzleLeft gives what is still to be won from the position: Tarabish card points (the
// trick on the table and the last trick's bonus included), or Tarneeb tricks.
func puzzleLeft(p *puzzles.Puzzle) int {
	if !p.Game.Ruleset().CardPoints {
		return p.Hands[p.ToMove()].Len()
	}
	left := game.DefaultRules(p.Game).LastTrick
	for _, h := range p.Hands {
		for _, c := range h.Slice() {
			left += game.Points(c, p.Trump)
		}
	}
	for _, c := range p.Trick {
		left += game.Points(c, p.Trump)
	}
	return left
}

// puzzleGoal words a puzzle's goal from its theme and facts.
func puzzleGoal(ctx *Context, p *puzzles.Puzzle) string {
	suit := ctx.T("suit.word." + p.Trump.String())
	left, need := puzzleLeft(p), p.Need()
	if p.Game == game.Tarneeb {
		return ctx.T("goal.tn."+string(p.Theme), "bid", p.Bid, "suit", suit, "tricks", p.Tricks[p.Side], "need", need, "left", left)
	}
	total := 162
	if p.Bella != game.NoSeat {
		total += 20
	}
	key := "goal.tb." + string(p.Theme)
	if p.Theme == puzzles.ThemeBella {
		key += "." + p.Bella.String()
	}
	return ctx.T(key, "suit", suit, "target", p.Target, "total", total, "need", need, "left", left,
		"max", total-p.Target, "tricks", p.Hands[p.ToMove()].Len())
}
