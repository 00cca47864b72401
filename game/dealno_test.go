package game

import (
	"strings"
	"testing"
	"time"
)

func TestDealForIsTheNumbersDeal(t *testing.T) {
	for k := Kind(0); int(k) < Kinds; k++ {
		for _, n := range []DealNo{1, 2, 3, 4, 4518207, MaxDealNo} {
			dealer, deal := DealFor(k, n)
			if dealer != Seat(n%4) {
				t.Errorf("%s %d: dealer %s", k, n, dealer)
			}
			if err := CheckDeal(k, deal); err != nil {
				t.Errorf("%s %d: %v", k, n, err)
			}
			again, deal2 := DealFor(k, n)
			if again != dealer || !sameDeal(deal, deal2) {
				t.Errorf("%s %d: the same number dealt twice differs", k, n)
			}
		}
		_, a := DealFor(k, 100)
		_, b := DealFor(k, 104)
		if sameDeal(a, b) {
			t.Errorf("%s: deals 100 and 104 are the same", k)
		}
	}
	// pinned: the number means the same cards on every machine and in every version
	_, d := DealFor(Tarabish, 4518207)
	if got := cardsText(d[North]); got != pinnedTarabish4518207 {
		t.Errorf("Tarabish deal 4518207, North: %s, want %s", got, pinnedTarabish4518207)
	}
}

func cardsText(cs []Card) string {
	parts := make([]string, len(cs))
	for i, c := range cs {
		parts[i] = c.String()
	}
	return strings.Join(parts, " ")
}

func TestParseDealNo(t *testing.T) {
	good := map[string]DealNo{"4518207": 4518207, " 4 518 207 ": 4518207, "4.518.207": 4518207, "4,518,207": 4518207,
		"٤٥١٨٢٠٧": 4518207, "1": 1, "9999999": MaxDealNo, "4\u00a0518\u00a0207": 4518207}
	for in, want := range good {
		if n, err := ParseDealNo(in); err != nil || n != want {
			t.Errorf("ParseDealNo(%q) = %d, %v; want %d", in, n, err, want)
		}
	}
	for _, in := range []string{"", "  ", "0", "000", "10000000", "12a4", "-5", "99999999999999999999999"} {
		if n, err := ParseDealNo(in); err == nil {
			t.Errorf("ParseDealNo(%q) = %d, want an error", in, n)
		}
	}
}

func TestDailyDealNo(t *testing.T) {
	a := DailyDealNo(Tarabish, 2026, time.December, 1)
	if a != DailyDealNo(Tarabish, 2026, time.December, 1) || a == 0 || a > MaxDealNo {
		t.Fatalf("daily deal %d", a)
	}
	if a == DailyDealNo(Tarabish, 2026, time.December, 2) || a == DailyDealNo(Tarneeb, 2026, time.December, 1) {
		t.Errorf("the daily deal does not change with the day and the game")
	}
	// pinned: the same on every machine, for a given date
	if a != pinnedDaily20261201 {
		t.Errorf("daily Tarabish deal of 2026-12-01 is %d, want %d", a, pinnedDaily20261201)
	}
}

func TestSeededGamesDealNumberedDeals(t *testing.T) {
	for k := Kind(0); int(k) < Kinds; k++ {
		g, err := NewGame(DefaultRules(k), 99)
		if err != nil {
			t.Fatal(err)
		}
		h := g.Hands[0]
		dealer, deal := DealFor(k, h.No)
		if h.No == 0 || dealer != h.Dealer || !sameDeal(deal, h.Deal) {
			t.Fatalf("%s: hand 1 is not its deal number %d", k, h.No)
		}
	}
}

func TestNumberedGameAndRecord(t *testing.T) {
	r := DefaultRules(Tarneeb)
	g, err := NewNumberedGame(r, 4518207)
	if err != nil {
		t.Fatal(err)
	}
	if g.Seeded || g.Hands[0].No != 4518207 || g.State.Dealer != DealNo(4518207).Dealer() {
		t.Fatalf("numbered game: seeded %v, number %d, dealer %s", g.Seeded, g.Hands[0].No, g.State.Dealer)
	}
	data, err := g.Record().MarshalJSON()
	if err != nil || !strings.Contains(string(data), `"deal_no":4518207`) {
		t.Fatalf("the record does not carry the deal number: %s %v", data, err)
	}
	rec, err := ParseRecord(data)
	if err != nil || rec.Hands[0].No != 4518207 {
		t.Fatalf("read back: %v, number %d", err, rec.Hands[0].No)
	}
	back, err := Rebuild(rec.Rules, History{Hands: rec.Hands}, nil)
	if err != nil || back.Hands[0].No != 4518207 {
		t.Fatalf("rebuilt: %v", err)
	}
	// a number that is not the deal's is an error, as is one out of range
	bad := strings.Replace(string(data), `"deal_no":4518207`, `"deal_no":4518211`, 1)
	if _, err := ParseRecord([]byte(bad)); err == nil || !strings.Contains(err.Error(), "deal_no") {
		t.Errorf("a wrong deal number was taken: %v", err)
	}
	bad = strings.Replace(string(data), `"deal_no":4518207`, `"deal_no":99999999`, 1)
	if _, err := ParseRecord([]byte(bad)); err == nil {
		t.Errorf("an out-of-range deal number was taken")
	}
	if _, err := NewNumberedGame(r, 0); err == nil {
		t.Errorf("deal number 0 was taken")
	}
	// a record without numbers still reads
	plain := strings.Replace(string(data), `"deal_no":4518207,`, ``, 1)
	if rec, err := ParseRecord([]byte(plain)); err != nil || rec.Hands[0].No != 0 {
		t.Errorf("a record without a deal number: %v", err)
	}
}

const (
	pinnedTarabish4518207        = "TC KH JC KS 7S 9D AS QH 8C"
	pinnedDaily20261201   DealNo = 9398040
)
