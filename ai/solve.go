package ai

import (
	"tarabish/ai/dd"
	"tarabish/game"
)

// The bridge between a sampled deal and the double-dummy solver: a shared pool of solvers,
// positions built from states, and each game's real scoring applied to solver values.

// solverPool keeps the solvers (up to 32 MiB of table each) for reuse; two cover both cores.
var solverPool = make(chan *dd.Solver, 2)

// BorrowSolver takes a solver from the pool or makes one; give it back with ReturnSolver.
func BorrowSolver() *dd.Solver {
	select {
	case s := <-solverPool:
		return s
	default:
		return dd.NewSolver()
	}
}

// ReturnSolver returns a solver to the pool (dropping it when the pool is full).
func ReturnSolver(s *dd.Solver) {
	select {
	case solverPool <- s:
	default:
	}
}

// determinize turns a View in the play phase into a full State with the sampled hands: every
// hand filled in, and the other seats' melds and Bella as their cards make them.
func determinize(v *game.View, hands [4]game.Cards) game.State {
	st := v.State
	st.Hands = hands
	if !st.Rules.Game.Ruleset().Melds || st.Phase != game.PhasePlay {
		return st
	}
	played := playedBy(&st)
	for p := game.North; p <= game.West; p++ {
		if p == v.Seat {
			continue
		}
		full := hands[p] | played[p]
		if st.Shown&(1<<p) == 0 {
			st.Melds[p] = game.FindMelds(full, st.Trump, &st.Rules)
		}
		if st.Bella == game.NoSeat && game.HoldsBella(full, st.Trump) {
			st.Bella = p
		}
	}
	return st
}

// SolverRules gives the double-dummy solver's rules for a game's rules.
func SolverRules(r game.Rules) dd.Rules {
	return dd.Rules{Game: r.Game, PartnerExemption: r.PartnerExemption, LastTrick: r.LastTrick}
}

// Position gives the solver position of a full-information State in the play phase: the one
// translation of the engine's state for the solver (the computer players, the hand review).
func Position(st *game.State) dd.Position {
	p := dd.Position{Rules: SolverRules(st.Rules), Hands: st.Hands, Trump: st.Trump, Leader: st.Leader,
		Trick: st.Trick, TrickLen: int(st.TrickLen)}
	p.Rules.LeadTrump = st.Rules.FirstLeadTrump && st.TrickNo == 0 && st.TrickLen == 0
	return p
}

// remainingValue gives the value still to be won from a State: Tarabish card points in hands
// and in the current trick plus the last-trick bonus; Tarneeb tricks.
func remainingValue(st *game.State) int {
	if !st.Rules.Game.Ruleset().CardPoints {
		return int(st.Counts[st.Turn]) // the current trick counts for the seat to act
	}
	all := st.Hands[0] | st.Hands[1] | st.Hands[2] | st.Hands[3]
	for i := 0; i < int(st.TrickLen); i++ {
		all |= st.Trick[i].Mask()
	}
	return setPoints(all, st.Trump) + st.Rules.LastTrick
}

// meldsOf gives the runs and Bella each team will count, as far as a (determinized) State
// tells: shown runs, runs of seats that announced or may still announce, Bella of the holder
// who said it or may still say it.
func meldsOf(st *game.State) (runs, bella [2]int) {
	r := &st.Rules
	counts := func(p game.Seat) bool {
		m := &st.Melds[p]
		if m.N == 0 {
			return false
		}
		switch {
		case st.Shown&(1<<p) != 0:
			return true
		case st.TrickNo == 0:
			return st.Announced&(1<<p) != 0 || !playedInTrick(st, p)
		case st.TrickNo == 1:
			return st.Announced&(1<<p) != 0 && !playedInTrick(st, p)
		}
		return false
	}
	best, ties := 0, 0
	winner := game.NoSeat
	seat := st.Dealer.Left()
	for i := 0; i < 4; i, seat = i+1, seat.Left() {
		if !counts(seat) {
			continue
		}
		switch k := st.Melds[seat].Best; {
		case k > best:
			best, ties, winner = k, 1, seat
		case k == best:
			ties++
		}
	}
	if winner != game.NoSeat {
		if r.RunScoring == game.RunScoringPlayer {
			if ties == 1 {
				runs[winner.Team()] = st.Melds[winner].Value
			}
		} else {
			for _, p := range [2]game.Seat{winner, winner.Partner()} {
				if counts(p) {
					runs[winner.Team()] += st.Melds[p].Value
				}
			}
		}
	}
	if st.BellaLive() {
		bella[st.Bella.Team()] = 20
	}
	return runs, bella
}

// playedInTrick reports whether a seat has played to the current trick.
func playedInTrick(st *game.State, p game.Seat) bool {
	s := st.Leader
	for i := 0; i < int(st.TrickLen); i++ {
		if s == p {
			return true
		}
		s = st.Rules.Game.Next(s)
	}
	return false
}

// scorer turns the value a team wins from a position on into the hand's score difference for
// a team, under the game's real scoring (bait, contracts, kaboot).
type scorer struct {
	kind   game.Kind
	rules  *game.Rules
	caller game.Team
	bid    int
	trump  game.Suit
	base   [2]int // Tarabish: card points taken plus runs and Bella; Tarneeb: tricks taken
	melds  [2]int // Tarabish runs and Bella per team
	tricks [2]int // Tarabish: tricks taken so far, for capot
	score  [2]int // the game score before the hand
}

// newScorer prepares the scoring of a determinized State.
func newScorer(st *game.State) scorer {
	sc := scorer{kind: st.Rules.Game, rules: &st.Rules, caller: st.Caller.Team(), bid: st.Bid, trump: st.Trump, score: st.Score}
	if !sc.kind.Ruleset().CardPoints {
		sc.base = [2]int{int(st.Tricks[0]), int(st.Tricks[1])}
		return sc
	}
	runs, bella := meldsOf(st)
	sc.tricks = [2]int{int(st.Tricks[0]), int(st.Tricks[1])}
	for t := 0; t < 2; t++ {
		sc.melds[t] = runs[t] + bella[t]
		sc.base[t] = st.Points[t] + sc.melds[t]
	}
	return sc
}

// diff gives team me's hand score minus the other team's when the teams win got from here
// on (points with the last trick, or tricks), plus a bonus (or malus) when the hand ends the
// game or set: near the target, winning it matters more than points.
func (sc *scorer) diff(me game.Team, got [2]int) float64 {
	score := sc.scores(got)
	return float64(score[me]-score[me.Other()]) + sc.endBonus(me, got, score)
}

// endBonus gives the value of the game (Tarabish: 400 points) or set (Tarneeb: twice the
// target; kaboot included) ending in team me's favour (positive) or against it (negative)
// with this hand.
func (sc *scorer) endBonus(me game.Team, got, score [2]int) float64 {
	t := sc.rules.Target
	total := [2]int{sc.score[0] + score[0], sc.score[1] + score[1]}
	c := sc.caller
	winner := game.NoTeam
	bonus := 400.0
	if !sc.kind.Ruleset().CardPoints {
		bonus = 2 * float64(t)
		switch kaboot := game.ScoreHand(sc.rules, sc.count(got)).Kaboot; {
		case kaboot != game.NoTeam:
			winner = kaboot
		case total[c] >= t:
			winner = c
		case total[c.Other()] >= t:
			winner = c.Other()
		}
	} else if total[0] >= t || total[1] >= t {
		switch {
		case total[0] > total[1]:
			winner = game.NS
		case total[1] > total[0]:
			winner = game.EW
		default:
			winner = c
		}
	}
	switch winner {
	case game.NoTeam:
		return 0
	case me:
		return bonus
	}
	return -bonus
}

// took gives what a team holds at the end of the hand: Tarabish points with runs and Bella,
// Tarneeb tricks.
func (sc *scorer) took(t game.Team, got [2]int) int { return sc.base[t] + got[t] }

// teamValue gives what a hint reports for a team: its hand score in Tarabish (bait applied),
// its tricks in Tarneeb.
func (sc *scorer) teamValue(t game.Team, got [2]int) float64 {
	if !sc.kind.Ruleset().CardPoints {
		return float64(sc.took(t, got))
	}
	return float64(sc.scores(got)[t])
}

// count gives what each team holds at the end of the hand when the teams win got from here
// on. A team has capot when the other has no trick yet and wins nothing from here on (exact
// from the last trick on, where the last-trick bonus goes with the trick).
func (sc *scorer) count(got [2]int) game.HandCount {
	c := game.HandCount{Caller: sc.caller, Bid: sc.bid, Trump: sc.trump, Capot: game.NoTeam, Before: sc.score}
	for t := range c.Took {
		c.Took[t] = sc.base[t] + got[t]
	}
	if sc.kind.Ruleset().CardPoints {
		for t := range sc.tricks {
			if o := game.Team(t).Other(); sc.tricks[o] == 0 && got[o] == 0 {
				c.Capot = game.Team(t)
			}
		}
	}
	return c
}

// scores gives both teams' hand scores when they win got from here on, by the engine's scoring.
func (sc *scorer) scores(got [2]int) [2]int {
	return game.ScoreHand(sc.rules, sc.count(got)).Score
}

// target gives the value the calling team must still win from here on to make its contract
// (Tarabish: avoid bait, half bait included; Tarneeb: make the bid).
func (sc *scorer) target(remaining int) int {
	c := sc.caller
	if !sc.kind.Ruleset().CardPoints {
		return sc.bid - sc.base[c]
	}
	if sc.rules.Bidding == game.BiddingAuction {
		return sc.bid - sc.base[c]
	}
	total := sc.base[0] + sc.base[1] + remaining
	return total/2 + 1 - sc.base[c]
}
