package lang

import (
	"strings"
	"testing"
)

func TestErrorWordedPerLanguage(t *testing.T) {
	err := Errorf("notice.kept", "what", Errorf("notice.what.stats"), "file", "stats.json.corrupt-1", "fallback", Errorf("notice.fallback.stats"))
	if got := err.Error(); got != "Your statistics file could not be read; it was kept as stats.json.corrupt-1 and they start again from zero." {
		t.Errorf("English = %q", got)
	}
	fr := New("fr", Western).Word(err)
	if !strings.Contains(fr, "les statistiques") || !strings.Contains(fr, "stats.json.corrupt-1") {
		t.Errorf("French = %q", fr)
	}
	if ar := New("ar", Western).Word(err); !strings.Contains(ar, "ملف الإحصاءات") {
		t.Errorf("Arabic = %q", ar)
	}
}
