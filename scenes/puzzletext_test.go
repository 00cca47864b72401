package scenes

import (
	"strings"
	"testing"

	"tarabish/ai/puzzles"
	"tarabish/settings"
)

// TestPuzzleGoalsFromTheFacts words every puzzle's goal from its theme and facts: in English
// it must say what the collection's own English goal says, figure for figure, and every
// language must word it without a placeholder left over.
func TestPuzzleGoalsFromTheFacts(t *testing.T) {
	for _, code := range Languages {
		p := settings.DefaultPrefs()
		p.Language = code
		ctx := &Context{Prefs: &p}
		for _, pz := range puzzles.All() {
			goal, title := puzzleGoal(ctx, pz), puzzleTitle(ctx, pz)
			if code == "en" && goal != pz.Goal {
				t.Errorf("%s: goal\n %q, the collection says\n %q", pz.ID, goal, pz.Goal)
			}
			for _, s := range []string{goal, title} {
				if strings.Contains(s, "{{") || strings.Contains(s, "<no value>") || strings.Contains(s, "theme.") {
					t.Errorf("%s %s: %q", code, pz.ID, s)
				}
			}
		}
	}
}
