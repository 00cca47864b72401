package puzzles

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"strings"

	"tarabish/game"
)

//go:embed puzzles.json
var puzzlesJSON []byte

// record is one puzzle as puzzles.json spells it: cards in notation, seats and teams by letter.
type record struct {
	ID     string    `json:"id"`
	Game   string    `json:"game"`
	Theme  Theme     `json:"theme"`
	Title  string    `json:"title"`
	Goal   string    `json:"goal"`
	Trump  string    `json:"trump"`
	Hands  [4]string `json:"hands"` // North, East, South, West
	Leader string    `json:"leader"`
	Trick  string    `json:"trick"`
	Caller string    `json:"caller"`
	Bid    int       `json:"bid"`
	Bella  string    `json:"bella"`
	Taken  [2]int    `json:"taken"`
	Tricks [2]int    `json:"tricks"`
	Side   string    `json:"side"`
	Target int       `json:"target"`
	Answer string    `json:"answer"`
}

// collection is every puzzle, read once from puzzles.json.
var collection = mustLoad(puzzlesJSON)

// All gives every puzzle, Tarabish first, in the order of the collection.
func All() []*Puzzle { return append([]*Puzzle(nil), collection...) }

// For gives the puzzles of one game in order.
func For(k game.Kind) []*Puzzle {
	var out []*Puzzle
	for _, p := range collection {
		if p.Game == k {
			out = append(out, p)
		}
	}
	return out
}

// ByID gives the puzzle of an ID, or nil.
func ByID(id string) *Puzzle {
	for _, p := range collection {
		if p.ID == id {
			return p
		}
	}
	return nil
}

// mustLoad reads the embedded collection; a bad file is a programming error.
func mustLoad(data []byte) []*Puzzle {
	ps, err := Load(data)
	if err != nil {
		panic(err)
	}
	return ps
}

// Load reads puzzles in the form of puzzles.json.
func Load(data []byte) ([]*Puzzle, error) {
	var recs []record
	if err := json.Unmarshal(data, &recs); err != nil {
		return nil, err
	}
	out := make([]*Puzzle, 0, len(recs))
	for _, r := range recs {
		p, err := r.puzzle()
		if err != nil {
			return nil, fmt.Errorf("puzzle %s: %v", r.ID, err)
		}
		out = append(out, p)
	}
	return out, nil
}

// puzzle turns a record into a Puzzle.
func (r *record) puzzle() (*Puzzle, error) {
	p := &Puzzle{ID: r.ID, Theme: r.Theme, Title: r.Title, Goal: r.Goal, Bid: r.Bid, Taken: r.Taken,
		Tricks: r.Tricks, Target: r.Target, Bella: game.NoSeat}
	var err error
	if p.Game, err = game.ParseKind(r.Game); err != nil {
		return nil, err
	}
	if p.Trump, err = game.ParseSuit(r.Trump, true); err != nil {
		return nil, err
	}
	for i, h := range r.Hands {
		if p.Hands[i], err = cardSet(h); err != nil {
			return nil, err
		}
	}
	if p.Trick, err = game.ParseCards(r.Trick); err != nil {
		return nil, err
	}
	if p.Answer, err = cardSet(r.Answer); err != nil {
		return nil, err
	}
	if p.Leader, err = game.ParseSeat(r.Leader); err != nil {
		return nil, err
	}
	if p.Caller, err = game.ParseSeat(r.Caller); err != nil {
		return nil, err
	}
	if r.Bella != "" {
		if p.Bella, err = game.ParseSeat(r.Bella); err != nil {
			return nil, err
		}
	}
	switch strings.ToUpper(r.Side) {
	case "NS":
		p.Side = game.NS
	case "EW":
		p.Side = game.EW
	default:
		return nil, fmt.Errorf("unknown side %q (want NS or EW)", r.Side)
	}
	return p, nil
}

// cardSet reads cards in notation as a set; a card given twice is an error.
func cardSet(text string) (game.Cards, error) {
	cs, err := game.ParseCards(text)
	if err != nil {
		return 0, err
	}
	var set game.Cards
	for _, c := range cs {
		if set.Has(c) {
			return 0, fmt.Errorf("card %v given twice", c)
		}
		set |= c.Mask()
	}
	return set, nil
}
