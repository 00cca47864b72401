package scenes

import (
	"tarabish/game"
	"tarabish/settings"
)

// progressWindow is how many hands a moving average or rate looks back over.
const progressWindow = 10

// readingHands is how many latest hands the one-line reading sums up.
const readingHands = 20

// chartPoint is one point of a chart: the hand's place among the hands shown (oldest 0) and
// its value.
type chartPoint struct {
	X int
	Y float64
}

// bidBlock is a run of consecutive judged bidding decisions, from hand First to hand Last.
type bidBlock struct {
	First, Last        int
	Right, Under, Over int
}

// progressSeries is what the Progress view draws for one game and preset, from the history
// hands in order.
type progressSeries struct {
	Hands    int          // the hands shown
	Pending  int          // of them, those without figures yet
	Given    []chartPoint // what each hand's cards gave away (hands fully solved)
	GivenAvg []chartPoint // its moving average
	Bids     []bidBlock   // the bidding decisions, progressWindow at a time
	Bella    []chartPoint // Bella counted when held: the rate over the last holdings
	Runs     []chartPoint // runs counted when held: the rate over the last holdings
	Failed   []chartPoint // bait or failed bid when the team called or bid: the rate over the last contracts
}

// anyPreset is the preset choice that shows every preset's hands.
const anyPreset = ""

// progressPresets lists the preset choices for a game's hands: every preset, the game's
// presets, and "custom" when some hand was played under rules of no preset.
func progressPresets(history []settings.HistoryEntry, k game.Kind) []string {
	out := []string{anyPreset}
	for _, p := range game.PresetsFor(k) {
		out = append(out, p.ID)
	}
	for _, e := range history {
		if e.Game == k && e.Record.Rules.Preset == "custom" {
			return append(out, "custom")
		}
	}
	return out
}

// seriesOf gathers the charts' data from history hands (oldest first) of game k under
// preset (anyPreset: all of them).
func seriesOf(history []settings.HistoryEntry, k game.Kind, preset string) progressSeries {
	var s progressSeries
	var bella, runs, failed []bool
	var block *bidBlock
	for _, e := range history {
		if e.Game != k || preset != anyPreset && e.Record.Rules.Preset != preset {
			continue
		}
		x := s.Hands
		s.Hands++
		f := e.Figures
		if f == nil {
			s.Pending++
			continue
		}
		if f.GivenKnown() {
			s.Given = append(s.Given, chartPoint{x, float64(f.Given)})
			s.GivenAvg = append(s.GivenAvg, chartPoint{x, meanOf(s.Given, progressWindow)})
		}
		if f.Decision.Judged() {
			if block == nil || block.Right+block.Under+block.Over == progressWindow {
				s.Bids = append(s.Bids, bidBlock{First: x})
				block = &s.Bids[len(s.Bids)-1]
			}
			block.Last = x
			switch f.Decision {
			case settings.DecisionRight:
				block.Right++
			case settings.DecisionUnder:
				block.Under++
			case settings.DecisionOver:
				block.Over++
			}
		}
		if f.BellaHeld {
			bella = append(bella, f.BellaScored)
			s.Bella = append(s.Bella, chartPoint{x, rateOf(bella, progressWindow)})
		}
		if f.RunsHeld {
			runs = append(runs, f.RunsScored)
			s.Runs = append(s.Runs, chartPoint{x, rateOf(runs, progressWindow)})
		}
		if f.Contract {
			failed = append(failed, f.Failed)
			s.Failed = append(s.Failed, chartPoint{x, rateOf(failed, progressWindow)})
		}
	}
	return s
}

// meanOf gives the mean value of the last n points.
func meanOf(ps []chartPoint, n int) float64 {
	ps = ps[max(0, len(ps)-n):]
	sum := 0.0
	for _, p := range ps {
		sum += p.Y
	}
	return sum / float64(len(ps))
}

// rateOf gives the share of true among the last n.
func rateOf(bs []bool, n int) float64 {
	bs = bs[max(0, len(bs)-n):]
	yes := 0
	for _, b := range bs {
		if b {
			yes++
		}
	}
	return float64(yes) / float64(len(bs))
}

// givenReading sums up the latest hands' figure against the hands before: the mean of the
// last readingHands solved hands (or fewer), how many, and the mean of as many before them
// (before is false when there were none).
func givenReading(s progressSeries) (now float64, n int, then float64, before bool) {
	g := s.Given
	n = min(len(g), readingHands)
	if n == 0 {
		return 0, 0, 0, false
	}
	now = meanOf(g, n)
	earlier := g[:len(g)-n]
	if len(earlier) == 0 {
		return now, n, 0, false
	}
	return now, n, meanOf(earlier, n), true
}
