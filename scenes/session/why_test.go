package session_test

import (
	"context"
	"errors"
	"math/rand/v2"
	"testing"
	"time"

	"tarabish/ai"
	"tarabish/game"
	"tarabish/scenes/session"
)

// easyHand plays one seeded hand to its end with easy players and gives its record.
func easyHand(t *testing.T, k game.Kind, seed uint64) (game.Rules, game.HandRecord) {
	t.Helper()
	rules := game.DefaultRules(k)
	g, err := game.NewGame(rules, seed)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 2))
	for len(g.Hands) == 1 && g.State.Current() != game.NoSeat {
		v := g.State.View(g.State.Current())
		if _, err := g.Apply(ai.Easy{}.Choose(context.Background(), &v, 0, rng)); err != nil {
			t.Fatal(err)
		}
	}
	return rules, g.Hands[0]
}

// firstCard gives the index of a seat's first card in a hand record.
func firstCard(t *testing.T, h game.HandRecord, seat game.Seat) int {
	t.Helper()
	for i, m := range h.Moves {
		if m.Action.Verb == game.Play && m.Seat == seat {
			return i
		}
	}
	t.Fatalf("%s plays no card", seat)
	return -1
}

// wait waits for the explanation's work to end and gives its result.
func wait(t *testing.T, e *session.Explanation) (*ai.CardWhy, error) {
	t.Helper()
	<-e.Ended()
	w, pending, err := e.Result()
	if pending {
		t.Fatal("the work ended and its result is still pending")
	}
	return w, err
}

// TestExplainStops stops explanations under way: a first card's, given an hour, and work that
// waits for nothing but its cancellation: their goroutines end (the test would wait forever
// otherwise) and the result is no longer pending.
func TestExplainStops(t *testing.T) {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		rules, h := easyHand(t, k, 4)
		e := session.Explain(rules, h, firstCard(t, h, game.West), game.South, time.Hour)
		if _, pending, _ := e.Result(); !pending {
			t.Fatalf("%s: an hour's explanation is not pending at once", k)
		}
		e.Stop()
		if _, err := wait(t, e); err != nil {
			t.Fatal(err)
		}
	}
	e := session.ExplainBy(func(ctx context.Context) (ai.CardWhy, error) {
		<-ctx.Done()
		return ai.CardWhy{}, ctx.Err()
	})
	e.Stop()
	if _, err := wait(t, e); !errors.Is(err, context.Canceled) {
		t.Errorf("the stopped work ends with %v, want it cancelled", err)
	}
}

// TestExplainRefuses refuses the person's card at once, without work, and passes the
// replay's problems on.
func TestExplainRefuses(t *testing.T) {
	rules, h := easyHand(t, game.Tarabish, 8)
	for _, tc := range []struct {
		move int
		want ai.MoveProblem
	}{{firstCard(t, h, game.South), ai.MoveByPerson}, {len(h.Moves) + 3, ai.MoveOutOfRange}, {0, ai.MoveNotACard}} {
		_, err := wait(t, session.Explain(rules, h, tc.move, game.South, 0))
		var me *ai.MoveError
		if !errors.As(err, &me) || me.Problem != tc.want {
			t.Errorf("move %d: have %v, want problem %d", tc.move, err, tc.want)
		}
	}
	w, err := wait(t, session.Explain(rules, h, len(h.Moves)-2, game.South, 0))
	if err != nil || w.Card != h.Moves[len(h.Moves)-2].Action.Card {
		t.Errorf("the last trick's third card: have %+v, %v", w, err)
	}
}
