package partner

import (
	"context"
	"encoding/json"
	"flag"
	"fmt"
	"math/rand/v2"
	"os"
	"strings"
	"testing"
	"time"

	"tarabish/ai"
	"tarabish/game"
)

// The generator of partner.json: first hands of seeded games played by the easy player,
// every decision of a theme checked by Judge, the clear ones kept up to each theme's quota.
// Run: go test ./ai/partner -run TestGenerate -partner.gen=ai/partner/partner.json -timeout 2h

var (
	genFile  = flag.String("partner.gen", "", "write a new suite to this file")
	genGames = flag.Int("partner.gengames", 3000, "most games per game kind the generator plays")
	genMin   = flag.Duration("partner.genfor", 25*time.Minute, "most time per game kind the generator spends")
	genSeed  = flag.Uint64("partner.genseed", 0, "first game seed of the generator (after this offset)")
	genRules = flag.String("partner.genpreset", "", "rules preset of the generator's games (empty: default); it looks only for partner's winner and the jack")
	genKind  = flag.String("partner.genkind", "", "generate only this game (tarabish or tarneeb)")
)

// quotas gives how many positions of each theme the generator keeps per game.
var quotas = map[game.Kind]map[Theme]int{
	game.Tarabish: {ThemePartnerWinner: 12, ThemeBella: 9, ThemeJackNine: 9, ThemeContract: 10, ThemeLeadThrough: 6},
	game.Tarneeb:  {ThemePartnerWinner: 10, ThemePartnerSuit: 9, ThemeDrawTrumps: 9, ThemeSettingTrick: 8, ThemeContract: 6, ThemeLeadThrough: 6},
}

// perTrick caps the positions of one theme at one trick number, to spread them over the hand.
const perTrick = 3

func TestGenerate(t *testing.T) {
	if *genFile == "" {
		t.Skip("no -partner.gen file")
	}
	var out []any
	for _, k := range []game.Kind{game.Tarabish, game.Tarneeb} {
		if *genKind != "" && *genKind != k.String() {
			continue
		}
		ps := generate(t, k)
		for _, p := range ps {
			out = append(out, p.toRecord())
		}
	}
	writeSuite(t, *genFile, out)
}

// writeSuite writes records as partner.json is written: one position a line.
func writeSuite(t *testing.T, file string, out []any) {
	var b strings.Builder
	b.WriteString("[\n")
	for i, r := range out {
		line, err := json.Marshal(r)
		if err != nil {
			t.Fatal(err)
		}
		b.WriteString(" ")
		b.Write(line)
		if i < len(out)-1 {
			b.WriteString(",")
		}
		b.WriteString("\n")
	}
	b.WriteString("]\n")
	if err := os.WriteFile(file, []byte(b.String()), 0o644); err != nil {
		t.Fatal(err)
	}
}

var recheckFile = flag.String("partner.recheck", "", "check every position again with Judge and write the suite to this file, without the positions that no longer hold")

// TestRecheck checks every position of the suite again, on its recorded seed and number of
// samples, and writes the suite with the new figures, leaving out (and listing) the positions
// whose expected card is no longer clear.
// Run: go test ./ai/partner -run TestRecheck -partner.recheck=ai/partner/partner.json -timeout 1h
func TestRecheck(t *testing.T) {
	if *recheckFile == "" {
		t.Skip("no -partner.recheck file")
	}
	var out []any
	for _, p := range All() {
		v, err := p.View()
		if err != nil {
			t.Fatal(err)
		}
		j := Judge(&v, p.Check.Samples, p.Check.Seed)
		f := j.Figures(p.Expect, p.Check.Seed)
		if !f.Holds(p.Game) {
			t.Logf("%s left out: share %.2f gap %.1f (was %.2f, %.1f): %s", p.ID, f.Share, f.Gap, p.Check.Share, p.Check.Gap, p.Reason)
			continue
		}
		t.Logf("%s: share %.2f gap %.1f (was %.2f, %.1f)", p.ID, f.Share, f.Gap, p.Check.Share, p.Check.Gap)
		p.Check = f
		out = append(out, p.toRecord())
	}
	writeSuite(t, *recheckFile, out)
}

// generate finds the positions of one game.
func generate(t *testing.T, k game.Kind) []*Position {
	rules, err := game.PresetRules(k, *genRules)
	if err != nil {
		t.Fatal(err)
	}
	quota := quotas[k]
	if *genRules != "" {
		quota = map[Theme]int{ThemePartnerWinner: 12, ThemeJackNine: 3}
	}
	have := map[Theme]int{}
	atTrick := map[string]int{}
	want := 0
	for _, n := range quota {
		want += n
	}
	var out []*Position
	ew := 0
	start := time.Now()
	for seed := *genSeed + 1; seed <= *genSeed+uint64(*genGames) && len(out) < want && time.Since(start) < *genMin; seed++ {
		g, err := game.NewGame(rules, seed*7919)
		if err != nil {
			t.Fatal(err)
		}
		rng := rand.New(rand.NewPCG(seed, 7))
		hand := g.State.HandNo
		for g.State.Phase != game.PhaseOver && g.State.HandNo == hand && time.Since(start) < *genMin {
			st := g.State
			seat := st.Current()
			v := st.View(seat)
			if st.Phase == game.PhasePlay && plainPlay(&st) {
				if p := tryPosition(k, g, &st, &v, quota, have, atTrick, ew*4 < len(out)+1, seed); p != nil {
					p.ID = fmt.Sprintf("%s.%02d", map[game.Kind]string{game.Tarabish: "tb", game.Tarneeb: "tn"}[k], len(out)+1)
					out = append(out, p)
					have[p.Theme]++
					atTrick[fmt.Sprint(p.Theme, st.TrickNo)]++
					if seat.Team() == game.EW {
						ew++
					}
					t.Logf("%s %s trick %d: %s (%s) share %.2f gap %.1f", p.ID, p.Theme, st.TrickNo+1, p.Expect, p.Reason, p.Check.Share, p.Check.Gap)
				}
			}
			a := ai.Easy{}.Choose(context.Background(), &v, 0, rng)
			if _, err := g.Apply(a); err != nil {
				t.Fatal(err)
			}
		}
	}
	t.Logf("%s: %d positions in %v", k, len(out), time.Since(start))
	return out
}

// plainPlay reports whether the seat to act has more than one card to choose from and no
// announce or show to make first.
func plainPlay(st *game.State) bool {
	for _, a := range st.AppendLegal(nil) {
		if a.Verb == game.Announce || a.Verb == game.Show {
			return false
		}
	}
	return st.LegalPlays().Len() > 1
}

// tryPosition checks the decision for the themes it may show and gives a position when one
// is clear, or nil.
func tryPosition(k game.Kind, g *game.Game, st *game.State, v *game.View, quota, have map[Theme]int, atTrick map[string]int, ewOK bool, seed uint64) *Position {
	seat := st.Current()
	if seat.Team() == game.EW && !ewOK {
		return nil
	}
	var themes []Theme
	for _, th := range themesOf(k, st, v) {
		if have[th] < quota[th] && atTrick[fmt.Sprint(th, st.TrickNo)] < perTrick {
			themes = append(themes, th)
		}
	}
	if len(themes) == 0 {
		return nil
	}
	if first := Judge(v, 8, seed); first.Clear() == 0 || first.Clear() == v.LegalPlays() {
		return nil
	}
	quick := Judge(v, 24, seed)
	e := quick.Clear()
	if e == 0 || e == v.LegalPlays() || !quick.Figures(e, seed).Holds(k) {
		return nil
	}
	var theme Theme
	for _, th := range themes {
		if confirms(th, st, v, &quick, e) {
			theme = th
			break
		}
	}
	if theme == "" {
		return nil
	}
	n := 200
	if st.Hands[seat].Len() > map[game.Kind]int{game.Tarabish: 7, game.Tarneeb: 10}[k] {
		n = 100
	}
	full := Judge(v, n, seed)
	if full.Clear() != e || !confirms(theme, st, v, &full, e) {
		return nil
	}
	f := full.Figures(e, seed)
	if !f.Holds(k) {
		return nil
	}
	rec := g.Hands[len(g.Hands)-1]
	p := &Position{Game: k, Preset: *genRules, Theme: theme, Dealer: rec.Dealer, Deal: rec.Deal, Moves: append([]game.Move(nil), rec.Moves...),
		Seat: seat, Expect: e, Check: f}
	p.Reason = reason(theme, st, v, &full, e)
	return p
}
