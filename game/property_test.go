package game_test

import (
	"encoding/json"
	"fmt"
	"math/rand/v2"
	"slices"
	"testing"

	"tarabish/game"
)

// randomRules picks a preset of the game and then changes each option at random; long
// Tarneeb matches only when withMatch is set, as they take hundreds of hands.
func randomRules(k game.Kind, rng *rand.Rand, withMatch bool) game.Rules {
	presets := game.PresetsFor(k)
	r, _ := game.PresetRules(k, presets[rng.IntN(len(presets))].ID)
	for _, o := range game.OptionsFor(k) {
		if o.Name == "match" && !withMatch {
			continue
		}
		if rng.IntN(3) == 0 {
			_ = r.Set(o.Name, o.Values[rng.IntN(len(o.Values))])
		}
	}
	return r
}

// candidates lists actions to try against the legal list: every card with and without
// Bella, every verb, and bids around the current one.
func candidates(s *game.State, dst []game.Action) []game.Action {
	dst = append(dst, game.PassAction, game.AnnounceAction, game.ShowAction)
	for t := game.Spades; t <= game.NoTrump; t++ {
		dst = append(dst, game.CallAction(t), game.TrumpAction(t))
	}
	for _, b := range []int{s.Bid - 10, s.Bid, s.Bid + 1, s.Bid + 5, s.Bid + 10, 7, 13, 14, 50, 60, 100, 150, game.MaxBid, game.MaxBid + 10} {
		if b > 0 {
			dst = append(dst, game.BidAction(b))
		}
	}
	for cs := s.Rules.Game.Deck(); cs != 0; cs &= cs - 1 {
		dst = append(dst, game.PlayAction(cs.First()), game.BellaAction(cs.First()))
	}
	return dst
}

// handChecker follows one hand's events and checks that the cards and points add up.
type handChecker struct {
	seen  game.Cards
	n     int
	trump game.Suit
}

func (h *handChecker) events(s *game.State, evs []game.Event) error {
	for _, e := range evs {
		switch e.Kind {
		case game.EventPlay:
			if h.seen.Has(e.Card) {
				return fmt.Errorf("%s played twice", e.Card)
			}
			h.seen |= e.Card.Mask()
			h.n++
		case game.EventHand:
			if err := checkResult(s, s.Result, h.seen, h.trump); err != nil {
				return err
			}
			*h = handChecker{}
		}
	}
	return nil
}

func checkResult(s *game.State, r game.HandResult, seen game.Cards, trump game.Suit) error {
	k := s.Rules.Game
	if r.ThrownIn {
		if seen != 0 || r.Score != [2]int{} {
			return fmt.Errorf("thrown-in hand with cards %s, score %v", seen, r.Score)
		}
		return nil
	}
	if seen != k.Deck() {
		return fmt.Errorf("cards played %d, want the whole deck", seen.Len())
	}
	if r.Tricks[0]+r.Tricks[1] != k.HandSize() {
		return fmt.Errorf("tricks %v", r.Tricks)
	}
	if k == game.Tarneeb {
		return nil
	}
	if have, want := r.CardPoints[0]+r.CardPoints[1], game.HandPoints(trump); have != want {
		return fmt.Errorf("card points %v add to %d, want %d", r.CardPoints, have, want)
	}
	if r.LastTrick[0]+r.LastTrick[1] != s.Rules.LastTrick {
		return fmt.Errorf("last trick %v", r.LastTrick)
	}
	total := 0
	for t := 0; t < 2; t++ {
		total += r.CardPoints[t] + r.LastTrick[t] + r.Runs[t] + r.Bella[t]
	}
	c := r.Caller.Team()
	score := r.Score
	if r.Capot && s.Rules.CapotBonus {
		for t := 0; t < 2; t++ {
			if r.Tricks[t] == 9 {
				score[t] -= 100
			}
		}
	}
	switch r.Bait {
	case game.BaitFull:
		if score[c] != 0 || score[c.Other()] != total {
			return fmt.Errorf("bait: score %v, total %d", r.Score, total)
		}
	case game.BaitHalf:
		if score[c] != 0 || score[c]*2 > total {
			return fmt.Errorf("half bait: score %v, total %d", r.Score, total)
		}
	default:
		if score[0]+score[1] < total {
			return fmt.Errorf("no bait: score %v, total %d", r.Score, total)
		}
	}
	return nil
}

// choose picks a random legal action; in Tarneeb bidding it passes or makes the lowest bid,
// so that random sets end in a reasonable number of hands.
func choose(s *game.State, legal []game.Action, rng *rand.Rand) game.Action {
	if s.Phase == game.PhaseBid && s.Rules.Game == game.Tarneeb {
		return legal[rng.IntN(min(2, len(legal)))]
	}
	return legal[rng.IntN(len(legal))]
}

// playRandomGame plays one seeded game with random rules, checking every step.
func playRandomGame(t *testing.T, k game.Kind, seed uint64, thorough bool) {
	rng := rand.New(rand.NewPCG(seed, uint64(k)))
	rules := randomRules(k, rng, seed%50 == 0)
	g, err := game.NewGame(rules, seed)
	if err != nil {
		t.Fatalf("seed %d: %v", seed, err)
	}
	var legal, cands []game.Action
	var check handChecker
	for steps := 0; g.State.Phase != game.PhaseOver; steps++ {
		if steps > 200000 {
			t.Fatalf("seed %d: game not over after %d actions", seed, steps)
		}
		s := &g.State
		legal = s.AppendLegal(legal[:0])
		if len(legal) == 0 {
			t.Fatalf("seed %d: no legal action in phase %s", seed, s.Phase)
		}
		switch {
		case thorough:
			cands = candidates(s, cands[:0])
		case steps%8 != 0:
			cands = cands[:0]
		default:
			deck := s.Rules.Game.Deck()
			cands = append(cands[:0], game.PlayAction(deck.Nth(rng.IntN(deck.Len()))))
		}
		for _, a := range cands {
			isLegal := slices.Contains(legal, a)
			before := *s
			err := s.Check(a)
			if (err == nil) != isLegal {
				t.Fatalf("seed %d: %s: Check says %v, legal list says %v (phase %s)", seed, a, err, isLegal, s.Phase)
			}
			if !isLegal {
				if err := s.Apply(a); err == nil || *s != before {
					t.Fatalf("seed %d: illegal %s was applied or changed the state", seed, a)
				}
			}
		}
		check.trump = s.Trump
		a := choose(s, legal, rng)
		if s.Phase == game.PhaseBid || s.Phase == game.PhaseTrump {
			check.trump = a.Suit
		}
		evs, err := g.Apply(a)
		if err != nil {
			t.Fatalf("seed %d: legal %s refused: %v", seed, a, err)
		}
		if err := check.events(&g.State, evs); err != nil {
			t.Fatalf("seed %d: %v", seed, err)
		}
	}
	// The record replays to the same state, through JSON.
	data, err := json.Marshal(g.Record())
	if err != nil {
		t.Fatal(err)
	}
	rec, err := game.ParseRecord(data)
	if err != nil {
		t.Fatalf("seed %d: own record rejected: %v\n%s", seed, err, data)
	}
	again, _, err := game.Replay(rec)
	if err != nil {
		t.Fatalf("seed %d: own record does not replay: %v", seed, err)
	}
	if again.State != g.State {
		t.Fatalf("seed %d: replayed state differs", seed)
	}
	// The seed and the action list replay it too (checked on every tenth game, for time).
	if seed%10 != 0 {
		return
	}
	fresh, _ := game.NewGame(rules, seed)
	for _, h := range g.Hands {
		for _, m := range h.Moves {
			if _, err := fresh.Apply(m.Action); err != nil {
				t.Fatalf("seed %d: seeded replay: %v", seed, err)
			}
		}
	}
	if fresh.State != g.State {
		t.Fatalf("seed %d: seeded replay differs", seed)
	}
}

func TestRandomGames(t *testing.T) {
	games := 10000
	if testing.Short() {
		games = 500
	}
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		t.Run(k.String(), func(t *testing.T) {
			t.Parallel()
			for seed := uint64(0); seed < uint64(games); seed++ {
				playRandomGame(t, k, seed, seed < 100 && seed%50 != 0)
			}
		})
	}
}
