// Package review goes over a finished hand with every card known: what each side could have
// taken with best play from both (double dummy), and the person's team's plays that cost
// the most, with the card that was best instead.
package review

import (
	"context"
	"fmt"
	"sort"
	"time"

	"tarabish/ai"
	"tarabish/ai/dd"
	"tarabish/game"
)

// Play is one card of the North–South team, as the review judges it.
type Play struct {
	Trick    int       // the trick, from 0
	Seat     game.Seat // North or South
	Card     game.Card // what was played
	Best     game.Card // a best card in its place
	Loss     int       // points (Tarabish) or tricks (Tarneeb) the card gave away against best play
	Analysed bool      // false when the time budget ran out before this position was solved
}

// Trick is one trick as it was played.
type Trick struct {
	Leader game.Seat
	Cards  [4]game.Card // in play order from the leader
	Winner game.Seat
}

// Review is the analysis of one hand. Values are card points with the last trick (Tarabish)
// or tricks (Tarneeb), per team; melds, Bella and bait are left out.
type Review struct {
	Game     game.Kind
	Hands    [4]game.Cards // every hand as it was when play began
	Trump    game.Suit
	Caller   game.Seat
	Tricks   []Trick
	Actual   [2]int // what each team took
	Best     [2]int // what each team takes with best play from both sides from the first lead
	HasBest  bool   // Best was solved within the budget
	Plays    []Play // every North–South card, in order
	Worst    []Play // up to three North–South cards that cost the most (Loss > 0), worst first
	Analysed int    // how many positions were solved
}

// position is the play just before one card, with the card that was played.
type position struct {
	pos   dd.Position
	seat  game.Seat
	card  game.Card
	trick int
}

// Analyse replays a finished hand and judges it within a time budget (or until ctx is
// cancelled), solving the smallest positions (the last tricks) first.
func Analyse(ctx context.Context, rules game.Rules, h game.HandRecord, budget time.Duration) (Review, error) {
	r := Review{Game: rules.Game}
	var positions []position
	watch := func(s *game.State, m game.Move) {
		if m.Action.Verb != game.Play {
			return
		}
		if s.TrickNo == 0 && s.TrickLen == 0 {
			r.Hands, r.Trump, r.Caller = s.Hands, s.Trump, s.Caller
		}
		positions = append(positions, position{pos: ai.Position(s), seat: s.Turn, card: m.Action.Card, trick: int(s.TrickNo)})
	}
	g, err := game.Rebuild(rules, game.History{Hands: []game.HandRecord{h}}, watch)
	if err != nil {
		return Review{}, err
	}
	s := &g.State
	if s.Phase != game.PhaseDeal && s.Phase != game.PhaseOver || s.Result.ThrownIn {
		return Review{}, fmt.Errorf("the hand was not played to the end")
	}
	for t := 0; t < int(s.TrickNo); t++ {
		r.Tricks = append(r.Tricks, Trick{Leader: s.TrickBy[t], Cards: s.ByTrick[t], Winner: s.WonBy[t]})
	}
	res := s.Result
	for t := range r.Actual {
		r.Actual[t] = res.Tricks[t]
		if rules.Game.Ruleset().CardPoints {
			r.Actual[t] = res.CardPoints[t] + res.LastTrick[t]
		}
	}
	r.judge(ctx, positions, budget)
	return r, nil
}

// judge solves the North–South positions from the last one back, then the first lead.
func (r *Review) judge(ctx context.Context, positions []position, budget time.Duration) {
	deadline := time.Now().Add(budget)
	solver := dd.NewSolver()
	solver.SetCancel(ctx.Done()) // closing the review stops the solve under way
	var scores []dd.CardScore
	for i := range positions {
		p := positions[i]
		if p.seat.Team() == game.NS {
			r.Plays = append(r.Plays, Play{Trick: p.trick, Seat: p.seat, Card: p.card})
		}
	}
	k := len(r.Plays) - 1
	for i := len(positions) - 1; i >= 0 && time.Now().Before(deadline) && ctx.Err() == nil; i-- {
		p := positions[i]
		if p.seat.Team() != game.NS {
			continue
		}
		scores = solver.ScoreCards(p.pos, scores[:0])
		best, chosen := -1, -1
		var bestCard game.Card
		for _, sc := range scores {
			if sc.Value > best {
				best, bestCard = sc.Value, sc.Card
			}
			if sc.Card == p.card {
				chosen = sc.Value
			}
		}
		if best >= 0 && chosen >= 0 {
			r.Plays[k].Best, r.Plays[k].Loss, r.Plays[k].Analysed = bestCard, best-chosen, true
			r.Analysed++
		}
		k--
	}
	if len(positions) > 0 && time.Now().Before(deadline) && ctx.Err() == nil {
		first := positions[0].pos
		v, _ := solver.Solve(first)
		total := r.Actual[0] + r.Actual[1]
		lead := first.Leader.Team()
		r.Best[lead], r.Best[lead.Other()] = v, total-v
		r.HasBest = true
	}
	for _, p := range r.Plays {
		if p.Analysed && p.Loss > 0 {
			r.Worst = append(r.Worst, p)
		}
	}
	sort.SliceStable(r.Worst, func(i, j int) bool { return r.Worst[i].Loss > r.Worst[j].Loss })
	if len(r.Worst) > 3 {
		r.Worst = r.Worst[:3]
	}
}
