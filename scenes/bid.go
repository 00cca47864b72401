package scenes

import (
	"slices"

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
		if t.Hurry(ctx) {
			return true, nil // the second click of a double-click chooses nothing
		}
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
		s.hinter.btn = hintButton(ctx, t.geo)
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
	// Pass comes last, on a row of its own when the grid is full
	for i, a := range s.actions {
		if a.Verb == game.Pass && i < len(s.actions)-1 {
			s.actions = append(append(s.actions[:i:i], s.actions[i+1:]...), a)
			break
		}
	}
	if stepper && len(bids) > 0 {
		s.pick = min(s.pick, len(bids)-1)
		s.actions = append(s.actions, bids[s.pick])
	}
	cols, w := 2, ctx.U(160)
	if s.t.Kind == game.Tarneeb && st.Phase == game.PhaseBid {
		cols, w = 4, ctx.U(76)
	}
	h, gap := ctx.U(46), ctx.U(8)
	// in the wide Tarneeb grid Pass has a row of its own, two cells wide
	passRow := cols > 2 && len(s.actions) > 1 && s.actions[len(s.actions)-1].Verb == game.Pass
	inGrid := len(s.actions)
	if passRow {
		inGrid--
	}
	rows := (inGrid + cols - 1) / cols
	if passRow {
		rows++
	}
	if stepper && len(bids) > 0 {
		rows = 1 + (len(s.actions)-1+cols-1)/cols
	}
	cx, cy := s.t.geo.centre()
	top := cy - (float64(rows)*(h+gap)-gap)/2
	grid := func(k, count, row0 int) Rect {
		row, col := k/cols, k%cols
		n := min(cols, count-row*cols)
		row += row0
		rowW := float64(n)*(w+gap) - gap
		return Rect{cx - rowW/2 + float64(col)*(w+gap), top + float64(row)*(h+gap), w, h}
	}
	var places []Rect
	if stepper && len(bids) > 0 {
		// the auction: − [bid] + on the first row, the other choices below
		for k := range s.actions[:len(s.actions)-1] {
			places = append(places, grid(k, len(s.actions)-1, 1))
		}
		places = append(places, Rect{cx - w/2, top, w, h})
	} else {
		for k := range s.actions[:inGrid] {
			places = append(places, grid(k, inGrid, 0))
		}
		if passRow {
			pw := 2*w + gap
			places = append(places, Rect{cx - pw/2, top + float64(rows-1)*(h+gap), pw, h})
		}
	}
	for i, a := range s.actions {
		b := Button{Rect: places[i], Label: bidWords(ctx, a)}
		if key, ok := shortcut(a); ok {
			b = b.WithKey(key)
		}
		s.buttons = append(s.buttons, b)
	}
	if stepper && len(bids) > 0 {
		bid := places[len(places)-1]
		sw := ctx.U(50)
		s.minus = Button{Rect: Rect{bid.X - gap - sw, bid.Y, sw, h}, Label: "−", Disabled: s.pick == 0}.WithKey(ebiten.KeyMinus)
		s.plus = Button{Rect: Rect{bid.X + bid.W + gap, bid.Y, sw, h}, Label: "+", Disabled: s.pick >= len(bids)-1}.WithKey(ebiten.KeyEqual)
	} else {
		s.minus, s.plus = Button{Disabled: true}, Button{Disabled: true}
	}
}

// buttonsTop gives the top of the bidding buttons.
func (s *BidScene) buttonsTop() float64 {
	top := s.buttons[0].Y
	for _, b := range s.buttons {
		top = min(top, b.Y)
	}
	return top
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
	defer s.drawOverlays(dst, ctx)
	st := &s.t.G.State
	bidding := st.Phase == game.PhaseBid || st.Phase == game.PhaseTrump
	if !bidding || s.t.Human == game.NoSeat || st.Current() != s.t.Human || s.t.Busy() || s.showLast {
		return
	}
	s.makeButtons(ctx)
	if len(s.buttons) == 0 {
		return
	}
	lines, size, r := s.promptPlace(ctx)
	for i, l := range lines {
		ctx.Art.DrawText(dst, l, ctx.W/2, r.Y+float64(i)*size*1.35, size, true, colGold, Center)
	}
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
	s.hinter.Draw(dst, ctx, s.t.Kind, s.t.noteArea(ctx, true))
}

// promptPlace gives the prompt above the buttons wrapped to the trick's width, its text
// size and its box.
func (s *BidScene) promptPlace(ctx *Context) ([]string, float64, Rect) {
	prompt := s.prompt(ctx)
	width := s.t.geo.trickBox().W + ctx.U(20)
	size := ctx.U(20)
	lines := wrap(ctx, prompt, size, width)
	for len(lines) > 2 && size > ctx.U(14) {
		size -= ctx.U(1)
		lines = wrap(ctx, prompt, size, width)
	}
	w := 0.0
	for _, l := range lines {
		w = max(w, ctx.Art.TextWidth(l, size, true))
	}
	h := float64(len(lines)) * size * 1.35
	return lines, size, Rect{(ctx.W - w) / 2, s.buttonsTop() - ctx.U(12) - h, w, h}
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
	case !slices.ContainsFunc(s.actions, func(a game.Action) bool { return a.Verb == game.Pass }):
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
