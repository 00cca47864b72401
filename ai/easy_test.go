package ai_test

import (
	"context"
	"math/rand/v2"
	"testing"

	"tarabish/ai"
	"tarabish/game"
)

// midTrick builds a play-phase state: hands as given (N, E, S, W), trump, caller, and the
// cards already played to the current trick from leader on. Trick 1 and 2 are over, so no
// runs are pending.
func midTrick(t *testing.T, k game.Kind, trump game.Suit, caller game.Seat, hands [4]string, leader game.Seat, played ...string) game.State {
	t.Helper()
	st, _ := game.NewState(game.DefaultRules(k), game.West)
	st.Phase, st.Trump, st.Caller, st.Bid = game.PhasePlay, trump, caller, 7
	st.TrickNo = 2
	st.Dealt = uint8(k.HandSize())
	for p, text := range hands {
		cs, err := game.ParseCards(text)
		if err != nil {
			t.Fatal(err)
		}
		for _, c := range cs {
			st.Hands[p] |= c.Mask()
		}
		st.Counts[p] = uint8(len(cs))
	}
	st.Leader, st.Turn = leader, leader
	st.Trick = [4]game.Card{game.NoCard, game.NoCard, game.NoCard, game.NoCard}
	for _, text := range played {
		c, _ := game.ParseCard(text)
		if err := st.Apply(game.PlayAction(c)); err != nil {
			t.Fatal(err)
		}
	}
	return st
}

func choose(st *game.State) game.Action {
	v := st.View(st.Current())
	return ai.Easy{}.Choose(context.Background(), &v, 0, rand.New(rand.NewPCG(1, 1)))
}

func TestEasyAnnouncesShowsAndSaysBella(t *testing.T) {
	st, _ := game.NewState(game.DefaultRules(game.Tarabish), game.West)
	deal := dealWith(t, game.Tarabish, game.North, "7S 8S 9S KH QH 6D AC AD TC", 4)
	if err := st.StartHand(deal); err != nil {
		t.Fatal(err)
	}
	if err := st.Apply(game.CallAction(game.Hearts)); err != nil { // North calls hearts and leads
		t.Fatal(err)
	}
	if a := choose(&st); a != game.AnnounceAction {
		t.Fatalf("with a run in trick 1: %v, want announce", a)
	}
	for st.TrickNo < 1 {
		if err := st.Apply(choose(&st)); err != nil {
			t.Fatal(err)
		}
	}
	for st.Current() != game.North {
		st.Apply(choose(&st))
	}
	if a := choose(&st); a != game.ShowAction {
		t.Fatalf("in trick 2 after announcing: %v, want show", a)
	}
	// Bella: North plays trump K and Q sooner or later, and says Bella with the second.
	said := false
	for st.Phase == game.PhasePlay {
		a := choose(&st)
		if a.Bella {
			said = true
		}
		if err := st.Apply(a); err != nil {
			t.Fatal(err)
		}
	}
	if !said {
		t.Fatal("Bella never said")
	}
}

func TestEasyFeedsPartnersWinner(t *testing.T) {
	// Spades trump, play clockwise: South leads the A of hearts, West follows with the 7;
	// North, South's partner, holds the 10 and 6 of hearts and gives partner the 10.
	st := midTrick(t, game.Tarabish, game.Spades, game.South,
		[4]string{"TH 6H 7D", "8H 8D 9D", "AH JD QD", "7H TD KD"}, game.South, "AH", "7H")
	if a := choose(&st); a.Card.String() != "TH" {
		t.Fatalf("partner wins with the ace: %v, want TH", a)
	}
}

func TestEasyWinsCheaplyLast(t *testing.T) {
	// Tarneeb, hearts trump, play counter-clockwise: North leads the 5 of spades, West plays
	// the 9, South (third hand) plays high, East (last) wins with its only winner.
	st := midTrick(t, game.Tarneeb, game.Hearts, game.North,
		[4]string{"5S 2C", "AS TS", "KS 3C", "9S 4C"}, game.North, "5S", "9S")
	// South (North's partner) is third: third hand high.
	if a := choose(&st); a.Card.String() != "KS" {
		t.Fatalf("third hand: %v, want KS", a)
	}
	st.Apply(game.PlayAction(mustCard("KS")))
	// East, last, wins cheaply with the ace (only winner).
	if a := choose(&st); a.Card.String() != "AS" {
		t.Fatalf("fourth hand: %v, want AS", a)
	}
}

func TestEasySecondHandLow(t *testing.T) {
	// Tarneeb: North leads the 4 of spades; West, next, holds K-2 and plays low.
	st := midTrick(t, game.Tarneeb, game.Hearts, game.North,
		[4]string{"4S 2C", "AS 3D", "5D 3C", "KS 2S"}, game.North, "4S")
	if a := choose(&st); a.Card.String() != "2S" {
		t.Fatalf("second hand: %v, want 2S", a)
	}
}

func TestEasyBidsAndPasses(t *testing.T) {
	st, _ := game.NewState(game.DefaultRules(game.Tarabish), game.West)
	st.StartHand(dealWith(t, game.Tarabish, game.North, "JH 9H AH TH AS AD 7C 8D 6S", 1))
	if a := choose(&st); a != game.CallAction(game.Hearts) {
		t.Fatalf("strong hearts: %v", a)
	}
	st, _ = game.NewState(game.DefaultRules(game.Tarabish), game.West)
	st.StartHand(dealWith(t, game.Tarabish, game.North, "6H 7S 8D 6C 7D 8C JH 9S AC", 2))
	if a := choose(&st); a != game.PassAction {
		t.Fatalf("weak hand: %v", a)
	}
	tn, _ := game.NewState(game.DefaultRules(game.Tarneeb), game.East)
	tn.StartHand(dealWith(t, game.Tarneeb, game.North, "AS KS QS JS TS 9S 8S AH KH 2D 3D 2C 3C", 3))
	if a := choose(&tn); a.Verb != game.Bid {
		t.Fatalf("seven spades: %v", a)
	}
	tn, _ = game.NewState(game.DefaultRules(game.Tarneeb), game.East)
	tn.StartHand(dealWith(t, game.Tarneeb, game.North, "2S 3S 4S 5H 6H 7H 2D 3D 4D 5C 6C 7C 8C", 4))
	if a := choose(&tn); a != game.PassAction {
		t.Fatalf("no honours: %v", a)
	}
}

func mustCard(text string) game.Card {
	c, err := game.ParseCard(text)
	if err != nil {
		panic(err)
	}
	return c
}
