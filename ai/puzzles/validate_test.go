package puzzles_test

import (
	"strings"
	"testing"

	"tarabish/ai/dd"
	"tarabish/ai/puzzles"
	"tarabish/game"
)

// TestValidateRejects spoils good puzzles one way at a time; Validate must notice each.
func TestValidateRejects(t *testing.T) {
	tb, tn := puzzles.ByID("tb.01"), puzzles.ByID("tn.01")
	bella := firstWith(func(p *puzzles.Puzzle) bool {
		return p.Bella != game.NoSeat && game.HoldsBella(p.Hands[p.Bella], p.Trump)
	})
	for _, tc := range []struct {
		name  string
		base  *puzzles.Puzzle
		spoil func(p *puzzles.Puzzle)
	}{
		{"a card lost", tb, func(p *puzzles.Puzzle) { p.Hands[0] &^= p.Hands[0].First().Mask() }},
		{"a card moved to another hand", tb, func(p *puzzles.Puzzle) {
			c := p.Hands[1].First()
			p.Hands[1] &^= c.Mask()
			p.Hands[3] |= c.Mask()
		}},
		{"points that the gone cards do not hold", tb, func(p *puzzles.Puzzle) { p.Taken[0]++ }},
		{"too many tricks taken", tn, func(p *puzzles.Puzzle) { p.Tricks[1]++; p.Taken[1]++ }},
		{"a bid out of range", tn, func(p *puzzles.Puzzle) { p.Bid = 14 }},
		{"the wrong side to move", tb, func(p *puzzles.Puzzle) { p.Side = p.Side.Other() }},
		{"an illegal answer", tb, func(p *puzzles.Puzzle) { p.Answer = p.Hands[p.ToMove().Left()] }},
		{"a goal already reached", tb, func(p *puzzles.Puzzle) { p.Target = p.Taken[p.Side] }},
		{"a goal out of reach", tn, func(p *puzzles.Puzzle) { p.Target = 14 }},
		{"a Bella not counted", bella, func(p *puzzles.Puzzle) { p.Bella = game.NoSeat }},
		{"a Bella given to the partner", bella, func(p *puzzles.Puzzle) { p.Bella = p.Bella.Partner() }},
	} {
		p := *tc.base
		if err := puzzles.Validate(&p); err != nil {
			t.Fatalf("%s is not valid to begin with: %v", p.ID, err)
		}
		tc.spoil(&p)
		if err := puzzles.Validate(&p); err == nil {
			t.Errorf("%s with %s: Validate finds nothing wrong", p.ID, tc.name)
		}
	}
}

// TestValidateTrickRules swaps a card of the current trick for one its player could not
// lawfully play; Validate must notice.
func TestValidateTrickRules(t *testing.T) {
	for _, base := range puzzles.All() {
		if len(base.Trick) == 0 {
			continue
		}
		p := *base
		p.Trick = append([]game.Card(nil), base.Trick...)
		last := len(p.Trick) - 1
		seat := p.Leader
		for i := 0; i < last; i++ {
			seat = p.Game.Next(seat)
		}
		before := p.Position()
		before.Hands[seat] |= p.Trick[last].Mask()
		before.TrickLen = last
		for _, c := range (before.Hands[seat] &^ dd.Legal(before)).Slice() {
			p.Hands[seat] = p.Hands[seat]&^c.Mask() | p.Trick[last].Mask()
			p.Trick[last] = c
			if err := puzzles.Validate(&p); err == nil {
				t.Errorf("%s: %v may not play %v, Validate finds nothing wrong", p.ID, seat, c)
			}
			return
		}
	}
	t.Fatal("no puzzle's trick could hold an illegal card")
}

// TestLoadRejects reads broken records.
func TestLoadRejects(t *testing.T) {
	good := `{"id":"x","game":"tarneeb","trump":"S","hands":["AS","KS","QS","JS"],"leader":"N","caller":"N","side":"NS","answer":"AS"}`
	if _, err := puzzles.Load([]byte("[" + good + "]")); err != nil {
		t.Fatalf("a good record: %v", err)
	}
	for _, bad := range []struct{ from, to string }{
		{`"tarneeb"`, `"bridge"`},
		{`"trump":"S"`, `"trump":"X"`},
		{`"AS","KS"`, `"AS AS","KS"`},
		{`"side":"NS"`, `"side":"N"`},
		{`"leader":"N"`, `"leader":"Q"`},
		{`"answer":"AS"`, `"answer":"1S"`},
	} {
		text := strings.Replace(good, bad.from, bad.to, 1)
		if _, err := puzzles.Load([]byte("[" + text + "]")); err == nil {
			t.Errorf("Load accepts %s", text)
		}
	}
}

// firstWith gives the first puzzle with a property.
func firstWith(ok func(p *puzzles.Puzzle) bool) *puzzles.Puzzle {
	for _, p := range puzzles.All() {
		if ok(p) {
			return p
		}
	}
	panic("no such puzzle")
}
