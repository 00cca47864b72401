package scenes

import (
	"unicode"
	"unicode/utf8"
)

// piece is a stretch of a line drawn with one font in one direction; a line laid out
// right to left is a list of pieces in visual order, left to right.
type piece struct {
	s      string // in logical order: the shaper turns a right-to-left piece around
	rtl    bool
	arabic bool // drawn with the Arabic font
}

// bidi classes of the simplified Unicode Bidirectional Algorithm used here.
const (
	clsR = iota // Arabic letters and marks
	clsL        // other letters
	clsN        // digits, and the signs and separators that belong to a number
	clsO        // everything else: spaces, punctuation, symbols
)

// bidiClass gives a rune's class, before numbers take their separators.
func bidiClass(r rune) int {
	switch {
	case r >= '0' && r <= '9', r >= '٠' && r <= '٩', r >= '۰' && r <= '۹':
		return clsN
	case unicode.Is(unicode.Arabic, r) && (unicode.IsLetter(r) || unicode.Is(unicode.Mn, r)):
		return clsR
	case unicode.IsLetter(r):
		return clsL
	}
	return clsO
}

// layoutRTL lays out one line of a right-to-left paragraph, following the Unicode
// Bidirectional Algorithm for what our strings hold: Arabic runs right to left, Latin
// words and numbers (with their decimal signs, percent signs and a leading sign) left to
// right inside them, neutral characters taking the direction around them, and the
// paragraph's direction at the edges.
func layoutRTL(line string) []piece {
	rs := []rune(line)
	cls := make([]int, len(rs))
	for i, r := range rs {
		cls[i] = bidiClass(r)
	}
	// numbers take their separators (W4), percent signs (W5) and a leading sign
	for i, r := range rs {
		if cls[i] != clsO {
			continue
		}
		prevN := i > 0 && cls[i-1] == clsN
		nextN := i+1 < len(rs) && bidiClass(rs[i+1]) == clsN
		switch {
		case prevN && nextN && (r == '.' || r == ',' || r == ':' || r == '٫' || r == '٬' || r == '/' || r == '-' || r == '+'):
			cls[i] = clsN
		case prevN && (r == '%' || r == '٪'):
			cls[i] = clsN
		case nextN && !prevN && (r == '+' || r == '-' || r == '−'):
			cls[i] = clsN
		}
	}
	// levels: R 1, L 2, numbers 2; a number after a Latin letter counts as Latin (W7)
	lvl := make([]int, len(rs))
	strong := make([]int, len(rs)) // direction neutrals see: clsR or clsL
	last := clsR
	for i, c := range cls {
		switch c {
		case clsR:
			last = clsR
			lvl[i], strong[i] = 1, clsR
		case clsL:
			last = clsL
			lvl[i], strong[i] = 2, clsL
		case clsN:
			lvl[i] = 2
			strong[i] = clsR // numbers act as R on neutrals (N1) ...
			if last == clsL {
				strong[i] = clsL // ... unless they follow Latin text (W7)
			}
		}
	}
	// neutrals between two strongs of one direction take it, else the paragraph's (N1, N2)
	for i := 0; i < len(rs); {
		if cls[i] != clsO {
			i++
			continue
		}
		j := i
		for j < len(rs) && cls[j] == clsO {
			j++
		}
		before, after := clsR, clsR
		if i > 0 {
			before = strong[i-1]
		}
		if j < len(rs) {
			after = strong[j]
		}
		l := 1
		if before == clsL && after == clsL {
			l = 2
		}
		for k := i; k < j; k++ {
			lvl[k] = l
		}
		i = j
	}
	// runs of one level, in visual order: the whole line turned around (L2); a level-2 run
	// is turned around twice, which is drawing it left to right
	type run struct {
		start, end, level int
	}
	var runs []run
	for i := 0; i < len(rs); {
		j := i
		for j < len(rs) && lvl[j] == lvl[i] {
			j++
		}
		runs = append(runs, run{i, j, lvl[i]})
		i = j
	}
	reverse(runs)
	var out []piece
	for _, r := range runs {
		rtl := r.level%2 == 1
		chunks := fontChunks(rs[r.start:r.end], rtl)
		if rtl {
			reverse(chunks)
		}
		out = append(out, chunks...)
	}
	return out
}

// fontChunks splits a run into stretches of one font: Arabic script in the Arabic font,
// the rest in the Latin font; spaces stay with their neighbours in Arabic runs.
func fontChunks(rs []rune, rtl bool) []piece {
	var out []piece
	for i := 0; i < len(rs); {
		ar := useArabicFont(rs[i], rtl)
		j := i + 1
		for j < len(rs) && useArabicFont(rs[j], rtl) == ar {
			j++
		}
		out = append(out, piece{s: string(rs[i:j]), rtl: rtl, arabic: ar})
		i = j
	}
	return out
}

// useArabicFont reports whether a rune is drawn with the Arabic font.
func useArabicFont(r rune, rtl bool) bool {
	if unicode.Is(unicode.Arabic, r) || r >= 0x0600 && r <= 0x06ff {
		return true
	}
	if r == ' ' || r == '\u00a0' {
		return rtl
	}
	return false
}

// reverse turns a slice around in place.
func reverse[T any](s []T) {
	for i, j := 0, len(s)-1; i < j; i, j = i+1, j-1 {
		s[i], s[j] = s[j], s[i]
	}
}

// hasRTL reports whether a string holds right-to-left letters.
func hasRTL(s string) bool {
	for i := 0; i < len(s); {
		r, n := utf8.DecodeRuneInString(s[i:])
		if bidiClass(r) == clsR {
			return true
		}
		i += n
	}
	return false
}
