package lang

import (
	"encoding/json"
	"regexp"
	"sort"
	"strings"
	"testing"
)

// messages reads one message file: each key's forms ("other" alone for a plain string).
func messages(t *testing.T, part, code string) map[string]map[string]string {
	t.Helper()
	data, err := File(part, code)
	if err != nil {
		t.Fatalf("%s.%s.json: %v", part, code, err)
	}
	var raw map[string]any
	if err := json.Unmarshal(data, &raw); err != nil {
		t.Fatalf("%s.%s.json: %v", part, code, err)
	}
	out := map[string]map[string]string{}
	for k, v := range raw {
		switch x := v.(type) {
		case string:
			out[k] = map[string]string{"other": x}
		case map[string]any:
			forms := map[string]string{}
			for f, s := range x {
				forms[f], _ = s.(string)
			}
			out[k] = forms
		default:
			t.Errorf("%s.%s.json: %q is neither a string nor plural forms", part, code, k)
		}
	}
	return out
}

var placeholder = regexp.MustCompile(`{{\s*\.(\w+)\s*}}`)

// names gives the sorted placeholder names of a message.
func names(s string) string {
	var ns []string
	for _, m := range placeholder.FindAllStringSubmatch(s, -1) {
		ns = append(ns, m[1])
	}
	sort.Strings(ns)
	return strings.Join(slicesCompact(ns), ",")
}

func slicesCompact(s []string) []string {
	var out []string
	for i, v := range s {
		if i == 0 || v != s[i-1] {
			out = append(out, v)
		}
	}
	return out
}

// pluralForms are the CLDR plural categories of each language's whole numbers.
var pluralForms = map[string][]string{
	"en": {"one", "other"},
	"de": {"one", "other"},
	"fr": {"one", "other"},
	"ar": {"zero", "one", "two", "few", "many", "other"},
}

// TestEveryKeyInEveryLanguage checks that every language has every message file and key of
// the English catalogue and no other, with the same placeholders, and that plural messages
// give every plural form the language needs.
func TestEveryKeyInEveryLanguage(t *testing.T) {
	if got := strings.Join(Codes(), " "); got != "en de fr ar" {
		t.Errorf("languages = %s, want en de fr ar", got)
	}
	for _, code := range Codes() {
		forms, ok := pluralForms[code]
		if !ok {
			t.Errorf("%s: the test does not know its plural forms", code)
		}
		for _, part := range Parts() {
			en := messages(t, part, Default)
			cat := messages(t, part, code)
			for key, want := range en {
				got, ok := cat[key]
				if !ok {
					t.Errorf("%s.%s.json: key %q missing", part, code, key)
					continue
				}
				if names(got["other"]) != names(want["other"]) {
					t.Errorf("%s.%s.json: %q has placeholders {%s}, English has {%s}", part, code, key, names(got["other"]), names(want["other"]))
				}
				if len(want) > 1 {
					for _, f := range forms {
						if got[f] == "" {
							t.Errorf("%s.%s.json: plural %q lacks the %q form", part, code, key, f)
						}
					}
				} else if len(got) > 1 {
					t.Errorf("%s.%s.json: %q has plural forms but English has none", part, code, key)
				}
			}
			for key := range cat {
				if _, ok := en[key]; !ok {
					t.Errorf("%s.%s.json: key %q is not in the English catalogue", part, code, key)
				}
			}
		}
	}
}

// TestLanguagesListed checks the one list of languages: English first, each with a name
// and a direction.
func TestLanguagesListed(t *testing.T) {
	cs := Codes()
	if cs[0] != Default {
		t.Errorf("first language = %s, want %s", cs[0], Default)
	}
	for _, c := range cs {
		if Message(c, "lang.name") == "" {
			t.Errorf("%s has no lang.name", c)
		}
		if d := Message(c, "lang.direction"); d != "ltr" && d != "rtl" {
			t.Errorf("%s: lang.direction = %q", c, d)
		}
	}
	if !Known("de") || Known("xx") {
		t.Error("Known is wrong")
	}
}
