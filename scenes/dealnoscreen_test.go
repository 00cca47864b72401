package scenes

import (
	"bytes"
	"os"
	"reflect"
	"testing"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/game"
	"tarabish/settings"
)

// typeChars types characters on the screen for one tick.
func typeChars(t *testing.T, ctx *Context, s string) {
	t.Helper()
	ctx.Input.Chars = []rune(s)
	frame(t, ctx, ctx.Input.X, ctx.Input.Y, false, false)
	ctx.Input.Chars = nil
}

// TestDealByNumber opens the screen from the menu, types a number with the keyboard and the
// keypad, refuses a bad one, and plays the deal: the table deals exactly that deal, under the
// current rules, and the game in progress stays saved as it was.
func TestDealByNumber(t *testing.T) {
	ctx := uiCtx(t)
	ctx.saveGame(mustGame(t, game.Tarabish))
	ctx.flushSaves()
	path := ctx.Files.Store.SavePath(game.Tarabish)
	saved, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	m := NewMenu(ctx)
	show(t, ctx, m)
	clickAt(t, ctx, menuButton(t, ctx, m, "menu.practice"))
	idle(t, ctx, clickGuard+ctx.ticks(fadeTicks)+2)
	pr, ok := ctx.Scenes.Current().(*PracticeMenu)
	if !ok {
		t.Fatalf("the menu item opened %T", ctx.Scenes.Current())
	}
	pr.layout(ctx)
	clickAt(t, ctx, pr.entries[0].btn)
	idle(t, ctx, clickGuard+ctx.ticks(fadeTicks)+2)
	s, ok := ctx.Scenes.Current().(*DealNoScreen)
	if !ok {
		t.Fatalf("the menu item opened %T", ctx.Scenes.Current())
	}
	// a bad number: Enter says why and plays nothing
	typeChars(t, ctx, "0")
	pressKey(t, ctx, ebiten.KeyEnter)
	if s.err != ctx.T("deal.bad.zero") || ctx.Scenes.Current() != s {
		t.Fatalf("deal 0: error %q, screen %T", s.err, ctx.Scenes.Current())
	}
	pressKey(t, ctx, ebiten.KeyBackspace)
	// Arabic-Indic digits typed, then the keypad, then a letter that is ignored
	typeChars(t, ctx, "٤٥١x")
	for _, d := range "8207" {
		s.layout(ctx)
		i := (int(d-'0') + 9) % 10
		clickAt(t, ctx, s.keys[i])
	}
	if s.digits != "4518207" {
		t.Fatalf("typed %q, want 4518207", s.digits)
	}
	s.layout(ctx)
	clickAt(t, ctx, s.games[game.Tarneeb])
	if s.kind != game.Tarneeb || s.rules[0].Label != "" {
		t.Fatalf("game %s, rules choice %q (the deal is not in the history)", s.kind, s.rules[0].Label)
	}
	pressKey(t, ctx, ebiten.KeyEnter)
	idle(t, ctx, 2)
	d, ok := ctx.Scenes.Current().(*DealScene)
	if !ok {
		t.Fatalf("Play opened %T", ctx.Scenes.Current())
	}
	tb := d.t
	dealer, deal := game.DealFor(game.Tarneeb, 4518207)
	if !tb.Single || tb.G.Hands[0].No != 4518207 || tb.G.State.Dealer != dealer || tb.G.Hands[0].Deal[game.South][0] != deal[game.South][0] {
		t.Fatalf("the table does not deal deal 4518207: single %v, number %d", tb.Single, tb.G.Hands[0].No)
	}
	if tb.G.State.Rules != ctx.Prefs.Rules[game.Tarneeb] {
		t.Errorf("the deal is not played under the current rules")
	}
	if !bytes.Contains([]byte(ctx.T("hud.deal", "no", 4518207)), []byte("4,518,207")) {
		t.Errorf("the table's deal line reads %q", ctx.T("hud.deal", "no", 4518207))
	}
	found := false
	for _, l := range tb.hudLines(ctx) {
		found = found || l.text == ctx.T("hud.deal", "no", 4518207)
	}
	if !found {
		t.Errorf("the score panel does not show the deal's number")
	}
	// play the hand out: the scoreboard's Continue comes back here with the number
	driveTable(t, ctx, tb, func(s *game.State) bool { return tb.handOver || s.Current() == game.NoSeat }, nil)
	ctx.flushSaves()
	if now, _ := os.ReadFile(path); !bytes.Equal(now, saved) {
		t.Errorf("playing a deal by number changed the saved game in progress")
	}
	h, _ := settings.History(*ctx.Files.Store)
	if len(h) != 1 || h[0].Record.Hands[0].No != 4518207 {
		t.Fatalf("the hand history holds %d hands, want the deal", len(h))
	}
	if ctx.Files.Stats.For(game.Tarneeb).HandsPlayed != 0 {
		t.Errorf("a deal by number counted in the game statistics")
	}
	sc := &ScoreScene{tableScene: tableScene{t: tb}}
	show(t, ctx, sc)
	sc.layout(ctx)
	clickAt(t, ctx, sc.next)
	back, ok := ctx.Scenes.Current().(*DealNoScreen)
	if !ok || back.digits != "4518207" || back.kind != game.Tarneeb {
		t.Fatalf("Continue after the deal opened %T", ctx.Scenes.Current())
	}
	idle(t, ctx, clickGuard+ctx.ticks(fadeTicks)+2)
	// now the deal is in the history: it may be played under the rules it was dealt under
	ctx.Prefs.Rules[game.Tarneeb] = game.DefaultRules(game.Tarneeb)
	ctx.Prefs.Rules[game.Tarneeb].Target = 31
	back.layout(ctx)
	if back.rules[0].Label == "" || !back.rules[0].On {
		t.Fatalf("the rules it was dealt under are not offered")
	}
	if back.chosenRules(ctx) != h[0].Record.Rules {
		t.Errorf("the chosen rules are not the ones the deal was dealt under")
	}
	clickAt(t, ctx, back.rules[1])
	if back.chosenRules(ctx) != ctx.Prefs.Rules[game.Tarneeb] {
		t.Errorf("the current rules were not chosen")
	}
	pressKey(t, ctx, ebiten.KeyEscape)
	idle(t, ctx, clickGuard+ctx.ticks(fadeTicks)+2)
	if _, ok := ctx.Scenes.Current().(*PracticeMenu); !ok {
		t.Fatalf("Esc left to %T, want the practice screen", ctx.Scenes.Current())
	}
	pressKey(t, ctx, ebiten.KeyEscape)
	idle(t, ctx, 2)
	if _, ok := ctx.Scenes.Current().(*Menu); !ok {
		t.Errorf("Esc on the practice screen left to %T, want the menu", ctx.Scenes.Current())
	}
}

// TestDealByNumberCompared plays a deal by its number with Compare with the computer on:
// the scoreboard gets the computer's replay of the same cards.
func TestDealByNumberCompared(t *testing.T) {
	ctx := uiCtx(t)
	for _, seat := range []string{"ai.north", "ai.east", "ai.west"} {
		_ = ctx.Prefs.Set(seat, "easy")
	}
	_ = ctx.Prefs.Set("aids.compare", "on")
	s, err := NewSingleDeal(ctx, ctx.Prefs.Rules[game.Tarabish], 4518207)
	if err != nil {
		t.Fatal(err)
	}
	tb := s.(*DealScene).t
	driveTable(t, ctx, tb, func(*game.State) bool { return len(tb.G.Results) == 1 }, nil)
	c := tb.Cmp
	if c == nil {
		t.Fatal("the deal was not compared")
	}
	r := <-c.result
	c.result <- r
	c.poll()
	if !c.ready() {
		t.Fatalf("the replay failed: %v", r.err)
	}
	_, deal := game.DealFor(game.Tarabish, 4518207)
	if !reflect.DeepEqual(c.computer.Hand.Deal, deal) {
		t.Errorf("the computer replayed other cards")
	}
}
