package scenes

import (
	"testing"

	"tarabish/settings"
)

// click puts one click at the middle of a button into the context's input.
func click(ctx *Context, b Button) {
	ctx.Input = Input{Click: true, X: b.Rect.X + b.Rect.W/2, Y: b.Rect.Y + b.Rect.H/2}
}

// TestSettingsEveryTabToEveryOther clicks from every settings page to every other one (the
// switch from "Table & players" to a rules page used to crash) and checks that a setting
// changed on one page is still set after visiting the others.
func TestSettingsEveryTabToEveryOther(t *testing.T) {
	prefs := settings.DefaultPrefs()
	ctx := &Context{Prefs: &prefs, W: 1280, H: 720, Scale: 1, Art: arabicTestArt(t)}
	ctx.setScript()
	s := NewSettingsScreen(ctx)
	s.layout(ctx)
	for from := 0; from < 4; from++ {
		for to := 0; to < 4; to++ {
			s.page = from
			s.layout(ctx)
			click(ctx, s.tabs[to])
			if _, err := s.Update(ctx); err != nil {
				t.Fatal(err)
			}
			if s.page != to {
				t.Errorf("tab %d from page %d: on page %d", to, from, s.page)
			}
			ctx.Input = Input{}
			if _, err := s.Update(ctx); err != nil {
				t.Fatal(err)
			}
		}
	}
	s.page = 2
	s.layout(ctx)
	before, _ := ctx.Prefs.Get(s.rows[0].key)
	click(ctx, s.rows[0].value)
	_, _ = s.Update(ctx)
	after, _ := ctx.Prefs.Get(s.rows[0].key)
	if after == before {
		t.Fatalf("%s did not change from %q", s.rows[0].key, before)
	}
	for _, to := range []int{0, 1, 3, 2} {
		click(ctx, s.tabs[to])
		_, _ = s.Update(ctx)
	}
	if v, _ := ctx.Prefs.Get(s.rows[0].key); v != after {
		t.Errorf("%s is %q after visiting every page, want %q", s.rows[0].key, v, after)
	}
}
