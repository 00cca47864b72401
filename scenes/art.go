package scenes

import (
	"bytes"
	"fmt"
	"image"
	"image/color"
	_ "image/png" // the atlases are PNG

	"github.com/hajimehoshi/ebiten/v2"
	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"tarabish/assets"
	"tarabish/game"
)

// Art holds the decoded images and fonts, made once at start.
type Art struct {
	atlases map[string]*ebiten.Image
	cards   map[string][64]*ebiten.Image // sub-images per style and card
	backs   [assets.NumBacks]*ebiten.Image
	Felt    *ebiten.Image
	Regular *text.GoTextFaceSource
	Bold    *text.GoTextFaceSource
	// ArRegular and ArBold are the Arabic font.
	ArRegular, ArBold *text.GoTextFaceSource
	Icons             []image.Image
	pixel             *ebiten.Image
	cloth             *ebiten.Image // the felt tiled over the whole screen

	rtl, arabicDigits bool               // how the interface writes (SetScript)
	mirror            float64            // mirroring axis (twice the mirror line's x); 0: off
	bidiCache         map[string][]piece // right-to-left layouts of recent lines
}

// LoadArt decodes every image and font from the embedded assets.
func LoadArt() (*Art, error) {
	a := &Art{atlases: map[string]*ebiten.Image{}, cards: map[string][64]*ebiten.Image{}}
	for _, style := range assets.Styles() {
		data, err := assets.CardAtlas(style)
		if err != nil {
			return nil, err
		}
		img, _, err := image.Decode(bytes.NewReader(data))
		if err != nil {
			return nil, fmt.Errorf("card atlas %s: %v", style, err)
		}
		atlas := ebiten.NewImageFromImage(img)
		a.atlases[style] = atlas
		var subs [64]*ebiten.Image
		for cs := game.FullDeck; cs != 0; cs &= cs - 1 {
			c := cs.First()
			subs[c] = atlas.SubImage(assets.CardRect(int(c.Suit()), int(c.Rank()))).(*ebiten.Image)
		}
		a.cards[style] = subs
		if style == assets.StyleClassic {
			for i := range a.backs {
				a.backs[i] = atlas.SubImage(assets.BackRect(i)).(*ebiten.Image)
			}
		}
	}
	felt, _, err := image.Decode(bytes.NewReader(assets.Felt()))
	if err != nil {
		return nil, fmt.Errorf("felt: %v", err)
	}
	a.Felt = ebiten.NewImageFromImage(felt)
	if a.Regular, err = text.NewGoTextFaceSource(bytes.NewReader(assets.FontRegular())); err != nil {
		return nil, err
	}
	if a.Bold, err = text.NewGoTextFaceSource(bytes.NewReader(assets.FontBold())); err != nil {
		return nil, err
	}
	if a.ArRegular, err = text.NewGoTextFaceSource(bytes.NewReader(assets.FontArabic())); err != nil {
		return nil, err
	}
	if a.ArBold, err = text.NewGoTextFaceSource(bytes.NewReader(assets.FontArabicBold())); err != nil {
		return nil, err
	}
	for _, data := range assets.Icons() {
		if img, _, err := image.Decode(bytes.NewReader(data)); err == nil {
			a.Icons = append(a.Icons, img)
		}
	}
	a.pixel = ebiten.NewImage(1, 1)
	a.pixel.Fill(color.White)
	return a, nil
}

// CardAspect is a card's height over its width.
const CardAspect = float64(assets.CardHeight) / float64(assets.CardWidth)

// CardLook says how to draw one card.
type CardLook struct {
	X, Y, W float64 // top-left corner and width in device pixels
	Rotate  float64 // radians, around the card's centre
	FaceUp  bool
	Dim     bool    // not playable now
	Glow    bool    // suggested by the hint
	Mark    bool    // winning the trick so far: a gold outline
	Cursor  bool    // the keyboard cursor: a light-blue outline
	Shadow  bool    // a soft shadow beneath (cards lying on the cloth)
	Alpha   float64 // 0 means opaque
	Squash  float64 // horizontal squeeze while flipping (0 means none)
	Back    int
}

// DrawCard paints a card face or back.
func (a *Art) DrawCard(dst *ebiten.Image, style string, c game.Card, l CardLook) {
	img := a.backs[l.Back]
	if l.FaceUp && c != game.NoCard {
		subs, ok := a.cards[style]
		if !ok {
			subs = a.cards[assets.StyleClassic]
		}
		img = subs[c]
	}
	if a.mirror != 0 {
		l.X = a.mirror - l.X - l.W
		l.Rotate = -l.Rotate
	}
	s := l.W / float64(assets.CardWidth)
	op := &ebiten.DrawImageOptions{Filter: ebiten.FilterLinear}
	op.GeoM.Translate(-float64(assets.CardWidth)/2, -float64(assets.CardHeight)/2)
	sx := s
	if l.Squash > 0 {
		sx *= l.Squash
	}
	op.GeoM.Scale(sx, s)
	op.GeoM.Rotate(l.Rotate)
	op.GeoM.Translate(l.X+l.W/2, l.Y+l.W*CardAspect/2)
	if l.Shadow {
		sh := *op
		sh.GeoM.Translate(2*s*4, 3*s*4)
		sh.ColorScale.Scale(0, 0, 0, 0.28)
		dst.DrawImage(img, &sh)
	}
	// outlines are drawn for cards lying straight (the trick, the person's hand)
	for _, o := range [...]struct {
		on  bool
		clr color.RGBA
	}{{l.Mark, colGold}, {l.Cursor, colCursor}} {
		if o.on {
			pad := l.W * 0.045
			fillRound(dst, l.X-pad, l.Y-pad, l.W+2*pad, l.W*CardAspect+2*pad, l.W*0.1, o.clr)
		}
	}
	if l.Glow {
		g := *op
		g.ColorScale.Scale(1, 0.85, 0.2, 0.9)
		for _, d := range [][2]float64{{-3, 0}, {3, 0}, {0, -3}, {0, 3}} {
			gg := g
			gg.GeoM.Translate(d[0]*s*4, d[1]*s*4)
			dst.DrawImage(img, &gg)
		}
	}
	if l.Dim {
		op.ColorScale.Scale(0.55, 0.55, 0.6, 1)
	}
	if l.Alpha > 0 {
		op.ColorScale.ScaleAlpha(float32(l.Alpha))
	}
	dst.DrawImage(img, op)
}

// Face gives a font face of a size in device pixels.
func (a *Art) Face(size float64, bold bool) *text.GoTextFace {
	src := a.Regular
	if bold {
		src = a.Bold
	}
	return &text.GoTextFace{Source: src, Size: size}
}

// Align places text relative to its anchor point.
type Align int

// Text alignments.
const (
	Left Align = iota
	Center
	Right
)

// DrawText writes one line with its top at y, aligned around x (mirrored when the
// screen is), right to left in a right-to-left interface.
func (a *Art) DrawText(dst *ebiten.Image, s string, x, y, size float64, bold bool, clr color.Color, align Align) {
	s = a.shapeDigits(s)
	if a.mirror != 0 {
		x = a.mirror - x
		switch align {
		case Left:
			align = Right
		case Right:
			align = Left
		}
	}
	if a.rtl {
		a.drawRTL(dst, s, x, y, size, bold, clr, align)
		return
	}
	op := &text.DrawOptions{}
	op.GeoM.Translate(x, y)
	op.ColorScale.ScaleWithColor(clr)
	op.PrimaryAlign = text.Align(align)
	text.Draw(dst, s, a.Face(size, bold), op)
}

// TextWidth measures one line.
func (a *Art) TextWidth(s string, size float64, bold bool) float64 {
	if a == nil { // a layout worked out without fonts (a test of clicks): no width
		return 0
	}
	s = a.shapeDigits(s)
	if a.rtl {
		return a.rtlWidth(s, size, bold)
	}
	w, _ := text.Measure(s, a.Face(size, bold), 0)
	return w
}

// DrawFelt covers the screen with the table cloth, tiled once per screen size and cached.
func (a *Art) DrawFelt(dst *ebiten.Image, scale float64) {
	b := dst.Bounds()
	if a.cloth == nil || a.cloth.Bounds() != b {
		if a.cloth != nil {
			a.cloth.Deallocate()
		}
		a.cloth = ebiten.NewImage(b.Dx(), b.Dy())
		a.tileFelt(a.cloth, scale)
	}
	dst.DrawImage(a.cloth, nil)
}

// tileFelt tiles the cloth texture over an image at its own size (scaled tiles would show
// seams where the filter samples across tile edges).
func (a *Art) tileFelt(dst *ebiten.Image, _ float64) {
	b := dst.Bounds()
	fw, fh := a.Felt.Bounds().Dx(), a.Felt.Bounds().Dy()
	for y := 0; y < b.Dy(); y += fh {
		for x := 0; x < b.Dx(); x += fw {
			op := &ebiten.DrawImageOptions{}
			op.GeoM.Translate(float64(x), float64(y))
			dst.DrawImage(a.Felt, op)
		}
	}
}
