package dd

import (
	"fmt"
	"math/rand"
	"testing"

	"tarabish/game"
)

// TestScoreCardsWithin checks on random endings, mid-trick ones too, that every card's bounds
// hold its exact value, are at most tol apart and leave no pivot undecided.
func TestScoreCardsWithin(t *testing.T) {
	for _, g := range []game.Kind{game.Tarabish, game.Tarneeb} {
		r := Rules{Game: g, LastTrick: 10}
		tol, pivots := 10, []int{40, 90}
		if g == game.Tarneeb {
			r.LastTrick = 0
			tol, pivots = 1, []int{4, 6}
		}
		rng := rand.New(rand.NewSource(77))
		s, exact := NewSolver(), NewSolver()
		for i := 0; i < 60; i++ {
			p := randomEnding(rng, r, game.Suit(rng.Intn(4)), 6, rng.Intn(4))
			want := exact.ScoreCards(p, nil)
			got := s.ScoreCardsWithin(p, ^game.Cards(0), Narrow{Tol: tol, Pivots: pivots, First: game.NoCard}, nil)
			if len(got) != len(want) {
				t.Fatalf("%v deal %d: %d cards bounded, %d scored", g, i, len(got), len(want))
			}
			for j, b := range got {
				v := want[j].Value
				if b.Card != want[j].Card || v < b.Lo || v > b.Hi || b.Hi-b.Lo > tol {
					t.Fatalf("%v deal %d: %v bounded %d..%d, exact %v %d", g, i, b.Card, b.Lo, b.Hi, want[j].Card, v)
				}
				for _, x := range pivots {
					if b.Lo < x && x <= b.Hi {
						t.Fatalf("%v deal %d: %v bounded %d..%d leaves pivot %d open", g, i, b.Card, b.Lo, b.Hi, x)
					}
				}
			}
		}
	}
}

// TestScoreCardsBest checks that with Narrow.Best every card shown no better than the best
// is so (its exact value at most its bound, the bound at most the highest bound of the cards
// narrowed) and the others are narrowed as asked, the first card named searched in full.
func TestScoreCardsBest(t *testing.T) {
	for _, g := range []game.Kind{game.Tarabish, game.Tarneeb} {
		r := Rules{Game: g, LastTrick: 10}
		tol := 8
		if g == game.Tarneeb {
			r.LastTrick = 0
			tol = 0
		}
		rng := rand.New(rand.NewSource(78))
		s, exact := NewSolver(), NewSolver()
		below := 0
		for i := 0; i < 80; i++ {
			p := randomEnding(rng, r, game.Suit(rng.Intn(4)), 6, rng.Intn(4))
			want := exact.ScoreCards(p, nil)
			first := want[rng.Intn(len(want))].Card
			got := s.ScoreCardsWithin(p, ^game.Cards(0), Narrow{Tol: tol, Best: true, First: first}, nil)
			if len(got) != len(want) {
				t.Fatalf("%v deal %d: %d cards bounded, %d scored", g, i, len(got), len(want))
			}
			bestHi := -1
			for _, b := range got {
				if !b.Below {
					bestHi = max(bestHi, b.Hi)
				}
			}
			for j, b := range got {
				v := want[j].Value
				switch {
				case b.Card != want[j].Card || v > b.Hi:
					t.Fatalf("%v deal %d: %v bounded %d..%d, exact %v %d", g, i, b.Card, b.Lo, b.Hi, want[j].Card, v)
				case b.Below && (b.Card == first || b.Hi > bestHi):
					t.Fatalf("%v deal %d: %v shown below the best (%d) at %d", g, i, b.Card, bestHi, b.Hi)
				case b.Below:
					below++
				case v < b.Lo || b.Hi-b.Lo > tol:
					t.Fatalf("%v deal %d: %v bounded %d..%d, exact %d", g, i, b.Card, b.Lo, b.Hi, v)
				}
			}
		}
		if below == 0 {
			t.Errorf("%v: no card was shown below the best by one probe", g)
		}
	}
}

// BenchmarkScoreCardsWithin is BenchmarkScoreCardsTarabishFull and Tarneeb's full deals with
// each card's value known only to within the tolerance named (the half of the points or
// the bid of 7 a pivot), and with best, the cards after the first only shown worse than the
// best by one probe where they are, against the exact values (ScoreCards).
func BenchmarkScoreCardsWithin(b *testing.B) {
	for _, g := range []game.Kind{game.Tarabish, game.Tarneeb} {
		tols, pivot := []int{-1, 0, 10}, 82
		if g == game.Tarneeb {
			tols, pivot = []int{-1, 0}, 7
		}
		for _, tol := range tols {
			for _, best := range []bool{false, true} {
				name := g.String() + "/exact"
				if tol >= 0 {
					name = fmt.Sprintf("%v/tol=%d/best=%v", g, tol, best)
				} else if best {
					continue
				}
				b.Run(name, func(b *testing.B) {
					benchSolves(b, benchSet(g)[:30], func(s *Solver, p Position) int {
						if tol < 0 {
							return len(s.ScoreCards(p, nil))
						}
						return len(s.ScoreCardsWithin(p, ^game.Cards(0), Narrow{Tol: tol, Pivots: []int{pivot}, Best: best, First: game.NoCard}, nil))
					})
				})
			}
		}
	}
}
