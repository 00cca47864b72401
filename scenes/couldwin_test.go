package scenes

import (
	"os"
	"path/filepath"
	"reflect"
	"testing"
	"time"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/ai"
	"tarabish/ai/dd"
	"tarabish/ai/review"
	"tarabish/game"
)

// reviewed opens the review of a game's first hand, played out, with its analysis done.
func reviewed(t *testing.T, ctx *Context, k game.Kind) (*ReviewScreen, *buttonScene) {
	t.Helper()
	g := mustGame(t, k)
	h := playedHand(t, g)
	back := &buttonScene{}
	s := NewReviewScreen(back, g.State.Rules, h)
	if s.err != "" {
		t.Fatal(s.err)
	}
	r := <-s.done
	s.r = &r
	show(t, ctx, s)
	return s, back
}

// loadedArt is the whole art (the felt, the cards), loaded once for the tests that draw.
var loadedArt *Art

// drawWith draws a scene with the whole art.
func drawWith(t *testing.T, ctx *Context, sc Scene) {
	t.Helper()
	if loadedArt == nil {
		art, err := LoadArt()
		if err != nil {
			t.Fatal(err)
		}
		loadedArt = art
	}
	fonts := ctx.Art
	ctx.Art = loadedArt
	defer func() { ctx.Art = fonts }()
	sc.Draw(ebiten.NewImage(int(ctx.W), int(ctx.H)), ctx)
}

// momentAt finds the first moment of a trick at or after from where a seat plays.
func momentAt(t *testing.T, s *ReviewScreen, from int, seat game.Seat) int {
	t.Helper()
	for i, m := range s.moments {
		if m.trick >= from && m.seat == seat {
			return i
		}
	}
	t.Fatalf("no card of %s from trick %d", seat, from+1)
	return -1
}

// TestReviewMomentByClickAndKeyboard picks a moment by clicking its card and by the arrow
// keys and Enter: the moment shown is the hand just before that card; Esc leaves the moment
// first, then the review.
func TestReviewMomentByClickAndKeyboard(t *testing.T) {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		t.Run(k.String(), func(t *testing.T) {
			ctx := uiCtx(t)
			s, back := reviewed(t, ctx, k)
			if n, want := len(s.moments), 4*k.HandSize(); n != want || len(s.chips) != want {
				t.Fatalf("%d moments and %d cards to pick, want %d", n, len(s.chips), want)
			}
			clickAt(t, ctx, Button{Rect: s.chips[5]})
			if s.picked != 5 {
				t.Fatalf("clicking the 6th card picked %d", s.picked)
			}
			m := s.moments[5]
			if m.trick != 1 || m.pos != 1 || m.move >= len(s.hand.Moves) || s.hand.Moves[m.move].Action.Card != m.card {
				t.Errorf("the 6th card is trick %d place %d, move %d", m.trick+1, m.pos+1, m.move)
			}
			g, err := gameAt(s.rules, s.hand, m.move)
			if err != nil {
				t.Fatal(err)
			}
			if g.State.Hands != m.state.Hands || g.State.Trick != m.state.Trick || g.State.Current() != m.seat {
				t.Errorf("the moment's hands, trick or turn are not the hand's just before its card")
			}
			pressKey(t, ctx, ebiten.KeyEscape)
			if s.picked != -1 || ctx.Scenes.Current() != s {
				t.Fatalf("Esc with a moment picked: moment %d on %T, want none on the review", s.picked, ctx.Scenes.Current())
			}
			// the cursor stays on the card clicked: two cards on, a trick down, a card back
			for _, key := range []ebiten.Key{ebiten.KeyArrowRight, ebiten.KeyArrowRight, ebiten.KeyArrowDown, ebiten.KeyArrowLeft} {
				pressKey(t, ctx, key)
			}
			if s.cursor != 10 || s.picked != -1 {
				t.Fatalf("the arrows put the cursor on %d (moment picked %d), want 10 and none", s.cursor, s.picked)
			}
			pressKey(t, ctx, ebiten.KeyEnter)
			if s.picked != 10 {
				t.Fatalf("Enter picked %d, want 10", s.picked)
			}
			pressKey(t, ctx, ebiten.KeyEscape)
			pressKey(t, ctx, ebiten.KeyEscape)
			if ctx.Scenes.Current() != back {
				t.Errorf("the second Esc left for %T, want the screen before the review", ctx.Scenes.Current())
			}
		})
	}
}

// TestCostliestPlayLinksToItsMoment clicks a costly play of the review: its moment is picked.
func TestCostliestPlayLinksToItsMoment(t *testing.T) {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		t.Run(k.String(), func(t *testing.T) {
			ctx := uiCtx(t)
			s, _ := reviewed(t, ctx, k)
			if len(s.r.Worst) == 0 {
				// the hand was played well: the link of a play that cost something is what is
				// tested, so one of the hand's own cards is taken as costly
				p := s.r.Plays[len(s.r.Plays)/2]
				p.Loss = 1
				s.r.Worst = []review.Play{p}
			}
			s.layout(ctx)
			last := len(s.links) - 1
			if last < 0 || len(s.links) != len(s.r.Worst) {
				t.Fatalf("%d links for %d costly plays", len(s.links), len(s.r.Worst))
			}
			clickAt(t, ctx, s.links[last])
			p := s.r.Worst[last]
			if s.picked < 0 {
				t.Fatal("the link picked no moment")
			}
			if m := s.moments[s.picked]; m.trick != p.Trick || m.card != p.Card || m.seat != p.Seat {
				t.Errorf("the link picked trick %d %s's %s, want trick %d %s's %s", m.trick+1, m.seat, m.card, p.Trick+1, p.Seat, p.Card)
			}
		})
	}
}

// snapshot reads every file under the folders of the context's store.
func snapshot(t *testing.T, ctx *Context) map[string]string {
	t.Helper()
	ctx.flushSaves()
	out := map[string]string{}
	for _, dir := range []string{ctx.Files.Store.ConfigDir, ctx.Files.Store.DataDir} {
		err := filepath.Walk(dir, func(path string, info os.FileInfo, err error) error {
			if err != nil || info.IsDir() {
				return err
			}
			data, err := os.ReadFile(path)
			out[path] = string(data)
			return err
		})
		if err != nil {
			t.Fatal(err)
		}
	}
	return out
}

// TestPracticeFromAMoment plays on from a moment: the table starts exactly at the recorded
// position with the computer seats playing, and finishing the hand shows the comparison and
// leaves the saved game, the statistics and the history as they were. Try again sets the
// same moment again; Back returns to the review.
func TestPracticeFromAMoment(t *testing.T) {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		t.Run(k.String(), func(t *testing.T) {
			ctx := uiCtx(t)
			saved := mustGame(t, k)
			for i := 0; i < 6; i++ {
				if _, err := saved.Apply(saved.State.AppendLegal(nil)[0]); err != nil {
					t.Fatal(err)
				}
			}
			ctx.saveGame(saved)
			before, stats := snapshot(t, ctx), ctx.Files.Stats
			if len(before) == 0 {
				t.Fatal("no saved game to keep")
			}
			s, _ := reviewed(t, ctx, k)
			i := momentAt(t, s, 2, game.East) // a computer seat acts first
			clickAt(t, ctx, Button{Rect: s.chips[i]})
			m := s.moments[i]
			pressKey(t, ctx, ebiten.KeyP)
			ps, ok := ctx.Scenes.Current().(*PlayScene)
			if !ok || ps.t.Practice == nil {
				t.Fatalf("Play on opened %T, want a practice table", ctx.Scenes.Current())
			}
			tb := ps.t
			st := &tb.G.State
			if st.Hands != m.state.Hands || st.Trick != m.state.Trick || st.TrickLen != m.state.TrickLen || st.TrickNo != m.state.TrickNo || st.Current() != game.East {
				t.Fatalf("the practice starts at trick %d with %d cards down, %s to play; want the moment's", st.TrickNo+1, st.TrickLen, st.Current())
			}
			if !reflect.DeepEqual(tb.G.Hands[0].Moves, s.hand.Moves[:m.move]) || tb.Human != game.South {
				t.Fatalf("the practice is not the hand's moves up to the moment, with the person South")
			}
			// the computer seat plays its own card on the table
			moves := len(tb.G.Hands[0].Moves)
			for n := 0; len(tb.G.Hands[0].Moves) == moves; n++ {
				if n > 20000 {
					t.Fatal("East never played")
				}
				idle(t, ctx, 1)
				time.Sleep(2 * time.Millisecond)
			}
			tb.StopThinking()
			for st.Phase == game.PhasePlay {
				if err := tb.Act(ctx, st.AppendLegal(nil)[0]); err != nil {
					t.Fatal(err)
				}
				tb.SkipAnimations(ctx)
			}
			idle(t, ctx, 3)
			res, ok := ctx.Scenes.Current().(*PracticeResult)
			if !ok {
				t.Fatalf("the practice hand's end shows %T, want the practice result", ctx.Scenes.Current())
			}
			<-tb.Practice.best.done
			if v, ok := tb.Practice.bestTook(); !ok || v[0]+v[1] != tb.Practice.Real[0]+tb.Practice.Real[1] {
				t.Errorf("the best from the moment is %v (solved %v), out of %v", v, ok, tb.Practice.Real)
			}
			drawWith(t, ctx, res)
			if after := snapshot(t, ctx); !reflect.DeepEqual(after, before) {
				t.Errorf("the practice changed the files: %d before, %d after", len(before), len(after))
			}
			if !reflect.DeepEqual(ctx.Files.Stats, stats) {
				t.Errorf("the practice changed the statistics")
			}
			idle(t, ctx, clickGuard+2)
			clickAt(t, ctx, res.again)
			again, ok := ctx.Scenes.Current().(*PlayScene)
			if !ok || again.t.Practice == nil || again.t.G.State.Hands != m.state.Hands || again.t == tb {
				t.Fatalf("Try again opened %T, want a new practice table at the same moment", ctx.Scenes.Current())
			}
			idle(t, ctx, clickGuard+2)
			pressKey(t, ctx, ebiten.KeyEscape)
			if again.paused == nil || !again.paused.practice {
				t.Fatal("Esc on the practice table: no practice pause menu")
			}
			idle(t, ctx, 1) // the menu is laid out
			clickAt(t, ctx, again.paused.leave)
			if ctx.Scenes.Current() != s {
				t.Errorf("leaving the practice went to %T, want the review", ctx.Scenes.Current())
			}
			<-again.t.Practice.best.done // the practice's solve has ended
			if seat, _ := again.t.S.Thinking(); seat != game.NoSeat {
				t.Errorf("%s still thinks after the practice was left", seat)
			}
			if after := snapshot(t, ctx); !reflect.DeepEqual(after, before) {
				t.Errorf("leaving the practice changed the files")
			}
		})
	}
}

// openAt opens the hands at a moment of the review and gives the screen.
func openAt(t *testing.T, ctx *Context, s *ReviewScreen, i int) *OpenHands {
	t.Helper()
	clickAt(t, ctx, Button{Rect: s.chips[i]})
	pressKey(t, ctx, ebiten.KeyO)
	o, ok := ctx.Scenes.Current().(*OpenHands)
	if !ok {
		t.Fatalf("Open hands opened %T", ctx.Scenes.Current())
	}
	idle(t, ctx, clickGuard+2)
	return o
}

// solvedStep waits for the values of the step shown.
func solvedStep(t *testing.T, ctx *Context, o *OpenHands) *openStep {
	t.Helper()
	idle(t, ctx, 1)
	cur := o.cur()
	if cur.job == nil {
		t.Fatal("no values asked for")
	}
	<-cur.job.done
	if !cur.job.ok {
		t.Fatal("the values were not solved")
	}
	return cur
}

// directValues solves a state's card values with a solver of its own.
func directValues(st game.State) []dd.CardScore {
	return dd.NewSolver().ScoreCards(ai.Position(&st), nil)
}

// TestOpenHandsValuesAndLine opens the hands at a moment: the values are a direct solve's;
// Next plays the best card (one card a step), Back takes it back with the values kept, and a
// card clicked shows the line after it; Esc goes back to the review.
func TestOpenHandsValuesAndLine(t *testing.T) {
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		t.Run(k.String(), func(t *testing.T) {
			ctx := uiCtx(t)
			s, _ := reviewed(t, ctx, k)
			i := momentAt(t, s, k.HandSize()-4, game.West)
			o := openAt(t, ctx, s, i)
			if o.cur().state != s.moments[i].state {
				t.Fatal("the open hands are not at the moment picked")
			}
			first := *solvedStep(t, ctx, o)
			if want := directValues(first.state); !reflect.DeepEqual(first.job.scores, want) {
				t.Fatalf("values %v, a direct solve gives %v", first.job.scores, want)
			}
			best, _ := bestScore(first.job.scores)
			pressKey(t, ctx, ebiten.KeyArrowRight)
			if len(o.line) != 2 || o.cur().played != best || o.cur().seat != game.West {
				t.Fatalf("Next: %d steps, last %s, want 2 with West's %s", len(o.line), o.cur().played, best)
			}
			want := first.state
			if err := want.Apply(game.PlayAction(best)); err != nil || o.cur().state != want {
				t.Fatalf("Next does not play the best card on")
			}
			second := solvedStep(t, ctx, o)
			if w := directValues(second.state); !reflect.DeepEqual(second.job.scores, w) {
				t.Errorf("values after a step %v, a direct solve gives %v", second.job.scores, w)
			}
			pressKey(t, ctx, ebiten.KeyArrowRight)
			if len(o.line) != 3 {
				t.Fatalf("Next again: %d steps, want 3", len(o.line))
			}
			pressKey(t, ctx, ebiten.KeyArrowLeft)
			pressKey(t, ctx, ebiten.KeyArrowLeft)
			if len(o.line) != 1 || o.cur().job != first.job || !first.job.solved() {
				t.Fatalf("Back twice: %d steps, want the moment with its values", len(o.line))
			}
			// a card other than the best, clicked, shows the line after it
			st := &o.cur().state
			seat := st.Current()
			cards := o.handCards(seat)
			other := -1
			for j, c := range cards {
				if st.LegalPlays().Has(c) && c != best {
					other = j
				}
			}
			if other >= 0 {
				r := o.cardPlace(ctx, seat, other, len(cards))
				clickAt(t, ctx, Button{Rect: Rect{r.X, r.Y, min(r.W, ctx.U(20)), min(r.H, ctx.U(20))}})
				if len(o.line) != 2 || o.cur().played != cards[other] {
					t.Fatalf("clicking %s: %d steps, last %s", cards[other], len(o.line), o.cur().played)
				}
			}
			drawWith(t, ctx, o)
			pressKey(t, ctx, ebiten.KeyEscape)
			if ctx.Scenes.Current() != s || s.picked != i {
				t.Errorf("Esc on the open hands: %T, moment %d; want the review at moment %d", ctx.Scenes.Current(), s.picked, i)
			}
			<-o.last.done // nothing is left solving
		})
	}
}

// TestOpenHandsSolverStops leaves the open hands, and steps on, while the values are still
// being solved (the first lead of a Tarneeb hand takes long): the solve is stopped and its
// goroutine ends.
func TestOpenHandsSolverStops(t *testing.T) {
	ctx := uiCtx(t)
	s, _ := reviewed(t, ctx, game.Tarneeb)
	o := openAt(t, ctx, s, 0)
	job := o.cur().job
	if job == nil {
		t.Fatal("no values asked for")
	}
	st := o.cur().state
	o.play(ctx, st.LegalPlays().First()) // the moment changes before its values came
	<-job.done
	if job.ok {
		t.Fatal("the solve left behind ran to its end")
	}
	idle(t, ctx, 1)
	next := o.cur().job
	if next == nil || next == job {
		t.Fatal("the new step asked for no values of its own")
	}
	pressKey(t, ctx, ebiten.KeyEscape)
	if ctx.Scenes.Current() != s {
		t.Fatalf("Esc: %T, want the review", ctx.Scenes.Current())
	}
	<-next.done
	if next.ok {
		t.Error("the solve under way when the screen was left ran to its end")
	}
}

// TestWhyButtonForComputerCards shows Why? on a computer player's card only, when the
// explanation is there, and opens it with the card's move.
func TestWhyButtonForComputerCards(t *testing.T) {
	ctx := uiCtx(t)
	s, _ := reviewed(t, ctx, game.Tarabish)
	east := momentAt(t, s, 1, game.East)
	clickAt(t, ctx, Button{Rect: s.chips[east]})
	if s.why.W == 0 {
		t.Fatal("no Why? on East's card")
	}
	clickAt(t, ctx, s.why) // the real panel
	if _, ok := ctx.Scenes.Current().(*WhyScene); !ok {
		t.Fatalf("Why? opened %T, want the why panel", ctx.Scenes.Current())
	}
	pressKey(t, ctx, ebiten.KeyEscape)
	idle(t, ctx, clickGuard+ctx.ticks(fadeTicks)+2)
	if ctx.Scenes.Current() != s {
		t.Fatalf("Esc on the why panel went to %T, want the review", ctx.Scenes.Current())
	}
	asked := -1
	why := &buttonScene{}
	openWhy = func(back Scene, rules game.Rules, h game.HandRecord, move int) Scene {
		asked = move
		return why
	}
	defer func() { openWhy = NewWhyScene }()
	south := momentAt(t, s, 1, game.South)
	clickAt(t, ctx, Button{Rect: s.chips[south]})
	if s.why.W > 0 {
		t.Fatal("Why? shown on the person's own card")
	}
	clickAt(t, ctx, Button{Rect: s.chips[east]})
	if s.why.W == 0 {
		t.Fatal("no Why? on East's card")
	}
	clickAt(t, ctx, s.why)
	if asked != s.moments[east].move || ctx.Scenes.Current() != why {
		t.Errorf("Why? asked about move %d and shows %T, want move %d", asked, ctx.Scenes.Current(), s.moments[east].move)
	}
}

// TestPracticeUndoStopsAtTheMoment takes back the person's card on a practice table: it may
// be taken back to the moment the practice started from, and no further.
func TestPracticeUndoStopsAtTheMoment(t *testing.T) {
	ctx := uiCtx(t)
	s, _ := reviewed(t, ctx, game.Tarneeb)
	i := momentAt(t, s, 3, game.South) // South has played cards before the moment
	m := s.moments[i]
	sc, err := NewPracticeScene(ctx, s, s.rules, s.hand, m.move)
	if err != nil {
		t.Fatal(err)
	}
	tb := sc.(*PlayScene).t
	if tb.CanUndo() || tb.Undo(ctx) {
		t.Fatal("a card from before the moment can be taken back")
	}
	if err := tb.Act(ctx, game.PlayAction(tb.G.State.LegalPlays().First())); err != nil {
		t.Fatal(err)
	}
	tb.SkipAnimations(ctx)
	if !tb.CanUndo() || !tb.Undo(ctx) {
		t.Fatal("the card played in the practice cannot be taken back")
	}
	if st := &tb.G.State; st.Hands != m.state.Hands || st.Current() != game.South || tb.CanUndo() {
		t.Errorf("undo goes back to trick %d, %s to play, want the moment", st.TrickNo+1, st.Current())
	}
	tb.S.Quit()
	tb.Practice.best.stop()
}
