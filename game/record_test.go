package game_test

import (
	"encoding/json"
	"strings"
	"testing"

	"tarabish/game"
)

// recordJSON plays a hand with the first legal card for everyone after the given actions and
// writes its record as JSON.
func recordJSON(t *testing.T, k game.Kind, rules string, dealer game.Seat, deal [4]string, bidding ...string) string {
	t.Helper()
	stub, err := game.ParseRecord([]byte(`{"game":"` + k.String() + `","rules":` + rules + `,"hands":[]}`))
	if err != nil {
		t.Fatal(err)
	}
	s, _ := game.NewState(stub.Rules, dealer)
	if err := s.StartHand(parseDeal(t, deal)); err != nil {
		t.Fatal(err)
	}
	actions := append([]string{}, bidding...)
	do(t, &s, bidding...)
	for s.Phase == game.PhasePlay {
		text := s.Current().String() + " play " + s.LegalPlays().First().String()
		do(t, &s, text)
		actions = append(actions, text)
	}
	hand := map[string]any{"dealer": dealer.String(), "deal": map[string]string{
		"N": deal[0], "E": deal[1], "S": deal[2], "W": deal[3]}, "actions": actions}
	out, _ := json.Marshal(map[string]any{"game": k.String(), "rules": json.RawMessage(rules), "hands": []any{hand}})
	return string(out)
}

func replayText(t *testing.T, text string) (string, error) {
	t.Helper()
	rec, err := game.ParseRecord([]byte(text))
	if err != nil {
		return "", err
	}
	g, results, err := game.Replay(rec)
	if err != nil {
		return "", err
	}
	out, err := game.ReplayJSON(g, results)
	return string(out), err
}

func TestReplayTarabishOutput(t *testing.T) {
	text := recordJSON(t, game.Tarabish, `{"preset": "cape-breton", "last_trick": 10}`, game.West, dealA, "N call H")
	out, err := replayText(t, text)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"hands":[{"dealer":"W","caller":"N","trump":"H","bid":null,"thrown_in":false,"bait":"`
	if !strings.HasPrefix(out, want) {
		t.Errorf("have %s\nwant prefix %s", out, want)
	}
	var parsed struct {
		Hands []map[string]any `json:"hands"`
		Total map[string]int   `json:"total"`
		Win   *string          `json:"winner"`
	}
	if err := json.Unmarshal([]byte(out), &parsed); err != nil {
		t.Fatal(err)
	}
	h := parsed.Hands[0]
	keys := []string{"dealer", "caller", "trump", "bid", "thrown_in", "bait", "tricks", "card_points", "last_trick", "runs", "bella", "score"}
	if len(h) != len(keys) {
		t.Errorf("hand keys %v, want %v", h, keys)
	}
	for _, k := range keys {
		if _, ok := h[k]; !ok {
			t.Errorf("key %s missing", k)
		}
	}
	cp := h["card_points"].(map[string]any)
	if cp["NS"].(float64)+cp["EW"].(float64) != 152 {
		t.Errorf("card points %v", cp)
	}
	if parsed.Win != nil {
		t.Errorf("winner after one hand: %v", *parsed.Win)
	}
}

func TestReplayThrownIn(t *testing.T) {
	text := recordJSON(t, game.Tarabish, `{"dealer_forced": false}`, game.West, dealA, "N pass", "E pass", "S pass", "W pass")
	out, err := replayText(t, text)
	if err != nil {
		t.Fatal(err)
	}
	want := `{"hands":[{"dealer":"W","caller":null,"trump":null,"bid":null,"thrown_in":true,"bait":"none","tricks":{"NS":0,"EW":0},"card_points":{"NS":0,"EW":0},"last_trick":{"NS":0,"EW":0},"runs":{"NS":0,"EW":0},"bella":{"NS":0,"EW":0},"score":{"NS":0,"EW":0}}],"total":{"NS":0,"EW":0},"winner":null}`
	if out != want {
		t.Errorf("have %s\nwant %s", out, want)
	}
}

func TestReplayTarneebOutput(t *testing.T) {
	text := recordJSON(t, game.Tarneeb, `{}`, game.North, suitsDeal, "W bid 7", "S pass", "E pass", "N pass", "W trump C")
	out, err := replayText(t, text)
	if err != nil {
		t.Fatal(err)
	}
	// West holds every club: 13 tricks, a kaboot that wins the set.
	want := `{"hands":[{"dealer":"N","bidder":"W","bid":7,"trump":"C","thrown_in":false,"tricks":{"NS":0,"EW":13},"made":true,"kaboot":true,"score":{"NS":0,"EW":13}}],"total":{"NS":0,"EW":13},"winner":"EW"}`
	if out != want {
		t.Errorf("have %s\nwant %s", out, want)
	}
	match := recordJSON(t, game.Tarneeb, `{"match": "best_of_3"}`, game.North, suitsDeal, "W bid 7", "S pass", "E pass", "N pass", "W trump C")
	out, _ = replayText(t, match)
	if !strings.HasSuffix(out, `"total":{"NS":0,"EW":13},"sets":{"NS":0,"EW":1},"winner":null}`) {
		t.Errorf("match output %s", out)
	}
	redeal := recordJSON(t, game.Tarneeb, `{}`, game.North, suitsDeal, "W pass", "S pass", "E pass", "N pass")
	out, _ = replayText(t, redeal)
	if want := `{"hands":[{"dealer":"N","bidder":null,"bid":null,"trump":null,"thrown_in":true,"tricks":{"NS":0,"EW":0},"made":false,"kaboot":false,"score":{"NS":0,"EW":0}}],"total":{"NS":0,"EW":0},"winner":null}`; out != want {
		t.Errorf("have %s\nwant %s", out, want)
	}
}

func TestReplayUnfinishedHand(t *testing.T) {
	text := `{"game":"tarabish","rules":{},"hands":[{"dealer":"W","deal":{"N":"` + dealA[0] + `","E":"` + dealA[1] + `","S":"` + dealA[2] + `","W":"` + dealA[3] + `"},"actions":["N call H","N play AS"]}]}`
	out, err := replayText(t, text)
	if err != nil || out != `{"hands":[],"total":{"NS":0,"EW":0},"winner":null}` {
		t.Errorf("have %s, %v", out, err)
	}
}

func TestReplayErrors(t *testing.T) {
	deal := `"deal":{"N":"` + dealA[0] + `","E":"` + dealA[1] + `","S":"` + dealA[2] + `","W":"` + dealA[3] + `"}`
	hand := func(dealer string, actions ...string) string {
		q := make([]string, len(actions))
		for i, a := range actions {
			q[i] = `"` + a + `"`
		}
		return `{"dealer":"` + dealer + `",` + deal + `,"actions":[` + strings.Join(q, ",") + `]}`
	}
	rec := func(rules string, hands ...string) string {
		return `{"game":"tarabish","rules":` + rules + `,"hands":[` + strings.Join(hands, ",") + `]}`
	}
	for _, tc := range []struct {
		name, text, want string
	}{
		{"bad json", `{"game":`, "bad JSON"},
		{"unknown game", `{"game":"bridge","rules":{},"hands":[]}`, `unknown game "bridge"`},
		{"unknown option", rec(`{"trumps":"on"}`), `unknown tarabish option "trumps"`},
		{"bad value", rec(`{"last_trick":7}`), `option last_trick: "7" is not one of 10, 4`},
		{"unknown preset", rec(`{"preset":"levant-41"}`), `preset "levant-41" is for tarneeb`},
		{"short deal", strings.Replace(rec(`{}`, hand("W")), "AS 6S", "6S", 1), "hand 1: deal: seat N has 8 cards, want 9"},
		{"card twice", strings.Replace(rec(`{}`, hand("W")), "AS 6S", "6S 6S", 1), "hand 1: deal: card 6S is dealt twice"},
		{"bad card", strings.Replace(rec(`{}`, hand("W")), "AS 6S", "AS 2S", 1), "hand 1: deal: card 2S is not in the tarabish deck"},
		{"illegal card", rec(`{}`, hand("W", "N call H", "N play 6D", "E play TS")), `hand 1, action 3 "E play TS": must follow suit (diamonds)`},
		{"wrong seat", rec(`{}`, hand("W", "E call H")), `hand 1, action 1 "E call H": it is North's turn, not East's`},
		{"bad verb", rec(`{}`, hand("W", "N double")), `hand 1, action 1 "N double": unknown verb "double"`},
		{"unfinished then another", rec(`{}`, hand("W", "N call H"), hand("N")), "hand 2: hand 1 is unfinished"},
		{"dealer out of rotation", rec(`{"dealer_forced":false}`, hand("W", "N pass", "E pass", "S pass", "W pass"), hand("S")), "hand 2: dealer S is out of rotation: N deals this hand"},
		{"action after the hand", rec(`{"dealer_forced":false}`, hand("W", "N pass", "E pass", "S pass", "W pass", "N pass")), `hand 1, action 5 "N pass": the hand is over`},
	} {
		t.Run(tc.name, func(t *testing.T) {
			_, err := replayText(t, tc.text)
			if err == nil || !strings.Contains(err.Error(), tc.want) {
				t.Errorf("have %v\nwant %q", err, tc.want)
			}
		})
	}
}

func TestTenOnInput(t *testing.T) {
	c, err := game.ParseCard("10H")
	if err != nil || c.String() != "TH" {
		t.Errorf("10H: %v %v", c, err)
	}
	for _, bad := range []string{"", "1H", "TX", "11H", "H", "TTH"} {
		if _, err := game.ParseCard(bad); err == nil {
			t.Errorf("%q accepted", bad)
		}
	}
}

func TestRecordRules(t *testing.T) {
	r := rulesWith(t, game.Tarabish, "last_trick=4", "no_trump=on")
	data, _ := json.Marshal(game.Record{Game: game.Tarabish, Rules: r})
	if want := `{"game":"tarabish","rules":{"last_trick":4,"no_trump":true,"preset":"cape-breton"},"hands":[]}`; string(data) != want {
		t.Errorf("have %s\nwant %s", data, want)
	}
	rec, err := game.ParseRecord(data)
	if err != nil || rec.Rules != r {
		t.Errorf("round trip: %v, %+v", err, rec.Rules)
	}
	p, _ := game.PresetRules(game.Tarabish, "belote-auction")
	if p.Bidding != game.BiddingAuction || p.MinBid != 50 || p.BidOn != game.BidOnThree || p.RunScoring != game.RunScoringTeam ||
		!p.Quint || !p.FourOfAKind || !p.PartnerExemption || !p.CapotBonus || p.Preset != "belote-auction" {
		t.Errorf("belote-auction preset: %+v", p)
	}
	if r.Preset != "custom" {
		t.Errorf("changed rules keep preset %q", r.Preset)
	}
	back := rulesWith(t, game.Tarabish, "bella_call=either", "trick_history=on")
	if back.Preset != "cape-breton-friendly" {
		t.Errorf("rules equal to a preset are called %q", back.Preset)
	}
}

func TestNewDealtGame(t *testing.T) {
	g, err := game.NewDealtGame(game.DefaultRules(game.Tarabish), game.West, parseDeal(t, dealA))
	if err != nil || g.State.Phase != game.PhaseBid || g.State.Current() != game.North || g.Seeded {
		t.Fatalf("%v, phase %s, turn %s", err, g.State.Phase, g.State.Current())
	}
	bad := parseDeal(t, dealA)
	bad[0] = bad[0][:8]
	if _, err := game.NewDealtGame(game.DefaultRules(game.Tarabish), game.West, bad); err == nil {
		t.Error("a short deal was accepted")
	}
}
