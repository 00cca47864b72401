package ai

import (
	"context"
	"math/rand/v2"
	"slices"
	"time"

	"tarabish/ai/dd"
	"tarabish/game"
)

// Valuing cards over the sampled worlds together, against strategy fusion. A sampling player
// values a card in each world as if it would then see every card: in each world apart it finds
// its best next card, where in play it must choose one card for all the worlds it cannot tell
// apart. Here, after each card, the other seats play their double-dummy best cards in each
// world (the easy player's among equals) up to the player's next turn; there the player
// chooses its next card once, the best on average over every sampled world in which the cards
// it has seen could have been played, and the solver values the rest of each world. Measured
// in matches of endings it did not play better than valuing the worlds apart, so no level
// uses it (Search.Worlds; see the README).

// worldsMin is the fewest worlds worth searching together.
const worldsMin = 8

// evalWorlds values each card of list over the samples searched together (see above) within
// the deadline; ok is false when a limit or the deadline stopped it before every card had its
// value (the caller then values the cards one world at a time).
func (s *Search) evalWorlds(ctx context.Context, v *game.View, list []game.Card, samples []weighted, deadline time.Time) (stats []cardStat, ok bool) {
	if len(samples) < worldsMin {
		return nil, false
	}
	roots := make([]worldNode, len(samples))
	scorers := make([]scorer, len(samples))
	for i := range samples {
		roots[i] = worldNode{st: determinize(v, samples[i].hands), i: i}
		scorers[i] = newScorer(&roots[i].st)
	}
	stats = make([]cardStat, len(list))
	valued := make([]bool, len(list))
	eachSample(ctx, max(1, s.Workers), len(list), deadline, func(_ int, solver *dd.Solver, i int) {
		ws := worldSearch{solver: solver, me: v.Seat, roots: roots, samples: samples, scorers: scorers, deadline: deadline}
		stats[i].Card = list[i]
		valued[i] = ws.card(list[i], &stats[i])
	})
	if ctx.Err() != nil || slices.Contains(valued, false) {
		return nil, false
	}
	return stats, true
}

// worldNode is one world at some point of the search.
type worldNode struct {
	st   game.State
	seen [6]game.Card // the others' cards since the player's last card (0 to 6 of them, then NoCard)
	i    int          // the world's index
}

// worldSearch is one worker's search over the worlds.
type worldSearch struct {
	solver  *dd.Solver
	me      game.Seat
	roots   []worldNode // the worlds as they are now
	samples []weighted
	scorers []scorer // each world's scoring from now on
	buf     []dd.CardScore
	// deadline: past it every solve fails (the search gives up rather than run late)
	deadline time.Time
}

// card adds card c's value over the worlds to stat; false when a solve stopped at a limit, the
// deadline passed or a world could not go on (the value is then incomplete).
func (ws *worldSearch) card(c game.Card, stat *cardStat) bool {
	next := make([]worldNode, len(ws.roots))
	for j, n := range ws.roots {
		if !ws.after(&n, c) {
			return false
		}
		next[j] = n
	}
	slices.SortFunc(next, func(a, b worldNode) int { return slices.Compare(a.seen[:], b.seen[:]) })
	team := ws.me.Team()
	for len(next) > 0 {
		k := 1
		for k < len(next) && next[k].seen == next[0].seen {
			k++
		}
		got, ok := ws.chosenAmong(ws.alike(c, next[0].seen), next[:k])
		if !ok {
			return false
		}
		for g, n := range next[:k] {
			sc := &ws.scorers[n.i]
			stat.add(*sc, team, got[g], sc.target(remainingValue(&ws.roots[n.i].st)), ws.samples[n.i].w)
		}
		next = next[k:]
	}
	return true
}

// after plays c in n's world, then the other seats' double-dummy choices up to the player's
// next turn, noting them in n.seen; false when the world cannot go on.
func (ws *worldSearch) after(n *worldNode, c game.Card) bool {
	if n.st.Apply(withBella(&n.st, c)) != nil {
		return false
	}
	for k := range n.seen {
		n.seen[k] = game.NoCard
	}
	for k := 0; n.st.Current() != ws.me; k++ {
		if k == len(n.seen) || n.st.Phase != game.PhasePlay || n.st.Hands[ws.me] == 0 {
			return false // not a position this search is for (the player holds two cards or more)
		}
		if !ws.score(&n.st) {
			return false
		}
		n.seen[k] = doubleDummyChoice(&n.st, ws.buf)
		if n.st.Apply(withBella(&n.st, n.seen[k])) != nil {
			return false
		}
	}
	return n.st.Phase == game.PhasePlay
}

// alike gives the worlds in which c and then the cards seen could have been played: those the
// player cannot tell apart after seeing them, whatever the others' reasons for their cards.
func (ws *worldSearch) alike(c game.Card, seen [6]game.Card) []worldNode {
	var out []worldNode
next:
	for _, n := range ws.roots {
		if n.st.Apply(withBella(&n.st, c)) != nil {
			continue
		}
		for _, x := range seen {
			if x == game.NoCard {
				break
			}
			if n.st.Phase != game.PhasePlay || n.st.Apply(withBella(&n.st, x)) != nil {
				continue next
			}
		}
		n.seen = seen
		out = append(out, n)
	}
	return out
}

// chosenAmong chooses the player's card as it would in play, on the worlds of decide (its
// belief), and gives what each team wins under it in the worlds of group (within decide).
func (ws *worldSearch) chosenAmong(decide, group []worldNode) ([][2]int, bool) {
	got, ok := ws.solved(decide)
	if !ok {
		return nil, false
	}
	at := make(map[int]int, len(decide))
	for j, n := range decide {
		at[n.i] = j
	}
	out := make([][2]int, len(group))
	for g, n := range group {
		j, ok := at[n.i]
		if !ok {
			return nil, false
		}
		out[g] = got[j]
	}
	return out, true
}

// solved chooses the player's card once for the worlds of nodes, the best on their weighted
// average with each world finished by the solver, and gives what each team wins from the
// root on in each world under it.
func (ws *worldSearch) solved(nodes []worldNode) ([][2]int, bool) {
	team := ws.me.Team()
	var byCard [][][2]int // by card, then node
	var cards []game.Card
	for j := range nodes {
		n := &nodes[j]
		if !ws.score(&n.st) {
			return nil, false
		}
		if j == 0 {
			for _, cs := range ws.buf {
				cards = append(cards, cs.Card)
				byCard = append(byCard, make([][2]int, len(nodes)))
			}
		}
		if len(ws.buf) != len(cards) {
			return nil, false // worlds alike to the player leave it the same cards: never so
		}
		root := &ws.roots[n.i].st
		rem := remainingValue(root)
		before, now := taken(root), taken(&n.st)
		for k, cs := range ws.buf {
			g := &byCard[k][j]
			g[team] = now[team] - before[team] + cs.Value
			g[team.Other()] = rem - g[team]
		}
	}
	best := 0
	sums := make([]float64, len(cards))
	for k := range cards {
		sums[k] = ws.sum(nodes, byCard[k])
		if sums[k] > sums[best] {
			best = k
		}
	}
	return byCard[best], true
}

// score puts the solver's value of every legal card of st in ws.buf; false when a limit or
// the deadline stopped it.
func (ws *worldSearch) score(st *game.State) bool {
	if time.Now().After(ws.deadline) {
		return false
	}
	ws.buf = ws.solver.ScoreCards(Position(st), ws.buf[:0])
	return !ws.solver.Limited() && len(ws.buf) > 0
}

// sum gives the weighted sum over the worlds of nodes of the player's score difference when
// the teams win got.
func (ws *worldSearch) sum(nodes []worldNode, got [][2]int) float64 {
	team := ws.me.Team()
	total := 0.0
	for j, n := range nodes {
		total += ws.samples[n.i].w * ws.scorers[n.i].diff(team, got[j])
	}
	return total
}

// doubleDummyChoice gives the card the seat to move plays in a full-information State: the
// best for its team by the solver's values, the easy player's card among equally good ones.
func doubleDummyChoice(st *game.State, scores []dd.CardScore) game.Card {
	best := scores[0].Value
	for _, cs := range scores[1:] {
		best = max(best, cs.Value)
	}
	var tied game.Cards
	for _, cs := range scores {
		if cs.Value == best {
			tied |= cs.Card.Mask()
		}
	}
	if tied.Len() == 1 {
		return tied.First()
	}
	v := st.View(st.Current())
	return easyCard(&v, tied)
}

// taken gives what each team has won so far in the hand: card points with the last trick
// (Tarabish), tricks (Tarneeb).
func taken(st *game.State) [2]int {
	if !st.Rules.Game.Ruleset().CardPoints {
		return [2]int{int(st.Tricks[0]), int(st.Tricks[1])}
	}
	return st.Points
}

// valueOverWorlds draws the samples and values the cards over them together within half the
// budget; it gives the statistics and the number of samples, 0 when it could not finish.
func (s *Search) valueOverWorlds(ctx context.Context, v *game.View, cards game.Cards, budget time.Duration, rng *rand.Rand) ([]cardStat, int) {
	deadline := time.Now().Add(budget / 2)
	samples := s.drawSamples(ctx, v, s.cardSamples(v.Rules.Game), rng)
	st, ok := s.evalWorlds(ctx, v, cards.Slice(), samples, deadline)
	if !ok {
		return nil, 0
	}
	return st, len(samples)
}
