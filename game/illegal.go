package game

import "fmt"

// PlayRule names a rule of the play that limits what a seat may do with its cards.
type PlayRule uint8

// The rules of the play, as an illegal play names them.
const (
	RuleFree        PlayRule = iota // no rule limits the card: any held card
	RuleLeadTrump                   // the first lead must be a trump (Tarneeb first_lead_trump)
	RuleFollow                      // a card of the led suit must be played
	RuleTrump                       // void in the led suit: a trump must be played
	RuleBeat                        // a trump must beat the highest trump in the trick
	RuleNotHeld                     // the seat does not hold the card
	RuleNoBella                     // there is no Bella in this hand
	RuleBellaTwice                  // Bella is said once
	RuleBellaCards                  // Bella goes with the trump K or Q of the seat holding both
	RuleBellaSecond                 // Bella goes with the second of the two cards
)

// Duty is what the rules ask of the seat to act in the play: the rule that binds it, the
// led suit (NoSuit on a lead), trump, the trump to beat (NoCard when none) and the cards
// it may play.
type Duty struct {
	Rule    PlayRule
	Led     Suit
	Trump   Suit
	Beat    Card
	Allowed Cards
}

// IllegalPlay is the error for a card or a Bella call the rules refuse: which rule it breaks,
// with what the screens need to word it in the player's language.
type IllegalPlay struct {
	Duty
	Rule PlayRule // the rule the play breaks
	Seat Seat
	Card Card
}

// Error words the refusal in English for the command line and logs.
func (e *IllegalPlay) Error() string {
	switch e.Rule {
	case RuleNotHeld:
		return fmt.Sprintf("%s does not hold the %s", e.Seat.Name(), e.Card.Name())
	case RuleLeadTrump:
		return fmt.Sprintf("the first lead must be a trump (%s)", e.Trump.Name())
	case RuleFollow:
		return fmt.Sprintf("must follow suit (%s)", e.Led.Name())
	case RuleBeat:
		return fmt.Sprintf("must beat the %s (trump)", e.Beat.Name())
	case RuleTrump:
		return fmt.Sprintf("must play a trump (%s)", e.Trump.Name())
	case RuleNoBella:
		return "there is no Bella in this hand"
	case RuleBellaTwice:
		return "Bella is said once"
	case RuleBellaCards:
		return "Bella is said with the K or Q of trump by the player who holds both"
	case RuleBellaSecond:
		return "Bella is said with the second of the two cards"
	}
	return "the card may be played"
}

// Duty gives what the rules ask of the seat to act now in the play (the zero Duty with
// RuleFree and nothing allowed outside the play phase).
func (s *State) Duty() Duty {
	d := Duty{Rule: RuleFree, Led: NoSuit, Trump: s.Trump, Beat: NoCard, Allowed: s.LegalPlays()}
	if s.Phase != PhasePlay {
		return d
	}
	hand := s.Hands[s.Turn]
	if s.TrickLen == 0 {
		if d.Allowed != hand {
			d.Rule = RuleLeadTrump
		}
		return d
	}
	d.Led = s.Trick[0].Suit()
	d.Beat = s.topTrump()
	switch {
	case hand.Suit(d.Led) != 0:
		d.Rule = RuleFollow
	case d.Allowed == hand:
		d.Rule = RuleFree
	case d.Beat != NoCard && d.Allowed != hand.Suit(s.Trump):
		d.Rule = RuleBeat
	default:
		d.Rule = RuleTrump
	}
	return d
}

// illegalCard tells which rule forbids a card the seat to act holds (nil when it may play it).
func (s *State) illegalCard(c Card) *IllegalPlay {
	d := s.Duty()
	e := &IllegalPlay{Duty: d, Seat: s.Turn, Card: c}
	switch {
	case !s.Hands[s.Turn].Has(c):
		e.Rule = RuleNotHeld
	case d.Allowed.Has(c):
		return nil
	case d.Rule == RuleFollow && c.Suit() != d.Led:
		e.Rule = RuleFollow
	case d.Beat != NoCard && c.Suit() == s.Trump:
		e.Rule = RuleBeat
	case d.Rule == RuleLeadTrump:
		e.Rule = RuleLeadTrump
	default:
		e.Rule = RuleTrump
	}
	return e
}

// illegalBella tells why Bella may not be said with a card the seat may play (nil when it may).
func (s *State) illegalBella(c Card) *IllegalPlay {
	if s.bellaAllowed(c) {
		return nil
	}
	e := &IllegalPlay{Duty: s.Duty(), Seat: s.Turn, Card: c, Rule: RuleBellaSecond}
	switch {
	case !s.rules().Melds || s.Trump >= NoTrump:
		e.Rule = RuleNoBella
	case s.BellaSaid:
		e.Rule = RuleBellaTwice
	case s.Bella != s.Turn || c.Suit() != s.Trump || (c.Rank() != King && c.Rank() != Queen):
		e.Rule = RuleBellaCards
	}
	return e
}
