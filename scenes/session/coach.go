package session

import (
	"tarabish/ai"
	"tarabish/game"
)

// Moment is what the guided hand's coach explains at a turn.
type Moment uint8

// The moments the coach explains.
const (
	MomentWait      Moment = iota // another seat is to act
	MomentBid                     // the bidding (Tarabish: call or pass)
	MomentTrump                   // naming trump after winning the bidding
	MomentAnnounce                // announcing a run before the first card
	MomentShow                    // showing it before the second card
	MomentLeadFirst               // leading the first trick
	MomentLead                    // leading a later trick
	MomentFollow                  // following suit
	MomentVoidFree                // void in the led suit, free to play any card (Tarneeb)
	MomentTrumpIn                 // void in the led suit, bound to trump and beat (Tarabish)
	MomentAny                     // void in the led suit and in trumps
)

// Coaching is what the coach says at a turn of the person: the moment it explains and its
// advice, which is the session's hint itself, so that coach and hint never disagree.
type Coaching struct {
	Moment  Moment
	Led     game.Suit      // the suit led (following and void moments)
	Advice  *ai.HintResult // nil while it is being worked out, or at another seat's turn
	Pending bool           // the advice is being worked out
}

// Coach gives the coaching for now, asking for the hint at the person's turn.
func (s *Session) Coach() Coaching {
	if !s.PersonToAct() {
		return Coaching{Moment: MomentWait}
	}
	s.AskHint()
	c := Coaching{Moment: s.moment()}
	c.Advice, c.Pending = s.Hint()
	if d := s.G.State.Duty(); s.G.State.TrickLen > 0 {
		c.Led = d.Led
	}
	return c
}

// moment names the person's decision.
func (s *Session) moment() Moment {
	st := &s.G.State
	switch {
	case st.Phase == game.PhaseBid:
		return MomentBid
	case st.Phase == game.PhaseTrump:
		return MomentTrump
	case st.Check(game.AnnounceAction) == nil:
		return MomentAnnounce
	case st.Check(game.ShowAction) == nil:
		return MomentShow
	case st.TrickLen == 0 && st.TrickNo == 0:
		return MomentLeadFirst
	case st.TrickLen == 0:
		return MomentLead
	}
	d := st.Duty()
	switch {
	case d.Rule == game.RuleFollow:
		return MomentFollow
	case !st.Rules.Game.Ruleset().TrumpDuty:
		return MomentVoidFree
	case d.Rule == game.RuleTrump || d.Rule == game.RuleBeat:
		return MomentTrumpIn
	}
	return MomentAny
}
