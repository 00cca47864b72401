package partner

import (
	"fmt"

	"tarabish/game"
)

// Theme is the point of play a position is about.
type Theme string

// The themes of the suite.
const (
	ThemePartnerWinner Theme = "partner-winner" // do not overtake or trump partner's sure winner
	ThemeBella         Theme = "bella"          // Tarabish: cash a Bella card only when it is safe
	ThemeJackNine      Theme = "jack-nine"      // Tarabish: draw trumps holding the jack (and the nine)
	ThemeContract      Theme = "contract"       // the card that makes or beats the contract
	ThemeLeadThrough   Theme = "lead-through"   // a defender leads through the caller's strength
	ThemePartnerSuit   Theme = "partner-suit"   // Tarneeb: return partner's suit
	ThemeDrawTrumps    Theme = "draw-trumps"    // Tarneeb: the bidder's side draws trumps
	ThemeSettingTrick  Theme = "setting-trick"  // Tarneeb: a defender keeps the trick that sets the bid
)

// Figures are the results of a position's sampled double-dummy check.
type Figures struct {
	Samples int     `json:"samples"` // deals of the hidden cards solved
	Seed    uint64  `json:"seed"`    // the seed they were drawn from
	Share   float64 `json:"share"`   // lowest share, among the expected cards, of samples where the card is best or tied-best
	Gap     float64 `json:"gap"`     // worst expected card's mean value minus the best other card's
}

// Position is one decision of the suite: a deal and the actions up to it, the seat to act,
// the card or cards a strong player plays and why.
type Position struct {
	ID     string // stable name, "tb.07" or "tn.12"
	Game   game.Kind
	Preset string // rules preset (empty: the game's default)
	Theme  Theme
	Dealer game.Seat
	Deal   [4][]game.Card // every seat's cards as dealt
	Moves  []game.Move    // the hand's actions so far in hand-record notation
	Seat   game.Seat      // the seat to act
	Expect game.Cards     // the card, or the equally good cards, a strong player plays
	Reason string         // English one-line reason
	Check  Figures
}

// Rules gives the position's rules.
func (p *Position) Rules() (game.Rules, error) { return game.PresetRules(p.Game, p.Preset) }

// Replay plays the deal and the actions through the engine and gives the game at the
// position; it fails when an action is illegal or another seat than Seat is to act.
func (p *Position) Replay() (*game.Game, error) {
	r, err := p.Rules()
	if err != nil {
		return nil, err
	}
	h := game.History{Hands: []game.HandRecord{{Dealer: p.Dealer, Deal: p.Deal, Moves: p.Moves}}}
	g, err := game.Rebuild(r, h, nil)
	if err != nil {
		return nil, err
	}
	if g.State.Phase != game.PhasePlay {
		return nil, fmt.Errorf("position %s: the hand is in the %s phase, not in play", p.ID, g.State.Phase)
	}
	if cur := g.State.Current(); cur != p.Seat {
		return nil, fmt.Errorf("position %s: %s is to act, not %s", p.ID, cur, p.Seat)
	}
	return g, nil
}

// View gives what the seat to act knows at the position.
func (p *Position) View() (game.View, error) {
	g, err := p.Replay()
	if err != nil {
		return game.View{}, err
	}
	return g.State.View(p.Seat), nil
}

// String names the position for messages.
func (p *Position) String() string { return fmt.Sprintf("%s (%s, %s to play)", p.ID, p.Theme, p.Seat) }
