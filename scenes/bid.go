package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/game"
)

// BidScene is the bidding: Tarabish call-or-pass (or the auction), Tarneeb bids of 7 to 13,
// then the trump choice. Computer bids appear as speech bubbles.
type BidScene struct {
	tableScene
	buttons []Button
	actions []game.Action
	pick    int // the auction bid chosen with the stepper (index into the legal bids)
	minus   Button
	plus    Button
	hinter  Hinter
}

// Name names the scene for screenshots.
func (s *BidScene) Name() string { return "bid" }

// Update takes the person's bid or waits for the computer players.
func (s *BidScene) Update(ctx *Context) (bool, error) {
	moving, stop := s.common(ctx)
	if stop {
		return moving, nil
	}
	t := s.t
	if t.handOver {
		ctx.Scenes.GoTo(ctx, &ScoreScene{tableScene: s.tableScene})
		return true, nil
	}
	if t.G.State.Phase == game.PhasePlay && !t.Busy() {
		ctx.Scenes.GoTo(ctx, &PlayScene{tableScene: s.tableScene, selected: -1})
		return true, nil
	}
	if t.Human == game.NoSeat || t.G.State.Current() != t.Human {
		return moving, nil
	}
	if t.Busy() && (ctx.Input.Click || len(ctx.Input.Keys) > 0) {
		t.SkipAnimations(ctx)
	}
	if t.Busy() {
		return moving, nil
	}
	if s.hinter.Update(ctx, t) {
		moving = true
	}
	if aid(ctx.Prefs, "bidding_advice") {
		s.hinter.Ask(t) // the advice is worked out as soon as it is the person's turn
	}
	s.hinter.btn = Button{}
	if aid(ctx.Prefs, "hints") || t.Coach {
		s.hinter.btn = hintButton(ctx)
	}
	if s.hinter.btn.Pressed(ctx) || ctx.Input.Key(ebiten.KeyF1) {
		s.hinter.Ask(t) // F1 asks for a hint with the aid off too
	}
	s.makeButtons(ctx)
	if s.minus.Pressed(ctx) && s.pick > 0 {
		s.pick--
	}
	if s.plus.Pressed(ctx) && s.pick < s.bidCount()-1 {
		s.pick++
	}
	for i := range s.buttons {
		if s.buttons[i].Pressed(ctx) {
			_ = t.Act(ctx, s.actions[i])
			s.pick = 0
			break
		}
	}
	return moving, nil
}

// bidCount counts the legal bids (the auction stepper's range).
func (s *BidScene) bidCount() int {
	n := 0
	for _, a := range s.t.G.State.AppendLegal(nil) {
		if a.Verb == game.Bid {
			n++
		}
	}
	return n
}

// makeButtons lays out one button per choice the person has now.
func (s *BidScene) makeButtons(ctx *Context) {
	st := &s.t.G.State
	legal := st.AppendLegal(nil)
	s.buttons, s.actions = s.buttons[:0], s.actions[:0]
	stepper := s.t.Kind == game.Tarabish && st.Phase == game.PhaseBid && st.Rules.Bidding == game.BiddingAuction
	var bids []game.Action
	for _, a := range legal {
		switch {
		case a.Verb == game.Bid && stepper:
			bids = append(bids, a)
		default:
			s.actions = append(s.actions, a)
		}
	}
	if stepper && len(bids) > 0 {
		s.pick = min(s.pick, len(bids)-1)
		s.actions = append(s.actions, bids[s.pick])
	}
	w, h, gap := ctx.U(150), ctx.U(52), ctx.U(12)
	if s.t.Kind == game.Tarneeb && st.Phase == game.PhaseBid {
		w = ctx.U(96)
	}
	total := float64(len(s.actions))*(w+gap) - gap
	x := (ctx.W - total) / 2
	_, cy := s.t.geo.centre()
	y := cy - h/2
	for i, a := range s.actions {
		label := bidWords(ctx, a)
		b := Button{Rect: Rect{x + float64(i)*(w+gap), y, w, h}, Label: label}
		if key, ok := shortcut(a); ok {
			b = b.WithKey(key)
		}
		s.buttons = append(s.buttons, b)
	}
	if stepper && len(bids) > 0 {
		last := s.buttons[len(s.buttons)-1].Rect
		s.minus = Button{Rect: Rect{last.X, last.Y - h - gap, w/2 - gap/2, h}, Label: "−", Disabled: s.pick == 0}.WithKey(ebiten.KeyMinus)
		s.plus = Button{Rect: Rect{last.X + w/2 + gap/2, last.Y - h - gap, w/2 - gap/2, h}, Label: "+", Disabled: s.pick >= len(bids)-1}.WithKey(ebiten.KeyEqual)
	} else {
		s.minus, s.plus = Button{Disabled: true}, Button{Disabled: true}
	}
}

// shortcut gives the keyboard key of a bidding action: S H D C N for suits, P to pass,
// digits for Tarneeb bids, Enter for the auction bid.
func shortcut(a game.Action) (ebiten.Key, bool) {
	switch a.Verb {
	case game.Pass:
		return ebiten.KeyP, true
	case game.Call, game.Trump:
		return [...]ebiten.Key{ebiten.KeyS, ebiten.KeyH, ebiten.KeyD, ebiten.KeyC, ebiten.KeyN}[a.Suit], true
	case game.Bid:
		if a.Number >= 7 && a.Number <= 9 {
			return ebiten.Key7 + ebiten.Key(a.Number-7), true
		}
		return ebiten.KeyEnter, a.Number > 13
	}
	return 0, false
}

// Draw paints the table, the prompt and the choices.
func (s *BidScene) Draw(dst *ebiten.Image, ctx *Context) {
	s.drawCommon(dst, ctx, nil, game.NoCard)
	defer s.drawPause(dst, ctx)
	st := &s.t.G.State
	if s.t.Human == game.NoSeat || st.Current() != s.t.Human || s.t.Busy() || s.showLast {
		return
	}
	s.makeButtons(ctx)
	prompt := s.prompt(ctx)
	y := s.buttons[0].Y - ctx.U(46)
	if s.minus.W > 0 {
		y -= ctx.U(64)
	}
	ctx.Art.DrawText(dst, prompt, ctx.W/2, y, ctx.U(22), true, colGold, Center)
	for i := range s.buttons {
		s.buttons[i].Draw(dst, ctx)
	}
	if s.minus.W > 0 {
		s.minus.Draw(dst, ctx)
		s.plus.Draw(dst, ctx)
	}
	if s.hinter.btn.W > 0 {
		s.hinter.btn.Draw(dst, ctx)
	}
	s.hinter.Draw(dst, ctx, s.t.Kind)
}

// prompt tells the person what to decide.
func (s *BidScene) prompt(ctx *Context) string {
	st := &s.t.G.State
	high := ""
	if st.Bid > 0 && st.Caller != game.NoSeat {
		high = " · " + ctx.T("high.bid", "bid", st.Bid, "player", ctx.T("seat."+st.Caller.String()))
	}
	switch {
	case st.Phase == game.PhaseTrump:
		return ctx.T("prompt.trump")
	case s.t.Kind == game.Tarneeb:
		return tarneebPrompt(ctx, st.AppendLegal(nil)) + high
	case st.Rules.Bidding == game.BiddingAuction:
		return ctx.T("prompt.auction") + high
	case len(s.actions) > 0 && s.actions[0].Verb != game.Pass:
		return ctx.T("prompt.forced")
	}
	return ctx.T("prompt.call")
}

// tarneebPrompt names the bids the person may make now, from the rules' lowest (or one
// more than the bid standing) to the highest.
func tarneebPrompt(ctx *Context, legal []game.Action) string {
	low, high := 0, 0
	for _, a := range legal {
		if a.Verb == game.Bid {
			if low == 0 || int(a.Number) < low {
				low = int(a.Number)
			}
			high = max(high, int(a.Number))
		}
	}
	if low == high {
		return ctx.T("prompt.tarneeb.top", "n", high)
	}
	return ctx.T("prompt.tarneeb", "low", low, "high", high)
}
