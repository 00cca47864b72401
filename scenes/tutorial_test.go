package scenes

import (
	"context"
	"strings"
	"testing"
	"time"

	"tarabish/game"
	"tarabish/scenes/session"
	"tarabish/settings"
)

// advice waits for the coach's advice at the person's turn in the guided hand.
func advice(t *testing.T, tb *Table) game.Action {
	t.Helper()
	for i := 0; ; i++ {
		c := tb.S.Coach()
		if c.Advice != nil {
			return c.Advice.Action
		}
		if !c.Pending || i > 60000 {
			t.Fatal("the coach's advice never came")
		}
		time.Sleep(time.Millisecond)
	}
}

// TestTutorial plays each guided hand the way the coach says and checks what the coach says:
// the moment's rule, then the advice, which is the hint's action.
func TestTutorial(t *testing.T) {
	p := settings.DefaultPrefs()
	ctx := &Context{Prefs: &p, W: 1280, H: 720, Scale: 1}
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		sc, err := NewTutorial(ctx, k)
		if err != nil {
			t.Fatalf("%s: %v", k, err)
		}
		tb := sc.(*DealScene).t
		tb.S.HintBudget = 60 * time.Millisecond
		tb.SkipAnimations(ctx)
		s := &tb.G.State
		moments := 0
		for i := 0; !tb.handOver; i++ {
			if i > 300 {
				t.Fatalf("%s: the guided hand does not end", k)
			}
			if s.Current() != tb.Human {
				if have := coachText(ctx, tb); have != ctx.T("coach.wait") {
					t.Errorf("%s: at %s's turn the coach says %q", k, s.Current(), have)
				}
				a := session.Tutor{}.Choose(context.Background(), ptr(s.View(s.Current())), 0, nil)
				if err := tb.Act(ctx, a); err != nil {
					t.Fatalf("%s: %v: %v", k, a, err)
				}
				tb.SkipAnimations(ctx)
				continue
			}
			a := advice(t, tb)
			h, _ := tb.S.Hint()
			have := coachText(ctx, tb)
			want := ctx.T("coach.advice", "advice", actionWords(ctx, a))
			if h.Action != a || !strings.Contains(have, want) {
				t.Errorf("%s: the hint says %v; the coach says %q, want it to contain %q", k, h.Action, have, want)
			}
			rule := map[game.Phase]string{game.PhaseBid: map[game.Kind]string{game.Tarabish: "coach.tb.bid", game.Tarneeb: "coach.tn.bid"}[k], game.PhaseTrump: "coach.trump"}[s.Phase]
			if s.Phase == game.PhasePlay && s.TrickNo == 0 && s.TrickLen == 0 && a.Verb == game.Play {
				rule = "coach.lead.first"
			}
			if rule != "" && !strings.HasPrefix(have, ctx.T(rule)) {
				t.Errorf("%s: the coach says %q, want it to start %q", k, have, ctx.T(rule))
			}
			if a.Verb == game.Announce && !strings.HasPrefix(have, ctx.T("remind.announce", "melds", "a twenty in hearts and a twenty in diamonds")) {
				t.Errorf("%s: the coach says %q before the first card", k, have)
			}
			if err := tb.Act(ctx, a); err != nil {
				t.Fatalf("%s: %v: %v", k, a, err)
			}
			tb.SkipAnimations(ctx)
			moments++
		}
		if moments < 9 {
			t.Errorf("%s: only %d decisions of the person", k, moments)
		}
		if have := coachText(ctx, tb); have == ctx.T("coach.wait") {
			t.Errorf("%s: no score explained at the end", k)
		}
	}
}

func ptr(v game.View) *game.View { return &v }

// TestGuidedUndoKeepsItsDeal takes back South's card in the guided hand: the deal stays the
// guided one and every move keeps the seat that made it.
func TestGuidedUndoKeepsItsDeal(t *testing.T) {
	p := settings.DefaultPrefs()
	ctx := &Context{Prefs: &p, W: 1280, H: 720, Scale: 1}
	sc, err := NewTutorial(ctx, game.Tarabish)
	if err != nil {
		t.Fatal(err)
	}
	tb := sc.(*DealScene).t
	s := &tb.G.State
	deal := tb.G.Hands[0].Deal
	for tb.G.LastPlay(game.South) < 0 || s.Current() != game.South {
		a := session.Tutor{}.Choose(context.Background(), ptr(s.View(s.Current())), 0, nil)
		if s.Current() == game.South && s.Phase == game.PhaseBid {
			a = game.CallAction(game.Hearts)
		}
		if err := tb.Act(ctx, a); err != nil {
			t.Fatalf("%v: %v", a, err)
		}
	}
	moves := append([]game.Move(nil), tb.G.Hands[0].Moves[:tb.G.LastPlay(game.South)]...)
	if !tb.Undo(ctx) {
		t.Fatal("have no undo, want one")
	}
	h := tb.G.Hands[len(tb.G.Hands)-1]
	for seat := range deal {
		if len(h.Deal[seat]) != len(deal[seat]) || h.Deal[seat][0] != deal[seat][0] || h.Deal[seat][8] != deal[seat][8] {
			t.Errorf("seat %s: have deal %v, want %v", game.Seat(seat), h.Deal[seat], deal[seat])
		}
	}
	if len(h.Moves) != len(moves) {
		t.Fatalf("have %d moves, want %d", len(h.Moves), len(moves))
	}
	for i, m := range h.Moves {
		if m != moves[i] {
			t.Errorf("move %d: have %s, want %s", i+1, m, moves[i])
		}
	}
}
