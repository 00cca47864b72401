package game_test

import (
	"testing"

	"tarabish/game"
)

// TestUndo takes back South's last card in a seeded and in a dealt game (the guided hand's
// kind): the deal stays, every move keeps its seat, and the state is the one before the card.
func TestUndo(t *testing.T) {
	seeded, err := game.NewGame(game.DefaultRules(game.Tarabish), 5)
	if err != nil {
		t.Fatal(err)
	}
	dealt, err := game.NewDealtGame(game.DefaultRules(game.Tarabish), game.West, parseDeal(t, dealA))
	if err != nil {
		t.Fatal(err)
	}
	for _, tc := range []struct {
		name string
		g    *game.Game
	}{{"seeded", seeded}, {"dealt", dealt}} {
		t.Run(tc.name, func(t *testing.T) {
			g := tc.g
			deal := g.Hands[len(g.Hands)-1].Deal
			var before game.State
			var movesBefore []game.Move
			for g.State.Phase != game.PhasePlay || g.LastPlay(game.South) < 0 || g.State.Current() != game.South {
				if g.State.Current() == game.South && g.State.Phase == game.PhasePlay {
					before = g.State
					movesBefore = append([]game.Move(nil), g.Hands[len(g.Hands)-1].Moves...)
				}
				if _, err := g.Apply(g.State.AppendLegal(nil)[0]); err != nil {
					t.Fatal(err)
				}
			}
			if !g.Undo(game.South) {
				t.Fatal("have no undo, want one")
			}
			h := g.Hands[len(g.Hands)-1]
			if !sameDeal(h.Deal, deal) {
				t.Errorf("have deal %v, want %v", h.Deal, deal)
			}
			if g.State != before {
				t.Errorf("have a state other than the one before South's card")
			}
			if len(h.Moves) != len(movesBefore) {
				t.Fatalf("have %d moves, want %d", len(h.Moves), len(movesBefore))
			}
			for i, m := range h.Moves {
				if m != movesBefore[i] {
					t.Errorf("move %d: have %s, want %s", i, m, movesBefore[i])
				}
			}
		})
	}
}

func sameDeal(a, b [4][]game.Card) bool {
	for s := range a {
		if len(a[s]) != len(b[s]) {
			return false
		}
		for i := range a[s] {
			if a[s][i] != b[s][i] {
				return false
			}
		}
	}
	return true
}
