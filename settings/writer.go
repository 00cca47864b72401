package settings

import "sync"

// Writer does the game's file writes in the background, one at a time and in the order they
// were asked for, so that a write and its fsync never hold up the game loop. Of the writes
// waiting under one key only the latest is kept: a file that is written again before its turn
// is written once, with its newest contents. Each write is still atomic, so a kill at any
// moment leaves the last completed save.
type Writer struct {
	mu      sync.Mutex
	done    *sync.Cond
	queue   []writeJob
	running bool
	errs    []error
}

// writeJob is one waiting write: a key naming what it writes, and the work.
type writeJob struct {
	key string
	run func() error
}

// NewWriter gives a writer with nothing waiting.
func NewWriter() *Writer {
	w := &Writer{}
	w.done = sync.NewCond(&w.mu)
	return w
}

// Do asks for a write. A write of the same key that has not started yet is replaced by this
// one (it keeps its place in the order); an empty key is never replaced. run must own what it
// writes: it runs on another goroutine while the game goes on.
func (w *Writer) Do(key string, run func() error) {
	w.mu.Lock()
	defer w.mu.Unlock()
	for i := range w.queue {
		if key != "" && w.queue[i].key == key {
			w.queue[i].run = run
			return
		}
	}
	w.queue = append(w.queue, writeJob{key, run})
	if !w.running {
		w.running = true
		go w.work()
	}
}

// work runs the waiting writes until none is left.
func (w *Writer) work() {
	w.mu.Lock()
	for len(w.queue) > 0 {
		job := w.queue[0]
		w.queue = w.queue[1:]
		w.mu.Unlock()
		err := job.run()
		w.mu.Lock()
		if err != nil {
			w.errs = append(w.errs, err)
		}
	}
	w.running = false
	w.done.Broadcast()
	w.mu.Unlock()
}

// Flush waits until every write asked for so far is done, as before the program ends.
func (w *Writer) Flush() {
	w.mu.Lock()
	for w.running {
		w.done.Wait()
	}
	w.mu.Unlock()
}

// Errors gives the errors of the writes done since the last call, oldest first.
func (w *Writer) Errors() []error {
	w.mu.Lock()
	defer w.mu.Unlock()
	errs := w.errs
	w.errs = nil
	return errs
}
