package scenes

import (
	"context"
	"testing"

	"tarabish/game"
	"tarabish/scenes/session"
	"tarabish/settings"
)

// TestTutorial plays each guided hand the way the coach says and checks what the coach says.
func TestTutorial(t *testing.T) {
	p := settings.DefaultPrefs()
	ctx := &Context{Prefs: &p, W: 1280, H: 720, Scale: 1}
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		sc, err := NewTutorial(ctx, k)
		if err != nil {
			t.Fatalf("%s: %v", k, err)
		}
		tb := sc.(*DealScene).t
		tb.SkipAnimations(ctx)
		s := &tb.G.State
		// the computer seats pass until South speaks
		for s.Current() != game.South {
			_ = tb.Act(ctx, session.Tutor{}.Choose(context.Background(), ptr(s.View(s.Current())), 0, nil))
		}
		want := map[game.Kind]string{game.Tarabish: "coach.tb.bid", game.Tarneeb: "coach.tn.bid"}[k]
		if have := coachText(ctx, tb); have != ctx.T(want) {
			t.Errorf("%s bidding: coach says %q", k, have)
		}
		if k == game.Tarabish {
			_ = tb.Act(ctx, game.CallAction(game.Hearts))
			if have := coachText(ctx, tb); have != ctx.T("remind.announce", "melds", "a twenty in hearts and a twenty in diamonds") {
				t.Errorf("first trick: coach says %q", have)
			}
		} else {
			_ = tb.Act(ctx, game.BidAction(8))
			for s.Phase == game.PhaseBid {
				_ = tb.Act(ctx, game.PassAction)
			}
			_ = tb.Act(ctx, game.TrumpAction(game.Spades))
			if have := coachText(ctx, tb); have != ctx.T("coach.lead.first") {
				t.Errorf("first lead: coach says %q", have)
			}
		}
		// The rest of the hand: every seat plays as the tutorial's computer players do.
		for i := 0; !tb.handOver; i++ {
			if i > 200 {
				t.Fatalf("%s: the guided hand does not end", k)
			}
			a := session.Tutor{}.Choose(context.Background(), ptr(s.View(s.Current())), 0, nil)
			if err := tb.Act(ctx, a); err != nil {
				t.Fatalf("%s: %v: %v", k, a, err)
			}
			tb.SkipAnimations(ctx)
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
