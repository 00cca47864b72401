package scenes

import (
	"math"

	"github.com/hajimehoshi/ebiten/v2"

	"tarabish/game"
)

// drawDaily writes one game's daily deals: the days played, the person's average and the
// computer's in the same seat, and the latest days with both scores.
func (s *StatsScreen) drawDaily(dst *ebiten.Image, ctx *Context, k game.Kind, x, y float64) {
	d := ctx.Files.Stats.For(k).Daily
	ctx.Art.DrawText(dst, ctx.T("game."+k.String()), x, y, ctx.U(22), true, colGold, Left)
	y += ctx.U(42)
	size := ctx.U(16)
	row := func(key, v string) {
		ctx.Art.DrawText(dst, ctx.T(key), x, y, size, false, colDim, Left)
		ctx.Art.DrawText(dst, v, x+ctx.U(statsValueX), y, size, true, colText, Right)
		y += ctx.U(34)
	}
	avg := func(v float64, n int) string {
		if n == 0 {
			return "–"
		}
		return ctx.printer().Decimal(math.Round(10*v)/10, 1)
	}
	row("daily.days", ctx.Int(d.Days))
	row("daily.avg.you", avg(d.YouAverage(), d.Days))
	row("daily.avg.computer", avg(d.ComputerAverage(), d.ComputerDays))
	last := d.Last()
	if len(last) == 0 {
		ctx.Art.DrawText(dst, ctx.T("daily.none"), x, y, ctx.U(15), false, colDim, Left)
		return
	}
	y += ctx.U(6)
	c1, c2 := x+ctx.U(150), x+ctx.U(statsValueX)
	small := ctx.U(15)
	ctx.Art.DrawText(dst, ctx.T("daily.date"), x, y, small, true, colGold, Left)
	ctx.Art.DrawText(dst, ctx.T("dup.you"), c1, y, small, true, colGold, Right)
	ctx.Art.DrawText(dst, ctx.T("dup.computer.short"), c2, y, small, true, colGold, Right)
	y += ctx.U(28)
	for i := len(last) - 1; i >= 0; i-- { // latest first
		day := last[i]
		ctx.Art.DrawText(dst, ctx.printer().Shape(day.Date), x, y, small, false, colText, Left)
		ctx.Art.DrawText(dst, ctx.Signed(day.You), c1, y, small, false, colText, Right)
		comp := "–"
		if day.Replayed {
			comp = ctx.Signed(day.Computer)
		}
		ctx.Art.DrawText(dst, comp, c2, y, small, false, colText, Right)
		y += ctx.U(27)
	}
}
