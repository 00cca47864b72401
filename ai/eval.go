package ai

import (
	"context"
	"math"
	"math/rand/v2"
	"slices"
	"sync"
	"sync/atomic"
	"time"

	"tarabish/ai/dd"
	"tarabish/game"
)

// Valuing cards over samples: the parallel workers, the time control and the three ways a
// sample values a card (exact solve, bait probe, rollout finished by the solver).

// pacer stops a worker before a sample that would likely end past the deadline.
type pacer struct {
	deadline time.Time
	start    time.Time
	n        int
}

// room reports whether another sample of the average length fits before the deadline.
func (p *pacer) room() bool {
	now := time.Now()
	if p.start.IsZero() {
		p.start = now
	}
	if p.n == 0 {
		return now.Before(p.deadline)
	}
	avg := now.Sub(p.start) / time.Duration(p.n)
	return now.Add(avg / 2).Before(p.deadline)
}

// tick counts a finished sample.
func (p *pacer) tick() {
	if p.start.IsZero() {
		p.start = time.Now()
	}
	p.n++
}

// cardStat is one card's value summed over samples.
type cardStat struct {
	Card game.Card
	Sum  float64 // score difference for the seat's team (modeScore, modeRollout) or good outcomes
	Good float64 // samples where the seat's team got what it wants on the contract
	Pts  float64 // the team's hand score (Tarabish, after bait) or tricks (Tarneeb)
	Took float64 // the team's points with runs and Bella before bait, or tricks
	N    float64
	Out  bool // dropped from the race (race.go): valued on fewer samples, not to be played
}

// Mean gives the card's average value.
func (c cardStat) Mean() float64 {
	if c.N == 0 {
		return 0
	}
	return c.Sum / c.N
}

// Rate gives the share of samples with the wanted contract outcome.
func (c cardStat) Rate() float64 {
	if c.N == 0 {
		return 0
	}
	return c.Good / c.N
}

// evalCards values each card over samples in parallel until the budget is spent; it gives
// the statistics (one per card, card order) and the number of samples evaluated.
func (s *Search) evalCards(ctx context.Context, v *game.View, cards game.Cards, mode evalMode, budget time.Duration, rng *rand.Rand) ([]cardStat, int) {
	start := time.Now()
	deadline := start.Add(budget * 8 / 10) // no new sample after this
	stop := start.Add(budget * 95 / 100)   // no new card of a started sample after this
	samples := s.drawSamples(ctx, v, s.cardSamples(v.Rules.Game), rng)
	if len(samples) == 0 {
		return nil, 0
	}
	list := cards.Slice()
	workers := max(1, s.Workers)
	results := make([][]cardStat, workers)
	bufs := make([][]dd.CardScore, workers)
	for w := range results {
		results[w] = make([]cardStat, len(list))
	}
	var rc *race
	if mode == modeScore && (s.Race[v.Rules.Game] || s.SolveLead && openingLead(v)) {
		// Once one card is left in the race, the decision is made: the other worker stops too.
		rc = newRace(list)
		var settle context.CancelFunc
		ctx, settle = context.WithCancel(ctx)
		defer settle()
		rc.settle = settle
	}
	done := eachSample(ctx, workers, len(samples), deadline, func(w int, solver *dd.Solver, i int) {
		st := determinize(v, samples[i].hands)
		e := sampleEval{solver: solver, mode: mode, depth: s.Rollout[v.Rules.Game], w: samples[i].w, stop: stop, among: cards,
			short: s.Short[v.Rules.Game], first: leading(results[w], list)}
		if rc != nil {
			e.among, e.vals = rc.among(), make([]float64, len(list))
		}
		bufs[w] = e.run(ctx, &st, v.Seat, list, results[w], bufs[w])
		if rc != nil {
			if !e.kept {
				e.vals = nil
			}
			rc.add(i, e.vals, e.w)
		}
	})
	out := make([]cardStat, len(list))
	total := 0
	if rc != nil {
		total = rc.samples()
		live := rc.among()
		for i := range out {
			out[i].Out = !live.Has(list[i])
		}
	}
	for w := range results {
		if rc == nil {
			total += done[w]
		}
		for i := range out {
			out[i].Card = list[i]
			out[i].Sum += results[w][i].Sum
			out[i].Good += results[w][i].Good
			out[i].Pts += results[w][i].Pts
			out[i].Took += results[w][i].Took
			out[i].N += results[w][i].N
		}
	}
	if !slices.ContainsFunc(out, func(c cardStat) bool { return c.N > 0 }) {
		return out, 0 // every sample was left out: the caller plays by the rules instead
	}
	return out, total
}

// leading gives the card of list with the best average so far in stats (list's order), or
// game.NoCard before any.
func leading(stats []cardStat, list []game.Card) game.Card {
	best, c := 0.0, game.NoCard
	for i, st := range stats {
		if st.N > 0 && (c == game.NoCard || st.Sum/st.N > best) {
			best, c = st.Sum/st.N, list[i]
		}
	}
	return c
}

// eachSample runs work on samples 0..n-1 on the given number of workers, each with its own
// solver, until the samples run out, the deadline leaves no room for another (every worker
// does at least one) or ctx is cancelled; it gives how many samples each worker finished.
func eachSample(ctx context.Context, workers, n int, deadline time.Time, work func(w int, solver *dd.Solver, i int)) []int {
	done := make([]int, workers)
	var next atomic.Int64
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			solver := BorrowSolver()
			defer ReturnSolver(solver)
			solver.SetCancel(ctx.Done()) // an abandoned decision stops inside a solve too
			defer solver.SetCancel(nil)
			defer solver.SetLimits(0, 0)
			pace := pacer{deadline: deadline}
			for {
				i := int(next.Add(1)) - 1
				if i >= n || ctx.Err() != nil || (i >= workers && !pace.room()) {
					return
				}
				// No solve may run far past the deadline: one that would is stopped, and its
				// sample is left out (the rare pathological deal costs a sample, not the turn).
				solver.SetLimits(0, callLimit(deadline))
				work(w, solver, i)
				done[w]++
				pace.tick()
			}
		}(w)
	}
	wg.Wait()
	return done
}

// callGrace is how far past the deadline for new samples a solve may still run.
const callGrace = 50 * time.Millisecond

// callLimit gives the time one solve of a sample may take (a variable for the tests).
var callLimit = func(deadline time.Time) time.Duration { return max(time.Until(deadline), 0) + callGrace }

// afterCard gives the sample's state after card c is played, or false when the card cannot be
// played or the budget is spent and the card already has a sample.
func afterCard(ctx context.Context, st *game.State, c game.Card, stat *cardStat, stop time.Time) (game.State, bool) {
	if ctx.Err() != nil || stat.N > 0 && time.Now().After(stop) {
		return game.State{}, false
	}
	st2 := *st
	if st2.Apply(game.PlayAction(c)) != nil {
		return game.State{}, false
	}
	return st2, true
}

// sampleEval is how one sample values the cards.
type sampleEval struct {
	solver *dd.Solver
	mode   evalMode
	depth  int        // modeRollout: the easy player plays down to this hand size
	w      float64    // the sample's weight
	stop   time.Time  // past it, cards that already have a value are skipped
	among  game.Cards // modeScore: the cards to value (the others are left alone)
	vals   []float64  // modeScore, when not nil: each card's value, NaN when not valued
	kept   bool       // modeScore: the values were added (no limit stopped the solve)
	short  int        // modeScore, above 0: cards this far short of the best only bounded (Search.Short)
	first  game.Card  // with short: the card searched first (the best so far), or game.NoCard
}

// run adds one sample's value of every card to stats.
// Past stop, cards that already have a value are skipped (a late sample stays partial).
func (e *sampleEval) run(ctx context.Context, st *game.State, me game.Seat, list []game.Card, stats []cardStat, buf []dd.CardScore) []dd.CardScore {
	team := me.Team()
	sc := newScorer(st)
	switch e.mode {
	case modeScore:
		rem := remainingValue(st)
		tgt := sc.target(rem)
		if e.short > 0 {
			buf = e.bestScores(st, buf[:0])
		} else {
			buf = e.solver.ScoreCardsAmong(Position(st), e.among, buf[:0])
		}
		if e.solver.Limited() {
			return buf // stopped at a limit: the values are estimates, left out
		}
		e.kept = true
		for i, c := range list {
			if e.vals != nil {
				e.vals[i] = math.NaN()
			}
			for _, cs := range buf {
				if cs.Card != c {
					continue
				}
				var got [2]int
				got[team], got[team.Other()] = cs.Value, rem-cs.Value
				d := stats[i].add(sc, team, got, tgt, e.w)
				if e.vals != nil {
					e.vals[i] = d
				}
			}
		}
	case modeProbe:
		for i, c := range list {
			st2, ok := afterCard(ctx, st, c, &stats[i], e.stop)
			if !ok {
				continue
			}
			made, ok := callerMakes(e.solver, &st2)
			if !ok {
				continue
			}
			if made == (team == sc.caller) {
				stats[i].Good += e.w
				stats[i].Sum += e.w
			}
			stats[i].N += e.w
		}
	case modeRollout:
		for i, c := range list {
			st2, ok := afterCard(ctx, st, c, &stats[i], e.stop)
			if !ok {
				continue
			}
			sc2 := newScorer(&st2)
			rem := remainingValue(&st2)
			tgt := sc2.target(rem)
			got, ok := rolloutGot(e.solver, &st2, e.depth)
			if !ok {
				continue
			}
			stats[i].add(sc2, team, got, tgt, e.w)
		}
	}
	return buf
}

// add counts one sample's outcome for a card: what each team got from here on, under the
// real scoring, with the caller's target for making the contract. It gives the sample's
// score difference for the team.
func (c *cardStat) add(sc scorer, team game.Team, got [2]int, tgt int, w float64) float64 {
	d := sc.diff(team, got)
	c.Sum += w * d
	c.Pts += w * sc.teamValue(team, got)
	c.Took += w * float64(sc.took(team, got))
	if (got[sc.caller] >= tgt) == (team == sc.caller) {
		c.Good += w
	}
	c.N += w
	return d
}

// callerMakes reports whether the calling team can still reach its target in a full-information
// State, by one yes/no solver probe; ok is false when the probe stopped at a limit.
func callerMakes(solver *dd.Solver, st *game.State) (made, ok bool) {
	sc := newScorer(st)
	rem := remainingValue(st)
	t := sc.target(rem)
	switch {
	case t <= 0:
		return true, true
	case t > rem:
		return false, true
	}
	pos := Position(st)
	if st.Turn.Team() == sc.caller {
		made = solver.CanReach(pos, t)
	} else {
		made = !solver.CanReach(pos, rem-t+1)
	}
	return made, !solver.Limited()
}

// rolloutGot plays a full-information State on by the easy player's rules down to depth cards
// a hand, solves the rest, and gives what each team wins from the State on (points with the
// last trick, or tricks); ok is false when the solve stopped at a limit. The State is changed.
func rolloutGot(solver *dd.Solver, st *game.State, depth int) (got [2]int, ok bool) {
	start := taken(st)
	for st.Phase == game.PhasePlay && (int(st.Counts[st.Turn]) > depth || st.TrickLen > 0) {
		v := st.View(st.Turn)
		if st.Apply(easyActionLegal(&v, legalActions(&v.State))) != nil {
			break
		}
	}
	end := taken(st)
	ok = true
	if st.Phase == game.PhasePlay {
		rem := remainingValue(st)
		val, _ := solver.Solve(Position(st))
		mt := st.Turn.Team()
		got[mt], got[mt.Other()] = val, rem-val
		ok = !solver.Limited()
	}
	for t := range got {
		got[t] += end[t] - start[t]
	}
	return got, ok
}

// easyActionLegal is easyAction for a view whose legal actions are already listed.
func easyActionLegal(v *game.View, legal []game.Action) game.Action {
	for _, l := range legal {
		if l.Verb == game.Announce || l.Verb == game.Show {
			return l
		}
	}
	return withBella(&v.State, easyCard(v, playsIn(legal)))
}
