package dd

import (
	"testing"
	"time"

	"tarabish/game"
)

// TestLimits checks that a node limit stops full-deal solves early with a legal card and a
// value in range, and that the table stays sound: the same solver, limits off, then gives the
// values of a fresh one.
func TestLimits(t *testing.T) {
	for _, g := range []game.Kind{game.Tarneeb, game.Tarabish} {
		s := NewSolverBits(18)
		ref := NewSolverBits(18)
		for _, p := range fullDeals(g, 4, 31) {
			s.SetLimits(5000, 0)
			n0 := s.Nodes()
			v, c := s.Solve(p)
			if !s.Limited() {
				t.Errorf("%v: a 5000-node solve was not limited", g)
			}
			if used := s.Nodes() - n0; used > 5000+limitCheck {
				t.Errorf("%v: a 5000-node solve used %d", g, used)
			}
			if v < 0 || v > bfTotal(p) || !Legal(p).Has(c) {
				t.Errorf("%v: limited solve gave %d %v: %s", g, v, c, describe(p))
			}
			if sc := s.ScoreCards(p, nil); len(sc) != Legal(p).Len() {
				t.Errorf("%v: limited ScoreCards gave %d cards", g, len(sc))
			}
			s.SetLimits(0, time.Nanosecond)
			if s.Solve(p); !s.Limited() {
				t.Errorf("%v: a 1 ns solve was not limited", g)
			}
			s.SetLimits(0, 0)
			got, _ := s.Solve(p)
			ref.Reset()
			want, _ := ref.Solve(p)
			if got != want || s.Limited() {
				t.Errorf("%v: after limited solves %d (limited %v), want %d: %s", g, got, s.Limited(), want, describe(p))
			}
		}
	}
}

// TestCancel checks that a solve whose cancel channel is closed stops within the first look
// (limitCheck positions) with a legal card and a value in range, and that clearing the
// channel gives exact values again.
func TestCancel(t *testing.T) {
	for _, g := range []game.Kind{game.Tarneeb, game.Tarabish} {
		s := NewSolverBits(18)
		ref := NewSolverBits(18)
		done := make(chan struct{})
		close(done)
		for _, p := range fullDeals(g, 3, 47) {
			s.SetCancel(done)
			n0 := s.Nodes()
			v, c := s.Solve(p)
			if !s.Limited() || s.Nodes()-n0 > 2*limitCheck {
				t.Errorf("%v: a cancelled solve ran %d positions (limited %v)", g, s.Nodes()-n0, s.Limited())
			}
			if v < 0 || v > bfTotal(p) || !Legal(p).Has(c) {
				t.Errorf("%v: cancelled solve gave %d %v", g, v, c)
			}
			s.SetCancel(nil)
			got, _ := s.Solve(p)
			ref.Reset()
			want, _ := ref.Solve(p)
			if got != want || s.Limited() {
				t.Errorf("%v: after a cancelled solve %d (limited %v), want %d", g, got, s.Limited(), want)
			}
		}
	}
}
