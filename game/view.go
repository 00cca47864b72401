package game

// View is what one seat may know: the state with every hidden card taken out (other seats'
// hands, every kitty before it is taken up, unshown melds, an unsaid Bella).
type View struct {
	Seat Seat
	State
}

// View gives what a seat knows of the game.
func (s *State) View(seat Seat) View {
	v := View{Seat: seat, State: *s}
	st := &v.State
	for p := range st.Hands {
		st.Kitty[p] = 0
		if Seat(p) == seat {
			seen := int(st.Dealt)
			if st.Phase == PhaseBid || st.Phase == PhaseTrump {
				seen = st.Hands[p].Len()
			}
			for i := seen; i < 13; i++ {
				st.Deal[p][i] = NoCard
			}
			continue
		}
		st.Hands[p] = 0
		st.Deal[p] = [13]Card{NoCard, NoCard, NoCard, NoCard, NoCard, NoCard, NoCard, NoCard, NoCard, NoCard, NoCard, NoCard, NoCard}
		if st.Shown&(1<<p) == 0 {
			st.Melds[p] = Melds{}
		}
	}
	if !st.BellaSaid && st.Bella != seat {
		st.Bella = NoSeat
	}
	return v
}

// Hand gives the seat's own cards.
func (v *View) Hand() Cards { return v.Hands[v.Seat] }

// Unseen gives the cards this seat has not seen: held by others or still in a kitty.
func (v *View) Unseen() Cards {
	return v.Rules.Game.Deck() &^ (v.Hands[v.Seat] | v.Played)
}

// ShownCards gives the cards a seat has shown in melds and not yet played.
func (v *View) ShownCards(seat Seat) Cards {
	if v.Shown&(1<<seat) == 0 {
		return 0
	}
	return v.Melds[seat].Cards &^ v.Played
}

// Voids gives, for each seat, the suits (bits) it has shown it no longer holds by not following.
func (v *View) Voids() [4]uint8 {
	var out [4]uint8
	for t := 0; t < int(v.TrickNo); t++ {
		v.voidsOf(v.ByTrick[t][:], v.TrickBy[t], 4, &out)
	}
	v.voidsOf(v.Trick[:], v.Leader, int(v.TrickLen), &out)
	return out
}

func (v *View) voidsOf(trick []Card, leader Seat, n int, out *[4]uint8) {
	if n == 0 {
		return
	}
	led := trick[0].Suit()
	seat := leader
	for i := 1; i < n; i++ {
		seat = v.Rules.Game.Next(seat)
		if trick[i].Suit() != led {
			out[seat] |= 1 << led
		}
	}
}

// Reviewable gives the completed tricks of this hand that may be looked at again: only the
// last one, or every one with the trick_history option.
func (s *State) Reviewable() (first, last int) {
	if s.TrickNo == 0 {
		return 0, -1
	}
	last = int(s.TrickNo) - 1
	if !s.rules().AllTricksOpen && !s.Rules.TrickHistory {
		return last, last
	}
	return 0, last
}

// PlayedTrick is one completed trick: its cards in play order from the leader, its winner
// and its place in the hand.
type PlayedTrick struct {
	Leader Seat
	Cards  [4]Card
	Winner Seat
	No     int // the trick's number in the hand, from 0
}

// Points gives what a Tarabish trick is worth to its taker: the card points under the trump,
// with the last trick's bonus (0 in Tarneeb, where tricks are counted, not points).
func (t PlayedTrick) Points(r Rules, trump Suit) int {
	if r.Game != Tarabish {
		return 0
	}
	n := 0
	for _, c := range t.Cards {
		n += Points(c, trump)
	}
	if t.No == r.Game.HandSize()-1 {
		n += r.LastTrick
	}
	return n
}

// ReviewableTricks gives the completed tricks of this hand that may be looked at again,
// oldest first: only the last one, or every one with the trick_history option.
func (s *State) ReviewableTricks() []PlayedTrick {
	first, last := s.Reviewable()
	var out []PlayedTrick
	for i := first; i <= last; i++ {
		out = append(out, PlayedTrick{Leader: s.TrickBy[i], Cards: s.ByTrick[i], Winner: s.WonBy[i], No: i})
	}
	return out
}
