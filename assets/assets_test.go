package assets_test

import (
	"bytes"
	"image"
	"image/color"
	"image/png"
	"strings"
	"testing"

	"tarabish/assets"
)

// decodePNG decodes PNG bytes or fails the test.
func decodePNG(t *testing.T, name string, b []byte) image.Image {
	t.Helper()
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatalf("%s: decoding PNG: %v", name, err)
	}
	return img
}

// nrgbaAt returns the non-premultiplied colour of a pixel.
func nrgbaAt(img image.Image, x, y int) color.NRGBA {
	return color.NRGBAModel.Convert(img.At(x, y)).(color.NRGBA)
}

// cellStats counts the opaque pixels and (up to a small cap) the distinct
// colours in a rectangle of img.
func cellStats(img image.Image, r image.Rectangle) (opaque int, colours int) {
	seen := map[color.NRGBA]bool{}
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			c := nrgbaAt(img, x, y)
			if c.A == 0xff {
				opaque++
			}
			if len(seen) < 64 {
				seen[c] = true
			}
		}
	}
	return opaque, len(seen)
}

// countPixels counts the pixels of r for which match is true.
func countPixels(img image.Image, r image.Rectangle, match func(c color.NRGBA) bool) int {
	n := 0
	for y := r.Min.Y; y < r.Max.Y; y++ {
		for x := r.Min.X; x < r.Max.X; x++ {
			if match(nrgbaAt(img, x, y)) {
				n++
			}
		}
	}
	return n
}

func isRed(c color.NRGBA) bool   { return c.A > 200 && c.R > 180 && c.G < 80 && c.B < 80 }
func isBlue(c color.NRGBA) bool  { return c.A > 200 && c.B > 150 && c.R < 60 && c.G < 110 }
func isGreen(c color.NRGBA) bool { return c.A > 200 && c.G > 90 && c.R < 60 && c.B < 80 }

func TestCardAtlases(t *testing.T) {
	want := image.Rect(0, 0, 13*assets.CardWidth, 5*assets.CardHeight)
	if got := assets.AtlasSize(); got != want.Max {
		t.Errorf("AtlasSize() = %v, want %v", got, want.Max)
	}
	for _, style := range assets.Styles() {
		t.Run(style, func(t *testing.T) {
			b, err := assets.CardAtlas(style)
			if err != nil {
				t.Fatal(err)
			}
			img := decodePNG(t, style, b)
			if img.Bounds() != want {
				t.Fatalf("atlas bounds %v, want %v", img.Bounds(), want)
			}
			for suit := 0; suit < 4; suit++ {
				for rank := 0; rank < 13; rank++ {
					r := assets.CardRect(suit, rank)
					opaque, colours := cellStats(img, r)
					if opaque < r.Dx()*r.Dy()/2 {
						t.Errorf("card suit %d rank %d: only %d opaque pixels", suit, rank, opaque)
					}
					if colours < 2 {
						t.Errorf("card suit %d rank %d: blank (%d colour)", suit, rank, colours)
					}
					// Rounded corners: the cell's corner pixel is transparent.
					if a := nrgbaAt(img, r.Min.X, r.Min.Y).A; a != 0 {
						t.Errorf("card suit %d rank %d: top-left corner alpha %d, want 0", suit, rank, a)
					}
					if a := nrgbaAt(img, r.Max.X-1, r.Max.Y-1).A; a != 0 {
						t.Errorf("card suit %d rank %d: bottom-right corner alpha %d, want 0", suit, rank, a)
					}
				}
			}
			for n := 0; n < assets.NumBacks; n++ {
				r := assets.BackRect(n)
				c := image.Pt((r.Min.X+r.Max.X)/2, (r.Min.Y+r.Max.Y)/2)
				for _, p := range []image.Point{c, c.Add(image.Pt(-60, -100)), c.Add(image.Pt(60, 100))} {
					if a := nrgbaAt(img, p.X, p.Y).A; a != 0xff {
						t.Errorf("back %d: pixel %v alpha %d, want opaque", n, p, a)
					}
				}
				if _, colours := cellStats(img, r); colours < 2 {
					t.Errorf("back %d is a flat colour", n)
				}
			}
			// The rest of the back row is left transparent.
			for col := assets.NumBacks; col < assets.AtlasColumns; col++ {
				r := image.Rect(col*assets.CardWidth, assets.BackRow*assets.CardHeight,
					(col+1)*assets.CardWidth, (assets.BackRow+1)*assets.CardHeight)
				if n := countPixels(img, r, func(c color.NRGBA) bool { return c.A != 0 }); n != 0 {
					t.Errorf("back row column %d: %d non-transparent pixels, want none", col, n)
				}
			}
		})
	}
}

// TestSuitColours checks the number cards' pip colours: classic has red
// diamonds and black clubs, fourcolor has blue diamonds and green clubs.
func TestSuitColours(t *testing.T) {
	load := func(style string) image.Image {
		b, err := assets.CardAtlas(style)
		if err != nil {
			t.Fatal(err)
		}
		return decodePNG(t, style, b)
	}
	classic, four := load(assets.StyleClassic), load(assets.StyleFourColor)
	const minPix = 500 // two 70-unit pips are several thousand pixels
	for rank := assets.RankTwo; rank <= assets.RankTen; rank++ {
		check := func(name string, img image.Image, suit int, match func(color.NRGBA) bool, want bool) {
			n := countPixels(img, assets.CardRect(suit, rank), match)
			if want && n < minPix {
				t.Errorf("%s suit %d rank %d: %d matching pixels, want at least %d", name, suit, rank, n, minPix)
			}
			if !want && n > 0 {
				t.Errorf("%s suit %d rank %d: %d matching pixels, want none", name, suit, rank, n)
			}
		}
		check("classic red hearts", classic, assets.SuitHearts, isRed, true)
		check("classic red diamonds", classic, assets.SuitDiamonds, isRed, true)
		check("classic no green clubs", classic, assets.SuitClubs, isGreen, false)
		check("fourcolor red hearts", four, assets.SuitHearts, isRed, true)
		check("fourcolor blue diamonds", four, assets.SuitDiamonds, isBlue, true)
		check("fourcolor no red diamonds", four, assets.SuitDiamonds, isRed, false)
		check("fourcolor green clubs", four, assets.SuitClubs, isGreen, true)
		check("fourcolor no green spades", four, assets.SuitSpades, isGreen, false)
	}
}

func TestRects(t *testing.T) {
	w, h := assets.CardWidth, assets.CardHeight
	cases := []struct {
		got, want image.Rectangle
	}{
		{assets.CardRect(0, 0), image.Rect(0, 0, w, h)},
		{assets.CardRect(assets.SuitHearts, assets.RankJack), image.Rect(9*w, h, 10*w, 2*h)},
		{assets.CardRect(assets.SuitClubs, assets.RankAce), image.Rect(12*w, 3*h, 13*w, 4*h)},
		{assets.BackRect(assets.BackMain), image.Rect(0, 4*h, w, 5*h)},
		{assets.BackRect(assets.BackAlt), image.Rect(w, 4*h, 2*w, 5*h)},
	}
	for i, c := range cases {
		if c.got != c.want {
			t.Errorf("case %d: got %v, want %v", i, c.got, c.want)
		}
	}
	mustPanic := func(name string, f func()) {
		t.Helper()
		defer func() {
			if recover() == nil {
				t.Errorf("%s did not panic", name)
			}
		}()
		f()
	}
	mustPanic("CardRect(4, 0)", func() { assets.CardRect(4, 0) })
	mustPanic("CardRect(0, 13)", func() { assets.CardRect(0, 13) })
	mustPanic("CardRect(-1, 0)", func() { assets.CardRect(-1, 0) })
	mustPanic("BackRect(2)", func() { assets.BackRect(2) })
}

func TestUnknownNames(t *testing.T) {
	if _, err := assets.CardAtlas("neon"); err == nil {
		t.Error("CardAtlas(\"neon\") gave no error")
	}
	if _, err := assets.Sound("applause"); err == nil {
		t.Error("Sound(\"applause\") gave no error")
	}
	if _, err := assets.Sound("../fonts/DejaVuSans.ttf"); err == nil {
		t.Error("Sound with a path gave no error")
	}
}

// isMP3Start reports whether b starts with an ID3v2 tag or an MPEG audio
// frame sync (11 set bits) with a valid layer and bitrate.
func isMP3Start(b []byte) bool {
	if len(b) >= 3 && string(b[:3]) == "ID3" {
		return true
	}
	if len(b) < 4 || b[0] != 0xff || b[1]&0xe0 != 0xe0 {
		return false
	}
	layer := (b[1] >> 1) & 3
	bitrate := b[2] >> 4
	return layer != 0 && bitrate != 0 && bitrate != 15
}

func TestSounds(t *testing.T) {
	names := assets.SoundNames()
	want := []string{"shuffle", "deal", "card", "trick", "bella", "twenty", "fifty", "bait", "win", "click"}
	if strings.Join(names, ",") != strings.Join(want, ",") {
		t.Errorf("SoundNames() = %v, want %v", names, want)
	}
	for _, name := range want {
		b, err := assets.Sound(name)
		if err != nil {
			t.Errorf("Sound(%q): %v", name, err)
			continue
		}
		if len(b) < 400 {
			t.Errorf("Sound(%q): only %d bytes", name, len(b))
		}
		if len(b) > 64<<10 {
			t.Errorf("Sound(%q): %d bytes, want a short effect", name, len(b))
		}
		if !isMP3Start(b) {
			t.Errorf("Sound(%q): starts % x, want an MP3 frame sync or ID3 tag", name, b[:min(4, len(b))])
		}
	}
}

func TestFonts(t *testing.T) {
	for name, b := range map[string][]byte{"regular": assets.FontRegular(), "bold": assets.FontBold(),
		"arabic": assets.FontArabic(), "arabic bold": assets.FontArabicBold()} {
		if len(b) < 12 {
			t.Errorf("%s font: only %d bytes", name, len(b))
			continue
		}
		if !bytes.Equal(b[:4], []byte{0, 1, 0, 0}) && string(b[:4]) != "true" {
			t.Errorf("%s font: header % x, want a TrueType sfnt version", name, b[:4])
		}
	}
}

func TestFelt(t *testing.T) {
	img := decodePNG(t, "felt", assets.Felt())
	if img.Bounds() != image.Rect(0, 0, 256, 256) {
		t.Fatalf("felt bounds %v, want 256x256", img.Bounds())
	}
	opaque, colours := cellStats(img, img.Bounds())
	if opaque != 256*256 {
		t.Errorf("felt: %d opaque pixels, want all", opaque)
	}
	if colours < 8 {
		t.Errorf("felt: %d colours, want a noisy texture", colours)
	}
	if c := nrgbaAt(img, 128, 128); !(c.G > c.R && c.G > c.B) {
		t.Errorf("felt centre %v is not green", c)
	}
}

func TestIcons(t *testing.T) {
	icons := assets.Icons()
	sizes := assets.IconSizes()
	if len(icons) != len(sizes) {
		t.Fatalf("%d icons for %d sizes", len(icons), len(sizes))
	}
	for i, b := range icons {
		img := decodePNG(t, "icon", b)
		if want := image.Rect(0, 0, sizes[i], sizes[i]); img.Bounds() != want {
			t.Errorf("icon %d: bounds %v, want %v", i, img.Bounds(), want)
		}
		c := nrgbaAt(img, sizes[i]/2, sizes[i]/2)
		if c.A != 0xff {
			t.Errorf("icon %d: centre alpha %d, want opaque", i, c.A)
		}
	}
}

func TestLicenses(t *testing.T) {
	text := string(assets.Licenses())
	for _, s := range []string{"Adrian Kennard", "CC0", "DejaVu", "Bitstream"} {
		if !strings.Contains(text, s) {
			t.Errorf("LICENSES.md does not mention %q", s)
		}
	}
}
