package session_test

import (
	"context"
	"math/rand/v2"
	"path/filepath"
	"testing"
	"time"

	"tarabish/ai"
	"tarabish/game"
	"tarabish/scenes/session"
	"tarabish/settings"
)

// decide waits for the thinking computer seat's decision.
func decide(t *testing.T, s *session.Session) game.Action {
	t.Helper()
	for i := 0; ; i++ {
		if a, ok := s.Decision(); ok {
			return a
		}
		if i > 60000 {
			t.Fatal("a computer player never decided")
		}
		time.Sleep(time.Millisecond)
	}
}

// person is the scripted person: the easy player's choice, or a random legal action.
func person(s *session.Session, rng *rand.Rand) game.Action {
	v := s.State().View(s.Human)
	if rng.IntN(4) == 0 {
		legal := v.AppendLegal(nil)
		return legal[rng.IntN(len(legal))]
	}
	return ai.Easy{}.Choose(context.Background(), &v, 0, rng)
}

// step lets the seat to act act: the scripted person, or a computer player by thinking.
func step(t *testing.T, s *session.Session, rng *rand.Rand) {
	t.Helper()
	var a game.Action
	if s.PersonToAct() {
		a = person(s, rng)
	} else {
		s.Think()
		a = decide(t, s)
	}
	if _, err := s.Act(a); err != nil {
		t.Fatalf("%v: %v", a, err)
	}
}

func easyPlayers() [4]ai.Player {
	return session.Players([4]string{"easy", "easy", "easy", "easy"})
}

// TestWholeGames plays whole games of both games with a scripted person at South.
func TestWholeGames(t *testing.T) {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		g, err := game.NewGame(game.DefaultRules(k), 17)
		if err != nil {
			t.Fatal(err)
		}
		s := session.New(g, game.South, easyPlayers())
		saves, hands := 0, 0
		s.OnAction = func(*game.Game) { saves++ }
		s.OnHand = func(g *game.Game, handNo int, after game.State) {
			hands++
			if handNo != hands || after.Result != g.Results[handNo-1] {
				t.Errorf("%s: hand %d reported as hand %d with result %+v", k, hands, handNo, after.Result)
			}
		}
		rng := rand.New(rand.NewPCG(17, 1))
		for i := 0; s.State().Phase != game.PhaseOver; i++ {
			if i > 20000 {
				t.Fatalf("%s: the game does not end", k)
			}
			step(t, s, rng)
		}
		if hands != len(g.Results) {
			t.Errorf("%s: have %d hands reported, want %d", k, hands, len(g.Results))
		}
		if saves != g.ActionCount() {
			t.Errorf("%s: have %d saves, want one per action (%d)", k, saves, g.ActionCount())
		}
		if len(g.Results) == 0 || g.State.Winner == game.NoTeam {
			t.Errorf("%s: have %d hands and winner %s, want a finished game", k, len(g.Results), g.State.Winner)
		}
	}
}

// TestUndoStopsThinking takes back the person's card while a computer player thinks: the
// state is the one before the card and the thinking is gone.
func TestUndoStopsThinking(t *testing.T) {
	g, err := game.NewGame(game.DefaultRules(game.Tarabish), 4)
	if err != nil {
		t.Fatal(err)
	}
	s := session.New(g, game.South, session.Players([4]string{"hard", "hard", "hard", "hard"}))
	rng := rand.New(rand.NewPCG(4, 1))
	var before game.State
	for !s.CanUndo() || s.PersonToAct() {
		if s.PersonToAct() && s.State().Phase == game.PhasePlay {
			before = *s.State()
		}
		step(t, s, rng)
	}
	s.Think()
	if seat, _ := s.Thinking(); seat == game.NoSeat {
		t.Fatal("have no computer player thinking, want one")
	}
	if !s.Undo() {
		t.Fatal("have no undo, want one")
	}
	if seat, _ := s.Thinking(); seat != game.NoSeat {
		t.Errorf("have %s still thinking after undo, want nobody", seat)
	}
	if *s.State() != before {
		t.Error("have a state other than the one before the person's card")
	}
	if !s.PersonToAct() {
		t.Errorf("have %s to act after undo, want the person", s.State().Current())
	}
}

// TestQuitAndResume saves through the background writer, quits in the middle of a hand,
// resumes from the save and plays the game to its end.
func TestQuitAndResume(t *testing.T) {
	dir := t.TempDir()
	st := settings.Store{ConfigDir: filepath.Join(dir, "config"), DataDir: filepath.Join(dir, "data")}
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		saver := settings.NewSaver(st)
		g, err := game.NewGame(game.DefaultRules(k), 8)
		if err != nil {
			t.Fatal(err)
		}
		s := session.New(g, game.South, easyPlayers())
		s.OnAction = func(g *game.Game) {
			if err := saver.Save(g, settings.DefaultLevels()); err != nil {
				t.Fatal(err)
			}
		}
		rng := rand.New(rand.NewPCG(8, 1))
		for i := 0; i < 70; i++ {
			step(t, s, rng)
		}
		s.Think()
		s.Quit()
		if err := saver.Close(); err != nil {
			t.Fatal(err)
		}
		back, _, notice, err := settings.LoadGame(st, k)
		if err != nil || notice != nil || back == nil {
			t.Fatalf("%s: have %v %v %v, want the saved game", k, back != nil, notice, err)
		}
		if back.State != g.State {
			t.Fatalf("%s: the resumed game is not where it was left", k)
		}
		r := session.New(back, game.South, easyPlayers())
		for i := 0; r.State().Phase != game.PhaseOver; i++ {
			if i > 20000 {
				t.Fatalf("%s: the resumed game does not end", k)
			}
			step(t, r, rng)
		}
	}
}

// TestHints asks for a hint at the person's turns: it is legal, asking again keeps it, and
// it is forgotten once the person acts.
func TestHints(t *testing.T) {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		g, err := game.NewGame(game.DefaultRules(k), 6)
		if err != nil {
			t.Fatal(err)
		}
		s := session.New(g, game.South, easyPlayers())
		rng := rand.New(rand.NewPCG(6, 1))
		for hints := 0; hints < 3; {
			if !s.PersonToAct() {
				step(t, s, rng)
				continue
			}
			s.AskHint()
			var h *ai.HintResult
			for i := 0; h == nil; i++ {
				var pending bool
				if h, pending = s.Hint(); h == nil && !pending {
					t.Fatalf("%s: the hint was lost", k)
				}
				if i > 60000 {
					t.Fatalf("%s: the hint never came", k)
				}
				time.Sleep(time.Millisecond)
			}
			s.AskHint() // the same moment: the hint stays
			if again, _ := s.Hint(); again != h {
				t.Errorf("%s: asking again replaced the hint", k)
			}
			if err := s.State().Check(h.Action); err != nil {
				t.Fatalf("%s: have illegal hint %v: %v", k, h.Action, err)
			}
			if _, err := s.Act(h.Action); err != nil {
				t.Fatal(err)
			}
			if h, pending := s.Hint(); h != nil || pending {
				t.Errorf("%s: have the old hint after the person acted", k)
			}
			hints++
		}
	}
}

// TestGuidedHand plays each guided hand with fixed choices in the bidding, takes a card back (the deal
// stays), and plays it to its end.
func TestGuidedHand(t *testing.T) {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		s, err := session.NewGuided(k)
		if err != nil {
			t.Fatal(err)
		}
		deal := s.G.Hands[0].Deal
		rng := rand.New(rand.NewPCG(1, 1))
		coach := map[game.Kind][]game.Action{
			game.Tarabish: {game.CallAction(game.Hearts)},
			game.Tarneeb:  {game.BidAction(8), game.TrumpAction(game.Spades)},
		}[k]
		undone := false
		for i := 0; len(s.G.Results) == 0; i++ {
			if i > 500 {
				t.Fatalf("%s: the guided hand does not end", k)
			}
			if !s.PersonToAct() {
				step(t, s, rng)
				continue
			}
			if s.State().Phase != game.PhasePlay {
				a := game.PassAction
				if len(coach) > 0 {
					a, coach = coach[0], coach[1:]
				}
				if _, err := s.Act(a); err != nil {
					t.Fatalf("%s: %v: %v", k, a, err)
				}
				continue
			}
			if !undone && s.CanUndo() && s.State().TrickNo == 2 {
				if !s.Undo() {
					t.Fatalf("%s: have no undo, want one", k)
				}
				undone = true
				for seat := range deal {
					if have := s.G.Hands[0].Deal[seat]; len(have) != len(deal[seat]) || have[0] != deal[seat][0] {
						t.Fatalf("%s: the undo changed seat %s's deal to %v", k, game.Seat(seat), have)
					}
				}
			}
			v := s.State().View(s.Human)
			if _, err := s.Act(session.Tutor{}.Choose(context.Background(), &v, 0, rng)); err != nil {
				t.Fatal(err)
			}
		}
		if !undone {
			t.Errorf("%s: the guided hand had no undo", k)
		}
		if r := s.G.Results[0]; r.Caller != game.South {
			t.Errorf("%s: have caller %s, want South", k, r.Caller)
		}
	}
}
