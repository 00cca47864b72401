package scenes

import (
	"strings"
	"unicode"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/game"
)

// HowTo teaches both games for a beginner, page by page, with example cards.
type HowTo struct {
	game  game.Kind
	page  int
	tabs  [2]Button
	prev  Button
	next  Button
	done  Button
	guide Button // starts the guided first hand of the game shown
	back  Scene  // where Done returns (the menu, or the table it was opened from)
}

// howtoPage is one page: its catalog key and the cards it shows.
type howtoPage struct {
	key   string
	cards string
}

// howtoPages are the pages of each game.
var howtoPages = [2][]howtoPage{
	{
		{"howto.tb.cards", "JH 9H AH TH KH QH 8H 7H 6H"},
		{"howto.tb.deal", ""},
		{"howto.tb.play", "AS TS JH KS"},
		{"howto.tb.runs", "7D 8D 9D KC QC"},
		{"howto.tb.score", ""},
	},
	{
		{"howto.tn.cards", "AS KS QS JS TS 2S"},
		{"howto.tn.bid", ""},
		{"howto.tn.play", "KH 3H 2S AH"},
		{"howto.tn.score", ""},
	},
}

// NewHowTo opens the rules of the last game played.
func NewHowTo(ctx *Context) *HowTo { return &HowTo{game: ctx.Prefs.LastGame} }

// Name names the scene for screenshots.
func (h *HowTo) Name() string { return "how-to-play" }

func (h *HowTo) layout(ctx *Context) {
	tw := ctx.U(240)
	for k := range h.tabs {
		h.tabs[k] = Button{Rect: Rect{ctx.W/2 - tw - ctx.U(5) + float64(k)*(tw+ctx.U(10)), ctx.U(20), tw, ctx.U(44)},
			Label: ctx.T("game." + game.Kind(k).String()), On: game.Kind(k) == h.game}
	}
	bw, y := ctx.U(170), ctx.H-ctx.U(64)
	n := len(howtoPages[h.game])
	h.prev = Button{Rect: Rect{ctx.W/2 - 1.5*bw - ctx.U(20), y, bw, ctx.U(46)}, Label: ctx.T("prev"), Disabled: h.page == 0}.WithKey(ebiten.KeyArrowLeft)
	h.next = Button{Rect: Rect{ctx.W/2 - bw/2, y, bw, ctx.U(46)}, Label: ctx.T("next"), Disabled: h.page >= n-1}.WithKey(ebiten.KeyArrowRight)
	h.guide = Button{Rect: Rect{ctx.W - ctx.U(300), ctx.U(20), ctx.U(240), ctx.U(44)}, Label: ctx.T("guided")}.WithKey(ebiten.KeyG)
	h.done = Button{Rect: Rect{ctx.W/2 + bw/2 + ctx.U(20), y, bw, ctx.U(46)}, Label: ctx.T("done")}.WithKey(ebiten.KeyEscape)
}

// Update turns pages.
func (h *HowTo) Update(ctx *Context) (bool, error) {
	h.layout(ctx)
	for k := range h.tabs {
		if h.tabs[k].Pressed(ctx) {
			h.game, h.page = game.Kind(k), 0
		}
	}
	switch {
	case h.guide.Pressed(ctx):
		s, err := NewTutorial(ctx, h.game)
		if err != nil {
			return false, err
		}
		ctx.Scenes.GoTo(ctx, s)
	case h.prev.Pressed(ctx):
		h.page--
	case h.next.Pressed(ctx):
		h.page++
	case h.done.Pressed(ctx):
		if h.back != nil {
			ctx.Scenes.GoTo(ctx, h.back)
		} else {
			ctx.Scenes.GoTo(ctx, NewMenu(ctx))
		}
	}
	return false, nil
}

// Draw paints the page: title, text and cards.
func (h *HowTo) Draw(dst *ebiten.Image, ctx *Context) {
	h.layout(ctx)
	ctx.Art.DrawFelt(dst, ctx.Scale)
	for k := range h.tabs {
		h.tabs[k].Draw(dst, ctx)
	}
	px, py, pw := ctx.U(60), ctx.U(80), ctx.W-ctx.U(120)
	Panel(dst, ctx, Rect{px, py, pw, ctx.H - ctx.U(160)})
	p := howtoPages[h.game][h.page]
	ctx.Art.DrawText(dst, ctx.T(p.key+".title"), px+ctx.U(30), py+ctx.U(20), ctx.U(26), true, colGold, Left)
	y := py + ctx.U(70)
	size := ctx.U(18)
	textW := pw - ctx.U(60)
	if p.cards != "" {
		textW = pw*0.58 - ctx.U(60)
	}
	for _, para := range strings.Split(ctx.T(p.key+".text"), "\n") {
		for _, line := range wrap(ctx, para, size, textW) {
			ctx.Art.DrawText(dst, line, px+ctx.U(30), y, size, false, colText, Left)
			y += size * 1.45
		}
		y += size * 0.5
	}
	if p.cards != "" {
		cards, _ := game.ParseCards(p.cards)
		w := ctx.U(90)
		step := min(ctx.U(50), (pw*0.4-w)/float64(max(1, len(cards)-1)))
		x0 := px + pw*0.58
		for _, i := range ctx.Art.drawOrder(len(cards)) {
			ctx.Art.DrawCard(dst, string(ctx.Prefs.Deck), cards[i], CardLook{X: x0 + float64(i)*step, Y: py + ctx.U(90), W: w, FaceUp: true})
		}
		cy := py + ctx.U(100) + w*CardAspect
		for _, line := range wrap(ctx, ctx.T(p.key+".caption"), ctx.U(15), pw*0.42-ctx.U(30)) {
			ctx.Art.DrawText(dst, line, x0, cy, ctx.U(15), false, colDim, Left)
			cy += ctx.U(15) * 1.4
		}
	}
	ctx.Art.DrawText(dst, ctx.T("page.n", "page", h.page+1, "pages", len(howtoPages[h.game])), ctx.W-ctx.U(90), ctx.H-ctx.U(110), ctx.U(15), false, colDim, Right)
	h.prev.Draw(dst, ctx)
	h.guide.Draw(dst, ctx)
	h.next.Draw(dst, ctx)
	h.done.Draw(dst, ctx)
}

// wrap breaks a paragraph into lines no wider than w in the regular face.
func wrap(ctx *Context, para string, size, w float64) []string {
	return wrapBold(ctx, para, size, w, false)
}

// breaks tells where a line may break: at a space, but not at a no-break space ("84 %" in
// French and German, "Q 3").
func breaks(r rune) bool { return unicode.IsSpace(r) && r != '\u00a0' && r != '\u202f' }

// wrapBold breaks a paragraph into lines no wider than w in the regular or the bold face.
func wrapBold(ctx *Context, para string, size, w float64, bold bool) []string {
	var lines []string
	line := ""
	for _, word := range strings.FieldsFunc(para, breaks) {
		try := word
		if line != "" {
			try = line + " " + word
		}
		if line != "" && ctx.Art.TextWidth(try, size, bold) > w {
			lines = append(lines, line)
			try = word
		}
		line = try
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}
