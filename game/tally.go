package game

// Tally is the running count of a hand in play: what each side has taken, what is still out,
// and what the calling side needs.
type Tally struct {
	Taken [2]int // Tarabish card points with counted runs and Bella (and the last trick once taken), or Tarneeb tricks
	Out   int    // points or tricks not yet taken
	Need  int    // what the calling (bidding) team still needs to avoid bait (make its bid); 0: done
	Team  Team   // the calling (bidding) team
}

// Tally counts the hand in play (false outside the play). In Tarabish the calling team must
// take more than half of all points, counting the runs and Bella that count so far.
func (s *State) Tally() (Tally, bool) {
	if s.Phase != PhasePlay || s.Caller == NoSeat {
		return Tally{}, false
	}
	t := Tally{Team: s.Caller.Team()}
	if !s.rules().CardPoints {
		t.Taken = [2]int{int(s.Tricks[0]), int(s.Tricks[1])}
		t.Out = int(s.Dealt) - t.Taken[0] - t.Taken[1]
		t.Need = max(0, s.Bid-t.Taken[t.Team])
		return t, true
	}
	runs, bella := s.CountedMelds()
	t.Taken = [2]int{s.Points[0] + runs[0] + bella[0], s.Points[1] + runs[1] + bella[1]}
	total := HandPoints(s.Trump) + s.Rules.LastTrick + runs[0] + runs[1] + bella[0] + bella[1]
	t.Out = HandPoints(s.Trump) + s.Rules.LastTrick - (s.Points[0] + s.Points[1])
	if s.TrickNo == s.Dealt {
		t.Taken[s.WonBy[s.TrickNo-1].Team()] += s.Rules.LastTrick
		t.Out = 0
	}
	if s.Rules.Bidding == BiddingAuction {
		t.Need = max(0, s.Bid-t.Taken[t.Team])
	} else {
		t.Need = max(0, total/2+1-t.Taken[t.Team])
	}
	return t, true
}
