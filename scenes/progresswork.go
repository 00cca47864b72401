package scenes

import (
	"context"
	"fmt"
	"sync"

	"tarabish/ai/dd"
	"tarabish/ai/progress"
	"tarabish/settings"
)

// progressWork works out the progress figures of history hands off the game loop, one hand
// at a time with one solver, and hands each hand's figures to the background writer (after
// the hand itself, which was handed over first). Stop cancels the work under way and waits
// for it: a hand cut short is left without figures, to be worked out another time.
type progressWork struct {
	store  settings.Store
	saver  *settings.Saver
	ctx    context.Context
	cancel context.CancelFunc
	mu     sync.Mutex
	queue  []settings.HistoryEntry // hands waiting, the next first
	done   []settings.FiguresFor   // figures worked out and not yet taken
	seen   map[string]bool         // the hands ever queued (waiting, worked on or done)
	busy   bool                    // the worker goroutine runs
	quit   sync.WaitGroup
}

// progressWorker gives the worker of the progress figures, started on first use.
func (ctx *Context) progressWorker() *progressWork {
	if ctx.Files.progress == nil {
		w := &progressWork{store: *ctx.Files.Store, saver: ctx.gameSaver()}
		w.ctx, w.cancel = context.WithCancel(context.Background())
		ctx.Files.progress = w
	}
	return ctx.Files.progress
}

// stopProgress cancels the figures being worked out and waits until the worker is gone.
func (ctx *Context) stopProgress() {
	if ctx.Files.progress != nil {
		ctx.Files.progress.stop()
	}
}

// add queues hands for their figures: first ones go to the front (the hand just played),
// the others wait behind. A hand queued before is not queued again.
func (w *progressWork) add(first bool, hands ...settings.HistoryEntry) {
	w.mu.Lock()
	defer w.mu.Unlock()
	if w.ctx.Err() != nil {
		return
	}
	var fresh []settings.HistoryEntry
	if w.seen == nil {
		w.seen = map[string]bool{}
	}
	for _, e := range hands {
		if k := handKey(e); !w.seen[k] {
			w.seen[k] = true
			fresh = append(fresh, e)
		}
	}
	if first {
		w.queue = append(fresh, w.queue...)
	} else {
		w.queue = append(w.queue, fresh...)
	}
	if !w.busy && len(w.queue) > 0 {
		w.busy = true
		w.quit.Add(1)
		go w.run()
	}
}

// handKey names a history hand: when it ended, its game, number, rules and deal.
func handKey(e settings.HistoryEntry) string {
	return fmt.Sprint(e.When.Unix(), e.Game, e.HandNo, e.Record.Rules, e.Record.Hands)
}

// run works through the queue until it is empty or the work is stopped.
func (w *progressWork) run() {
	defer w.quit.Done()
	solver := dd.NewSolver()
	for {
		w.mu.Lock()
		if len(w.queue) == 0 || w.ctx.Err() != nil {
			w.busy = false
			w.mu.Unlock()
			return
		}
		e := w.queue[0]
		w.queue = w.queue[1:]
		w.mu.Unlock()
		f, err := progress.Of(w.ctx, e, progress.Budget, solver)
		if err != nil || w.ctx.Err() != nil {
			continue // a hand that does not replay has no figures; a cancelled one waits
		}
		k := e.Key()
		k.Figures = f
		st := w.store
		w.saver.Later(func() error {
			notice, err := settings.SetFigures(st, []settings.FiguresFor{k})
			if err != nil {
				return writeNote{"history.failed", err}
			}
			return notice
		})
		w.mu.Lock()
		w.done = append(w.done, k)
		w.mu.Unlock()
	}
}

// take gives the figures worked out since the last call.
func (w *progressWork) take() []settings.FiguresFor {
	w.mu.Lock()
	defer w.mu.Unlock()
	out := w.done
	w.done = nil
	return out
}

// waiting gives how many hands wait for their figures, the one being worked out included.
func (w *progressWork) waiting() int {
	w.mu.Lock()
	defer w.mu.Unlock()
	n := len(w.queue)
	if w.busy {
		n++
	}
	return n
}

// stop cancels the work and waits for the worker goroutine to end.
func (w *progressWork) stop() {
	w.mu.Lock()
	w.cancel()
	w.queue = nil
	w.mu.Unlock()
	w.quit.Wait()
}
