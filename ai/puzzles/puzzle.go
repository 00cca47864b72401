package puzzles

import (
	"fmt"

	"tarabish/ai"
	"tarabish/ai/dd"
	"tarabish/game"
)

// Theme is what a puzzle teaches.
type Theme string

// The themes of the puzzles.
const (
	ThemeContract  Theme = "contract"   // Tarabish: the caller makes more than half, not bait
	ThemeBait      Theme = "bait"       // Tarabish: the defenders put the caller bait
	ThemeBella     Theme = "bella"      // Tarabish: the caller keeps the Bella by not going bait
	ThemeLastTrick Theme = "last-trick" // Tarabish: the cards that make 82 take the last trick, the others lose it
	ThemeCapot     Theme = "capot"      // Tarabish: every trick
	ThemeBid       Theme = "bid"        // Tarneeb: make the bid
	ThemeKaboot    Theme = "kaboot"     // Tarneeb: all 13 tricks
	ThemeTrumps    Theme = "trumps"     // Tarneeb: the bid is made by leading a trump, with other suits held
	ThemeEndplay   Theme = "endplay"    // Tarneeb: the bid is made by losing the trick led, to put the right hand on lead
	ThemeDefence   Theme = "defence"    // Tarneeb: a defender void in the suit led keeps the card that sets the bid
)

// Puzzle is one ending: the cards left, the score so far, the goal and its answer.
type Puzzle struct {
	ID    string    // stable name, "tb.07" or "tn.12"
	Game  game.Kind // Tarabish or Tarneeb
	Theme Theme
	Title string // English title (the screen words it through the catalogue by TitleKey)
	Goal  string // English one-line goal (GoalKey in the catalogue)

	Trump  game.Suit
	Hands  [4]game.Cards // cards each seat still holds
	Leader game.Seat     // who led the current trick
	Trick  []game.Card   // cards already played to the current trick, in play order

	Caller game.Seat // Tarabish caller or Tarneeb bidder
	Bid    int       // Tarneeb bid (Tarabish call-or-pass: 0)
	Bella  game.Seat // Tarabish: the seat whose Bella counts, or game.NoSeat
	Taken  [2]int    // card points (Tarabish, no bonus) or tricks each team took before this trick
	Tricks [2]int    // tricks each team took before this trick

	Side   game.Team  // the team that solves the puzzle: the seat to move's
	Target int        // what Side must hold at the end of the hand (points with Bella and last trick, or tricks)
	Answer game.Cards // the cards that reach the target; every other legal card fails
}

// TitleKey gives the message-catalogue key of the title.
func (p *Puzzle) TitleKey() string { return "puzzle." + p.ID + ".title" }

// GoalKey gives the message-catalogue key of the goal.
func (p *Puzzle) GoalKey() string { return "puzzle." + p.ID + ".goal" }

// ToMove gives the seat whose card the puzzle asks for.
func (p *Puzzle) ToMove() game.Seat {
	s := p.Leader
	for range p.Trick {
		s = p.Game.Next(s)
	}
	return s
}

// Position gives the solver's position of the puzzle.
func (p *Puzzle) Position() dd.Position {
	pos := dd.Position{Rules: ai.SolverRules(game.DefaultRules(p.Game)), Hands: p.Hands, Trump: p.Trump,
		Leader: p.Leader, TrickLen: len(p.Trick)}
	for i := range pos.Trick {
		pos.Trick[i] = game.NoCard
	}
	copy(pos.Trick[:], p.Trick)
	return pos
}

// Legal gives the cards the seat to move may play.
func (p *Puzzle) Legal() game.Cards { return dd.Legal(p.Position()) }

// Need gives what Side must still win from here on (points with the last-trick bonus, or
// tricks, the current trick included) to reach the target.
func (p *Puzzle) Need() int {
	need := p.Target - p.Taken[p.Side]
	if p.Bella != game.NoSeat && p.Bella.Team() == p.Side {
		need -= bellaPoints
	}
	return need
}

// bellaPoints is what a Bella said is worth.
const bellaPoints = 20

// String names the puzzle for messages.
func (p *Puzzle) String() string { return fmt.Sprintf("%s %q", p.ID, p.Title) }
