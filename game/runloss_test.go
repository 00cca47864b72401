package game_test

import (
	"testing"

	"tarabish/game"
)

// TestLostRuns says why announced runs count nothing: not shown in trick 2, beaten by a
// better run, cancelled by an equal one; a team whose runs count has no loss.
func TestLostRuns(t *testing.T) {
	// dealC: North holds 6-7-8 of diamonds, East 6-7-8 of clubs (equal plain runs).
	beaten := dealC
	beaten[game.East] = "9C 7C 8C KS JH AD QH 9S TD" // East's run now tops at the 9
	beaten[game.West] = "7S TS 7H KH QD KD 6C TC AC"
	for _, tc := range []struct {
		name  string
		deal  [4]string
		north bool // North shows its run
		want  [2]game.RunLoss
	}{
		{"equal runs cancel", dealC, true, [2]game.RunLoss{game.RunsCancelled, game.RunsCancelled}},
		{"not shown", dealC, false, [2]game.RunLoss{game.RunsNotShown, game.RunsNoLoss}},
		{"beaten", beaten, true, [2]game.RunLoss{game.RunsBeaten, game.RunsNoLoss}},
	} {
		t.Run(tc.name, func(t *testing.T) {
			s := startHand(t, game.DefaultRules(game.Tarabish), game.West, tc.deal, "N call S", "N announce", "N *", "E announce", "E *", "S *", "W *")
			for s.Phase == game.PhasePlay {
				if s.TrickNo == 1 && s.Announced&(1<<s.Current()) != 0 && s.Shown&(1<<s.Current()) == 0 && (s.Current() != game.North || tc.north) {
					do(t, s, s.Current().String()+" show")
				}
				do(t, s, s.Current().String()+" *")
			}
			if have := s.LostRuns(); have != tc.want {
				t.Errorf("have %v, want %v (runs counted %v)", have, tc.want, s.Result.Runs)
			}
		})
	}
}
