package scenes

import (
	"context"

	"tarabish/ai"
	"tarabish/ai/dd"
	"tarabish/game"
)

// ddJob solves one position double dummy off the game loop: the value of each legal card for
// the side to move, or the value of the position. Stop cancels it; done is closed when its
// goroutine has ended, whether it finished or was stopped.
type ddJob struct {
	done   chan struct{}
	cancel context.CancelFunc
	scores []dd.CardScore // the legal cards' values for the side to move, in card order
	value  int            // the position's value for the side to move
	ok     bool           // the solve finished (not stopped): scores and value hold
}

// startDD solves a state's position on a solver of its own goroutine. after, when not nil,
// is a job using the same solver: the new one waits for it to end (stopping it first), so
// that one solver, whose table the steps of a line share, is never used by two at once.
// cards asks for every legal card's value; without it only the position's value is solved.
func startDD(solver *dd.Solver, s game.State, cards bool, after *ddJob) *ddJob {
	work, cancel := context.WithCancel(context.Background())
	j := &ddJob{done: make(chan struct{}), cancel: cancel}
	if after != nil {
		after.stop()
	}
	p := ai.Position(&s)
	go func() {
		defer close(j.done)
		if after != nil {
			<-after.done
		}
		if work.Err() != nil {
			return
		}
		solver.SetCancel(work.Done())
		if cards {
			j.scores = solver.ScoreCards(p, nil)
		} else {
			j.value, _ = solver.Solve(p)
		}
		j.ok = work.Err() == nil && !solver.Limited()
	}()
	return j
}

// ready reports whether the job has ended; its results may be read once it has.
func (j *ddJob) ready() bool {
	if j == nil {
		return false
	}
	select {
	case <-j.done:
		return true
	default:
		return false
	}
}

// solved reports whether the job ended with exact values.
func (j *ddJob) solved() bool { return j.ready() && j.ok }

// cards gives the legal cards' values once solved (nil before, or when stopped).
func (j *ddJob) cards() []dd.CardScore {
	if !j.solved() {
		return nil
	}
	return j.scores
}

// stop cancels the job (it ends soon after).
func (j *ddJob) stop() {
	if j != nil {
		j.cancel()
	}
}

// bestScore gives the best card among scores (the first of the highest value) and its value;
// NoCard and -1 when there are none.
func bestScore(scores []dd.CardScore) (game.Card, int) {
	best, v := game.NoCard, -1
	for _, sc := range scores {
		if sc.Value > v {
			best, v = sc.Card, sc.Value
		}
	}
	return best, v
}
