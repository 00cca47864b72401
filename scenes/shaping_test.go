package scenes

import (
	"bytes"
	"testing"

	"github.com/hajimehoshi/ebiten/v2/text/v2"

	"tarabish/assets"
)

// arabicTestArt gives an Art with only the fonts loaded, enough to lay text out.
func arabicTestArt(t *testing.T) *Art {
	t.Helper()
	a := &Art{}
	var err error
	for _, f := range []struct {
		dst  **text.GoTextFaceSource
		data []byte
	}{{&a.Regular, assets.FontRegular()}, {&a.Bold, assets.FontBold()}, {&a.ArRegular, assets.FontArabic()}, {&a.ArBold, assets.FontArabicBold()}} {
		if *f.dst, err = text.NewGoTextFaceSource(bytes.NewReader(f.data)); err != nil {
			t.Fatal(err)
		}
	}
	a.SetScript(true, false)
	return a
}

// TestArabicIsShaped lays out طرنيب as the game draws it and checks that its letters take
// their joined forms (not the isolated forms a letter-by-letter drawing would show) and
// run from right to left.
func TestArabicIsShaped(t *testing.T) {
	a := arabicTestArt(t)
	word := "طرنيب"
	ps := a.pieces(word)
	if len(ps) != 1 || !ps[0].rtl || !ps[0].arabic {
		t.Fatalf("طرنيب is laid out as %+v, want one right-to-left Arabic piece", ps)
	}
	face := a.pieceFace(ps[0], 40, false)
	glyphs := text.AppendLazyGlyphs(nil, word, face, nil)
	if len(glyphs) != 5 {
		t.Fatalf("%d glyphs for 5 letters", len(glyphs))
	}
	isolated := map[int]uint32{}
	for i, r := range []rune(word) {
		g := text.AppendLazyGlyphs(nil, string(r), face, nil)
		isolated[i*2] = g[0].GID // every letter of the word is two bytes long
	}
	joined := 0
	firstX, lastX := 0.0, 0.0
	for _, g := range glyphs {
		if g.GID != isolated[g.StartIndexInBytes] {
			joined++
		}
		switch g.StartIndexInBytes {
		case 0:
			firstX = g.OriginX
		case len(word) - 2:
			lastX = g.OriginX
		}
	}
	// ط (initial), ر (final), ن (initial), ي (medial), ب (final): all five change form
	if joined < 4 {
		t.Errorf("only %d of 5 letters take a joined form", joined)
	}
	if firstX <= lastX {
		t.Errorf("first letter at x=%v, last at x=%v: want the first on the right", firstX, lastX)
	}
}

// TestRTLLineOrder checks a mixed line: Arabic read from the right, a number inside it
// read from the left, and the whole measured as the sum of its pieces.
func TestRTLLineOrder(t *testing.T) {
	a := arabicTestArt(t)
	ps := a.pieces("لنا 12")
	if len(ps) != 2 || ps[0].s != "12" || ps[0].rtl || ps[1].s != "لنا " || !ps[1].rtl {
		t.Fatalf("pieces = %+v", ps)
	}
	if w := a.TextWidth("لنا 12", 20, false); w <= a.TextWidth("12", 20, false) {
		t.Errorf("width %v", w)
	}
	a.SetScript(true, true)
	if got := a.shapeDigits("لنا 12"); got != "لنا ١٢" {
		t.Errorf("digits = %q", got)
	}
}
