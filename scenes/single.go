package scenes

import (
	"fmt"

	"tarabish/game"
)

// NewSingleDeal starts one deal played on its own, by its number, from a score of nothing:
// it is not saved as the game in progress and not counted in the game statistics; its hand
// goes into the hand history, where it can be reviewed and played again, and with the aid
// Compare with the computer on, the scoreboard sets it against the computer's replay.
func NewSingleDeal(ctx *Context, rules game.Rules, no game.DealNo) (Scene, error) {
	g, err := game.NewNumberedGame(rules, no)
	if err != nil {
		return nil, fmt.Errorf("deal %d: %v", no, err)
	}
	t := tableFor(ctx, g)
	t.Single = true
	t.S.OnHand = func(g *game.Game, handNo int, after game.State) {
		ctx.addToHistory(g, handNo, after) // and nothing else: no statistics, no save
		if aid(ctx.Prefs, "compare") {
			t.compareHand(ctx, handNo, after)
		}
	}
	return &DealScene{tableScene{t: t}}, nil
}
