package scenes

import (
	"image/color"
	"math"

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/vector"
)

// Chart colours: right, under and over, and the second line of a chart.
var (
	colRight = color.RGBA{0x3c, 0xb3, 0x6a, 0xff}
	colUnder = colCursor
	colOver  = colRed
	colGrid  = color.RGBA{0x3f, 0x6e, 0x52, 0xff}
)

// chart is one small chart's box, in device pixels, over hands 0..hands-1 (time runs from
// the oldest at the start of the line to the latest at its end: left to right, and right to
// left on a mirrored screen, as the screen reads).
type chart struct {
	ctx   *Context
	dst   *ebiten.Image
	plot  Rect // the plotting area
	hands int
	top   float64 // the value at the top of the plot
}

// drawCharts lays the game's charts out in a grid under the reading.
func (s *ProgressScreen) drawCharts(dst *ebiten.Image, ctx *Context, ser progressSeries) {
	x0, y0 := ctx.U(60), ctx.U(200)
	w, h := (ctx.W-ctx.U(120)-ctx.U(40))/2, (ctx.H-ctx.U(130)-y0-ctx.U(24))/2
	box := func(i int) Rect {
		return Rect{x0 + float64(i%2)*(w+ctx.U(40)), y0 + float64(i/2)*(h+ctx.U(24)), w, h}
	}
	points := s.game.Ruleset().CardPoints
	given := "progress.given.tricks"
	if points {
		given = "progress.given.points"
	}
	i := 0
	next := func() Rect { i++; return box(i - 1) }
	s.givenChart(dst, ctx, next(), ctx.T(given), ser)
	s.bidChart(dst, ctx, next(), ser)
	if s.game.Ruleset().Melds {
		c := newChart(dst, ctx, next(), ctx.T("progress.capture"), ser.Hands, 1)
		c.legend(ctx.T("progress.bella"), colGold, 0)
		c.legend(ctx.T("progress.runs"), colUnder, 1)
		c.percentAxis()
		c.line(ser.Bella, colGold)
		c.dots(ser.Bella, colGold)
		c.line(ser.Runs, colUnder)
		c.dots(ser.Runs, colUnder)
		c.enough(len(ser.Bella) + len(ser.Runs))
	}
	failed := "progress.failed"
	if points {
		failed = "progress.bait"
	}
	last := next()
	if i == 3 { // three charts: the last one takes the whole row
		last.W = 2*w + ctx.U(40)
	}
	c := newChart(dst, ctx, last, ctx.T(failed), ser.Hands, 1)
	c.percentAxis()
	c.line(ser.Failed, colOver)
	c.dots(ser.Failed, colOver)
	c.enough(len(ser.Failed))
}

// givenChart draws what each hand gave away as dots, with the moving average as a line.
func (s *ProgressScreen) givenChart(dst *ebiten.Image, ctx *Context, r Rect, title string, ser progressSeries) {
	top := 1.0
	for _, p := range ser.Given {
		top = math.Max(top, p.Y)
	}
	top = niceTop(top)
	c := newChart(dst, ctx, r, title, ser.Hands, top)
	c.legend(ctx.T("progress.given.key"), colDim, 0)
	c.axis(ctx.Int(int(top)), ctx.Int(0))
	c.dots(ser.Given, colDim)
	c.line(ser.GivenAvg, colGold)
	c.enough(len(ser.Given))
}

// bidChart draws the bidding decisions as stacked bars, one per block of decisions.
func (s *ProgressScreen) bidChart(dst *ebiten.Image, ctx *Context, r Rect, ser progressSeries) {
	title := ctx.T("progress.bids")
	if s.game.Ruleset().CallOrPass && s.presets()[s.preset] != "belote-auction" { // call-or-pass presets
		title = ctx.T("progress.calls")
	}
	c := newChart(dst, ctx, r, title, ser.Hands, 1)
	c.legend(ctx.T("progress.right"), colRight, 0)
	c.legend(ctx.T("progress.under"), colUnder, 1)
	c.legend(ctx.T("progress.over"), colOver, 2)
	c.percentAxis()
	for _, b := range ser.Bids {
		n := float64(b.Right + b.Under + b.Over)
		x0, x1 := c.x(float64(b.First)-0.4), c.x(float64(b.Last)+0.4)
		bw := math.Max(x1-x0-ctx.U(2), ctx.U(3))
		y := c.plot.Y + c.plot.H
		for _, part := range []struct {
			n   int
			clr color.Color
		}{{b.Right, colRight}, {b.Under, colUnder}, {b.Over, colOver}} {
			hh := c.plot.H * float64(part.n) / n
			c.rect(x0, y-hh, bw, hh, part.clr)
			y -= hh
		}
	}
	c.enough(len(ser.Bids))
}

// newChart draws a chart's title, box and time axis, and gives the chart to plot in.
func newChart(dst *ebiten.Image, ctx *Context, r Rect, title string, hands int, top float64) *chart {
	ctx.Art.DrawText(dst, title, r.X, r.Y, ctx.U(15), true, colGold, Left)
	plot := Rect{r.X + ctx.U(44), r.Y + ctx.U(44), r.W - ctx.U(52), r.H - ctx.U(64)}
	c := &chart{ctx: ctx, dst: dst, plot: plot, hands: hands, top: top}
	c.rect(plot.X, plot.Y, plot.W, plot.H, colPlate)
	for i := 0; i <= 4; i++ { // the grid, a quarter apart
		c.hline(plot.Y+plot.H*float64(i)/4, colGrid)
	}
	ty := plot.Y + plot.H + ctx.U(4)
	ctx.Art.DrawText(dst, ctx.T("progress.oldest"), plot.X, ty, ctx.U(12), false, colDim, Left)
	ctx.Art.DrawText(dst, ctx.T("progress.latest"), plot.X+plot.W, ty, ctx.U(12), false, colDim, Right)
	return c
}

// legend writes the i-th key of the chart under its title, with a swatch of its colour.
func (c *chart) legend(label string, clr color.Color, i int) {
	ctx := c.ctx
	x := c.plot.X + float64(i)*ctx.U(150)
	y := c.plot.Y - ctx.U(21)
	if clr != colDim {
		c.rect(x, y+ctx.U(4), ctx.U(10), ctx.U(10), clr)
		x += ctx.U(14)
	}
	ctx.Art.DrawText(c.dst, label, x, y, ctx.U(13), false, colText, Left)
}

// axis writes the values at the top and the bottom of the plot.
func (c *chart) axis(top, bottom string) {
	ctx := c.ctx
	x := c.plot.X - ctx.U(6)
	ctx.Art.DrawText(c.dst, top, x, c.plot.Y-ctx.U(7), ctx.U(12), false, colDim, Right)
	ctx.Art.DrawText(c.dst, bottom, x, c.plot.Y+c.plot.H-ctx.U(8), ctx.U(12), false, colDim, Right)
}

// percentAxis labels a plot that runs from 0 to 100 %.
func (c *chart) percentAxis() { c.axis(c.ctx.Percent(100), c.ctx.Percent(0)) }

// enough writes "not enough hands yet" over an empty plot.
func (c *chart) enough(n int) {
	if n > 0 {
		return
	}
	ctx := c.ctx
	ctx.Art.DrawText(c.dst, ctx.T("progress.few"), c.plot.X+c.plot.W/2, c.plot.Y+c.plot.H/2-ctx.U(9), ctx.U(14), false, colDim, Center)
}

// x gives the screen x of a hand (before mirroring).
func (c *chart) x(hand float64) float64 {
	if c.hands <= 1 {
		return c.plot.X + c.plot.W/2
	}
	pad := c.ctx.U(8)
	return c.plot.X + pad + (c.plot.W-2*pad)*hand/float64(c.hands-1)
}

// y gives the screen y of a value.
func (c *chart) y(v float64) float64 {
	return c.plot.Y + c.plot.H - c.plot.H*math.Min(v, c.top)/c.top
}

// dots marks each point.
func (c *chart) dots(ps []chartPoint, clr color.Color) {
	r := float32(math.Max(2, c.ctx.U(3)))
	for _, p := range ps {
		x := c.ctx.Art.flipX(c.x(float64(p.X)))
		vector.DrawFilledCircle(c.dst, float32(x), float32(c.y(p.Y)), r, clr, true)
	}
}

// line joins the points in order.
func (c *chart) line(ps []chartPoint, clr color.Color) {
	w := float32(math.Max(1.5, c.ctx.U(2.5)))
	for i := 1; i < len(ps); i++ {
		a, b := ps[i-1], ps[i]
		x0, x1 := c.ctx.Art.flipX(c.x(float64(a.X))), c.ctx.Art.flipX(c.x(float64(b.X)))
		vector.StrokeLine(c.dst, float32(x0), float32(c.y(a.Y)), float32(x1), float32(c.y(b.Y)), w, clr, true)
	}
	if len(ps) == 1 {
		c.dots(ps, clr)
	}
}

// rect fills a rectangle given before mirroring.
func (c *chart) rect(x, y, w, h float64, clr color.Color) {
	r := c.ctx.Art.flipRect(Rect{x, y, w, h})
	vector.DrawFilledRect(c.dst, float32(r.X), float32(r.Y), float32(r.W), float32(r.H), clr, false)
}

// hline draws a grid line across the plot.
func (c *chart) hline(y float64, clr color.Color) {
	r := c.ctx.Art.flipRect(Rect{c.plot.X, y, c.plot.W, 1})
	vector.StrokeLine(c.dst, float32(r.X), float32(y), float32(r.X+r.W), float32(y), 1, clr, false)
}

// niceTop rounds a chart's top value up to 2, 5 or 10 times a power of ten.
func niceTop(v float64) float64 {
	p := math.Pow(10, math.Floor(math.Log10(v)))
	for _, m := range []float64{1, 2, 5, 10} {
		if v <= m*p {
			return m * p
		}
	}
	return 10 * p
}
