package lang

import "testing"

func TestMissingKeyGivesKey(t *testing.T) {
	if got := New("de", Western).T("no.such.key"); got != "no.such.key" {
		t.Errorf("missing key = %q", got)
	}
	if got := New("xx", Western).Code(); got != Default {
		t.Errorf("unknown language falls back to %q", got)
	}
}

func TestNamedPlaceholders(t *testing.T) {
	got := New("en", Western).T("page.n", "page", 2, "pages", 5)
	if got != "Page 2 of 5" {
		t.Errorf("page.n = %q", got)
	}
}

func TestNumbersPerLanguage(t *testing.T) {
	for _, tc := range []struct {
		code   string
		digits Digits
		dec    string
		pct    string
		big    string
	}{
		{"en", Western, "7.5", "87%", "12,345"},
		{"de", Western, "7,5", "87\u00a0%", "12.345"},
		{"fr", Western, "7,5", "87\u00a0%", "12\u202f345"},
	} {
		p := New(tc.code, tc.digits)
		if got := p.Decimal(7.5, 1); got != tc.dec {
			t.Errorf("%s decimal = %q, want %q", tc.code, got, tc.dec)
		}
		if got := p.Percent(87); got != tc.pct {
			t.Errorf("%s percent = %q, want %q", tc.code, got, tc.pct)
		}
		if got := p.Int(12345); got != tc.big {
			t.Errorf("%s 12345 = %q, want %q", tc.code, got, tc.big)
		}
	}
	if got := New("en", Western).Int(-1234); got != "-1234" {
		t.Errorf("-1234 = %q (four digits are not grouped)", got)
	}
}

func TestEnglishPlural(t *testing.T) {
	p := New("en", Western)
	if got := p.T("review.cost.tricks", "n", 1); got != "1 trick" {
		t.Errorf("1 = %q", got)
	}
	if got := p.T("review.cost.tricks", "n", 3); got != "3 tricks" {
		t.Errorf("3 = %q", got)
	}
	if got := p.T("hint.tricks", "n", Dec{V: 7.25, Places: 1}); got != "7.2 tricks" && got != "7.3 tricks" {
		t.Errorf("7.25 = %q", got)
	}
}

func TestArabicIndicDigits(t *testing.T) {
	if got := ToArabicIndic("Set 12 · 3–0"); got != "Set ١٢ · ٣–٠" {
		t.Errorf("digits = %q", got)
	}
	if got := New("en", ArabicIndic).T("page.n", "page", 2, "pages", 10); got != "Page ٢ of ١٠" {
		t.Errorf("page.n = %q", got)
	}
}

// TestArabicPlurals checks the six CLDR plural forms of Arabic on counted tricks:
// 0, 1, 2, 3-10, 11-99 and 100 and up.
func TestArabicPlurals(t *testing.T) {
	p := New("ar", Western)
	for n, want := range map[int]string{
		0: "0 لمّة", 1: "لمّة واحدة", 2: "لمّتين", 3: "3 لمّات", 10: "10 لمّات",
		11: "11 لمّة", 99: "99 لمّة", 100: "100 لمّة", 102: "102 لمّة", 103: "103 لمّات", 111: "111 لمّة",
	} {
		if got := p.T("review.cost.tricks", "n", n); got != want {
			t.Errorf("%d tricks = %q, want %q", n, got, want)
		}
	}
	if got := New("ar", ArabicIndic).T("review.cost.points", "n", 7); got != "٧ نقاط" {
		t.Errorf("7 points = %q", got)
	}
}

func TestArabicNumbers(t *testing.T) {
	p := New("ar", ArabicIndic)
	if got := p.Decimal(7.5, 1); got != "٧٫٥" {
		t.Errorf("7.5 = %q", got)
	}
	if got := p.Percent(87); got != "٨٧٪" {
		t.Errorf("87%% = %q", got)
	}
	if got := New("ar", Western).Percent(87); got != "87%" {
		t.Errorf("87%% western = %q", got)
	}
	if !p.RTL() || New("fr", Western).RTL() {
		t.Error("only Arabic is right to left")
	}
}
