package scenes

import (
	"context"

	"tarabish/ai"
	"tarabish/game"
	"tarabish/scenes/session"
)

// replayThink is how long the computer in the person's seat, and the others at its table,
// may think over one decision of a replayed hand: less than at the table, so that the
// comparison is ready soon after the hand.
const replayThink = session.ThinkBudget / 2

// comparison is a hand the person played beside the same hand played again by the computer
// in the person's seat (the hard player), as duplicate bridge compares two tables. The replay
// runs off the game loop; stop cancels it.
type comparison struct {
	kind     game.Kind
	rules    game.Rules
	you      game.HandResult
	computer ai.Replay
	done     bool // the replay has finished (or failed: failed is then set)
	failed   bool
	result   chan replayDone
	cancel   context.CancelFunc
}

// replayDone is what the replay's goroutine hands back.
type replayDone struct {
	rep ai.Replay
	err error
}

// startComparison starts the computer's replay of hand i of the game, which the person (in
// South) finished with result you; levels are the table's players seat by seat.
func startComparison(g *game.Game, i int, you game.HandResult, levels [4]string) *comparison {
	c := &comparison{kind: g.State.Rules.Game, rules: g.State.Rules, you: you, result: make(chan replayDone, 1)}
	start, err := g.HandStart(i)
	if err != nil {
		c.done, c.failed = true, true
		return c
	}
	hand := g.Hands[i]
	players := session.Players(levels)
	seed := uint64(hand.No)<<8 ^ uint64(i) ^ g.Seed
	work, cancel := context.WithCancel(context.Background())
	c.cancel = cancel
	go func() {
		rep, err := ai.ReplayHand(work, start, hand, game.South, players, seed, replayThink)
		c.result <- replayDone{rep, err}
	}()
	return c
}

// poll takes the replay's result once it is there, without waiting; it reports whether the
// comparison has just become complete.
func (c *comparison) poll() bool {
	if c == nil || c.done {
		return false
	}
	select {
	case r := <-c.result:
		c.done, c.computer, c.failed = true, r.rep, r.err != nil
		return true
	default:
		return false
	}
}

// stop cancels the replay if it is still running.
func (c *comparison) stop() {
	if c != nil && c.cancel != nil {
		c.cancel()
	}
}

// ready reports whether both results are there to compare.
func (c *comparison) ready() bool { return c != nil && c.done && !c.failed }

// handDiff is what the person's line gained over the computer's on the same cards: the
// difference in net score (as duplicate bridge scores a deal: what the person's team scored
// less what the other team scored), and (Tarneeb) in the team's tricks.
type handDiff struct {
	Score, Tricks int
}

// netScore gives a hand's score as duplicate bridge counts it, from the person's side: the
// points of North–South less those of East–West.
func netScore(r game.HandResult) int { return r.Score[game.NS] - r.Score[game.EW] }

// compareHands gives the difference between the person's result and the computer's, for the
// person's team (North–South).
func compareHands(you, computer game.HandResult) handDiff {
	return handDiff{Score: netScore(you) - netScore(computer), Tricks: you.Tricks[game.NS] - computer.Tricks[game.NS]}
}

// comparisonLevels gives the players of the table's seats as the preferences name them.
func comparisonLevels(ctx *Context) [4]string {
	var levels [4]string
	for seat := range levels {
		levels[seat] = string(ctx.Prefs.AI.For(game.Seat(seat)))
	}
	return levels
}
