package dd

import (
	"bytes"
	"strings"
	"testing"

	"tarabish/game"
)

func TestParseDealGood(t *testing.T) {
	cases := []struct {
		line   string
		g      game.Kind
		north  string
		east   string
		trump  game.Suit
		leader game.Seat
	}{
		{"N:AK.Q.J.T QJ.K.A.9 T9.A.K.J 87.T.Q.A H W", game.Tarabish, "AS KS QH JD TC", "QS JS KH AD 9C", game.Hearts, game.West},
		{"E:A.-.-.- K... Q... J... nt n", game.Tarabish, "JS", "AS", game.NoTrump, game.North},
		{"N: a10... k9... q8... j7... S E", game.Tarabish, "AS TS", "KS 9S", game.Spades, game.East},
		{"S:2... 3... 4... 5... C S", game.Tarneeb, "4S", "5S", game.Clubs, game.South},
	}
	for _, c := range cases {
		p, err := ParseDeal(c.line, c.g)
		if err != nil {
			t.Errorf("%q: %v", c.line, err)
			continue
		}
		if p.Hands[game.North] != cards(t, c.north) {
			t.Errorf("%q: N = %v", c.line, p.Hands[game.North])
		}
		if c.east != "" && p.Hands[game.East] != cards(t, c.east) {
			t.Errorf("%q: E = %v", c.line, p.Hands[game.East])
		}
		if p.Trump != c.trump || p.Leader != c.leader {
			t.Errorf("%q: trump %v leader %v", c.line, p.Trump, p.Leader)
		}
	}
}

func TestParseDealBad(t *testing.T) {
	cases := []struct {
		line string
		g    game.Kind
		want string
	}{
		{"N:A... K... Q... J...", game.Tarabish, "fields"},
		{"X:A... K... Q... J... S N", game.Tarabish, "unknown seat"},
		{"A... K... Q... J... S N", game.Tarabish, "does not start with a seat"},
		{"N:A.. K... Q... J... S N", game.Tarabish, "want 4 suits"},
		{"N:AK... Q... J... T... S N", game.Tarabish, "hand E has 1 cards, N has 2"},
		{"N:A... A... Q... J... S N", game.Tarabish, "card AS appears twice"},
		{"N:AA... K... Q... J... S N", game.Tarabish, "card AS appears twice"},
		{"N:5... K... Q... J... S N", game.Tarabish, "rank 5 is not in the Tarabish deck"},
		{"N:X... K... Q... J... S N", game.Tarabish, "bad rank"},
		{"N:A... K... Q... J... Z N", game.Tarabish, "trump"},
		{"N:A... K... Q... J... NT N", game.Tarneeb, "no no-trump"},
		{"N:A... K... Q... J... S Q", game.Tarabish, "leader"},
		{"N:... ... ... ... S N", game.Tarabish, "empty"},
	}
	for _, c := range cases {
		_, err := ParseDeal(c.line, c.g)
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%q: error %v, want %q", c.line, err, c.want)
		}
	}
}

func TestRunSolve(t *testing.T) {
	in := "N:A... K... Q... J... H N\n\nN:A... A... Q... J... S N\nW:.A.. .K.. .Q.. .J.. NT N\n"
	var out bytes.Buffer
	failed := RunSolve(strings.NewReader(in), &out, Rules{Game: game.Tarabish, LastTrick: 10})
	want := "30 AS\nerror: card AS appears twice\n0 KH\n"
	if !failed || out.String() != want {
		t.Errorf("RunSolve = %v %q, want true %q", failed, out.String(), want)
	}
}
