package scenes

import (
	"fmt"
	"strings"
)

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
		if decimalComma[lang] {
			args = commaFloats(args)
		}
		return fmt.Sprintf(s, args...)
	}
	return s
}

// decimalComma marks the languages that write 12,5 for twelve and a half.
var decimalComma = map[string]bool{"de": true}

// commaFloats wraps the floating-point arguments so that they print with a decimal comma.
func commaFloats(args []any) []any {
	out := make([]any, len(args))
	for i, a := range args {
		if f, ok := a.(float64); ok {
			a = commaFloat(f)
		}
		out[i] = a
	}
	return out
}

// commaFloat is a number printed with a decimal comma.
type commaFloat float64

// Format prints the number as fmt would, with a comma for the decimal point.
func (f commaFloat) Format(st fmt.State, verb rune) {
	fmt.Fprint(st, strings.Replace(fmt.Sprintf(fmt.FormatString(st, verb), float64(f)), ".", ",", 1))
}
