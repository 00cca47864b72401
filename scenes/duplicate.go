package scenes

import (
	"math/rand/v2"
	"time"

	"tarabish/game"
	"tarabish/settings"
)

// DuplicateDeals lists how many deals a duplicate session may have.
var DuplicateDeals = []int{4, 8, 12}

// dealRun is a series of numbered deals, each played as a single hand from 0–0 outside any
// game and compared with the computer in the person's seat: a duplicate session, or the
// daily deal (one deal). It is never saved as the game in progress; its hands go into the
// history marked, and count in no game's statistics. A session left unfinished is over: it
// cannot be resumed.
type dealRun struct {
	kind     game.Kind
	deals    []game.DealNo
	at       int         // the deal being played, from 0
	scores   []dealScore // the deals finished, in order
	daily    bool        // the daily deal
	date     string      // its date (settings.DailyDate)
	practice bool        // the daily deal was already played for the record today
}

// dealScore is one deal's two results: the person's and the computer's in the same seat.
type dealScore struct {
	no            game.DealNo
	you, computer game.HandResult
	replayed      bool // the computer's result is there
}

// newDuplicateRun draws the deals of a duplicate session of n deals of a game.
func newDuplicateRun(k game.Kind, n int, seed uint64) *dealRun {
	rng := rand.New(rand.NewPCG(seed, 0xD0B))
	r := &dealRun{kind: k}
	for len(r.deals) < n {
		no := game.DealNo(1 + rng.Uint32N(uint32(game.MaxDealNo)))
		fresh := true
		for _, d := range r.deals {
			fresh = fresh && d != no
		}
		if fresh {
			r.deals = append(r.deals, no)
		}
	}
	return r
}

// newDailyRun gives the daily deal of a game for a day (the local calendar date); practice
// when it was already played for the record that day.
func newDailyRun(stats *settings.Stats, k game.Kind, day time.Time) *dealRun {
	date := settings.DailyDate(day)
	return &dealRun{kind: k, deals: []game.DealNo{game.DailyDealNo(k, day.Year(), day.Month(), day.Day())},
		daily: true, date: date, practice: stats.PlayedDaily(k, date)}
}

// mark gives the history's mark for the run's hands.
func (r *dealRun) mark() string {
	if r.daily {
		return settings.MarkDaily
	}
	return settings.MarkDuplicate
}

// totals gives the net scores added up over the deals finished, the person's and the
// computer's (the computer's over the deals it replayed).
func (r *dealRun) totals() (you, computer int) {
	for _, s := range r.scores {
		you += netScore(s.you)
		if s.replayed {
			computer += netScore(s.computer)
		}
	}
	return you, computer
}

// runTable starts the run's current deal at the table.
func (ctx *Context) runTable(r *dealRun) (Scene, error) {
	g, err := game.NewNumberedGame(ctx.Prefs.Rules[r.kind], r.deals[r.at])
	if err != nil {
		return nil, err
	}
	t := tableFor(ctx, g)
	t.Run = r
	t.S.OnHand = func(g *game.Game, handNo int, after game.State) {
		ctx.runHandEnded(r, g, handNo, after)
		t.compareHand(ctx, handNo, after)
	}
	return &DealScene{tableScene{t: t}}, nil
}

// runHandEnded records a run's finished hand: in the history, marked, and for the daily
// deal played for the record, the person's score in the statistics.
func (ctx *Context) runHandEnded(r *dealRun, g *game.Game, handNo int, after game.State) {
	if !ctx.addMarkedToHistory(g, handNo, after, r.mark()) {
		return
	}
	k, res, hand := r.kind, after.Result, g.Hands[handNo-1]
	if r.daily && !r.practice && ctx.Files.Stats.RecordDaily(k, r.date, hand.No, netScore(res)) {
		ctx.saveStats()
	}
}

// replayed records the computer's result of the daily deal played for the record.
func (ctx *Context) runReplayed(r *dealRun, c *comparison) {
	if !ctx.keeps() || !r.daily || r.practice || !c.ready() {
		return
	}
	if ctx.Files.Stats.RecordDailyComputer(r.kind, r.date, netScore(c.computer.Result)) {
		ctx.saveStats()
	}
}

// finishDeal keeps the deal's two results and gives the next screen: the next deal, the
// session's summary, or (the daily deal) the statistics.
func (ctx *Context) finishDeal(r *dealRun, you game.HandResult, c *comparison) (Scene, error) {
	c.stop()
	s := dealScore{no: r.deals[r.at], you: you}
	if c.ready() {
		s.computer, s.replayed = c.computer.Result, true
	}
	r.scores = append(r.scores, s)
	r.at++
	switch {
	case r.at < len(r.deals):
		return ctx.runTable(r)
	case r.daily:
		return NewStatsScreen(ctx), nil
	}
	return &runSummary{run: r}, nil
}

// compareHand starts the computer's replay of the hand just finished, for the table's
// comparison on the scoreboard.
func (t *Table) compareHand(ctx *Context, handNo int, after game.State) {
	t.Cmp.stop()
	t.Cmp = nil
	if t.Human != game.South || handNo < 1 || handNo > len(t.G.Hands) {
		return
	}
	t.Cmp = startComparison(t.G, handNo-1, after.Result, comparisonLevels(ctx))
}

// title names the deal being played: the daily deal, or which deal of the session.
func (r *dealRun) title(ctx *Context) string {
	if r.daily {
		return ctx.T("daily.title")
	}
	return ctx.T("dup.deal.title", "n", r.at+1, "of", len(r.deals))
}

// kindKey gives the first part of the catalogue keys worded for the run's kind.
func (r *dealRun) kindKey() string {
	if r.daily {
		return "daily"
	}
	return "dup"
}
