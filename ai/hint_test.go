package ai_test

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"tarabish/ai"
	"tarabish/game"
)

// dealWith deals the given cards first to seat (in deal order) and the rest of the deck at
// random to the others.
func dealWith(t *testing.T, k game.Kind, seat game.Seat, text string, seed uint64) [4][]game.Card {
	t.Helper()
	mine, err := game.ParseCards(text)
	if err != nil {
		t.Fatal(err)
	}
	var used game.Cards
	for _, c := range mine {
		used |= c.Mask()
	}
	rest := (k.Deck() &^ used).Slice()
	rng := rand.New(rand.NewPCG(seed, 3))
	rng.Shuffle(len(rest), func(i, j int) { rest[i], rest[j] = rest[j], rest[i] })
	var deal [4][]game.Card
	deal[seat] = mine
	for p := game.North; p <= game.West; p++ {
		if p != seat {
			deal[p], rest = rest[:k.HandSize()], rest[k.HandSize():]
		}
	}
	return deal
}

func TestHintTarabishStrongCall(t *testing.T) {
	st, _ := game.NewState(game.DefaultRules(game.Tarabish), game.West) // North bids first
	deal := dealWith(t, game.Tarabish, game.North, "JH 9H AH TH AS AD 7C 8D 6S", 1)
	if err := st.StartHand(deal); err != nil {
		t.Fatal(err)
	}
	v := st.View(game.North)
	h := ai.Hint(context.Background(), &v, 300*time.Millisecond)
	if h.Action != game.CallAction(game.Hearts) {
		t.Fatalf("hint %v, want call H", h.Action)
	}
	if len(h.Options) != 5 || h.Options[0].Action.Suit != game.Hearts || h.Options[0].MakeChance < 0.8 {
		t.Fatalf("options %+v", h.Options)
	}
	if h.Options[4].Action != game.PassAction {
		t.Errorf("have last option %v, want Pass", h.Options[4].Action)
	}
	if h.Reason.Why != ai.WhyCallWorth || h.Reason.Suit != game.Hearts || h.Reason.Chance != h.Options[0].MakeChance || h.Reason.Value <= 10 {
		t.Errorf("have reason %+v, want hearts worth over 10 points more than passing, making it %v of the time", h.Reason, h.Options[0].MakeChance)
	}
}

func TestHintTarabishWeakPass(t *testing.T) {
	st, _ := game.NewState(game.DefaultRules(game.Tarabish), game.West)
	deal := dealWith(t, game.Tarabish, game.North, "6H 7S 8D 6C 7D 8C JH 9S AC", 2)
	if err := st.StartHand(deal); err != nil {
		t.Fatal(err)
	}
	v := st.View(game.North)
	h := ai.Hint(context.Background(), &v, 300*time.Millisecond)
	if h.Action != game.PassAction {
		t.Fatalf("hint %v with a weak hand, want pass (%+v)", h.Action, h.Options)
	}
	if h.Reason.Why != ai.WhyPassWorth || h.Reason.Value < -10 || h.Options[len(h.Options)-1].Action != game.PassAction {
		t.Errorf("have reason %+v and options %+v, want passing worth more than calling and Pass listed", h.Reason, h.Options)
	}
}

func TestHintTarneebLongSuit(t *testing.T) {
	st, _ := game.NewState(game.DefaultRules(game.Tarneeb), game.East) // North opens (dealer's right)
	deal := dealWith(t, game.Tarneeb, game.North, "AS KS QS JS TS 9S 8S AH KH 2D 3D 2C 3C", 3)
	if err := st.StartHand(deal); err != nil {
		t.Fatal(err)
	}
	v := st.View(game.North)
	h := ai.Hint(context.Background(), &v, 300*time.Millisecond)
	if h.Action.Verb != game.Bid {
		t.Fatalf("hint %v, want a bid (%+v)", h.Action, h.Options)
	}
	if h.Options[0].Action.Suit != game.Spades || h.Options[0].Value < 8 {
		t.Fatalf("options %+v", h.Options)
	}
	if h.Reason.Why != ai.WhyCallWorth || h.Reason.Suit != game.Spades || h.Reason.Value <= 0.5 || h.Reason.Chance < 0.9 {
		t.Fatalf("reason %+v, want a bid in spades worth more than passing", h.Reason)
	}
}

// TestHintTarneebWeak: a hand without tricks passes, passing set against the bid's score.
func TestHintTarneebWeak(t *testing.T) {
	st, _ := game.NewState(game.DefaultRules(game.Tarneeb), game.East)
	deal := dealWith(t, game.Tarneeb, game.North, "2S 3S 4S 2H 3H 4H 2D 3D 4D 5D 2C 3C 4C", 3)
	if err := st.StartHand(deal); err != nil {
		t.Fatal(err)
	}
	v := st.View(game.North)
	h := ai.Hint(context.Background(), &v, 300*time.Millisecond)
	if h.Action != game.PassAction || h.Reason.Why != ai.WhyPassWorth || h.Reason.Value <= 0 {
		t.Fatalf("hint %v for %+v, want a pass worth more than bidding", h.Action, h.Reason)
	}
}

// TestHintAlwaysLegal asks for hints at random moments of games of every preset.
func TestHintAlwaysLegal(t *testing.T) {
	easy, _ := ai.NewPlayer("easy")
	n := 0
	for _, r := range allPresets(t) {
		g, _ := game.NewGame(r, 11)
		rng := rand.New(rand.NewPCG(11, 1))
		for i := 0; i < 60 && g.State.Phase != game.PhaseOver; i++ {
			v := g.State.View(g.State.Current())
			if i%7 == 0 {
				h := ai.Hint(context.Background(), &v, 5*time.Millisecond)
				if err := g.State.Check(h.Action); err != nil {
					t.Fatalf("%s: hint %v illegal: %v", r.Preset, h.Action, err)
				}
				for _, o := range h.Options {
					if o.MakeChance < 0 || o.MakeChance > 1 {
						t.Fatalf("chance %v", o.MakeChance)
					}
				}
				n++
			}
			if _, err := g.Apply(easy.Choose(context.Background(), &v, 0, rng)); err != nil {
				t.Fatal(err)
			}
		}
	}
	if n < 50 {
		t.Fatalf("only %d hints", n)
	}
}
