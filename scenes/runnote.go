package scenes

import "tarabish/game"

// lastHandLosses replays the game up to the last move of a finished hand and asks the
// engine why each team's announced runs counted nothing there (none when it cannot tell).
func lastHandLosses(g *game.Game, hand int) [2]game.RunLoss {
	var out [2]game.RunLoss
	if hand < 1 || hand > len(g.Hands) || g.State.Rules.Game != game.Tarabish {
		return out
	}
	h := g.History()
	h.Hands = h.Hands[:hand]
	total := 0
	for _, hr := range h.Hands {
		total += len(hr.Moves)
	}
	seen := 0
	// a seeded replay stopped after this hand misses the hand dealt next: that error comes
	// after the last move was seen, so it is not a failure here
	_, _ = game.Rebuild(g.State.Rules, h, func(before *game.State, _ game.Move) {
		if seen++; seen == total {
			out = before.LostRuns() // the hand's last card changes no run
		}
	})
	return out
}

// runLossKey gives the message that says why a team's runs counted nothing ("" when they
// counted or none were announced).
func runLossKey(t game.Team, l game.RunLoss) string {
	name := map[game.RunLoss]string{game.RunsNotShown: "unshown", game.RunsBeaten: "beaten", game.RunsCancelled: "cancelled"}[l]
	if name == "" {
		return ""
	}
	return "runs.void." + name + "." + teamKey(t)
}
