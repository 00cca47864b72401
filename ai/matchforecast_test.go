package ai

import (
	"testing"

	"tarabish/game"
)

func TestForecastBand(t *testing.T) {
	for p, want := range map[float64]string{0: "0.00-0.60", 0.42: "0.00-0.60", 0.6: "0.60-0.70", 0.699: "0.60-0.70",
		0.7: "0.70-0.80", 0.85: "0.80-0.90", 0.9: "0.90-1.00", 1: "0.90-1.00"} {
		if got := forecastBand(p); got != want {
			t.Errorf("forecastBand(%v) = %q, want %q", p, got, want)
		}
	}
}

func TestContractKind(t *testing.T) {
	tb := game.DefaultRules(game.Tarabish)
	dealerCalls := game.HandResult{Dealer: game.North, Caller: game.North}
	otherCalls := game.HandResult{Dealer: game.North, Caller: game.South}
	if k := contractKind(&tb, &dealerCalls); k != "forced" {
		t.Errorf("the dealer's call under forced rules: %q, want forced", k)
	}
	if k := contractKind(&tb, &otherCalls); k != "voluntary" {
		t.Errorf("partner's call: %q, want voluntary", k)
	}
	free := tb
	free.DealerForced = false
	if k := contractKind(&free, &dealerCalls); k != "voluntary" {
		t.Errorf("the dealer's call when not forced: %q, want voluntary", k)
	}
	auction := tb
	auction.Bidding = game.BiddingAuction
	tn := game.DefaultRules(game.Tarneeb)
	for _, r := range []game.Rules{auction, tn} {
		if k := contractKind(&r, &dealerCalls); k != "bid" {
			t.Errorf("%s %v: %q, want bid", r.Game, r.Bidding, k)
		}
	}
}

func TestForecastBands(t *testing.T) {
	var a levelAcc
	a.addForecast("forced", 0.65, true, -162)
	a.addForecast("forced", 0.61, false, 40)
	a.addForecast("voluntary", 0.95, false, 100)
	got := a.forecastBands()
	if len(got) != 2 {
		t.Fatalf("bands %+v, want 2", got)
	}
	v, f := got[0], got[1]
	if v.Kind != "voluntary" || v.Band != "0.90-1.00" || v.Contracts != 1 || v.Made != 1 || v.ScoreDiff != 100 {
		t.Errorf("voluntary band %+v", v)
	}
	if f.Kind != "forced" || f.Band != "0.60-0.70" || f.Contracts != 2 || f.Made != 0.5 || f.ScoreDiff != -61 || f.Forecast != 0.63 {
		t.Errorf("forced band %+v", f)
	}
}
