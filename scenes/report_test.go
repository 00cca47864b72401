package scenes

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"tarabish/settings"
)

// TestNoticesInThePlayersLanguage damages the statistics file and checks that the notice
// on the screen is in the player's language, while the error itself stays English.
func TestNoticesInThePlayersLanguage(t *testing.T) {
	dir := t.TempDir()
	st := settings.Store{ConfigDir: filepath.Join(dir, "c"), DataDir: filepath.Join(dir, "d")}
	if err := os.MkdirAll(st.DataDir, 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(st.StatsPath(), []byte("{not json"), 0o644); err != nil {
		t.Fatal(err)
	}
	_, notice := settings.LoadStats(st)
	if notice == nil || !strings.HasPrefix(notice.Error(), "Your statistics file could not be read") {
		t.Fatalf("notice = %v", notice)
	}
	p := settings.DefaultPrefs()
	p.Language = "fr"
	ctx := &Context{Prefs: &p}
	ctx.report("", notice)
	if !strings.HasPrefix(ctx.Notice, "Lecture impossible") || !strings.Contains(ctx.Notice, "les statistiques") {
		t.Errorf("French notice = %q", ctx.Notice)
	}
	p.Language = "ar"
	ctx.report("save.failed", errors.New("disk full"))
	if ctx.Notice != "تعذّر الحفظ" {
		t.Errorf("Arabic notice = %q (the system's English detail goes to standard error only)", ctx.Notice)
	}
}
