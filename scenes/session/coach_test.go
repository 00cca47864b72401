package session_test

import (
	"math/rand/v2"
	"testing"
	"time"

	"tarabish/game"
	"tarabish/scenes/session"
)

// TestCoachAdviceIsTheHint plays each guided hand following the coach: at every decision of
// the person the coach's advice is the hint, with its reason, a legal action that fits the
// moment the coach explains, and Pass among the options whenever it is legal.
func TestCoachAdviceIsTheHint(t *testing.T) {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		s, err := session.NewGuided(k)
		if err != nil {
			t.Fatal(err)
		}
		s.HintBudget = 60 * time.Millisecond
		rng := rand.New(rand.NewPCG(1, 1))
		decisions := 0
		for i := 0; len(s.G.Results) == 0; i++ {
			if i > 500 {
				t.Fatalf("%s: the guided hand does not end", k)
			}
			if !s.PersonToAct() {
				if c := s.Coach(); c.Moment != session.MomentWait || c.Advice != nil {
					t.Fatalf("%s: have coaching %+v at another seat's turn", k, c)
				}
				step(t, s, rng)
				continue
			}
			c := s.Coach()
			for j := 0; c.Advice == nil; j++ {
				if !c.Pending || j > 60000 {
					t.Fatalf("%s: the coach's advice never came", k)
				}
				time.Sleep(time.Millisecond)
				c = s.Coach()
			}
			h, _ := s.Hint()
			st := s.State()
			a := c.Advice.Action
			if h != c.Advice {
				t.Fatalf("%s: the coach advises %v, the hint says %v", k, a, h.Action)
			}
			if err := st.Check(a); err != nil {
				t.Fatalf("%s: the coach advises %v, which is illegal: %v", k, a, err)
			}
			fits := map[session.Moment]bool{
				session.MomentBid:      st.Phase == game.PhaseBid,
				session.MomentTrump:    a.Verb == game.Trump,
				session.MomentAnnounce: a.Verb == game.Announce,
				session.MomentShow:     a.Verb == game.Show,
			}
			if fit, ok := fits[c.Moment]; ok && !fit || !ok && a.Verb != game.Play {
				t.Errorf("%s: the coach explains moment %d and advises %v", k, c.Moment, a)
			}
			if st.Check(game.PassAction) == nil && (len(h.Options) == 0 || h.Options[len(h.Options)-1].Action != game.PassAction) {
				t.Errorf("%s: Pass is legal but not among the options %+v", k, h.Options)
			}
			if _, err := s.Act(a); err != nil {
				t.Fatalf("%s: %v: %v", k, a, err)
			}
			decisions++
		}
		if decisions < 9 {
			t.Errorf("%s: only %d decisions of the person", k, decisions)
		}
	}
}
