package partner

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"

	"tarabish/game"
)

//go:embed partner.json
var suiteJSON []byte

// record is one position as partner.json spells it: cards, seats and actions in notation.
type record struct {
	ID      string    `json:"id"`
	Game    string    `json:"game"`
	Preset  string    `json:"preset,omitempty"`
	Theme   Theme     `json:"theme"`
	Dealer  string    `json:"dealer"`
	Deal    [4]string `json:"deal"` // North, East, South, West, each in deal order
	Actions []string  `json:"actions"`
	Seat    string    `json:"seat"`
	Expect  string    `json:"expect"`
	Reason  string    `json:"reason"`
	Check   Figures   `json:"check"`
}

// suite is every position, read once from partner.json.
var suite = mustLoad(suiteJSON)

// All gives every position, in the order of the suite.
func All() []*Position { return append([]*Position(nil), suite...) }

// For gives the positions of one game in order.
func For(k game.Kind) []*Position {
	var out []*Position
	for _, p := range suite {
		if p.Game == k {
			out = append(out, p)
		}
	}
	return out
}

// mustLoad reads the embedded suite; a bad file is a programming error.
func mustLoad(data []byte) []*Position {
	ps, err := Load(data)
	if err != nil {
		panic(err)
	}
	return ps
}

// Load reads positions in the form of partner.json.
func Load(data []byte) ([]*Position, error) {
	var recs []record
	if err := json.Unmarshal(data, &recs); err != nil {
		return nil, err
	}
	out := make([]*Position, 0, len(recs))
	for _, r := range recs {
		p, err := r.position()
		if err != nil {
			return nil, fmt.Errorf("position %s: %v", r.ID, err)
		}
		out = append(out, p)
	}
	return out, nil
}

// position turns a record into a Position.
func (r *record) position() (*Position, error) {
	p := &Position{ID: r.ID, Preset: r.Preset, Theme: r.Theme, Reason: r.Reason, Check: r.Check}
	var err error
	if p.Game, err = game.ParseKind(r.Game); err != nil {
		return nil, err
	}
	if p.Dealer, err = game.ParseSeat(r.Dealer); err != nil {
		return nil, err
	}
	if p.Seat, err = game.ParseSeat(r.Seat); err != nil {
		return nil, err
	}
	for i, h := range r.Deal {
		if p.Deal[i], err = game.ParseCards(h); err != nil {
			return nil, err
		}
	}
	for _, a := range r.Actions {
		m, err := game.ParseMove(a)
		if err != nil {
			return nil, err
		}
		p.Moves = append(p.Moves, m)
	}
	cs, err := game.ParseCards(r.Expect)
	if err != nil {
		return nil, err
	}
	for _, c := range cs {
		p.Expect |= c.Mask()
	}
	if p.Expect == 0 {
		return nil, fmt.Errorf("no expected card")
	}
	return p, nil
}

// toRecord gives a position in the form of partner.json (the generator writes it).
func (p *Position) toRecord() record {
	r := record{ID: p.ID, Game: p.Game.String(), Preset: p.Preset, Theme: p.Theme, Dealer: p.Dealer.String(),
		Seat: p.Seat.String(), Expect: cardsText(p.Expect.Slice()), Reason: p.Reason, Check: p.Check}
	for i, h := range p.Deal {
		r.Deal[i] = cardsText(h)
	}
	for _, m := range p.Moves {
		r.Actions = append(r.Actions, m.String())
	}
	return r
}

// cardsText writes cards in notation, separated by spaces.
func cardsText(cs []game.Card) string {
	s := make([]string, len(cs))
	for i, c := range cs {
		s[i] = c.String()
	}
	return strings.Join(s, " ")
}
