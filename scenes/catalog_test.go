package scenes

import "testing"

// TestCatalogsComplete checks that every language has every key and that formatting
// verbs agree, so no screen shows a key name or a broken line.
func TestCatalogsComplete(t *testing.T) {
	for _, lang := range Languages {
		cat := catalogs[lang]
		for key, en := range english {
			v, ok := cat[key]
			if !ok {
				t.Errorf("%s: key %q missing", lang, key)
				continue
			}
			if verbs(v) != verbs(en) {
				t.Errorf("%s: %q has %d verbs, English has %d", lang, key, verbs(v), verbs(en))
			}
		}
		for key := range cat {
			if _, ok := english[key]; !ok {
				t.Errorf("%s: key %q is not in the English catalog", lang, key)
			}
		}
	}
}

// verbs counts the formatting verbs of a message (their order may differ by language).
func verbs(s string) int {
	n := 0
	for i := 0; i+1 < len(s); i++ {
		if s[i] == '%' && s[i+1] != '%' {
			n++
		}
	}
	return n
}

func TestGermanDecimalComma(t *testing.T) {
	if got := Text("de", "hint.tricks", 7.25); got != "7,2 Stiche" && got != "7,3 Stiche" {
		t.Errorf("German tricks = %q, want a decimal comma", got)
	}
	if got := Text("en", "hint.tricks", 7.5); got != "7.5 tricks" {
		t.Errorf("English tricks = %q", got)
	}
}
