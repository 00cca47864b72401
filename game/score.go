package game

// scoreTarabish scores a finished Tarabish hand, applies bait and checks for the game's end.
func (s *State) scoreTarabish(ev *[]Event) {
	r := &s.Rules
	res := HandResult{Game: s.Rules.Game, Dealer: s.Dealer, Caller: s.Caller, Trump: s.Trump, SetWinner: NoTeam}
	if r.Bidding == BiddingAuction {
		res.Bid = s.Bid
	}
	last := s.WonBy[s.TrickNo-1].Team()
	res.LastTrick[last] = r.LastTrick
	res.Runs, res.Bella = s.CountedMelds()
	count := HandCount{Caller: s.Caller.Team(), Bid: res.Bid, Trump: s.Trump, Capot: NoTeam}
	for t := range count.Took {
		res.Tricks[t] = int(s.Tricks[t])
		res.CardPoints[t] = s.Points[t]
		count.Took[t] = res.CardPoints[t] + res.LastTrick[t] + res.Runs[t] + res.Bella[t]
		if res.Tricks[t] == int(s.Dealt) {
			res.Capot, count.Capot = true, Team(t)
		}
	}
	c := count.Caller
	hs := ScoreHand(r, count)
	res.Score, res.Bait = hs.Score, hs.Bait
	s.Result = res
	s.Score[NS] += res.Score[NS]
	s.Score[EW] += res.Score[EW]
	emit(ev, Event{Kind: EventHand})
	if s.Score[NS] >= r.Target || s.Score[EW] >= r.Target {
		switch {
		case s.Score[NS] > s.Score[EW]:
			s.Winner = NS
		case s.Score[EW] > s.Score[NS]:
			s.Winner = EW
		default:
			s.Winner = c
		}
		s.Phase = PhaseOver
		emit(ev, Event{Kind: EventOver, Team: s.Winner})
	}
	s.endHand()
}

// scoreTarneeb scores a finished Tarneeb hand and settles the set and the match.
func (s *State) scoreTarneeb(ev *[]Event) {
	r := &s.Rules
	res := HandResult{Game: s.Rules.Game, Dealer: s.Dealer, Caller: s.Caller, Trump: s.Trump, Bid: s.Bid, SetWinner: NoTeam}
	b := s.Caller.Team()
	d := b.Other()
	res.Tricks = [2]int{int(s.Tricks[0]), int(s.Tricks[1])}
	hs := ScoreHand(r, HandCount{Caller: b, Bid: s.Bid, Trump: s.Trump, Took: res.Tricks, Capot: NoTeam, Before: s.Score})
	res.Score, res.Made = hs.Score, hs.Made
	kaboot := hs.Kaboot
	for t := range s.Score {
		s.Score[t] += res.Score[t]
		s.Total[t] += res.Score[t]
	}
	switch {
	case kaboot != NoTeam:
		res.Kaboot = true
		res.SetWinner = kaboot
	case s.Score[b] >= r.Target:
		res.SetWinner = b
	case s.Score[d] >= r.Target:
		res.SetWinner = d
	}
	s.Result = res
	emit(ev, Event{Kind: EventHand})
	if res.SetWinner != NoTeam {
		s.endSet(res.SetWinner, ev)
	}
	s.endHand()
}

// endSet counts a won set and ends the match, or starts the next set at 0 to 0.
func (s *State) endSet(w Team, ev *[]Event) {
	s.Sets[w]++
	emit(ev, Event{Kind: EventSet, Team: w})
	over := false
	switch s.Rules.Match {
	case MatchOneSet:
		over = true
		s.Winner = w
	case MatchBestOf3:
		if s.Sets[w] == 2 {
			over = true
			s.Winner = w
		}
	case MatchThirteenSets:
		if s.SetNo == 13 {
			over = true
			switch {
			case s.Total[NS] != s.Total[EW]:
				s.Winner = map[bool]Team{true: NS, false: EW}[s.Total[NS] > s.Total[EW]]
			default:
				s.Winner = map[bool]Team{true: NS, false: EW}[s.Sets[NS] > s.Sets[EW]]
			}
		}
	}
	if over {
		s.Phase = PhaseOver
		emit(ev, Event{Kind: EventOver, Team: s.Winner})
		return
	}
	s.SetNo++
	s.Score = [2]int{}
}
