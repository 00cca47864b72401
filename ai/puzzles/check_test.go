package puzzles_test

import (
	"testing"

	"tarabish/ai/dd"
	"tarabish/ai/puzzles"
	"tarabish/game"
)

// TestCheckLines plays every legal card of every puzzle through Check: the verdict agrees
// with the answer, and the line is a legal play of the whole rest of the hand that gives the
// side what the verdict says.
func TestCheckLines(t *testing.T) {
	for _, p := range puzzles.All() {
		value := map[game.Card]int{}
		for _, cs := range puzzles.Values(p) {
			value[cs.Card] = cs.Value
		}
		for _, c := range p.Legal().Slice() {
			v, err := puzzles.Check(p, c)
			if err != nil {
				t.Fatalf("%s %v: %v", p.ID, c, err)
			}
			if v.OK != p.Answer.Has(c) {
				t.Errorf("%s %v: have ok %v, the answer is %v", p.ID, c, v.OK, p.Answer)
			}
			if v.OK != (v.Got >= p.Need()) {
				t.Errorf("%s %v: ok %v with %d of %d needed", p.ID, c, v.OK, v.Got, p.Need())
			}
			if v.Got != value[c] {
				t.Errorf("%s %v: the line gives %d, the solver's value is %d", p.ID, c, v.Got, value[c])
			}
			if got := replay(t, p, v.Line); got != v.Got {
				t.Errorf("%s %v: the line gives %d, the verdict %d", p.ID, c, got, v.Got)
			}
		}
	}
}

// TestCheckIllegal asks Check about a card the seat to move may not play.
func TestCheckIllegal(t *testing.T) {
	for _, p := range puzzles.All() {
		held := p.Hands[p.ToMove()]
		if bad := held &^ p.Legal(); bad != 0 {
			if _, err := puzzles.Check(p, bad.First()); err == nil {
				t.Errorf("%s: Check accepts %v, which is not legal", p.ID, bad.First())
			}
			return
		}
	}
	t.Fatal("no puzzle has an illegal card in the hand to move")
}

// replay plays a line from the puzzle under the rules and gives what the side won with it;
// the line must end the hand and start with the puzzle's seat to move.
func replay(t *testing.T, p *puzzles.Puzzle, line []puzzles.Play) int {
	t.Helper()
	pos := p.Position()
	got := 0
	for i, pl := range line {
		if pl.Seat != pos.ToMove() || !dd.Legal(pos).Has(pl.Card) {
			t.Fatalf("%s: play %d, %v by %v, is not legal", p.ID, i, pl.Card, pl.Seat)
		}
		pos.Hands[pl.Seat] &^= pl.Card.Mask()
		pos.Trick[pos.TrickLen] = pl.Card
		pos.TrickLen++
		pos.Rules.LeadTrump = false
		if pos.TrickLen < 4 {
			continue
		}
		win, value := pos.Leader, 0
		best, seat := pos.Trick[0], pos.Leader
		for j, c := range pos.Trick {
			if j > 0 && game.Beats(p.Game, c, best, p.Trump) {
				best, win = c, seat
			}
			value += game.Points(c, p.Trump)
			seat = p.Game.Next(seat)
		}
		if !p.Game.Ruleset().CardPoints {
			value = 1
		} else if pos.Hands[win] == 0 {
			value += pos.Rules.LastTrick
		}
		if win.Team() == p.Side {
			got += value
		}
		pos.Leader, pos.TrickLen = win, 0
	}
	for s, h := range pos.Hands {
		if h != 0 {
			t.Fatalf("%s: the line leaves %v with %v", p.ID, game.Seat(s), h)
		}
	}
	return got
}

// TestTricks splits each puzzle's solution line into tricks: the first holds the cards on
// the table, every trick four cards by four seats in turn, and each winner leads the next.
func TestTricks(t *testing.T) {
	for _, p := range puzzles.All() {
		v, err := puzzles.Check(p, p.Answer.First())
		if err != nil {
			t.Fatalf("%s: %v", p.ID, err)
		}
		tricks := puzzles.Tricks(p, v.Line)
		if have, want := len(tricks), p.Hands[p.ToMove()].Len(); have != want {
			t.Errorf("%s: have %d tricks, want %d", p.ID, have, want)
			continue
		}
		for i, c := range p.Trick {
			if tricks[0].Plays[i].Card != c {
				t.Errorf("%s: the first trick starts %v, the table holds %v", p.ID, tricks[0].Plays, p.Trick)
			}
		}
		lead := p.Leader
		for i, tr := range tricks {
			if len(tr.Plays) != 4 || tr.Plays[0].Seat != lead {
				t.Errorf("%s: trick %d is %v, led by %v", p.ID, i, tr.Plays, lead)
				break
			}
			for j := 1; j < 4; j++ {
				if tr.Plays[j].Seat != p.Game.Next(tr.Plays[j-1].Seat) {
					t.Errorf("%s: trick %d is played out of turn: %v", p.ID, i, tr.Plays)
				}
			}
			lead = tr.Winner
		}
	}
}

// TestTricksWinner takes the worked trick of the rules: A♠ led, 10♠, J♥ (hearts trump), K♠;
// the J♥ wins, and an unfinished trick has no winner yet.
func TestTricksWinner(t *testing.T) {
	p := &puzzles.Puzzle{Game: game.Tarabish, Trump: game.Hearts, Leader: game.North}
	card := func(s string) game.Card {
		c, err := game.ParseCard(s)
		if err != nil {
			t.Fatal(err)
		}
		return c
	}
	line := []puzzles.Play{{game.North, card("AS")}, {game.East, card("TS")}, {game.South, card("JH")},
		{game.West, card("KS")}, {game.South, card("6S")}}
	tricks := puzzles.Tricks(p, line)
	if len(tricks) != 2 || tricks[0].Winner != game.South || tricks[1].Winner != game.NoSeat {
		t.Errorf("have %+v, want South to take the first trick and the second unfinished", tricks)
	}
}
