package game

// Apply makes the seat to act take an action. An illegal action is refused with an error
// naming the rule it breaks, and the state is left as it was.
func (s *State) Apply(a Action) error { return s.apply(a, nil) }

// ApplyEvents is Apply that also appends what happened to events, for the table to animate.
func (s *State) ApplyEvents(a Action, events []Event) ([]Event, error) {
	err := s.apply(a, &events)
	return events, err
}

func (s *State) apply(a Action, ev *[]Event) error {
	if err := s.Check(a); err != nil {
		return err
	}
	seat := s.Turn
	switch s.Phase {
	case PhaseBid:
		s.Bids[seat] = a
		s.BidsLen[seat]++
		emit(ev, Event{Kind: EventBid, Seat: seat, Action: a})
		switch a.Verb {
		case Pass:
			s.pass(ev)
		case Call:
			s.Caller = seat
			s.nameTrump(a.Suit, ev)
		case Bid:
			s.Bid, s.Caller = int(a.Number), seat
			s.afterBid(ev)
		}
	case PhaseTrump:
		emit(ev, Event{Kind: EventBid, Seat: seat, Action: a})
		s.nameTrump(a.Suit, ev)
	case PhasePlay:
		switch a.Verb {
		case Announce:
			s.Announced |= 1 << seat
			emit(ev, Event{Kind: EventAnnounce, Seat: seat})
		case Show:
			s.Shown |= 1 << seat
			emit(ev, Event{Kind: EventShow, Seat: seat, Cards: s.Melds[seat].Cards})
		case Play:
			s.play(a, ev)
		}
	}
	return nil
}

// pass records a pass and moves the bidding on, or ends it.
func (s *State) pass(ev *[]Event) {
	s.passed |= 1 << s.Turn
	if s.passed == 0xF {
		if s.Rules.AllPass == AllPassDealer7 { // a Tarneeb option: off in Tarabish rules
			s.Bid, s.Caller = 7, s.Dealer
			s.Phase, s.Turn = PhaseTrump, s.Dealer
			return
		}
		s.throwIn(ev)
		return
	}
	if s.callOrPass() {
		s.Turn = s.Rules.Game.Next(s.Turn)
		return
	}
	s.afterBid(ev)
}

// afterBid ends the auction when every other seat has passed, or passes the turn on.
func (s *State) afterBid(ev *[]Event) {
	if s.Caller != NoSeat && s.passed == 0xF&^(1<<s.Caller) {
		s.Phase, s.Turn = PhaseTrump, s.Caller
		return
	}
	next := s.Rules.Game.Next(s.Turn)
	for s.passed&(1<<next) != 0 {
		next = s.Rules.Game.Next(next)
	}
	s.Turn = next
}

// nameTrump fixes trump, takes up the kitty and opens the play.
func (s *State) nameTrump(t Suit, ev *[]Event) {
	s.Trump = t
	s.Phase = PhasePlay
	rs := s.rules()
	s.Leader = s.Rules.Game.Next(s.Dealer)
	if rs.CallerLeads {
		s.Leader = s.Caller
	}
	if rs.Kitty {
		for seat := range s.Hands {
			s.Hands[seat] |= s.Kitty[seat]
			s.Kitty[seat] = 0
		}
		emit(ev, Event{Kind: EventKitty})
	}
	if rs.Melds {
		for seat := range s.Hands {
			s.Melds[seat] = FindMelds(s.Hands[seat], t, &s.Rules)
			if HoldsBella(s.Hands[seat], t) {
				s.Bella = Seat(seat)
			}
		}
	}
	s.Turn = s.Leader
}

// play puts a card on the trick and finishes the trick when it is full.
func (s *State) play(a Action, ev *[]Event) {
	seat, c := s.Turn, a.Card
	s.Hands[seat] &^= c.Mask()
	s.Counts[seat]--
	s.Played |= c.Mask()
	if s.TrickLen == 0 {
		s.Leader = seat
		s.win = 0
	} else if Beats(s.Rules.Game, c, s.Trick[s.win], s.Trump) {
		s.win = s.TrickLen
	}
	s.Trick[s.TrickLen] = c
	s.TrickLen++
	emit(ev, Event{Kind: EventPlay, Seat: seat, Card: c, Action: a})
	if a.Bella {
		s.BellaSaid = true
		emit(ev, Event{Kind: EventBella, Seat: seat})
	}
	if s.TrickLen < 4 {
		s.Turn = s.Rules.Game.Next(seat)
		return
	}
	winner := s.seatAt(s.win)
	team := winner.Team()
	n := s.TrickNo
	s.ByTrick[n] = s.Trick
	s.TrickBy[n], s.WonBy[n] = s.Leader, winner
	s.Tricks[team]++
	pts := 0
	if s.rules().CardPoints {
		for _, tc := range s.Trick {
			pts += Points(tc, s.Trump)
		}
		s.Points[team] += pts
	}
	emit(ev, Event{Kind: EventTrick, Seat: winner, Team: team, Points: pts})
	s.TrickNo++
	s.TrickLen = 0
	s.Trick = [4]Card{NoCard, NoCard, NoCard, NoCard}
	s.Leader, s.Turn = winner, winner
	if int(s.TrickNo) == int(s.Dealt) {
		if s.rules().CardPoints {
			s.scoreTarabish(ev)
		} else {
			s.scoreTarneeb(ev)
		}
	}
}

// throwIn ends a hand nobody played.
func (s *State) throwIn(ev *[]Event) {
	s.Result = HandResult{Game: s.Rules.Game, Dealer: s.Dealer, Caller: NoSeat, Trump: NoSuit, ThrownIn: true, SetWinner: NoTeam}
	emit(ev, Event{Kind: EventHand})
	s.endHand()
}

// endHand moves the deal on and waits for the next deal.
func (s *State) endHand() {
	s.Dealer = s.NextDealer()
	s.Turn = NoSeat
	if s.Phase != PhaseOver {
		s.Phase = PhaseDeal
	}
}
