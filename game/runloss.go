package game

// RunLoss says why a team's announced runs (or four of a kind) counted nothing in a hand.
type RunLoss uint8

// Why announced runs counted nothing.
const (
	RunsNoLoss    RunLoss = iota // the runs counted, or the team announced none
	RunsNotShown                 // announced in trick 1 but not shown in trick 2
	RunsBeaten                   // shown, but another player's best run was better
	RunsCancelled                // shown, but an equal best run elsewhere cancelled all runs
)

// LostRuns tells, for each team, why the runs it announced in this hand count nothing: not
// shown in time, beaten by a better run, or cancelled by an equal one. A team whose runs
// count, or which announced none, gets RunsNoLoss.
func (s *State) LostRuns() [2]RunLoss {
	var out [2]RunLoss
	if !s.rules().CardPoints {
		return out
	}
	counted := s.countedRuns()
	best, ties := 0, 0
	for seat := North; seat <= West; seat++ {
		if s.Shown&(1<<seat) == 0 || s.Melds[seat].N == 0 {
			continue
		}
		switch k := s.Melds[seat].Best; {
		case k > best:
			best, ties = k, 1
		case k == best:
			ties++
		}
	}
	for seat := North; seat <= West; seat++ {
		t := seat.Team()
		if counted[t] > 0 || s.Melds[seat].N == 0 || s.Announced&(1<<seat) == 0 {
			continue
		}
		loss := RunsNotShown
		if s.Shown&(1<<seat) != 0 {
			loss = RunsBeaten
			if s.Melds[seat].Best == best && ties > 1 && s.Rules.RunScoring == RunScoringPlayer {
				loss = RunsCancelled
			}
		}
		// a shown run explains more than a partner's unshown one
		if out[t] == RunsNoLoss || out[t] == RunsNotShown {
			out[t] = loss
		}
	}
	return out
}
