// Package lang is the message catalogue: every player-visible string, in per-language
// message files embedded in the program, read through go-i18n with CLDR plural rules,
// with numbers, decimals and percentages written the way each language writes them.
//
// A language is a set of files messages/<part>.<code>.json; adding a language is adding
// those files. English is the fallback and the reference every language must match.
package lang

import (
	"embed"
	"fmt"
	"io/fs"
	"path"
	"sort"
	"strings"

	"github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

//go:embed messages/*.json
var files embed.FS

// Default is the language of the reference catalogue and the fallback for missing keys.
const Default = "en"

// bundle holds every message of every language, parsed once.
var bundle, codes, parts = load()

// load reads the embedded message files into one bundle and lists the languages found.
func load() (*i18n.Bundle, []string, []string) {
	b := i18n.NewBundle(language.English)
	names, err := fs.Glob(files, "messages/*.json")
	if err != nil {
		panic(err)
	}
	seen, seenPart := map[string]bool{}, map[string]bool{}
	var cs, ps []string
	for _, name := range names {
		part, code, ok := splitName(path.Base(name))
		if !ok {
			panic("lang: message file " + name + " is not named <part>.<code>.json")
		}
		if _, err := b.LoadMessageFileFS(files, name); err != nil {
			panic(fmt.Sprintf("lang: %s: %v", name, err))
		}
		if !seen[code] {
			seen[code] = true
			cs = append(cs, code)
		}
		if !seenPart[part] {
			seenPart[part] = true
			ps = append(ps, part)
		}
	}
	sort.Slice(cs, func(i, j int) bool {
		return message(b, cs[i], "lang.order")+cs[i] < message(b, cs[j], "lang.order")+cs[j]
	})
	sort.Strings(ps)
	return b, cs, ps
}

// splitName splits "ui.en.json" into its part and language code.
func splitName(base string) (part, code string, ok bool) {
	f := strings.Split(base, ".")
	if len(f) != 3 || f[2] != "json" {
		return "", "", false
	}
	return f[0], f[1], true
}

// Codes lists the interface languages (their codes) in the order the settings offer them,
// each file's "lang.order" first.
func Codes() []string { return append([]string(nil), codes...) }

// Parts lists the message files every language has (ui, rules, howto, ...).
func Parts() []string { return append([]string(nil), parts...) }

// Known reports whether a language has message files.
func Known(code string) bool {
	for _, c := range codes {
		if c == code {
			return true
		}
	}
	return false
}

// Message gives one message of a language without arguments ("" when no language has it).
func Message(code, key string) string { return message(bundle, code, key) }

// message gives one message of a language from a bundle ("" when missing).
func message(b *i18n.Bundle, code, key string) string {
	s, err := i18n.NewLocalizer(b, code, Default).Localize(&i18n.LocalizeConfig{MessageID: key})
	if err != nil {
		return ""
	}
	return s
}

// File gives the raw bytes of one message file, for the tests that compare languages.
func File(part, code string) ([]byte, error) {
	return files.ReadFile("messages/" + part + "." + code + ".json")
}

// Has reports whether the reference (English) catalogue has a key.
func Has(key string) bool {
	_, err := i18n.NewLocalizer(bundle, Default).Localize(&i18n.LocalizeConfig{MessageID: key})
	return err == nil
}
