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
				t.Errorf("%s: %q has verbs %q, English has %q", lang, key, verbs(v), verbs(en))
			}
		}
		for key := range cat {
			if _, ok := english[key]; !ok {
				t.Errorf("%s: key %q is not in the English catalog", lang, key)
			}
		}
	}
}

func verbs(s string) string {
	out := ""
	for i := 0; i+1 < len(s); i++ {
		if s[i] == '%' {
			out += s[i : i+2]
			i++
		}
	}
	return out
}
