package ai_test

import (
	"context"
	"math/rand/v2"
	"testing"
	"time"

	"tarabish/ai"
	"tarabish/game"
)

// playChecked plays whole games with the given players, checking every action with
// State.Check before applying it, and stops after maxHands hands.
func playChecked(t *testing.T, rules game.Rules, players [4]ai.Player, seed uint64, maxHands int, think time.Duration) int {
	t.Helper()
	g, err := game.NewGame(rules, seed)
	if err != nil {
		t.Fatal(err)
	}
	rng := rand.New(rand.NewPCG(seed, 7))
	hands := 0
	for g.State.Phase != game.PhaseOver && hands < maxHands {
		seat := g.State.Current()
		v := g.State.View(seat)
		a := players[seat].Choose(context.Background(), &v, think, rng)
		if err := g.State.Check(a); err != nil {
			t.Fatalf("%s seed %d hand %d: seat %s chose illegal %q: %v", rules.Preset, seed, g.State.HandNo, seat, a, err)
		}
		before := g.State.HandNo
		if _, err := g.Apply(a); err != nil {
			t.Fatal(err)
		}
		if g.State.HandNo != before || g.State.Phase == game.PhaseOver {
			hands++
		}
	}
	return hands
}

func allPresets(t *testing.T) []game.Rules {
	var out []game.Rules
	for _, p := range game.Presets {
		r, err := game.PresetRules(p.Game, p.ID)
		if err != nil {
			t.Fatal(err)
		}
		out = append(out, r)
	}
	// Options the presets leave off: no trump, forced over 400, dealer not forced, dealer_7,
	// first lead trump, bid on nine.
	r := game.DefaultRules(game.Tarabish)
	for _, kv := range [][2]string{{"no_trump", "on"}, {"forced_over_400", "on"}, {"bid_on", "nine"}} {
		if err := r.Set(kv[0], kv[1]); err != nil {
			t.Fatal(err)
		}
	}
	out = append(out, r)
	r = game.DefaultRules(game.Tarabish)
	for _, kv := range [][2]string{{"dealer_forced", "off"}, {"bidding", "auction"}, {"no_trump", "on"}, {"min_bid", "100"}} {
		if err := r.Set(kv[0], kv[1]); err != nil {
			t.Fatal(err)
		}
	}
	out = append(out, r)
	r = game.DefaultRules(game.Tarneeb)
	for _, kv := range [][2]string{{"all_pass", "dealer_7"}, {"first_lead_trump", "on"}, {"kaboot", "bid_13"}} {
		if err := r.Set(kv[0], kv[1]); err != nil {
			t.Fatal(err)
		}
	}
	out = append(out, r)
	return out
}

// TestEasyAndRandomAlwaysLegal plays hundreds of whole games with easy and random players.
func TestEasyAndRandomAlwaysLegal(t *testing.T) {
	easy, _ := ai.NewPlayer("easy")
	rnd, _ := ai.NewPlayer("random")
	games, total := 0, 0
	for _, r := range allPresets(t) {
		for seat := 0; seat < 4; seat++ {
			for i := 0; i < 8; i++ {
				ps := [4]ai.Player{rnd, rnd, rnd, rnd}
				if i%2 == 1 {
					ps = [4]ai.Player{easy, easy, easy, easy}
				}
				ps[seat] = easy
				if i%2 == 1 {
					ps[seat] = rnd
				}
				total += playChecked(t, r, ps, uint64(1000*seat+i+1), 400, 0)
				games++
			}
		}
	}
	if games < 200 || total < 10*games {
		t.Fatalf("only %d games, %d hands", games, total)
	}
	t.Logf("%d games, %d hands", games, total)
}

// TestSearchPlayersAlwaysLegal plays hands with the medium, reference, hard and expert players
// at every seat of every preset, with a small think time (the reference, today the hard
// player, and the expert, solving every card exactly, one hand each).
func TestSearchPlayersAlwaysLegal(t *testing.T) {
	easy, _ := ai.NewPlayer("easy")
	for _, level := range []string{"medium", "reference", "hard", "expert"} {
		hands := 3
		if testing.Short() || level == "expert" || level == "reference" {
			hands = 1
		}
		p, err := ai.NewPlayer(level)
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range allPresets(t) {
			for seat := 0; seat < 4; seat++ {
				ps := [4]ai.Player{easy, easy, easy, easy}
				ps[seat] = p
				playChecked(t, r, ps, uint64(77+seat), hands, 2*time.Millisecond)
			}
		}
	}
}

// TestProbeModeLegal plays hands with a search player that values early Tarabish cards by
// bait probes (a configuration the levels do not use by default).
func TestProbeModeLegal(t *testing.T) {
	easy, _ := ai.NewPlayer("easy")
	p := &ai.Search{Name: "probe", Samples: 4, Infer: ai.InferFull, SolveCards: [2]int{5, 5}, ProbeCards: 9, Workers: 2}
	for _, preset := range []string{"cape-breton", "belote-auction"} {
		r, _ := game.PresetRules(game.Tarabish, preset)
		for seat := 0; seat < 4; seat++ {
			ps := [4]ai.Player{easy, easy, easy, easy}
			ps[seat] = p
			playChecked(t, r, ps, uint64(300+seat), 1, time.Millisecond)
		}
	}
}

// TestWorldsModeLegal plays hands with a search player that values the late cards over the
// sampled worlds together (worlds.go), at every seat of every preset.
func TestWorldsModeLegal(t *testing.T) {
	easy, _ := ai.NewPlayer("easy")
	p := &ai.Search{Name: "worlds", Samples: 16, Infer: ai.InferFull, Soft: true, SolveCards: [2]int{6, 8},
		Worlds: [2]int{6, 8}, Workers: 2}
	for _, r := range allPresets(t) {
		for seat := 0; seat < 4; seat++ {
			ps := [4]ai.Player{easy, easy, easy, easy}
			ps[seat] = p
			playChecked(t, r, ps, uint64(500+seat), 1, 40*time.Millisecond)
		}
	}
}
