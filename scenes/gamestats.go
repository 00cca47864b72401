package scenes

import "tarabish/game"

// gameTally is one finished game's figures per team, counted from its hands' results, for
// the game-over screen.
type gameTally struct {
	Hands    int    // hands played (thrown-in hands not counted)
	ThrownIn int    // hands thrown in
	Called   [2]int // Tarabish: hands in which the team called trump; Tarneeb: bids won
	Made     [2]int // Tarneeb: bids made
	Bait     [2]int // Tarabish: hands the team went bait (full); Tarneeb: bids failed
	HalfBait [2]int // Tarabish: half bait
	Bella    [2]int // Tarabish: Bellas counted
	Runs     [2]int // Tarabish: run points counted
	Capot    [2]int // Tarabish: hands with every trick; Tarneeb: kaboots
	Best     [2]int // the team's best hand score
}

// tallyGame counts a game's figures from its hands' results.
func tallyGame(k game.Kind, results []game.HandResult) gameTally {
	var g gameTally
	for _, r := range results {
		if r.ThrownIn {
			g.ThrownIn++
			continue
		}
		g.Hands++
		c := r.Caller.Team()
		g.Called[c]++
		for t := range 2 {
			g.Best[t] = max(g.Best[t], r.Score[t])
			g.Runs[t] += r.Runs[t]
			if r.Bella[t] > 0 {
				g.Bella[t]++
			}
		}
		switch {
		case k == game.Tarneeb && r.Made:
			g.Made[c]++
		case r.Failed():
			g.Bait[c]++
		case r.Bait == game.BaitHalf:
			g.HalfBait[c]++
		}
		if r.Kaboot || r.Capot {
			winner := game.NS
			if r.Tricks[game.EW] > r.Tricks[game.NS] {
				winner = game.EW
			}
			g.Capot[winner]++
		}
	}
	return g
}
