package scenes

import (
	"reflect"
	"slices"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/game"
)

// playSceneAt starts a game and plays it on until stop holds at the person's turn in the
// play, giving the play scene of that moment.
func playSceneAt(t *testing.T, ctx *Context, k game.Kind, seed uint64, stop func(*game.State) bool) *PlayScene {
	t.Helper()
	tb := auditTable(t, ctx, k, seed)
	driveTable(t, ctx, tb, func(s *game.State) bool {
		return s.Phase == game.PhasePlay && s.Current() == game.South && stop(s)
	}, func(a game.Action) bool { return a.Verb == game.Call || a.Verb == game.Bid })
	s := &PlayScene{tableScene: tableScene{t: tb}, selected: -1, dragging: game.NoCard}
	ctx.Scenes = Manager{current: s}
	return s
}

// key presses one key for a tick of the scene.
func key(t *testing.T, ctx *Context, s Scene, k ebiten.Key) {
	t.Helper()
	ctx.Input = Input{Keys: []ebiten.Key{k}, X: -100, Y: -100}
	if _, err := s.Update(ctx); err != nil {
		t.Fatal(err)
	}
}

// cursorOn gives the card under the keyboard cursor (NoCard when none shows).
func cursorOn(ctx *Context, s *PlayScene) game.Card {
	for c, m := range s.cardMarks(ctx) {
		if m.Cursor {
			return c
		}
	}
	return game.NoCard
}

// mustFollow holds when the person may not play every card they hold.
func mustFollow(s *game.State) bool { return s.LegalPlays() != s.Hands[game.South] }

// TestKeyboardPlay plays with the arrow keys and Enter: the cursor shows on every card, a
// card that may not be played is explained and stays, a legal one is played and moves on the
// next frame, and the cursor does not pass to the card that slides into its place.
func TestKeyboardPlay(t *testing.T) {
	ctx := auditCtx(t, "en", 1280, 720)
	s := playSceneAt(t, ctx, game.Tarabish, 21, mustFollow)
	tb := s.t
	if c := cursorOn(ctx, s); c != game.NoCard {
		t.Fatalf("a cursor shows on %s before any key", c)
	}
	legal := tb.G.State.LegalPlays()
	hand := tb.hands[game.South]
	illegal, ok := -1, -1
	for i, c := range hand {
		if !legal.Has(c) && illegal < 0 {
			illegal = i
		}
		if legal.Has(c) && ok < 0 {
			ok = i
		}
	}
	for i := 0; i <= illegal; i++ {
		key(t, ctx, s, ebiten.KeyArrowRight)
	}
	if c := cursorOn(ctx, s); c != hand[illegal] {
		t.Fatalf("the cursor is on %s, want the dimmed %s", c, hand[illegal])
	}
	if m := s.cardMarks(ctx)[hand[illegal]]; !m.Dim || m.Glow {
		t.Errorf("the dimmed card under the cursor looks like %+v: dimmed, outlined, not glowing", m)
	}
	n := len(hand)
	key(t, ctx, s, ebiten.KeyEnter)
	if len(tb.hands[game.South]) != n || tb.Err == "" {
		t.Fatalf("Enter on %s (not allowed): %d cards left and message %q", hand[illegal], len(tb.hands[game.South]), tb.Err)
	}
	for s.selected != ok {
		if s.selected > ok {
			key(t, ctx, s, ebiten.KeyArrowLeft)
		} else {
			key(t, ctx, s, ebiten.KeyArrowRight)
		}
	}
	card := hand[ok]
	from := tb.sprites[card].Now()
	key(t, ctx, s, ebiten.KeyEnter)
	if tb.G.State.Hands[game.South].Has(card) {
		t.Fatalf("Enter on %s did not play it", card)
	}
	if tb.sprites[card].Now() == from {
		t.Errorf("the card played has not moved on the frame after the key")
	}
	if tb.Err != "" {
		t.Errorf("the refused card's message %q is still up after a card was played", tb.Err)
	}
	if s.selected != -1 {
		t.Errorf("the cursor stays at place %d after the card was played", s.selected)
	}
}

// TestEscClosesTheTopOverlayFirst opens the last-trick view, then presses Esc three times:
// the view closes, the pause menu opens, the game resumes.
func TestEscClosesTheTopOverlayFirst(t *testing.T) {
	ctx := auditCtx(t, "en", 1280, 720)
	s := playSceneAt(t, ctx, game.Tarneeb, 5, func(s *game.State) bool { return s.TrickNo >= 1 })
	key(t, ctx, s, ebiten.KeyL)
	if !s.showLast {
		t.Fatal("L did not open the last trick")
	}
	key(t, ctx, s, ebiten.KeyEscape)
	if s.showLast || s.paused != nil {
		t.Fatalf("Esc over the last trick: view open %v, paused %v; want the view closed and no pause", s.showLast, s.paused != nil)
	}
	key(t, ctx, s, ebiten.KeyEscape)
	if s.paused == nil {
		t.Fatal("Esc on the table did not pause")
	}
	key(t, ctx, s, ebiten.KeyEscape)
	if s.paused != nil {
		t.Error("Esc on the pause menu did not resume")
	}
}

// TestUndoTakesTheTrickOffTheLastTrickView completes a trick with the person's card, undoes
// it, and checks that the last-trick view no longer offers that trick.
func TestUndoTakesTheTrickOffTheLastTrickView(t *testing.T) {
	ctx := auditCtx(t, "en", 1280, 720)
	ctx.Prefs.Aids.Undo = true
	s := playSceneAt(t, ctx, game.Tarneeb, 5, func(s *game.State) bool { return s.TrickNo >= 1 && s.TrickLen == 3 })
	tb := s.t
	before := len(tb.Tricks)
	if err := tb.Act(ctx, game.PlayAction(tb.G.State.LegalPlays().First())); err != nil {
		t.Fatal(err)
	}
	tb.SkipAnimations(ctx)
	if got := tb.Tricks[len(tb.Tricks)-1].No; got != before {
		t.Fatalf("the trick completed is number %d in the view, want %d", got, before)
	}
	if !tb.Undo(ctx) {
		t.Fatalf("undo refused: phase %v, over %v, can %v, last play %d, seeded %v", tb.G.State.Phase, tb.handOver, tb.S.CanUndo(), tb.G.LastPlay(game.South), tb.G.Seeded)
	}
	if n := len(tb.Tricks); n > 0 && tb.Tricks[n-1].No >= before {
		t.Errorf("after undo the last-trick view still shows trick %d", tb.Tricks[n-1].No)
	}
}

// TestPlatesKeepTheHand checks that every call of the hand stays on the plates during the
// play and after the game is resumed, and that a shown run stays on its seat's plate.
func TestPlatesKeepTheHand(t *testing.T) {
	ctx := auditCtx(t, "en", 1280, 720)
	for seed := uint64(1); seed < 60; seed++ {
		tb := auditTable(t, ctx, game.Tarabish, seed)
		shows := func(a game.Action) bool { return a.Verb == game.Announce || a.Verb == game.Show || a.Verb == game.Call }
		driveTable(t, ctx, tb, func(s *game.State) bool { return s.Phase == game.PhasePlay && s.TrickNo >= 4 }, shows)
		s := &tb.G.State
		if s.Shown == 0 {
			continue // no run in this deal
		}
		calls := handCalls(tb.G)
		for seat := range calls {
			if len(calls[seat]) != len(tb.calls[seat]) {
				t.Errorf("seed %d: %s's plate shows %d calls, the hand has %d", seed, game.Seat(seat), len(tb.calls[seat]), len(calls[seat]))
			}
		}
		for seat := game.North; seat <= game.West; seat++ {
			p := tb.plateOf(ctx, seat)
			if s.Shown&(1<<seat) != 0 && s.Melds[seat].N > 0 && (p.meld == "" || p.meldCards == "") {
				t.Errorf("seed %d: %s showed a run in trick 2, its plate at trick %d says %q %q", seed, seat, s.TrickNo+1, p.meld, p.meldCards)
			}
		}
		again := tableFor(ctx, tb.G)
		if !reflect.DeepEqual(again.calls, tb.calls) {
			t.Errorf("seed %d: the resumed table shows calls %v, want %v", seed, again.calls, tb.calls)
		}
		return
	}
	t.Fatal("no deal with a shown run in 60 seeds")
}

// TestClickThatHurriesPlaysNothing clicks a card while the card before the person's turn
// still flies: soon after the person's own card the click finishes the animations and plays
// nothing (the second click of a double-click must not play the next card), the next click
// plays; later, the click that hurries plays at once.
func TestClickThatHurriesPlaysNothing(t *testing.T) {
	ctx := auditCtx(t, "en", 1280, 720)
	tb := auditTable(t, ctx, game.Tarneeb, 5)
	driveTable(t, ctx, tb, func(s *game.State) bool {
		return s.Phase == game.PhasePlay && s.TrickLen > 0 && s.TrickLen < 3 && s.Rules.Game.Next(s.Current()) == game.South
	}, func(a game.Action) bool { return a.Verb == game.Bid })
	s := &PlayScene{tableScene: tableScene{t: tb}, selected: -1, dragging: game.NoCard}
	ctx.Scenes = Manager{current: s}
	if err := tb.Act(ctx, tb.G.State.AppendLegal(nil)[0]); err != nil {
		t.Fatal(err)
	}
	if !tb.Busy() || tb.G.State.Current() != game.South {
		t.Fatalf("busy %v, %s to play; want the table busy with the person next", tb.Busy(), tb.G.State.Current())
	}
	tb.personAt = 100
	c := tb.G.State.LegalPlays().First()
	at := tb.sprites[c].To
	tick := 100 + hurryGuard/2 // half a second after the person's card: a double-click
	clickAt := func() {
		ctx.Input = Input{Click: true, X: at.X + ctx.U(10), Y: at.Y + ctx.U(40), tick: tick}
		if _, err := s.Update(ctx); err != nil {
			t.Fatal(err)
		}
	}
	n := tb.G.State.Hands[game.South].Len()
	clickAt()
	if got := tb.G.State.Hands[game.South].Len(); got != n {
		t.Fatalf("the click that hurried the table played a card (%d cards left of %d)", got, n)
	}
	if !tb.HumanTurn() {
		t.Fatal("the click did not finish the animations")
	}
	clickAt()
	if got := tb.G.State.Hands[game.South].Len(); got != n-1 {
		t.Errorf("the next click played nothing (%d cards left of %d)", got, n)
	}

	// later: a click while the table still moves hurries it and plays
	driveTable(t, ctx, tb, func(s *game.State) bool {
		return s.Phase == game.PhasePlay && s.TrickLen > 0 && s.TrickLen < 3 && s.Rules.Game.Next(s.Current()) == game.South
	}, nil)
	if err := tb.Act(ctx, tb.G.State.AppendLegal(nil)[0]); err != nil {
		t.Fatal(err)
	}
	c = tb.G.State.LegalPlays().First()
	at, n, tick = tb.sprites[c].To, tb.G.State.Hands[game.South].Len(), tb.personAt+hurryGuard*3
	clickAt()
	if got := tb.G.State.Hands[game.South].Len(); got != n-1 {
		t.Errorf("a click well after the person's last card did not play (%d cards left of %d) err %q busy %v", got, n, tb.Err, tb.Busy())
	}
}

// TestCallPromptNamesTheChoice checks the Tarabish bidding prompt: call or pass while Pass is
// allowed, "you must name trump" only for the forced dealer.
func TestCallPromptNamesTheChoice(t *testing.T) {
	ctx := auditCtx(t, "en", 1280, 720)
	seen := map[bool]bool{}
	for seed := uint64(1); seed < 40 && len(seen) < 2; seed++ {
		tb := auditTable(t, ctx, game.Tarabish, seed)
		pass := func(a game.Action) bool { return a.Verb == game.Pass }
		driveTable(t, ctx, tb, func(s *game.State) bool { return s.Current() == game.South && s.Phase == game.PhaseBid }, pass)
		s := &BidScene{tableScene: tableScene{t: tb}}
		s.makeButtons(ctx)
		forced := !slices.ContainsFunc(tb.G.State.AppendLegal(nil), pass)
		want := ctx.T("prompt.call")
		if forced {
			want = ctx.T("prompt.forced")
		}
		if have := s.prompt(ctx); have != want {
			t.Errorf("seed %d (forced %v): the prompt is %q, want %q", seed, forced, have, want)
		}
		seen[forced] = true
	}
	if len(seen) < 2 {
		t.Errorf("the deals tried gave the person only forced=%v turns", seen)
	}
}
