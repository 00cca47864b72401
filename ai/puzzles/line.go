package puzzles

import "tarabish/game"

// Trick is one trick of a line: the cards played to it, those already on the table first,
// and the seat that takes it.
type Trick struct {
	Plays  []Play
	Winner game.Seat
}

// Tricks splits a line from the puzzle's position into its tricks, the one on the table
// first (with the cards already played to it), for the screen to show trick by trick. A
// last trick left unfinished has Winner game.NoSeat.
func Tricks(p *Puzzle, line []Play) []Trick {
	var out []Trick
	var cur Trick
	seat := p.Leader
	for _, c := range p.Trick {
		cur.Plays = append(cur.Plays, Play{seat, c})
		seat = p.Game.Next(seat)
	}
	for _, pl := range line {
		cur.Plays = append(cur.Plays, pl)
		if len(cur.Plays) < 4 {
			continue
		}
		cur.Winner = winner(p, cur.Plays)
		out = append(out, cur)
		cur = Trick{}
	}
	if len(cur.Plays) > 0 {
		cur.Winner = game.NoSeat
		out = append(out, cur)
	}
	return out
}

// winner gives the seat whose card takes a full trick.
func winner(p *Puzzle, plays []Play) game.Seat {
	best := plays[0]
	for _, pl := range plays[1:] {
		if game.Beats(p.Game, pl.Card, best.Card, p.Trump) {
			best = pl
		}
	}
	return best.Seat
}
