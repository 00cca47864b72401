package scenes

import "fmt"

// Languages lists the interface languages.
var Languages = []string{"en", "de"}

// catalogs holds every player-visible string by key, one map per language.
var catalogs = map[string]map[string]string{"en": english, "de": german}

// Text gives a catalog string in a language (English when missing), formatted with args.
func Text(lang, key string, args ...any) string {
	s, ok := catalogs[lang][key]
	if !ok {
		s, ok = english[key]
	}
	if !ok {
		s = key
	}
	if len(args) > 0 {
		return fmt.Sprintf(s, args...)
	}
	return s
}
