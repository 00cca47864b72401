package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/game"
	"tarabish/settings"
)

// DealNoScreen plays a deal by its number: the game, the number (typed, or with the keypad),
// and the house rules: those the deal was dealt under when it is in the hand history, or the
// current ones.
type DealNoScreen struct {
	kind    game.Kind
	digits  string // the number as typed, digits only
	err     string // why the number cannot be played
	dealt   [game.Kinds]map[game.DealNo]game.Rules
	ownRule bool // play with the rules the deal was dealt under (when known)

	games  [game.Kinds]Button
	keys   [11]Button // 1-9, 0, and rub out
	field  Rect
	rules  [2]Button // the rules it was dealt under, the current rules
	play   Button
	back   Button
	panelR Rect
}

// NewDealNoScreen opens the screen on a game, with a number already filled in (0: none).
func NewDealNoScreen(ctx *Context, k game.Kind, no game.DealNo) *DealNoScreen {
	s := &DealNoScreen{kind: k, ownRule: true}
	if no != 0 {
		s.digits = no.String()
	}
	for i := range s.dealt {
		s.dealt[i] = map[game.DealNo]game.Rules{}
	}
	if ctx.Files.Store != nil {
		ctx.flushSaves()
		h, notice := settings.History(*ctx.Files.Store)
		ctx.report("", notice)
		for _, e := range h { // the latest time a deal was played wins
			if len(e.Record.Hands) > 0 && e.Record.Hands[0].No != 0 {
				s.dealt[e.Game][e.Record.Hands[0].No] = e.Record.Rules
			}
		}
	}
	return s
}

// Name names the scene for screenshots.
func (s *DealNoScreen) Name() string { return "deal-number" }

// number gives the number typed and whether it is one.
func (s *DealNoScreen) number() (game.DealNo, error) { return game.ParseDealNo(s.digits) }

// knownRules gives the rules the typed deal was dealt under, when it is in the history.
func (s *DealNoScreen) knownRules() (game.Rules, bool) {
	n, err := s.number()
	if err != nil {
		return game.Rules{}, false
	}
	r, ok := s.dealt[s.kind][n]
	return r, ok
}

// chosenRules gives the rules the deal will be played under.
func (s *DealNoScreen) chosenRules(ctx *Context) game.Rules {
	if r, ok := s.knownRules(); ok && s.ownRule {
		return r
	}
	return ctx.Prefs.Rules[s.kind]
}

func (s *DealNoScreen) layout(ctx *Context) {
	w, h := ctx.U(700), ctx.U(560)
	s.panelR = Rect{(ctx.W - w) / 2, max(ctx.U(10), (ctx.H-h)/2-ctx.U(30)), w, h}
	x, y := s.panelR.X+ctx.U(40), s.panelR.Y+ctx.U(76)
	gw := (w - ctx.U(100)) / 2
	for k := range s.games {
		s.games[k] = Button{Rect: Rect{x + float64(k)*(gw+ctx.U(20)), y, gw, ctx.U(40)}, Label: ctx.T("game." + game.Kind(k).String()), On: game.Kind(k) == s.kind}
	}
	y += ctx.U(62)
	s.field = Rect{x, y, w - ctx.U(80), ctx.U(52)}
	y += ctx.U(80)
	kw, kh, gap := ctx.U(82), ctx.U(40), ctx.U(10)
	labels := []string{"1", "2", "3", "4", "5", "6", "7", "8", "9", "0", "⌫"}
	keys := []ebiten.Key{ebiten.Key1, ebiten.Key2, ebiten.Key3, ebiten.Key4, ebiten.Key5, ebiten.Key6, ebiten.Key7, ebiten.Key8, ebiten.Key9, ebiten.Key0, ebiten.KeyBackspace}
	kx := s.panelR.X + (w-6*kw-5*gap)/2
	for i := range s.keys {
		col, row := i%6, i/6
		s.keys[i] = Button{Rect: Rect{kx + float64(col)*(kw+gap), y + float64(row)*(kh+gap), kw, kh}, Label: ctx.printer().Shape(labels[i])}
		if i == 10 {
			s.keys[i] = s.keys[i].WithKey(keys[i])
		}
	}
	y += 2*(kh+gap) + ctx.U(24)
	for i := range s.rules {
		s.rules[i] = Button{Rect: Rect{x, y + float64(i)*ctx.U(48), w - ctx.U(80), ctx.U(40)}}
	}
	own, known := s.knownRules()
	if known {
		s.rules[0].Label = ctx.T("deal.rules.dealt", "preset", presetName(ctx, own.Preset))
		s.rules[0].On = s.ownRule
	}
	s.rules[1].Label = ctx.T("deal.rules.current", "preset", presetName(ctx, ctx.Prefs.Rules[s.kind].Preset))
	s.rules[1].On = !known || !s.ownRule
	bw := ctx.U(200)
	by := s.panelR.Y + h + ctx.U(16)
	s.back = Button{Rect: Rect{ctx.W/2 - bw - ctx.U(10), by, bw, ctx.U(46)}, Label: ctx.T("back")}.WithKey(ebiten.KeyEscape)
	s.play = Button{Rect: Rect{ctx.W/2 + ctx.U(10), by, bw, ctx.U(46)}, Label: ctx.T("deal.play")}.WithKey(ebiten.KeyEnter)
	_, err := s.number()
	s.play.Disabled = err != nil
}

// Update takes typed digits, the keypad, the game and rules choices, Play and Back.
func (s *DealNoScreen) Update(ctx *Context) (bool, error) {
	s.layout(ctx)
	changed := false
	for _, r := range ctx.Input.Chars {
		if d, ok := digitOf(r); ok && len(s.digits) < len(game.MaxDealNo.String()) {
			s.digits += string(d)
			changed = true
		}
	}
	for i := range s.keys {
		if !s.keys[i].Pressed(ctx) {
			continue
		}
		changed = true
		switch {
		case i == 10:
			if s.digits != "" {
				s.digits = s.digits[:len(s.digits)-1]
			}
		case len(s.digits) < len(game.MaxDealNo.String()):
			s.digits += string("1234567890"[i])
		}
	}
	for k := range s.games {
		if s.games[k].Pressed(ctx) {
			s.kind, changed = game.Kind(k), true
		}
	}
	switch {
	case s.rules[0].Label != "" && s.rules[0].Pressed(ctx):
		s.ownRule, changed = true, true
	case s.rules[1].Pressed(ctx):
		s.ownRule, changed = false, true
	}
	if changed {
		s.err = ""
		ctx.Dirty = true
		s.layout(ctx)
	}
	switch {
	case s.back.Pressed(ctx):
		ctx.Scenes.GoTo(ctx, NewPracticeMenu(ctx))
	case ctx.Input.Key(ebiten.KeyEnter) && s.play.Disabled:
		// the keypad and the keyboard take up to seven digits, so a number that is not one is
		// either none at all or nothing but zeros
		s.err = ctx.T("deal.bad.zero")
		if s.digits == "" {
			s.err = ctx.T("deal.bad.empty")
		}
		ctx.Dirty = true
	case s.play.Pressed(ctx):
		n, _ := s.number()
		next, err := NewSingleDeal(ctx, s.chosenRules(ctx), n)
		if err != nil {
			s.err = err.Error()
			return true, nil
		}
		ctx.Scenes.GoTo(ctx, next)
	}
	return changed, nil
}

// Draw paints the panel: the game, the number, the keypad, the rules, the buttons.
func (s *DealNoScreen) Draw(dst *ebiten.Image, ctx *Context) {
	s.layout(ctx)
	ctx.Art.DrawFelt(dst, ctx.Scale)
	Panel(dst, ctx, s.panelR)
	ctx.Art.DrawText(dst, ctx.T("deal.title"), s.panelR.X+ctx.U(40), s.panelR.Y+ctx.U(22), ctx.U(26), true, colGold, Left)
	for i := range s.games {
		s.games[i].Draw(dst, ctx)
	}
	f := ctx.Art.flipRect(s.field)
	fillRound(dst, f.X, f.Y, f.W, f.H, ctx.U(10), colPlate)
	text, clr := ctx.T("deal.type"), colDim
	if n, err := s.number(); err == nil {
		text, clr = ctx.Int(int(n)), colText
	} else if s.digits != "" {
		text, clr = ctx.printer().Shape(s.digits), colText
	}
	ctx.Art.DrawText(dst, text, s.field.X+s.field.W/2, s.field.Y+ctx.U(12), ctx.U(24), true, clr, Center)
	for i := range s.keys {
		s.keys[i].Draw(dst, ctx)
	}
	for i := range s.rules {
		if s.rules[i].Label != "" {
			s.rules[i].Draw(dst, ctx)
		}
	}
	note := ctx.T("deal.where")
	if _, known := s.knownRules(); !known && s.digits != "" {
		note = ctx.T("deal.unknown")
	}
	if s.err != "" {
		note = s.err
	}
	nc := colDim
	if s.err != "" {
		nc = colRed
	}
	size := shrink(ctx, note, ctx.U(15), false, s.panelR.W-ctx.U(60), 8)
	ctx.Art.DrawText(dst, note, s.panelR.X+s.panelR.W/2, s.panelR.Y+s.panelR.H-ctx.U(34), size, false, nc, Center)
	s.back.Draw(dst, ctx)
	s.play.Draw(dst, ctx)
}

// digitOf gives the digit a typed character stands for: Western or Arabic-Indic.
func digitOf(r rune) (byte, bool) {
	switch {
	case r >= '0' && r <= '9':
		return byte(r), true
	case r >= '\u0660' && r <= '\u0669':
		return byte('0' + r - '\u0660'), true
	case r >= '\u06f0' && r <= '\u06f9':
		return byte('0' + r - '\u06f0'), true
	}
	return 0, false
}
