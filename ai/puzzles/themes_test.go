package puzzles_test

import (
	"testing"

	"tarabish/ai/puzzles"
	"tarabish/game"
)

// TestThemes checks that each puzzle's goal is the one its theme names.
func TestThemes(t *testing.T) {
	for _, p := range puzzles.All() {
		tarabish := p.Game == game.Tarabish
		caller := p.Caller.Team() == p.Side
		other := p.Side.Other()
		var ok bool
		switch p.Theme {
		case puzzles.ThemeContract:
			ok = tarabish && caller && p.Bella == game.NoSeat && p.Target == 82
		case puzzles.ThemeLastTrick:
			ok = tarabish && caller && p.Bella == game.NoSeat && p.Target == 82 && lastTrickDecides(t, p)
		case puzzles.ThemeBella:
			ok = tarabish && caller && p.Bella.Team() == p.Side && p.Target == 92
		case puzzles.ThemeBait:
			ok = tarabish && !caller && p.Bella == game.NoSeat && p.Target == 81
		case puzzles.ThemeCapot:
			ok = tarabish && p.Tricks[other] == 0 && p.Need() == allLeft(p) && pointless(p) < 4
		case puzzles.ThemeKaboot:
			ok = !tarabish && p.Tricks[other] == 0 && p.Target == 13
		case puzzles.ThemeBid:
			ok = !tarabish && caller && p.Target == p.Bid
		case puzzles.ThemeEndplay:
			ok = !tarabish && caller && p.Target == p.Bid && len(p.Trick) == 0 && givesUpLead(t, p)
		case puzzles.ThemeTrumps:
			lead := p.Answer.First()
			ok = !tarabish && caller && p.Target == p.Bid && len(p.Trick) == 0 && p.Answer.Suit(p.Trump) == p.Answer &&
				p.Hands[p.ToMove()]&^p.Hands[p.ToMove()].Suit(p.Trump) != 0 && lead.Suit() == p.Trump
		case puzzles.ThemeDefence:
			ok = !tarabish && !caller && p.Target == 14-p.Bid && len(p.Trick) > 0 &&
				p.Hands[p.ToMove()].Suit(p.Trick[0].Suit()) == 0
		}
		if !ok {
			t.Errorf("%s: a %v puzzle with side %v, caller %v, bid %d, Bella %v, target %d", p.ID, p.Theme, p.Side, p.Caller, p.Bid, p.Bella, p.Target)
		}
	}
}

// lastTrickDecides reports whether North-South take the last trick in the line of every
// card that makes the goal and lose it in the line of every card that fails.
func lastTrickDecides(t *testing.T, p *puzzles.Puzzle) bool {
	for _, c := range p.Legal().Slice() {
		v, err := puzzles.Check(p, c)
		if err != nil {
			t.Fatalf("%s: %v", p.ID, err)
		}
		tricks := puzzles.Tricks(p, v.Line)
		if last := tricks[len(tricks)-1]; (last.Winner.Team() == p.Side) != v.OK {
			return false
		}
	}
	return true
}

// givesUpLead reports whether the answer's line loses the trick it leads to.
func givesUpLead(t *testing.T, p *puzzles.Puzzle) bool {
	v, err := puzzles.Check(p, p.Answer.First())
	if err != nil {
		t.Fatalf("%s: %v", p.ID, err)
	}
	return puzzles.Tricks(p, v.Line)[0].Winner.Team() != p.Side
}

// allLeft gives everything still to be won: points with the last trick, or tricks.
func allLeft(p *puzzles.Puzzle) int {
	cs := p.Hands[0] | p.Hands[1] | p.Hands[2] | p.Hands[3]
	for _, c := range p.Trick {
		cs |= c.Mask()
	}
	total := 10
	for _, c := range cs.Slice() {
		total += game.Points(c, p.Trump)
	}
	return total
}

// pointless counts the cards left worth no points: with fewer than four, every trick holds
// points, so taking every point left is taking every trick (capot).
func pointless(p *puzzles.Puzzle) int {
	n := 0
	cs := p.Hands[0] | p.Hands[1] | p.Hands[2] | p.Hands[3]
	for _, c := range p.Trick {
		cs |= c.Mask()
	}
	for _, c := range cs.Slice() {
		if game.Points(c, p.Trump) == 0 {
			n++
		}
	}
	return n
}
