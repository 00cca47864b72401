package scenes

import (
	"strings"
	"testing"

	"tarabish/game"
	"tarabish/settings"
)

func dealState(t *testing.T, k game.Kind, dealer game.Seat, hands [4]string, actions ...string) *game.State {
	t.Helper()
	s, _ := game.NewState(game.DefaultRules(k), dealer)
	var deal [4][]game.Card
	for i, h := range hands {
		deal[i], _ = game.ParseCards(h)
	}
	if err := s.StartHand(deal); err != nil {
		t.Fatal(err)
	}
	for _, text := range actions {
		_, a, err := game.ParseAction(text)
		if err != nil {
			t.Fatal(err)
		}
		if err := s.Apply(a); err != nil {
			t.Fatalf("%s: %v", text, err)
		}
	}
	return &s
}

var dealA = [4]string{
	"AS 6S 7S 6D 7D 8D 6C 7C 8C",
	"TS 8S 9S 9D TD JD 9C TC JC",
	"JH 6H 7H 8H 9H QD KD AD QC",
	"KS QS JS TH QH KH AH KC AC",
}

func TestReminders(t *testing.T) {
	p := settings.DefaultPrefs()
	ctx := &Context{Prefs: &p}
	dealC := [4]string{
		"6D 7D 8D AS TH KC QS 9H JC",
		"6C 7C 8C KS JH AD QH 9S TD",
		"6S 8S JS 6H 8H AH 9D JD QC",
		"7S TS 7H KH QD KD 9C TC AC",
	}
	s := dealState(t, game.Tarabish, game.West, dealC, "N call S")
	if have := reminder(ctx, s, false); have != "You hold a twenty in diamonds: announce before your first card." {
		t.Errorf("announce: %q", have)
	}
	_ = s.Apply(game.AnnounceAction)
	if have := reminder(ctx, s, false); have != "" {
		t.Errorf("after announcing: %q", have)
	}
	all := [4]string{
		"6S 7S 8S 9S TS JS QS KS AS",
		"6D 7D 8D 9D TD JD QD KD AD",
		"6H 7H 8H 9H TH JH QH KH AH",
		"6C 7C 8C 9C TC JC QC KC AC",
	}
	b := dealState(t, game.Tarabish, game.East, all, "S call H", "S play KH", "W play 6C", "N play 6S", "E play 6D")
	if have := reminder(ctx, b, false); !strings.Contains(have, "Bella") || !strings.Contains(have, "Q of hearts") {
		t.Errorf("bella: %q", have)
	}
	if have := reminder(ctx, b, true); have != "" {
		t.Errorf("bella toggle on: %q", have)
	}
}

func TestUndoTakesBackTheLastCard(t *testing.T) {
	p := settings.DefaultPrefs()
	ctx := &Context{Prefs: &p, W: 1280, H: 720, Scale: 1}
	g, _ := game.NewGame(game.DefaultRules(game.Tarabish), 9)
	tb := tableFor(ctx, g)
	var before game.State
	for played := 0; played < 6; {
		s := &tb.G.State
		if s.Current() == game.South && s.Phase == game.PhasePlay {
			before = *s
			played++
		}
		if s.Phase != game.PhasePlay && s.Phase != game.PhaseBid && s.Phase != game.PhaseTrump {
			t.Fatalf("hand ended early: phase %s", s.Phase)
		}
		a := s.AppendLegal(nil)[0]
		if a.Verb == game.Pass && s.Phase == game.PhaseBid {
			a = s.AppendLegal(nil)[1] // call, so the hand is played
		}
		if err := tb.Act(ctx, a); err != nil {
			t.Fatal(err)
		}
		if s.TrickNo >= 3 && s.Current() != game.South {
			break
		}
	}
	if !tb.CanUndo() || !tb.Undo(ctx) {
		t.Fatal("undo refused")
	}
	if tb.G.State != before {
		t.Errorf("after undo the state is not the one before South's last card")
	}
	if tb.G.State.Current() != game.South {
		t.Errorf("after undo it is %s's turn", tb.G.State.Current())
	}
}

// TestShowWarning plays a card in trick 2 while South's announced twenty is still to show:
// with reminders on, the first try warns and keeps the card, the second plays it; with
// reminders off the card goes at once.
func TestShowWarning(t *testing.T) {
	dealC := [4]string{
		"6S 8S JS 6H 8H AH 9D JD QC",
		"6C 7C 8C KS JH AD QH 9S TD",
		"6D 7D 8D AS TH KC QS 9H JC", // South: a twenty in diamonds
		"7S TS 7H KH QD KD 9C TC AC",
	}
	var deal [4][]game.Card
	for i, h := range dealC {
		deal[i], _ = game.ParseCards(h)
	}
	for _, reminders := range []bool{true, false} {
		p := settings.DefaultPrefs()
		p.Aids.Reminders = reminders
		ctx := &Context{Prefs: &p, W: 1280, H: 720, Scale: 1}
		g, err := game.NewDealtGame(game.DefaultRules(game.Tarabish), game.West, deal)
		if err != nil {
			t.Fatal(err)
		}
		tb := tableFor(ctx, g)
		s := &g.State
		for s.Phase != game.PhasePlay || s.TrickNo < 1 || s.Current() != game.South {
			a := s.AppendLegal(nil)[0]
			if s.Current() == game.South && s.Phase == game.PhasePlay && s.TrickNo == 0 && s.Check(game.AnnounceAction) == nil {
				a = game.AnnounceAction
			}
			if err := tb.Act(ctx, a); err != nil {
				t.Fatal(err)
			}
		}
		if s.Check(game.ShowAction) != nil {
			t.Fatal("Show is not legal in trick 2")
		}
		sc := &PlayScene{tableScene: tableScene{t: tb}, selected: -1}
		legal := s.AppendLegal(nil)
		c := s.LegalPlays().First()
		tries := []game.Card{c, c}
		if other := (s.LegalPlays() &^ c.Mask()).First(); other != game.NoCard {
			tries = []game.Card{c, other, other} // another card is warned about again
		}
		if !reminders {
			tries = tries[:1]
		}
		for i, try := range tries {
			sc.play(ctx, try, legal)
			played := !s.Hands[game.South].Has(try)
			if want := i == len(tries)-1; played != want {
				t.Errorf("reminders %v, try %d (%s): have played %v, want %v (message %q)", reminders, i+1, try, played, want, tb.Err)
			}
			if !played && tb.Err != ctx.T("warn.show") {
				t.Errorf("reminders %v, try %d: have message %q, want the Show warning", reminders, i+1, tb.Err)
			}
		}
	}
}

// TestTallyWords plays a Tarneeb hand bid at 7 and checks the tally's words at every trick:
// what is still to play, and what the bidders need, have made or can no longer make.
func TestTallyWords(t *testing.T) {
	p := settings.DefaultPrefs()
	ctx := &Context{Prefs: &p}
	g, err := game.NewGame(game.DefaultRules(game.Tarneeb), 5)
	if err != nil {
		t.Fatal(err)
	}
	s := &g.State
	_ = s.Apply(game.BidAction(7))
	for s.Phase == game.PhaseBid {
		_ = s.Apply(game.PassAction)
	}
	_ = s.Apply(game.TrumpAction(game.Spades))
	seen := map[string]bool{}
	for s.Phase == game.PhasePlay {
		if s.TrickLen == 0 {
			tl, _ := s.Tally()
			we := tl.Team == game.NS
			lines := tallyLines(ctx, s)
			want0 := ctx.T("tally.tricks", "us", tl.Taken[game.NS], "them", tl.Taken[game.EW], "out", ctx.T("tally.out.tricks", "n", tl.Out))
			if !strings.HasSuffix(want0, "still to play") || lines[0] != want0 {
				t.Errorf("trick %d: have %q, want %q", s.TrickNo+1, lines[0], want0)
			}
			word := map[bool]string{true: "We need", false: "They need"}[we]
			switch {
			case tl.Need == 0:
				word = map[bool]string{true: "We have made our bid", false: "They have made their bid"}[we]
			case tl.Need > tl.Out:
				word = map[bool]string{true: "Our bid can no longer", false: "Their bid can no longer"}[we]
			}
			if !strings.HasPrefix(lines[1], word) {
				t.Errorf("trick %d (need %d of %d): have %q, want %q…", s.TrickNo+1, tl.Need, tl.Out, lines[1], word)
			}
			seen[word] = true
		}
		_ = s.Apply(game.PlayAction(s.LegalPlays().First()))
	}
	if len(seen) < 2 {
		t.Errorf("have only %v over the hand", seen)
	}
}
