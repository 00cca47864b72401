package game

import (
	"errors"
	"fmt"
)

// MaxBid is the highest Tarabish auction bid accepted: beyond any contract a team can make.
const MaxBid = 1000

// LegalPlays gives the cards the seat to act may play now (0 outside the play phase).
func (s *State) LegalPlays() Cards {
	if s.Phase != PhasePlay {
		return 0
	}
	hand := s.Hands[s.Turn]
	if s.TrickLen == 0 {
		if s.Rules.FirstLeadTrump && s.TrickNo == 0 { // a Tarneeb option: off in Tarabish rules
			if t := hand.Suit(s.Trump); t != 0 {
				return t
			}
		}
		return hand
	}
	led := s.Trick[0].Suit()
	follow := hand.Suit(led)
	if !s.rules().TrumpDuty {
		if follow != 0 {
			return follow
		}
		return hand
	}
	if follow != 0 {
		if led == s.Trump {
			return s.overtrumps(follow)
		}
		return follow
	}
	if s.Trump == NoTrump {
		return hand
	}
	trumps := hand.Suit(s.Trump)
	if trumps == 0 || s.Rules.PartnerExemption && s.Winning() == s.Turn.Partner() {
		return hand
	}
	return s.overtrumps(trumps)
}

// topTrump gives the highest trump in the current trick, or NoCard.
func (s *State) topTrump() Card {
	if s.TrickLen == 0 || s.Trump == NoTrump {
		return NoCard
	}
	if w := s.Trick[s.win]; w.Suit() == s.Trump {
		return w
	}
	return NoCard
}

// overtrumps narrows a set of trumps to those beating the trick's highest trump, if any do.
func (s *State) overtrumps(trumps Cards) Cards {
	top := s.topTrump()
	if top == NoCard {
		return trumps
	}
	if beat := trumps & (Cards(trumpAbove[top.Rank()]) << (16 * uint(s.Trump))); beat != 0 {
		return beat
	}
	return trumps
}

// mustCall reports whether the seat to act may not pass in call-or-pass bidding.
func (s *State) mustCall() bool {
	r := &s.Rules
	seat := s.Turn
	if seat == s.Dealer && r.DealerForced && s.passed == 0xF&^(1<<seat) {
		return true
	}
	if r.ForcedOver400 && seat == s.Dealer.Right() {
		t := seat.Team()
		return s.Score[t] > 400 && s.Score[t] > s.Score[t.Other()]
	}
	return false
}

// minBid gives the lowest bid the seat to act may make now.
func (s *State) minBid() int {
	rs := s.rules()
	return max(s.lowBid(), s.Bid+rs.BidStep)
}

// lowBid gives the lowest opening bid of the auction.
func (s *State) lowBid() int {
	if low := s.rules().LowBid; low > 0 {
		return low
	}
	return s.Rules.MinBid
}

// maxBid gives the highest bid there is.
func (s *State) maxBid() int { return s.rules().HighBid }

// trumpAllowed reports whether a suit (or NT) may be named as trump now.
func (s *State) trumpAllowed(t Suit) bool {
	if t < NoTrump {
		return true
	}
	if t != NoTrump || !s.rules().NoTrump || !s.Rules.NoTrump {
		return false
	}
	return s.Rules.Bidding == BiddingCall || s.Bid >= 150
}

// bellaAllowed reports whether the seat to act may say Bella with this card.
func (s *State) bellaAllowed(c Card) bool {
	if s.Bella != s.Turn || s.BellaSaid || s.Trump >= NoTrump || c.Suit() != s.Trump {
		return false
	}
	var other Card
	switch c.Rank() {
	case King:
		other = NewCard(s.Trump, Queen)
	case Queen:
		other = NewCard(s.Trump, King)
	default:
		return false
	}
	return s.Rules.BellaCall == BellaEither || !s.Hands[s.Turn].Has(other)
}

// AppendLegal appends every legal action of the seat to act to dst (nothing between hands);
// it allocates nothing when dst has room.
func (s *State) AppendLegal(dst []Action) []Action {
	switch s.Phase {
	case PhaseBid:
		if s.callOrPass() {
			if !s.mustCall() {
				dst = append(dst, PassAction)
			}
			for t := Spades; t <= NoTrump; t++ {
				if s.trumpAllowed(t) {
					dst = append(dst, CallAction(t))
				}
			}
			return dst
		}
		dst = append(dst, PassAction)
		for b := s.minBid(); b <= s.maxBid(); b += s.rules().BidStep {
			dst = append(dst, BidAction(b))
		}
	case PhaseTrump:
		for t := Spades; t <= NoTrump; t++ {
			if s.trumpAllowed(t) {
				dst = append(dst, TrumpAction(t))
			}
		}
	case PhasePlay:
		seat := s.Turn
		if s.rules().Melds {
			if s.TrickNo == 0 && s.Announced&(1<<seat) == 0 && s.Melds[seat].N > 0 {
				dst = append(dst, AnnounceAction)
			}
			if s.TrickNo == 1 && s.Announced&(1<<seat) != 0 && s.Shown&(1<<seat) == 0 {
				dst = append(dst, ShowAction)
			}
		}
		for cs := s.LegalPlays(); cs != 0; cs &= cs - 1 {
			c := cs.First()
			dst = append(dst, PlayAction(c))
			if s.rules().Melds && s.bellaAllowed(c) {
				dst = append(dst, BellaAction(c))
			}
		}
	}
	return dst
}

// Check tells whether an action is legal for the seat to act, and if not, which rule it breaks.
func (s *State) Check(a Action) error {
	switch s.Phase {
	case PhaseDeal:
		return errors.New("the hand is over: the next one has not been dealt")
	case PhaseOver:
		return errors.New("the game is over")
	case PhaseBid:
		return s.checkBid(a)
	case PhaseTrump:
		if a.Verb != Trump {
			return fmt.Errorf("%s must name trump now", s.Turn.Name())
		}
		if !s.trumpAllowed(a.Suit) {
			if a.Suit == NoTrump && s.Rules.NoTrump && s.rules().NoTrump {
				return errors.New("no trump needs a bid of at least 150")
			}
			return fmt.Errorf("%s cannot be trump in these rules", a.Suit.Name())
		}
		return nil
	}
	return s.checkPlayPhase(a)
}

func (s *State) checkBid(a Action) error {
	callMode := s.callOrPass()
	switch a.Verb {
	case Pass:
		if callMode && s.mustCall() {
			if s.Turn == s.Dealer {
				return errors.New("the dealer must name trump after three passes")
			}
			return errors.New("a team over 400 may not pass the call to an opposing dealer")
		}
		return nil
	case Call:
		if !callMode {
			return errors.New("this is an auction: bid or pass")
		}
		if !s.trumpAllowed(a.Suit) {
			return errors.New("no trump is not allowed in these rules")
		}
		return nil
	case Bid:
		if callMode {
			return errors.New("trump is called, not bid, in these rules")
		}
		n := int(a.Number)
		if n < s.minBid() {
			if s.Bid > 0 {
				return fmt.Errorf("a bid must be higher than %d", s.Bid)
			}
			return fmt.Errorf("the lowest bid is %d", s.minBid())
		}
		if n > s.maxBid() {
			return fmt.Errorf("the highest bid is %d", s.maxBid())
		}
		if step := s.rules().BidStep; (n-s.lowBid())%step != 0 {
			return fmt.Errorf("bids go up in steps of %d", step)
		}
		return nil
	}
	return fmt.Errorf("it is the bidding: %s may not %s", s.Turn.Name(), verbNames[a.Verb])
}

func (s *State) checkPlayPhase(a Action) error {
	seat := s.Turn
	switch a.Verb {
	case Announce, Show:
		if !s.rules().Melds {
			return fmt.Errorf("there are no runs in %s", s.Rules.Game)
		}
		if a.Verb == Announce {
			switch {
			case s.TrickNo != 0:
				return errors.New("runs are announced in the first trick, before your card")
			case s.Announced&(1<<seat) != 0:
				return errors.New("runs are announced once")
			case s.Melds[seat].N == 0:
				return errors.New("nothing to announce: no run in hand")
			}
			return nil
		}
		switch {
		case s.Announced&(1<<seat) == 0:
			return errors.New("only announced runs can be shown")
		case s.TrickNo != 1:
			return errors.New("runs are shown in the second trick, before your card")
		case s.Shown&(1<<seat) != 0:
			return errors.New("runs are shown once")
		}
		return nil
	case Play:
		return s.checkPlay(a)
	}
	return fmt.Errorf("cards are being played: %s may not %s", seat.Name(), verbNames[a.Verb])
}

// checkPlay explains why a card may not be played, or returns nil.
func (s *State) checkPlay(a Action) error {
	c := a.Card
	if s.Hands[s.Turn].Has(c) && s.LegalPlays().Has(c) && (!a.Bella || s.bellaAllowed(c)) {
		return nil // the common case, without building the refusal
	}
	if e := s.illegalCard(a.Card); e != nil {
		return e
	}
	if a.Bella {
		if e := s.illegalBella(a.Card); e != nil {
			return e
		}
	}
	return nil
}
