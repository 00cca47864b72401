package scenes

import (
	"tarabish/assets/lang"
)

// Languages lists the interface languages: those the message catalogue has files for.
var Languages = lang.Codes()

// printer gives the catalogue's printer for the chosen language and digits, made anew
// when either preference changes.
func (ctx *Context) printer() *lang.Printer {
	if ctx.pr == nil || ctx.pr.Code() != ctx.Prefs.Language || ctx.pr.Digits() != ctx.Prefs.Digits {
		ctx.pr = lang.New(ctx.Prefs.Language, ctx.Prefs.Digits)
	}
	return ctx.pr
}

// T gives the player-visible text of a catalogue key in the chosen language; args are
// name/value pairs for the message's placeholders ("n" chooses the plural form).
func (ctx *Context) T(key string, args ...any) string { return ctx.printer().T(key, args...) }

// Has reports whether the catalogue has a key.
func (ctx *Context) Has(key string) bool { return lang.Has(key) }

// Int writes a whole number in the chosen language and digits.
func (ctx *Context) Int(n int) string { return ctx.printer().Int(n) }

// Signed writes a score change with its sign: +20, -7, 0.
func (ctx *Context) Signed(n int) string {
	if n > 0 {
		return "+" + ctx.Int(n)
	}
	return ctx.Int(n)
}

// Percent writes a whole percentage in the chosen language and digits.
func (ctx *Context) Percent(n int) string { return ctx.printer().Percent(n) }

// RTL reports whether the chosen language is written right to left.
func (ctx *Context) RTL() bool { return ctx.printer().RTL() }

// setScript tells the art the chosen language's direction and digits.
func (ctx *Context) setScript() {
	if ctx.Art != nil {
		ctx.Art.SetScript(ctx.RTL(), ctx.Prefs.Digits == lang.ArabicIndic)
	}
}
