package settings_test

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"testing"

	"tarabish/game"
	"tarabish/settings"
)

// tempStore gives a store whose two folders are fresh temporary folders.
func tempStore(t testing.TB) settings.Store {
	t.Helper()
	dir := t.TempDir()
	return settings.Store{ConfigDir: filepath.Join(dir, "config", "tarabish"), DataDir: filepath.Join(dir, "data", "tarabish")}
}

// randomAction picks one of the legal actions of the seat to act.
func randomAction(s *game.State, rng *rand.Rand) game.Action {
	legal := s.AppendLegal(nil)
	return legal[rng.IntN(len(legal))]
}

// newGame starts a seeded game, failing the test on error.
func newGame(t testing.TB, r game.Rules, seed uint64) *game.Game {
	t.Helper()
	g, err := game.NewGame(r, seed)
	if err != nil {
		t.Fatal(err)
	}
	return g
}

// playRandom applies up to n random legal actions (fewer when the game ends first).
func playRandom(t testing.TB, g *game.Game, rng *rand.Rand, n int) {
	t.Helper()
	for i := 0; i < n && g.State.Current() != game.NoSeat; i++ {
		if _, err := g.Apply(randomAction(&g.State, rng)); err != nil {
			t.Fatal(err)
		}
	}
}

// actions gives every action of a game so far, in order.
func actions(g *game.Game) []string {
	var out []string
	for _, h := range g.Hands {
		for _, m := range h.Moves {
			out = append(out, m.String())
		}
	}
	return out
}

// replayActions starts a game from rules and seed and applies the actions, checking that
// each is taken by the seat to act.
func replayActions(t testing.TB, r game.Rules, seed uint64, texts []string) *game.Game {
	t.Helper()
	g := newGame(t, r, seed)
	for i, text := range texts {
		seat, a, err := game.ParseAction(text)
		if err != nil {
			t.Fatalf("action %d %q: %v", i+1, text, err)
		}
		if seat != g.State.Current() {
			t.Fatalf("action %d %q: it is %s's turn", i+1, text, g.State.Current())
		}
		if _, err := g.Apply(a); err != nil {
			t.Fatalf("action %d %q: %v", i+1, text, err)
		}
	}
	return g
}

// noticeRE is the shape of the notice of a file kept aside.
var noticeRE = regexp.MustCompile(`^Your [a-zA-Z ]+ could not be read; it was kept as ([^ /\\]+\.corrupt-\d{8}-\d{6}(-\d+)?) and [^\n]+\.$`)

// checkKeptAside checks a notice and that the file at path was moved to the name it gives,
// with its content (when it was a file) unchanged. It gives the new name's path.
func checkKeptAside(t *testing.T, notice, path string, content []byte) string {
	t.Helper()
	m := noticeRE.FindStringSubmatch(notice)
	if m == nil {
		t.Fatalf("notice %q is not of the form %s", notice, noticeRE)
	}
	base := filepath.Base(path)
	if len(m[1]) <= len(base) || m[1][:len(base)] != base {
		t.Fatalf("kept as %q, not as %s.corrupt-...", m[1], base)
	}
	if _, err := os.Lstat(path); !os.IsNotExist(err) {
		t.Fatalf("%s is still there (%v)", base, err)
	}
	aside := filepath.Join(filepath.Dir(path), m[1])
	info, err := os.Lstat(aside)
	if err != nil {
		t.Fatalf("the file kept aside: %v", err)
	}
	if content != nil && info.Mode().IsRegular() {
		os.Chmod(aside, 0o600)
		got, err := os.ReadFile(aside)
		if err != nil || string(got) != string(content) {
			t.Fatalf("the file kept aside holds %q (%v), want %q", got, err, content)
		}
	}
	return aside
}

// writeRaw writes bytes to path, making its folder.
func writeRaw(t testing.TB, path string, data []byte) {
	t.Helper()
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(path, data, 0o600); err != nil {
		t.Fatal(err)
	}
}

// noticeText gives a notice's English wording ("" when there is none): Load gives it as a
// string, the other loaders as an error.
func noticeText(notice any) string {
	switch n := notice.(type) {
	case string:
		return n
	case error:
		return n.Error()
	}
	return ""
}
