package scenes

import (
	"strings"
	"testing"
)

// visual gives a right-to-left line as it appears from left to right, each piece marked
// with its direction: <...> for right to left (letters read from the right), [...] for
// left to right.
func visual(s string) string {
	var b strings.Builder
	for _, p := range layoutRTL(s) {
		if p.rtl {
			b.WriteString("<" + p.s + ">")
		} else {
			b.WriteString("[" + p.s + "]")
		}
	}
	return b.String()
}

func TestLayoutRTL(t *testing.T) {
	for _, tc := range []struct{ in, want string }{
		{"-8", "[-8]"},
		{"+6", "[+6]"},
		{"لنا 12، لهم 5", "[5]<، لهم >[12]<لنا >"},
		{"الأشواط 3–0", "[0]<–>[3]<الأشواط >"},
		// brackets are mirrored by the right-to-left shaping of their pieces
		{"نصيحة (F1)", "<)>[F1]<(><نصيحة >"},
		{"آص ♠ 7.5 تقريباً 87%", "[87%]< تقريباً >[7.5]< ><♠><آص >"},
		{"Tarabish: x", "[Tarabish: x]"},
	} {
		if got := visual(tc.in); got != tc.want {
			t.Errorf("%q: %s, want %s", tc.in, got, tc.want)
		}
	}
}

func TestLayoutRTLNumbersJoin(t *testing.T) {
	// a single sign between digits joins them (UBA W4); an en dash does not
	if got := visual("سرا 7-8-9"); got != "[7-8-9]<سرا >" {
		t.Errorf("run = %s", got)
	}
}
