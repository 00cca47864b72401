package puzzles

import (
	"fmt"

	"tarabish/ai/dd"
	"tarabish/game"
)

// Validate reports the first way in which a puzzle is not a position of a real hand: cards
// lost or doubled, hands of the wrong sizes, an illegal card in the trick, a score that the
// cards already played cannot make, or a goal already reached or out of reach.
func Validate(p *Puzzle) error {
	pos := p.Position()
	if len(p.Trick) > 3 {
		return fmt.Errorf("%d cards in the current trick, at most 3", len(p.Trick))
	}
	if err := pos.Check(); err != nil {
		return err
	}
	if err := checkTrick(p); err != nil {
		return err
	}
	if err := checkScore(p); err != nil {
		return err
	}
	if err := checkBella(p); err != nil {
		return err
	}
	if p.ToMove().Team() != p.Side {
		return fmt.Errorf("side %v is not the side of %v to move", p.Side, p.ToMove())
	}
	if p.Caller > game.West {
		return fmt.Errorf("no caller")
	}
	if bad := p.Answer &^ dd.Legal(pos); bad != 0 || p.Answer == 0 {
		return fmt.Errorf("answer %v is not a set of legal cards", p.Answer)
	}
	if need, left := p.Need(), remaining(p); need <= 0 || need > left {
		return fmt.Errorf("side %v needs %d of the %d left", p.Side, need, left)
	}
	return nil
}

// checkTrick replays the current trick from the hands before it: every card legal in turn.
func checkTrick(p *Puzzle) error {
	pos := p.Position()
	seat := p.Leader
	for _, c := range p.Trick {
		pos.Hands[seat] |= c.Mask()
		seat = p.Game.Next(seat)
	}
	pos.TrickLen = 0
	for _, c := range p.Trick {
		if !dd.Legal(pos).Has(c) {
			return fmt.Errorf("%v plays %v to the trick against the rules", pos.ToMove(), c)
		}
		pos.Hands[pos.ToMove()] &^= c.Mask()
		pos.TrickLen++
	}
	return nil
}

// checkScore matches the tricks and points taken with the cards already gone.
func checkScore(p *Puzzle) error {
	gone := p.Game.Deck() &^ held(p)
	done := p.Game.HandSize() - p.Hands[p.ToMove()].Len()
	if gone.Len() != 4*done {
		return fmt.Errorf("%d cards gone in %d tricks", gone.Len(), done)
	}
	if p.Tricks[0] < 0 || p.Tricks[1] < 0 || p.Tricks[0]+p.Tricks[1] != done {
		return fmt.Errorf("tricks taken %v, want %d in all", p.Tricks, done)
	}
	for t := range p.Taken {
		if p.Taken[t] < 0 || p.Tricks[t] == 0 && p.Taken[t] != 0 {
			return fmt.Errorf("team %v took %d with %d tricks", game.Team(t), p.Taken[t], p.Tricks[t])
		}
	}
	if !p.Game.Ruleset().CardPoints {
		if p.Taken != p.Tricks {
			return fmt.Errorf("tricks taken %v, counted %v", p.Tricks, p.Taken)
		}
		if r := p.Game.Ruleset(); p.Bid < r.LowBid || p.Bid > r.HighBid {
			return fmt.Errorf("bid %d out of %d..%d", p.Bid, r.LowBid, r.HighBid)
		}
		return nil
	}
	if p.Bid != 0 {
		return fmt.Errorf("bid %d in call-or-pass", p.Bid)
	}
	if got, want := p.Taken[0]+p.Taken[1], points(gone, p.Trump); got != want {
		return fmt.Errorf("points taken %v add to %d, the cards gone hold %d", p.Taken, got, want)
	}
	return nil
}

// checkBella makes sure the Bella's king and queen of trump are with its holder or gone.
func checkBella(p *Puzzle) error {
	if p.Bella == game.NoSeat {
		if p.Game.Ruleset().Melds {
			for s := game.North; s <= game.West; s++ {
				if game.HoldsBella(p.Hands[s]|playedBy(p, s), p.Trump) {
					return fmt.Errorf("%v holds a Bella the puzzle does not count", s)
				}
			}
		}
		return nil
	}
	if !p.Game.Ruleset().Melds || p.Trump >= game.NoTrump {
		return fmt.Errorf("no Bella in this game")
	}
	kq := game.NewCard(p.Trump, game.King).Mask() | game.NewCard(p.Trump, game.Queen).Mask()
	seat := p.Leader
	for _, c := range p.Trick {
		if kq.Has(c) && seat != p.Bella {
			return fmt.Errorf("%v plays %v of %v's Bella", seat, c, p.Bella)
		}
		seat = p.Game.Next(seat)
	}
	for s := game.North; s <= game.West; s++ {
		if s != p.Bella && p.Hands[s]&kq != 0 {
			return fmt.Errorf("%v holds a card of %v's Bella", s, p.Bella)
		}
	}
	return nil
}

// playedBy gives the cards a seat played to the current trick.
func playedBy(p *Puzzle, s game.Seat) game.Cards {
	var cs game.Cards
	seat := p.Leader
	for _, c := range p.Trick {
		if seat == s {
			cs |= c.Mask()
		}
		seat = p.Game.Next(seat)
	}
	return cs
}

// held gives the cards in the hands and in the current trick.
func held(p *Puzzle) game.Cards {
	cs := p.Hands[0] | p.Hands[1] | p.Hands[2] | p.Hands[3]
	for _, c := range p.Trick {
		cs |= c.Mask()
	}
	return cs
}

// remaining gives what is still to be won: points with the last-trick bonus, or tricks.
func remaining(p *Puzzle) int {
	if !p.Game.Ruleset().CardPoints {
		return p.Hands[p.ToMove()].Len()
	}
	return points(held(p), p.Trump) + game.DefaultRules(p.Game).LastTrick
}

// points adds up the Tarabish values of cards.
func points(cs game.Cards, trump game.Suit) int {
	total := 0
	for _, c := range cs.Slice() {
		total += game.Points(c, trump)
	}
	return total
}
