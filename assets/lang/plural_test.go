package lang

import (
	"regexp"
	"testing"
)

// countedNoun finds a number placeholder written before a counted noun: "{{.left}} tricks".
var countedNoun = regexp.MustCompile(`{{\s*\.(\w+)\s*}} (?:\w+ )?(?:points?|tricks?|cards?)\b`)

// neverOne are the placeholders (by message key, "" for any) whose numbers are never 1, so
// the plural noun after them needs no plural forms: hand totals, bids of 8 or more, and
// Tarabish points (no set of cards is worth 1).
var neverOne = map[string]map[string]bool{
	"":                    {"total": true, "high": true},
	"prompt.tarneeb.top":  {"n": true},
	"puzzle.wrong.points": {"need": true},
	"goal.tb.bait":        {"left": true},
	"goal.tb.bella.N":     {"left": true},
	"goal.tb.bella.S":     {"left": true},
	"goal.tb.contract":    {"left": true},
	"goal.tb.last-trick":  {"left": true},
	// The puzzle goals say what the collection's own English goals say (TestPuzzleGoalsFromTheFacts),
	// and no puzzle there has 1 trick taken or left; one that does must reword them there too.
	"goal.tb.capot":   {"left": true, "tricks": true},
	"goal.tn.bid":     {"tricks": true},
	"goal.tn.endplay": {"tricks": true},
	"goal.tn.trumps":  {"tricks": true},
	"goal.tn.defence": {"left": true},
	"goal.tn.kaboot":  {"tricks": true},
}

// TestCountsHavePlurals checks the English catalogue for a number written before a counted
// noun in a message with no plural forms for it ("1 tricks"): such a message must choose its
// form by that number (the placeholder n) or put the number where no noun depends on it.
func TestCountsHavePlurals(t *testing.T) {
	for _, part := range Parts() {
		for key, forms := range messages(t, part, Default) {
			_, plural := forms["one"]
			for _, s := range forms {
				for _, m := range countedNoun.FindAllStringSubmatch(s, -1) {
					name := m[1]
					if plural && name == "n" || neverOne[""][name] || neverOne[key][name] {
						continue
					}
					t.Errorf("%s.%s: %q has no plural forms for {{.%s}}", part, key, m[0], name)
				}
			}
		}
	}
}
