package ai

import (
	"context"
	"math/rand/v2"
	"os"
	"strconv"
	"strings"
	"testing"
	"time"

	"tarabish/game"
)

// BenchmarkRegret measures how far the card each way of valuing chooses falls short of the
// best card by an oracle: the same inference and exact solving on many samples with all the
// time they need. The ways (AI_REGRET_WAYS, a comma-separated list of regretWay's names;
// default hard, exact, exact-race): the hard player as it plays, the hard player solving
// every card exactly without and with the race among the cards (exact, exact-race) or only
// the cards within a margin of the best (short, short-race), the reference player, the expert; each gets the game's 300 ms (the expert its longer look). AI_REGRET is the number
// of positions per game (unset: skipped),
// AI_REGRET_CARDS the hand size (default a full hand: the first card), AI_REGRET_ORACLE the
// oracle's samples (default 200). The positions are the first card played from a hand of
// that size in seeded hands bid and played by the easy player. The oracle's yardstick is
// exact solving itself, so it judges precision, not the strategy fusion exact solving adds.
func BenchmarkRegret(b *testing.B) {
	npos, _ := strconv.Atoi(os.Getenv("AI_REGRET"))
	if npos <= 0 {
		b.Skip("set AI_REGRET to the number of positions per game")
	}
	oracleN := 200
	if n, err := strconv.Atoi(os.Getenv("AI_REGRET_ORACLE")); err == nil && n > 0 {
		oracleN = n
	}
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		b.Run(k.String(), func(b *testing.B) {
			size := k.HandSize()
			if n, err := strconv.Atoi(os.Getenv("AI_REGRET_CARDS")); err == nil && n > 0 {
				size = n
			}
			ways := []string{"hard", "exact", "exact-race"}
			if w := os.Getenv("AI_REGRET_WAYS"); w != "" {
				ways = strings.Split(w, ",")
			}
			for _, way := range ways {
				if _, _, ok := regretWay(way, nil); !ok {
					b.Fatalf("AI_REGRET_WAYS: no way %q (hard, reference, exact, exact-race, short, short-race, expert)", way)
				}
			}
			regret := make([]float64, len(ways))
			n := 0
			for seed := uint64(1); n < npos && seed < 100*uint64(npos); seed++ {
				v, ok := regretPosition(k, size, seed)
				if !ok {
					continue
				}
				n++
				cards := playsIn(legalActions(&v.State))
				oracle := NewHard()
				oracle.Samples = oracleN
				oracle.Short = [game.Kinds]int{} // every card's exact value
				ost, _ := oracle.evalCards(context.Background(), &v, cards, modeScore, time.Hour, rand.New(rand.NewPCG(seed, 99)))
				value := map[game.Card]float64{}
				best := ost[0].Mean()
				for _, st := range ost {
					value[st.Card] = st.Mean()
					best = max(best, st.Mean())
				}
				for i, way := range ways {
					s, mode, _ := regretWay(way, &v)
					budget := s.thinkTime(&v, 300*time.Millisecond)
					st, _ := s.valueCards(context.Background(), &v, cards, mode, budget, rand.New(rand.NewPCG(seed, 7)))
					regret[i] += best - value[s.pickCard(&v, st, mode)]
				}
			}
			for i, way := range ways {
				b.ReportMetric(regret[i]/float64(n), "regret-"+way)
			}
			b.ReportMetric(float64(n), "positions")
			b.ReportMetric(0, "ns/op")
		})
	}
}

// regretWay gives the player and valuation a way of BenchmarkRegret names: hard (as it
// plays), reference, exact and exact-race (every card solved in full), short and
// short-race (a card one probe shows short of the best by shortFor or more only bounded,
// Search.Short) and expert (with its longer look); ok is false for any other name. With v nil it only checks the name.
func regretWay(way string, v *game.View) (s *Search, mode evalMode, ok bool) {
	switch way {
	case "hard":
		s = NewHard()
	case "expert":
		s = NewExpert()
	case "reference":
		s = NewReference()
	case "exact", "exact-race", "short", "short-race":
		s = NewHard()
		if v != nil {
			k := v.Rules.Game
			s.Race[k] = strings.HasSuffix(way, "-race")
			s.Short[k] = 0
			if strings.HasPrefix(way, "short") {
				s.Short[k] = shortFor(k)
			}
		}
		return s, modeScore, true
	default:
		return nil, modeEasy, false
	}
	if v != nil {
		mode = s.modeFor(v)
	}
	return s, mode, true
}

// shortFor gives the margin the short ways use: AI_REGRET_SHORT when set, else 1 trick in
// Tarneeb, 6 points in Tarabish.
func shortFor(k game.Kind) int {
	if n, err := strconv.Atoi(os.Getenv("AI_REGRET_SHORT")); err == nil && n > 0 {
		return n
	}
	if k == game.Tarneeb {
		return 1
	}
	return 6
}

// regretPosition is firstPlayFrom's position when the hand has exactly size cards and a
// choice of cards.
func regretPosition(k game.Kind, size int, seed uint64) (game.View, bool) {
	v, ok := firstPlayFrom(k, size, seed)
	return v, ok && int(v.Counts[v.Seat]) == size && playsIn(legalActions(&v.State)).Len() > 1
}
