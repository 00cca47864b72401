package settings

import (
	"slices"
	"sync"

	"tarabish/game"
)

// Saver writes the table's files off the game loop, in the order they were handed over.
// Save takes a snapshot of the game's history (a game's moves are only ever appended, so the
// snapshot shares them) and hands it to a writer goroutine that keeps only the latest save
// of each game, encodes it and writes it with the atomic write, so a kill at any moment
// leaves the last completed save. Later hands over other writes (a hand added to the
// history, the statistics), which are never dropped. Flush waits until everything handed
// over is on disk; Close flushes and stops the writer.
type Saver struct {
	store Store
	mu    sync.Mutex
	wake  *sync.Cond     // signalled when there is work or the work is done
	next  []saveJob      // the latest job per game, in the order they came
	busy  bool           // the writer is writing a job
	done  bool           // Close was called
	err   error          // the first error since the last Flush
	notes []error        // what finished jobs had to say, until Notices is called
	quit  sync.WaitGroup // the writer goroutine
}

// saveJob is one write or removal of a game's save, or another write (do).
type saveJob struct {
	kind   game.Kind
	remove bool
	record game.Record
	seed   uint64
	levels AILevels
	do     func() error // another write: what it has to say (a notice, or nil)
}

// NewSaver starts the writer of a store's saved games.
func NewSaver(s Store) *Saver {
	w := &Saver{store: s}
	w.wake = sync.NewCond(&w.mu)
	w.quit.Add(1)
	go w.run()
	return w
}

// Save hands the game over to be written; an earlier save of the same game not yet written
// is dropped. It fails only when the game cannot be saved.
func (w *Saver) Save(g *game.Game, levels AILevels) error {
	if err := checkSave(g, levels); err != nil {
		return err
	}
	rec := g.Record()
	rec.Hands = slices.Clone(rec.Hands)
	w.put(saveJob{kind: rec.Game, record: rec, seed: g.Seed, levels: levels})
	return nil
}

// Delete hands over the removal of a game's save (the game ended), after any pending write.
func (w *Saver) Delete(k game.Kind) { w.put(saveJob{kind: k, remove: true}) }

// Later hands over another write, done after what was handed over before; what it returns
// (a notice or an error, worded for the person by the window) is kept for Notices.
func (w *Saver) Later(do func() error) { w.put(saveJob{do: do}) }

// Notices gives what the writes done since the last call had to say.
func (w *Saver) Notices() []error {
	w.mu.Lock()
	defer w.mu.Unlock()
	out := w.notes
	w.notes = nil
	return out
}

// put queues a job, replacing a pending save or removal of the same game.
func (w *Saver) put(j saveJob) {
	w.mu.Lock()
	defer w.mu.Unlock()
	for i := range w.next {
		if j.do == nil && w.next[i].do == nil && w.next[i].kind == j.kind {
			w.next = append(w.next[:i], w.next[i+1:]...)
			break
		}
	}
	w.next = append(w.next, j)
	w.wake.Broadcast()
}

// Flush waits until every job handed over is done and gives the first error since the
// last Flush.
func (w *Saver) Flush() error {
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
func (w *Saver) Close() error {
	err := w.Flush()
	w.mu.Lock()
	w.done = true
	w.wake.Broadcast()
	w.mu.Unlock()
	w.quit.Wait()
	return err
}

// run writes the jobs one at a time until Close.
func (w *Saver) run() {
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
		var note, err error
		if j.do != nil {
			note = j.do()
		} else {
			err = w.write(j)
		}
		w.mu.Lock()
		w.busy = false
		if note != nil {
			w.notes = append(w.notes, note)
		}
		if err != nil && w.err == nil {
			w.err = err
		}
		w.wake.Broadcast()
	}
}

// write carries out a save or removal.
func (w *Saver) write(j saveJob) error {
	if j.remove {
		return DeleteGame(w.store, j.kind)
	}
	data, err := encodeSave(j.record, j.seed, j.levels)
	if err != nil {
		return err
	}
	return writeFile(w.store.SavePath(j.kind), data)
}
