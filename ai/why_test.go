package ai_test

import (
	"context"
	"errors"
	"math"
	"math/rand/v2"
	"testing"
	"time"

	"tarabish/ai"
	"tarabish/game"
)

// playedHand plays one seeded hand to its end with easy players and gives its record.
func playedHand(t *testing.T, k game.Kind, seed uint64) (game.Rules, game.HandRecord) {
	t.Helper()
	rules := game.DefaultRules(k)
	g, err := game.NewGame(rules, seed)
	if err != nil {
		t.Fatal(err)
	}
	easy, err := ai.NewPlayer("easy")
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 1))
	for len(g.Hands) == 1 && g.State.Current() != game.NoSeat {
		v := g.State.View(g.State.Current())
		if _, err := g.Apply(easy.Choose(context.Background(), &v, time.Millisecond, rng)); err != nil {
			t.Fatal(err)
		}
	}
	return rules, g.Hands[0]
}

// viewBefore replays a hand's moves up to one by hand and gives the view of the seat to play it.
func viewBefore(t *testing.T, rules game.Rules, h game.HandRecord, move int) game.View {
	t.Helper()
	g, err := game.NewDealtGame(rules, h.Dealer, h.Deal)
	if err != nil {
		t.Fatal(err)
	}
	for _, m := range h.Moves[:move] {
		if _, err := g.Apply(m.Action); err != nil {
			t.Fatal(err)
		}
	}
	return g.State.View(h.Moves[move].Seat)
}

// TestExplainCardIsTheHint explains computer cards of the last tricks of a hand of each game
// and checks the evaluation against the hint run on the seat's view directly: the same best
// card, the same cards valued with the same figures; the played card has its figures, and
// every alternative is legal, best first.
func TestExplainCardIsTheHint(t *testing.T) {
	const budget = time.Minute // the samples run out long before: both runs see all of them
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		rules, h := playedHand(t, k, 11)
		asked := 0
		for move := len(h.Moves) - 1; move >= 0 && asked < 3; move-- {
			m := h.Moves[move]
			v := viewBefore(t, rules, h, move)
			if m.Action.Verb != game.Play || m.Seat == game.South || v.LegalPlays().Len() < 2 {
				continue
			}
			asked++
			w, err := ai.ExplainCard(context.Background(), rules, h, move, budget)
			if err != nil {
				t.Fatalf("%s move %d: %v", k, move, err)
			}
			direct := ai.Hint(context.Background(), &v, budget)
			if w.Hint.Action.Card != direct.Action.Card || len(w.Hint.Options) != len(direct.Options) {
				t.Fatalf("%s move %d: have best %v of %d options, the hint %v of %d", k, move, w.Hint.Action, len(w.Hint.Options), direct.Action, len(direct.Options))
			}
			for i, o := range direct.Options {
				have := w.Hint.Options[i]
				if have.Action != o.Action || math.Abs(have.Value-o.Value) > 1e-9 || math.Abs(have.MakeChance-o.MakeChance) > 1e-9 {
					t.Errorf("%s move %d: option %d is %+v, the hint's %+v", k, move, i, have, o)
				}
			}
			if w.Seat != m.Seat || w.Card != m.Action.Card || w.Played == nil || w.Played.Action.Card != m.Action.Card {
				t.Fatalf("%s move %d: have %s's %s with figures %v, want %s's %s with its figures", k, move, w.Seat, w.Card, w.Played, m.Seat, m.Action.Card)
			}
			if want := min(3, len(direct.Options)-1); len(w.Others) != want {
				t.Errorf("%s move %d: have %d alternatives, want %d", k, move, len(w.Others), want)
			}
			for i, o := range w.Others {
				if o.Action.Card == w.Card || v.Check(o.Action) != nil {
					t.Errorf("%s move %d: alternative %s is the card played or illegal", k, move, o.Action)
				}
				if i > 0 && o.Value > w.Others[i-1].Value {
					t.Errorf("%s move %d: alternatives %v are not best first", k, move, w.Others)
				}
			}
			if w.Best == nil || w.Best.Value < w.Played.Value || (w.Verdict == ai.VerdictBest) != (w.Loss == 0) {
				t.Errorf("%s move %d: best %v, played %v, verdict %d with loss %v", k, move, w.Best, w.Played, w.Verdict, w.Loss)
			}
		}
		if asked == 0 {
			t.Fatalf("%s: no computer card with a choice in the hand", k)
		}
	}
}

// TestExplainCardRefuses asks about moves that are not in the hand, not cards or do not
// replay: each gives its problem and nothing else.
func TestExplainCardRefuses(t *testing.T) {
	rules, h := playedHand(t, game.Tarneeb, 5)
	bad := h
	bad.Moves = append([]game.Move(nil), h.Moves...)
	last := len(bad.Moves) - 1
	bad.Moves[last].Action = game.PlayAction(bad.Moves[0].Action.Card) // a card nobody holds then
	for _, tc := range []struct {
		name string
		h    game.HandRecord
		move int
		want ai.MoveProblem
	}{
		{"before the first", h, -1, ai.MoveOutOfRange},
		{"past the last", h, len(h.Moves), ai.MoveOutOfRange},
		{"a bid", h, 0, ai.MoveNotACard},
		{"a card not held", bad, last, ai.MoveNotReplayed},
	} {
		w, err := ai.ExplainCard(context.Background(), rules, tc.h, tc.move, time.Second)
		var me *ai.MoveError
		if !errors.As(err, &me) || me.Problem != tc.want || me.Move != tc.move {
			t.Errorf("%s: have %v (%+v), want problem %d", tc.name, err, me, tc.want)
		}
		if w.Played != nil || w.Others != nil {
			t.Errorf("%s: have an explanation %+v with the error", tc.name, w)
		}
	}
}

// TestExplainCardCancelled stops the evaluation before it starts: it comes back at once,
// without figures, and says it has none.
func TestExplainCardCancelled(t *testing.T) {
	rules, h := playedHand(t, game.Tarabish, 3)
	move := -1
	for i, m := range h.Moves {
		if m.Action.Verb == game.Play && m.Seat == game.East {
			move = i // East's first card: the longest evaluation of the hand
			break
		}
	}
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	w, err := ai.ExplainCard(ctx, rules, h, move, time.Minute)
	if err != nil {
		t.Fatal(err)
	}
	if w.Verdict != ai.VerdictUnknown || w.Played != nil {
		t.Errorf("a cancelled evaluation gives verdict %d with figures %v, want none", w.Verdict, w.Played)
	}
}

// TestJudgeCard judges a played card against made-up figures of a Tarneeb trick: the best
// card, one a little worse, one clearly worse, and one without figures.
func TestJudgeCard(t *testing.T) {
	rules, h := playedHand(t, game.Tarneeb, 5)
	move := -1
	var v game.View
	for i := len(h.Moves) - 1; i >= 0 && move < 0; i-- {
		if v = viewBefore(t, rules, h, i); h.Moves[i].Action.Verb == game.Play && v.LegalPlays().Len() >= 4 {
			move = i
		}
	}
	if move < 0 {
		t.Fatal("no card with four choices in the hand")
	}
	cards := v.LegalPlays().Slice()
	values := []float64{8.2, 8.1, 7.0, 6.5}
	var hint ai.HintResult
	for i, c := range cards[:4] {
		hint.Options = append(hint.Options, ai.OptionValue{Action: game.PlayAction(c), Value: values[i], MakeChance: values[i] / 10})
	}
	for _, tc := range []struct {
		card    game.Card
		verdict ai.Verdict
		loss    float64
		others  int
	}{
		{cards[0], ai.VerdictBest, 0, 3},
		{cards[1], ai.VerdictClose, 0.1, 3},
		{cards[3], ai.VerdictRisked, 1.7, 3},
	} {
		w := ai.JudgeCard(&v, hint, tc.card)
		if w.Verdict != tc.verdict || math.Abs(w.Loss-tc.loss) > 1e-9 || len(w.Others) != tc.others || w.Best.Action.Card != cards[0] {
			t.Errorf("%s: have verdict %d, loss %v, %d others, best %v; want %d, %v, %d, %s", tc.card, w.Verdict, w.Loss, len(w.Others), w.Best.Action, tc.verdict, tc.loss, tc.others, cards[0])
		}
	}
	if len(cards) > 4 {
		if w := ai.JudgeCard(&v, hint, cards[4]); w.Verdict != ai.VerdictUnknown || w.Played != nil || len(w.Others) != 3 {
			t.Errorf("a card without figures: have verdict %d, figures %v, %d others", w.Verdict, w.Played, len(w.Others))
		}
	}
}
