package scenes

import (
	"fmt"

	"tarabish/game"
	"tarabish/settings"
)

// NewSingleDeal starts one deal played on its own, by its number, from a score of nothing:
// it is not saved as the game in progress and not counted in the game statistics; its hand
// goes into the hand history, where it can be reviewed and played again.
func NewSingleDeal(ctx *Context, rules game.Rules, no game.DealNo) (Scene, error) {
	g, err := game.NewNumberedGame(rules, no)
	if err != nil {
		return nil, fmt.Errorf("deal %d: %v", no, err)
	}
	t := tableFor(ctx, g)
	t.Single = true
	t.S.OnHand = ctx.singleEnded
	return &DealScene{tableScene{t: t}}, nil
}

// singleEnded puts a single deal's finished hand into the hand history.
func (ctx *Context) singleEnded(g *game.Game, handNo int, after game.State) {
	if !ctx.keeps() || handNo < 1 || handNo > len(g.Hands) {
		return
	}
	st, hand, r := *ctx.Files.Store, g.Hands[handNo-1], after.Result
	ctx.gameSaver().Later(func() error {
		notice, err := settings.AddHand(st, after.Rules.Game, after.Rules, handNo, hand, r)
		if err != nil {
			return writeNote{"history.failed", err}
		}
		return notice
	})
}
