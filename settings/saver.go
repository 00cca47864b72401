package settings

import (
	"slices"
	"sync"

	"tarabish/game"
)

// GameSaver saves the game in progress off the game loop. Save takes a snapshot of the
// game's history (a game's moves are only ever appended, so the snapshot shares them) and
// hands it to a writer goroutine that keeps only the latest save of each game, encodes it
// and writes it with the atomic write, so a kill at any moment leaves the last completed
// save. Flush waits until everything handed over is on disk; Close flushes and stops the
// writer.
type GameSaver struct {
	store Store
	mu    sync.Mutex
	wake  *sync.Cond     // signalled when there is work or the work is done
	next  []saveJob      // the latest job per game, in the order they came
	busy  bool           // the writer is writing a job
	done  bool           // Close was called
	err   error          // the first error since the last Flush
	quit  sync.WaitGroup // the writer goroutine
}

// saveJob is one write or removal of a game's save.
type saveJob struct {
	kind   game.Kind
	remove bool
	record game.Record
	seed   uint64
	levels AILevels
}

// NewGameSaver starts the writer of a store's saved games.
func NewGameSaver(s Store) *GameSaver {
	w := &GameSaver{store: s}
	w.wake = sync.NewCond(&w.mu)
	w.quit.Add(1)
	go w.run()
	return w
}

// Save hands the game over to be written; an earlier save of the same game not yet written
// is dropped. It fails only when the game cannot be saved.
func (w *GameSaver) Save(g *game.Game, levels AILevels) error {
	if err := checkSave(g, levels); err != nil {
		return err
	}
	rec := g.Record()
	rec.Hands = slices.Clone(rec.Hands)
	w.put(saveJob{kind: rec.Game, record: rec, seed: g.Seed, levels: levels})
	return nil
}

// Delete hands over the removal of a game's save (the game ended), after any pending write.
func (w *GameSaver) Delete(k game.Kind) { w.put(saveJob{kind: k, remove: true}) }

// put queues a job, replacing a pending one of the same game.
func (w *GameSaver) put(j saveJob) {
	w.mu.Lock()
	defer w.mu.Unlock()
	for i := range w.next {
		if w.next[i].kind == j.kind {
			w.next = append(w.next[:i], w.next[i+1:]...)
			break
		}
	}
	w.next = append(w.next, j)
	w.wake.Broadcast()
}

// Flush waits until every job handed over is done and gives the first error since the
// last Flush.
func (w *GameSaver) Flush() error {
	w.mu.Lock()
	defer w.mu.Unlock()
	for len(w.next) > 0 || w.busy {
		w.wake.Wait()
	}
	err := w.err
	w.err = nil
	return err
}

// Close flushes and stops the writer; the saver takes no more work.
func (w *GameSaver) Close() error {
	err := w.Flush()
	w.mu.Lock()
	w.done = true
	w.wake.Broadcast()
	w.mu.Unlock()
	w.quit.Wait()
	return err
}

// run writes the jobs one at a time until Close.
func (w *GameSaver) run() {
	defer w.quit.Done()
	w.mu.Lock()
	defer w.mu.Unlock()
	for {
		for len(w.next) == 0 && !w.done {
			w.wake.Wait()
		}
		if len(w.next) == 0 {
			return
		}
		j := w.next[0]
		w.next = w.next[1:]
		w.busy = true
		w.mu.Unlock()
		err := w.do(j)
		w.mu.Lock()
		w.busy = false
		if err != nil && w.err == nil {
			w.err = err
		}
		w.wake.Broadcast()
	}
}

// do carries out one job.
func (w *GameSaver) do(j saveJob) error {
	if j.remove {
		return DeleteGame(w.store, j.kind)
	}
	data, err := encodeSave(j.record, j.seed, j.levels)
	if err != nil {
		return err
	}
	return writeFile(w.store.SavePath(j.kind), data)
}
