package game_test

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"tarabish/game"
)

// FuzzReplay feeds arbitrary bytes to the hand-record reader and the replay: no panic, and a
// record that replays gives valid JSON and writes itself back the same.
func FuzzReplay(f *testing.F) {
	g, _ := game.NewGame(game.DefaultRules(game.Tarabish), 1)
	for i := 0; i < 60 && g.State.Phase != game.PhaseOver; i++ {
		_, _ = g.Apply(g.State.AppendLegal(nil)[0])
	}
	seed, _ := json.Marshal(g.Record())
	f.Add(seed)
	f.Add([]byte(`{"game":"tarneeb","rules":{"preset":"gulf-31"},"hands":[]}`))
	f.Add([]byte(`{"game":"tarabish","rules":{"last_trick":4},"hands":[{"dealer":"N","deal":{},"actions":[]}]}`))
	f.Fuzz(func(t *testing.T, data []byte) {
		rec, err := game.ParseRecord(data)
		if err != nil {
			return
		}
		played, results, err := game.Replay(rec)
		if err != nil {
			return
		}
		out, err := game.ReplayJSON(played, results)
		if err != nil || !json.Valid(out) {
			t.Fatalf("bad output %s: %v", out, err)
		}
		again, err := json.Marshal(played.Record())
		if err != nil {
			t.Fatal(err)
		}
		rec2, err := game.ParseRecord(again)
		if err != nil {
			t.Fatalf("own record rejected: %v\n%s", err, again)
		}
		replayed, _, err := game.Replay(rec2)
		if err != nil || replayed.State != played.State {
			t.Fatalf("own record replays differently: %v", err)
		}
	})
}

// FuzzActions drives a seeded game with arbitrary choices, legal and illegal: a refused action
// changes nothing, and a live state always has a legal action.
func FuzzActions(f *testing.F) {
	f.Add(uint64(1), []byte{0, 1, 2, 3, 250, 4, 5, 6, 7})
	f.Add(uint64(2), []byte{255, 255, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0})
	f.Add(uint64(7), make([]byte, 200))
	f.Fuzz(func(t *testing.T, seed uint64, choices []byte) {
		rng := rand.New(rand.NewPCG(seed, 3))
		k := game.Kind(seed & 1)
		g, err := game.NewGame(randomRules(k, rng, true), seed)
		if err != nil {
			t.Fatal(err)
		}
		var legal, cands []game.Action
		for _, b := range choices {
			s := &g.State
			if s.Phase == game.PhaseOver {
				return
			}
			legal = s.AppendLegal(legal[:0])
			if len(legal) == 0 {
				t.Fatalf("no legal action in phase %s", s.Phase)
			}
			a := legal[int(b)%len(legal)]
			if b >= 200 {
				cands = candidates(s, cands[:0])
				a = cands[int(b)*7%len(cands)]
			}
			before := *s
			if _, err := g.Apply(a); err != nil && *s != before {
				t.Fatalf("refused %s changed the state", a)
			}
		}
	})
}
