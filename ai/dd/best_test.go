package dd

import (
	"fmt"
	"math/rand"
	"testing"

	"tarabish/game"
)

// TestScoreCardsBest checks on random endings, mid-trick ones too, that every card shown
// short of the best is so (its exact value at most its bound, the bound at least the margin
// below the best card's value), that every other card has its exact value, and that the
// card named first is searched in full.
func TestScoreCardsBest(t *testing.T) {
	for _, g := range []game.Kind{game.Tarabish, game.Tarneeb} {
		r := Rules{Game: g, LastTrick: 10}
		margin := 6
		if g == game.Tarneeb {
			r.LastTrick = 0
			margin = 1
		}
		rng := rand.New(rand.NewSource(78))
		s, exact := NewSolver(), NewSolver()
		below := 0
		for i := 0; i < 80; i++ {
			p := randomEnding(rng, r, game.Suit(rng.Intn(4)), 6, rng.Intn(4))
			want := exact.ScoreCards(p, nil)
			first := want[rng.Intn(len(want))].Card
			got := s.ScoreCardsBest(p, ^game.Cards(0), first, margin, nil)
			if len(got) != len(want) {
				t.Fatalf("%v deal %d: %d cards valued, %d scored", g, i, len(got), len(want))
			}
			best := -1
			for _, b := range got {
				if !b.Below {
					best = max(best, b.Value)
				}
			}
			for j, b := range got {
				v := want[j].Value
				switch {
				case b.Card != want[j].Card || v > b.Value || (!b.Below && v != b.Value):
					t.Fatalf("%v deal %d: %v valued %d (below %v), exact %v %d", g, i, b.Card, b.Value, b.Below, want[j].Card, v)
				case b.Below && (b.Card == first || b.Value > best-margin):
					t.Fatalf("%v deal %d: %v shown short of the best (%d) at %d", g, i, b.Card, best, b.Value)
				case b.Below:
					below++
				}
			}
		}
		if below == 0 {
			t.Errorf("%v: no card was shown short of the best by one probe", g)
		}
	}
}

// BenchmarkScoreCardsBest is BenchmarkScoreCardsTarabishFull and Tarneeb's full deals with
// the cards falling short of the best by the margin named valued by one probe, against the
// exact values of every card (ScoreCards).
func BenchmarkScoreCardsBest(b *testing.B) {
	for _, g := range []game.Kind{game.Tarabish, game.Tarneeb} {
		margins := []int{0, 6}
		if g == game.Tarneeb {
			margins = []int{0, 1}
		}
		for _, m := range margins {
			b.Run(fmt.Sprintf("%v/margin=%d", g, m), func(b *testing.B) {
				benchSolves(b, benchSet(g)[:30], func(s *Solver, p Position) int {
					if m == 0 {
						return len(s.ScoreCards(p, nil))
					}
					return len(s.ScoreCardsBest(p, ^game.Cards(0), game.NoCard, m, nil))
				})
			})
		}
	}
}
