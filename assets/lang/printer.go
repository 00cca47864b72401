package lang

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/nicksnyder/go-i18n/v2/i18n"
)

// Digits is how numbers are written: Western (0-9) or Arabic-Indic (٠-٩).
type Digits string

// The digit styles.
const (
	Western     Digits = "western"
	ArabicIndic Digits = "arabic"
)

// Dec is a decimal number with a fixed number of places, formatted per language.
type Dec struct {
	V      float64
	Places int
}

// Printer words messages and numbers in one language with one digit style.
type Printer struct {
	code   string
	digits Digits
	loc    *i18n.Localizer
	plain  map[string]string // messages without arguments, worded once
	rtl    bool
	dec    string // decimal separator
	group  string // thousands separator
}

// New gives a printer for a language (English when unknown) and a digit style.
func New(code string, digits Digits) *Printer {
	if !Known(code) {
		code = Default
	}
	p := &Printer{code: code, digits: digits, loc: i18n.NewLocalizer(bundle, code, Default), plain: map[string]string{}}
	p.rtl = Message(code, "lang.direction") == "rtl"
	p.dec = Message(code, "number.decimal")
	p.group = Message(code, "number.group")
	if digits == ArabicIndic {
		p.dec = Message(code, "number.decimal.arabic")
		p.group = Message(code, "number.group.arabic")
	}
	return p
}

// Code gives the printer's language code.
func (p *Printer) Code() string { return p.code }

// Digits gives the printer's digit style.
func (p *Printer) Digits() Digits { return p.digits }

// RTL reports whether the language is written right to left.
func (p *Printer) RTL() bool { return p.rtl }

// T words a message; args are name/value pairs for its placeholders ({{.name}}).
// Integers and Dec values are formatted for the language; the value named "n" chooses
// the plural form. A missing key gives the key itself.
func (p *Printer) T(key string, args ...any) string {
	if len(args) == 0 {
		if s, ok := p.plain[key]; ok {
			return s
		}
	}
	data := make(map[string]any, len(args)/2)
	var count any
	for i := 0; i+1 < len(args); i += 2 {
		name := fmt.Sprint(args[i])
		v := args[i+1]
		if name == "n" {
			count = pluralCount(v)
		}
		data[name] = p.value(v)
	}
	s, err := p.loc.Localize(&i18n.LocalizeConfig{MessageID: key, TemplateData: data, PluralCount: count})
	if err != nil && s == "" {
		s = key
	}
	s = p.Shape(s)
	if len(args) == 0 {
		p.plain[key] = s
	}
	return s
}

// pluralCount gives the value that chooses a plural form (nil for non-numbers).
func pluralCount(v any) any {
	switch x := v.(type) {
	case int:
		return x
	case int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64:
		n, _ := strconv.Atoi(fmt.Sprint(x))
		return n
	case Dec:
		return strconv.FormatFloat(x.V, 'f', x.Places, 64)
	}
	return nil
}

// value formats one placeholder value: numbers for the language, the rest as fmt prints it.
func (p *Printer) value(v any) string {
	switch x := v.(type) {
	case string:
		return x
	case Dec:
		return p.Decimal(x.V, x.Places)
	case int:
		return p.Int(x)
	case int8, int16, int32, int64, uint, uint8, uint16, uint32, uint64:
		n, _ := strconv.Atoi(fmt.Sprint(x))
		return p.Int(n)
	}
	return fmt.Sprint(v)
}

// Int writes a whole number with the language's thousands separator and digits.
func (p *Printer) Int(n int) string {
	s := strconv.Itoa(n)
	neg := strings.HasPrefix(s, "-")
	s = strings.TrimPrefix(s, "-")
	if len(s) > 4 && p.group != "" {
		var b strings.Builder
		for i, r := range s {
			if i > 0 && (len(s)-i)%3 == 0 {
				b.WriteString(p.group)
			}
			b.WriteRune(r)
		}
		s = b.String()
	}
	if neg {
		s = "-" + s
	}
	return p.Shape(s)
}

// Decimal writes a number with a fixed number of decimal places, the language's way.
func (p *Printer) Decimal(v float64, places int) string {
	if places <= 0 {
		return p.Int(int(math.Round(v)))
	}
	s := strconv.FormatFloat(v, 'f', places, 64)
	whole, frac, _ := strings.Cut(s, ".")
	n, _ := strconv.Atoi(whole)
	w := p.Int(n)
	if n == 0 && strings.HasPrefix(whole, "-") {
		w = "-" + w
	}
	return w + p.dec + p.Shape(frac)
}

// Percent writes a whole percentage the language's way ("87%", "87 %", "٨٧٪").
func (p *Printer) Percent(n int) string {
	if p.digits == ArabicIndic {
		return p.T("number.percent.arabic", "value", n)
	}
	return p.T("number.percent", "value", n)
}

// Shape writes the digits of s in the printer's digit style.
func (p *Printer) Shape(s string) string {
	if p.digits != ArabicIndic {
		return s
	}
	return ToArabicIndic(s)
}

// ToArabicIndic replaces the Western digits of s with Arabic-Indic ones.
func ToArabicIndic(s string) string {
	if !strings.ContainsAny(s, "0123456789") {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if r >= '0' && r <= '9' {
			r = '٠' + (r - '0')
		}
		b.WriteRune(r)
	}
	return b.String()
}
