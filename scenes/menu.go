package scenes

import (
	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/game"
)

// Menu is the first screen: new games, continue, settings, how to play, statistics, quit.
type Menu struct {
	buttons []Button
	acts    []func(ctx *Context) error
}

// NewMenu builds the menu.
func NewMenu(ctx *Context) *Menu { return &Menu{} }

// Name names the scene for screenshots.
func (m *Menu) Name() string { return "menu" }

func (m *Menu) layout(ctx *Context) {
	type item struct {
		label string
		key   ebiten.Key
		act   func(ctx *Context) error
		off   bool
	}
	newGame := func(k game.Kind) func(ctx *Context) error {
		return func(ctx *Context) error {
			s, err := NewTableScene(ctx, k.String())
			if err != nil {
				return err
			}
			ctx.Scenes.GoTo(ctx, s)
			return nil
		}
	}
	items := []item{
		{ctx.T("menu.tarabish"), ebiten.Key1, newGame(game.Tarabish), false},
		{ctx.T("menu.tarneeb"), ebiten.Key2, newGame(game.Tarneeb), false},
		{ctx.T("menu.quit"), ebiten.KeyQ, func(ctx *Context) error { ctx.Quit = true; return nil }, false},
	}
	w, h, gap := ctx.U(360), ctx.U(54), ctx.U(14)
	y := ctx.H/2 - ctx.U(70)
	m.buttons, m.acts = m.buttons[:0], m.acts[:0]
	for i, it := range items {
		b := Button{Rect: Rect{(ctx.W - w) / 2, y + float64(i)*(h+gap), w, h}, Label: it.label, Disabled: it.off}.WithKey(it.key)
		m.buttons = append(m.buttons, b)
		m.acts = append(m.acts, it.act)
	}
}

// Update runs the chosen item.
func (m *Menu) Update(ctx *Context) (bool, error) {
	m.layout(ctx)
	for i := range m.buttons {
		if m.buttons[i].Pressed(ctx) {
			return true, m.acts[i](ctx)
		}
	}
	return false, nil
}

// Draw paints the title, a fan of cards and the buttons.
func (m *Menu) Draw(dst *ebiten.Image, ctx *Context) {
	m.layout(ctx)
	ctx.Art.DrawFelt(dst, ctx.Scale)
	fan := []string{"JH", "9H", "AH", "TH", "KH"}
	w := ctx.U(120)
	for i, name := range fan {
		c, _ := game.ParseCard(name)
		rot := (float64(i) - 2) * 0.16
		x := ctx.W/2 - w/2 + (float64(i)-2)*ctx.U(52)
		y := ctx.U(40) + abs(float64(i)-2)*ctx.U(10)
		ctx.Art.DrawCard(dst, ctx.Prefs.Deck, c, CardLook{X: x, Y: y, W: w, Rotate: rot, FaceUp: true})
	}
	ctx.Art.DrawText(dst, ctx.T("title"), ctx.W/2, ctx.H/2-ctx.U(160), ctx.U(52), true, colGold, Center)
	ctx.Art.DrawText(dst, ctx.T("subtitle"), ctx.W/2, ctx.H/2-ctx.U(100), ctx.U(20), false, colDim, Center)
	for i := range m.buttons {
		m.buttons[i].Draw(dst, ctx)
	}
	if ctx.Notice != "" {
		ctx.Art.DrawText(dst, ctx.Notice, ctx.W/2, ctx.H-ctx.U(40), ctx.U(16), false, colAccent, Center)
	}
}
