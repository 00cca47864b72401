package lang

import "fmt"

// Error is an error the person may see on the screen: a catalogue key and the values of its
// placeholders (name/value pairs, as Printer.T takes them). Error() words it in English,
// for standard error and the command line; the screens word it in the player's language.
type Error struct {
	Key  string
	Args []any
}

// Errorf makes an Error of a catalogue key and its placeholder values.
func Errorf(key string, args ...any) *Error { return &Error{Key: key, Args: args} }

// Error words the error in English.
func (e *Error) Error() string { return New(Default, Western).Word(e) }

// Word words an error in the printer's language: an *Error by the catalogue (its values
// that are errors worded too), anything else as its own text.
func (p *Printer) Word(err error) string {
	e, ok := err.(*Error)
	if !ok {
		return fmt.Sprint(err)
	}
	args := append([]any(nil), e.Args...)
	for i := 1; i < len(args); i += 2 {
		if inner, ok := args[i].(*Error); ok {
			args[i] = p.Word(inner)
		}
	}
	return p.T(e.Key, args...)
}
