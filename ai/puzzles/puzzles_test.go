package puzzles_test

import (
	"testing"

	"tarabish/ai/puzzles"
	"tarabish/game"
)

// TestCollection checks the collection's size and names: at least 24 puzzles a game, unique
// IDs and catalogue keys, a title and a goal each.
func TestCollection(t *testing.T) {
	seen := map[string]bool{}
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		ps := puzzles.For(k)
		if len(ps) < 24 {
			t.Errorf("%v: have %d puzzles, want at least 24", k, len(ps))
		}
		for _, p := range ps {
			if p.Game != k {
				t.Errorf("%s: For(%v) gives a %v puzzle", p.ID, k, p.Game)
			}
			for _, key := range []string{p.ID, p.TitleKey(), p.GoalKey(), p.Title} {
				if seen[key] {
					t.Errorf("%s: %q given twice", p.ID, key)
				}
				seen[key] = true
			}
			if p.Title == "" || p.Goal == "" {
				t.Errorf("%s: have title %q and goal %q, want both", p.ID, p.Title, p.Goal)
			}
			if m := p.ToMove(); p.Side != game.NS || m != game.South && m != game.North {
				t.Errorf("%s: %v to move for %v, want North or South for North-South", p.ID, m, p.Side)
			}
			if puzzles.ByID(p.ID) != p {
				t.Errorf("%s: ByID does not find it", p.ID)
			}
		}
	}
	if have, want := len(puzzles.All()), len(puzzles.For(game.Tarabish))+len(puzzles.For(game.Tarneeb)); have != want {
		t.Errorf("All gives %d puzzles, the games %d", have, want)
	}
}

// TestPositionsLegal checks that every puzzle is a position of a real hand.
func TestPositionsLegal(t *testing.T) {
	for _, p := range puzzles.All() {
		if err := puzzles.Validate(p); err != nil {
			t.Errorf("%s: %v", p.ID, err)
		}
	}
}

// TestAnswers re-solves every puzzle with the exact solver: the stated answer cards reach
// the goal and every other legal card falls short.
func TestAnswers(t *testing.T) {
	for _, p := range puzzles.All() {
		var reach game.Cards
		for _, v := range puzzles.Values(p) {
			if v.Value >= p.Need() {
				reach |= v.Card.Mask()
			}
		}
		if reach != p.Answer {
			t.Errorf("%s: cards reaching %d are %v, the answer says %v", p.ID, p.Need(), reach, p.Answer)
		}
		if a := p.Answer; a.Len() > 2 || a.Suit(a.First().Suit()) != a {
			t.Errorf("%s: answer %v is more than one card or two of a suit", p.ID, a)
		}
		if wrong := p.Legal() &^ p.Answer; wrong == 0 {
			t.Errorf("%s: every legal card is an answer", p.ID)
		}
	}
}
