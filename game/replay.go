package game

import (
	"encoding/json"
	"fmt"
)

// ReplayError tells which action of which hand (both from 1) a record got wrong, and why.
type ReplayError struct {
	Hand   int
	Action int // 0 when the hand itself is wrong
	Text   string
	Err    error
}

// Error reads like: hand 2, action 14 "S play 7H": must follow suit (clubs).
func (e *ReplayError) Error() string {
	if e.Action == 0 {
		return fmt.Sprintf("hand %d: %v", e.Hand, e.Err)
	}
	return fmt.Sprintf("hand %d, action %d %q: %v", e.Hand, e.Action, e.Text, e.Err)
}

// Replay plays a record through the engine, checking every deal and action, and gives the
// game as it stands after the last action with the result of every finished hand.
func Replay(rec Record) (*Game, []HandResult, error) {
	g, err := Rebuild(rec.Rules, History{Hands: rec.Hands}, nil)
	if err != nil {
		return nil, nil, err
	}
	return g, g.Results, nil
}

// TeamValues is a per-team figure as the JSON outputs write it: {"NS": n, "EW": n}.
type TeamValues struct {
	NS int `json:"NS"`
	EW int `json:"EW"`
}

// PerTeam makes the JSON form of a per-team figure.
func PerTeam(v [2]int) TeamValues { return TeamValues{NS: v[NS], EW: v[EW]} }

type tarabishHandJSON struct {
	Dealer     string     `json:"dealer"`
	Caller     *string    `json:"caller"`
	Trump      *string    `json:"trump"`
	Bid        *int       `json:"bid"`
	ThrownIn   bool       `json:"thrown_in"`
	Bait       string     `json:"bait"`
	Tricks     TeamValues `json:"tricks"`
	CardPoints TeamValues `json:"card_points"`
	LastTrick  TeamValues `json:"last_trick"`
	Runs       TeamValues `json:"runs"`
	Bella      TeamValues `json:"bella"`
	Score      TeamValues `json:"score"`
}

type tarneebHandJSON struct {
	Dealer   string     `json:"dealer"`
	Bidder   *string    `json:"bidder"`
	Bid      *int       `json:"bid"`
	Trump    *string    `json:"trump"`
	ThrownIn bool       `json:"thrown_in"`
	Tricks   TeamValues `json:"tricks"`
	Made     bool       `json:"made"`
	Kaboot   bool       `json:"kaboot"`
	Score    TeamValues `json:"score"`
}

type replayJSON struct {
	Hands  []any       `json:"hands"`
	Total  TeamValues  `json:"total"`
	Sets   *TeamValues `json:"sets,omitempty"`
	Winner *string     `json:"winner"`
}

func strPtr(ok bool, s string) *string {
	if !ok {
		return nil
	}
	return &s
}

// ReplayJSON gives the replay output of FORMATS.md for a replayed game and its hand results.
func ReplayJSON(g *Game, results []HandResult) ([]byte, error) {
	s := &g.State
	out := replayJSON{Hands: []any{}, Total: PerTeam(s.Score)}
	for _, r := range results {
		played := !r.ThrownIn
		if s.rules().CardPoints {
			var bid *int
			if played && s.Rules.Bidding == BiddingAuction {
				bid = &r.Bid
			}
			out.Hands = append(out.Hands, tarabishHandJSON{Dealer: r.Dealer.String(),
				Caller: strPtr(played, r.Caller.String()), Trump: strPtr(played, r.Trump.String()), Bid: bid,
				ThrownIn: r.ThrownIn, Bait: r.Bait.String(), Tricks: PerTeam(r.Tricks), CardPoints: PerTeam(r.CardPoints),
				LastTrick: PerTeam(r.LastTrick), Runs: PerTeam(r.Runs), Bella: PerTeam(r.Bella), Score: PerTeam(r.Score)})
			continue
		}
		var bid *int
		if played {
			bid = &r.Bid
		}
		out.Hands = append(out.Hands, tarneebHandJSON{Dealer: r.Dealer.String(),
			Bidder: strPtr(played, r.Caller.String()), Bid: bid, Trump: strPtr(played, r.Trump.String()),
			ThrownIn: r.ThrownIn, Tricks: PerTeam(r.Tricks), Made: r.Made, Kaboot: r.Kaboot, Score: PerTeam(r.Score)})
	}
	if s.rules().Sets && s.Rules.Match != MatchOneSet {
		sets := PerTeam(s.Sets)
		out.Sets = &sets
		out.Total = PerTeam(s.Total)
	}
	out.Winner = strPtr(s.Phase == PhaseOver, s.Winner.String())
	return json.Marshal(out)
}
