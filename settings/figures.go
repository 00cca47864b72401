package settings

import (
	"encoding/json"
	"errors"
	"fmt"
	"slices"
	"time"

	"tarabish/game"
)

// FiguresVersion is the version of the progress figures' definitions; figures written under
// another version are worked out again.
const FiguresVersion = 1

// Decision is how the person's last bidding decision of a hand compares with what the deal
// allowed, double dummy.
type Decision uint8

// Bidding decisions.
const (
	DecisionNone     Decision = iota // the person made no bidding decision in the hand
	DecisionUnsolved                 // the solver did not answer within the budget
	DecisionRight                    // the call, bid or pass fitted the deal
	DecisionUnder                    // the person passed or bid less than the deal allowed
	DecisionOver                     // the person called or bid more than the deal allowed
)

var decisionNames = [...]string{"none", "unsolved", "right", "under", "over"}

// String names the decision as history.json spells it.
func (d Decision) String() string {
	if int(d) < len(decisionNames) {
		return decisionNames[d]
	}
	return fmt.Sprintf("decision(%d)", d)
}

// Judged reports whether the decision was compared with the deal (it was made and solved).
func (d Decision) Judged() bool { return d >= DecisionRight && d <= DecisionOver }

// Figures are the progress figures of one finished hand, worked out from the hand alone.
type Figures struct {
	Version     int      // FiguresVersion when they were worked out
	Given       int      // points (Tarabish) or tricks (Tarneeb) the person's cards gave away, over the solved positions
	Solved      int      // the person's positions the solver judged
	Positions   int      // the person's cards played in the hand
	Decision    Decision // the person's last bidding decision against the deal
	Asked       int      // what that decision asked for: the bid, the points a call must pass, or the lowest bid a pass let go
	Could       int      // what the person's team could take double dummy for that decision
	BellaHeld   bool     // Tarabish: the person held trump K and Q
	BellaScored bool     // ... and Bella counted
	RunsHeld    bool     // Tarabish: the person's cards held a run (or four of a kind)
	RunsScored  bool     // ... and the person's runs counted
	Contract    bool     // the person's team called trump (Tarabish) or won the bid (Tarneeb)
	Failed      bool     // ... and went bait (full or half) or failed the bid
}

// GivenKnown reports whether every one of the person's positions was solved, so that Given
// is the whole hand's figure.
func (f Figures) GivenKnown() bool { return f.Positions > 0 && f.Solved == f.Positions }

// figuresJSON is the "progress" block of a hand in history.json.
type figuresJSON struct {
	Version     int    `json:"v"`
	Given       int    `json:"given"`
	Solved      int    `json:"solved"`
	Positions   int    `json:"positions"`
	Decision    string `json:"decision"`
	Asked       int    `json:"asked"`
	Could       int    `json:"could"`
	BellaHeld   bool   `json:"bella_held"`
	BellaScored bool   `json:"bella_scored"`
	RunsHeld    bool   `json:"runs_held"`
	RunsScored  bool   `json:"runs_scored"`
	Contract    bool   `json:"contract"`
	Failed      bool   `json:"failed"`
}

// toJSON gives the block written to history.json.
func (f Figures) toJSON() *figuresJSON {
	return &figuresJSON{Version: f.Version, Given: f.Given, Solved: f.Solved, Positions: f.Positions,
		Decision: f.Decision.String(), Asked: f.Asked, Could: f.Could, BellaHeld: f.BellaHeld,
		BellaScored: f.BellaScored, RunsHeld: f.RunsHeld, RunsScored: f.RunsScored, Contract: f.Contract, Failed: f.Failed}
}

// parseFigures reads and checks a progress block of a hand of game k.
func parseFigures(j figuresJSON, k game.Kind) (Figures, error) {
	f := Figures{Version: j.Version, Given: j.Given, Solved: j.Solved, Positions: j.Positions, Asked: j.Asked,
		Could: j.Could, BellaHeld: j.BellaHeld, BellaScored: j.BellaScored, RunsHeld: j.RunsHeld,
		RunsScored: j.RunsScored, Contract: j.Contract, Failed: j.Failed, Decision: DecisionNone}
	found := false
	for d, name := range decisionNames {
		if name == j.Decision {
			f.Decision, found = Decision(d), true
		}
	}
	hand := k.Ruleset().HandSize
	switch {
	case !found:
		return Figures{}, fmt.Errorf("unknown decision %q", j.Decision)
	case f.Version < 1:
		return Figures{}, fmt.Errorf("figures version %d", f.Version)
	case f.Positions < 0 || f.Positions > hand || f.Solved < 0 || f.Solved > f.Positions:
		return Figures{}, fmt.Errorf("%d of %d positions solved", f.Solved, f.Positions)
	case f.Given < 0 || f.Given > 1000 || f.Solved == 0 && f.Given != 0:
		return Figures{}, fmt.Errorf("%d given away", f.Given)
	case f.Asked < 0 || f.Asked > 10000 || f.Could < 0 || f.Could > 1000:
		return Figures{}, fmt.Errorf("asked %d, could %d", f.Asked, f.Could)
	case f.BellaScored && !f.BellaHeld || f.RunsScored && !f.RunsHeld || f.Failed && !f.Contract:
		return Figures{}, errors.New("a figure counted without what it needs")
	case !k.Ruleset().Melds && (f.BellaHeld || f.RunsHeld):
		return Figures{}, fmt.Errorf("Bella or runs in %s", k)
	}
	return f, nil
}

// FiguresFor names a history hand whose figures were worked out, and the figures.
type FiguresFor struct {
	When   time.Time
	Game   game.Kind
	HandNo int
	rules  game.Rules
	deal   game.HandRecord
	Figures
}

// Key gives what names a history hand for SetFigures: when it ended, its game and number,
// its rules and its deal.
func (e HistoryEntry) Key() FiguresFor {
	k := FiguresFor{When: e.When, Game: e.Game, HandNo: e.HandNo, rules: e.Record.Rules}
	if len(e.Record.Hands) == 1 {
		k.deal = e.Record.Hands[0]
	}
	return k
}

// Names reports whether the figures are those of a history hand.
func (f FiguresFor) Names(e HistoryEntry) bool {
	k := e.Key()
	if !k.When.Equal(f.When) || k.Game != f.Game || k.HandNo != f.HandNo || k.rules != f.rules || k.deal.Dealer != f.deal.Dealer {
		return false
	}
	for p := range k.deal.Deal {
		if !slices.Equal(k.deal.Deal[p], f.deal.Deal[p]) {
			return false
		}
	}
	return true
}

// names reports whether the key names a hand of history.json (its record is read only when
// the time, game and number agree).
func (f FiguresFor) names(e entryJSON) bool {
	if !e.When.Equal(f.When) || e.Game != f.Game.String() || e.Hand != f.HandNo {
		return false
	}
	rec, err := game.ParseRecord(e.Record)
	return err == nil && f.Names(HistoryEntry{When: e.When, Game: f.Game, HandNo: e.Hand, Record: rec})
}

// SetFigures stores worked-out figures with the history hands they belong to (a hand no
// longer kept is skipped). A missing history does nothing; a damaged one is kept aside, as
// History does, and gives its notice.
func SetFigures(s Store, figures []FiguresFor) (notice, err error) {
	if len(figures) == 0 {
		return nil, nil
	}
	var j historyJSON
	found, notice := loadJSON(s.HistoryPath(), historyWhat, historyFallback, historySchema, &j, nil)
	if !found {
		return notice, nil
	}
	changed := false
	for i := range j.Hands {
		e := &j.Hands[i]
		for _, f := range figures {
			if f.names(*e) {
				e.Progress, changed = f.Figures.toJSON(), true
			}
		}
	}
	if !changed {
		return nil, nil
	}
	data, err := json.Marshal(j)
	if err != nil {
		return nil, fmt.Errorf("history: %v", err)
	}
	return nil, writeFile(s.HistoryPath(), data)
}
