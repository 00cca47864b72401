package game

import "fmt"

// Phase is the stage a game is in.
type Phase uint8

// The phases of a game.
const (
	PhaseDeal  Phase = iota // waiting for the next deal
	PhaseBid                // call-or-pass or auction
	PhaseTrump              // the auction winner names trump
	PhasePlay               // tricks are played
	PhaseOver               // the game (Tarneeb: the match) is over
)

// String names the phase.
func (p Phase) String() string {
	return [...]string{"deal", "bid", "trump", "play", "over"}[p]
}

// Bait says how badly a Tarabish calling team fell short.
type Bait uint8

// Bait outcomes.
const (
	BaitNone Bait = iota
	BaitHalf
	BaitFull
)

// String gives none, half or full.
func (b Bait) String() string { return [...]string{"none", "half", "full"}[b] }

// HandResult is the outcome of one finished hand, per team where it says so.
type HandResult struct {
	Game       Kind
	Dealer     Seat
	Caller     Seat // Tarabish caller or Tarneeb bidder; NoSeat when thrown in
	Trump      Suit // NoSuit when thrown in
	Bid        int  // the winning bid (0 in call-or-pass and when thrown in)
	ThrownIn   bool
	Bait       Bait
	Made       bool // Tarneeb: the bidding team took its bid
	Kaboot     bool // Tarneeb: this hand won the set by kaboot
	Capot      bool // Tarabish: one team took every trick
	Tricks     [2]int
	CardPoints [2]int
	LastTrick  [2]int
	Runs       [2]int
	Bella      [2]int
	Score      [2]int // what each team is credited
	SetWinner  Team   // Tarneeb: the team that won the set with this hand, or NoTeam
}

// State is one whole game at one moment: a plain value (fixed arrays and bitsets), so that
// `copy := *s` is a full clone. It is changed only by Apply and Deal.
type State struct {
	Rules  Rules
	Phase  Phase
	Dealer Seat
	Turn   Seat // the seat to act

	HandNo int  // hands dealt so far in this game
	SetNo  int  // Tarneeb: the set being played, from 1
	Winner Team // the winner once Phase is PhaseOver
	Score  [2]int
	Sets   [2]int // Tarneeb sets won
	Total  [2]int // Tarneeb: every hand score of the match added up
	Result HandResult

	Deal    [4][13]Card // each seat's cards in deal order (Tarabish: first 6, then the kitty)
	Hands   [4]Cards    // cards held (Tarabish before trump: the cards seen so far)
	Kitty   [4]Cards    // Tarabish: cards dealt but not yet taken up
	Counts  [4]uint8    // cards each seat holds, kitty included
	Dealt   uint8       // cards dealt to each seat
	passed  uint8       // seats (bits) that passed in this bidding
	Bids    [4]Action   // each seat's last bidding action, Verb Pass with Number 0 before it acts
	BidsLen [4]uint8    // how many bidding actions each seat made
	Bid     int         // the current high bid (auction) or the contract
	Caller  Seat        // who called trump (Tarabish) or holds the high bid (Tarneeb)
	Trump   Suit

	Leader   Seat    // who led the current trick
	Trick    [4]Card // the current trick in play order
	TrickLen uint8
	TrickNo  uint8 // completed tricks in this hand
	win      uint8 // index in Trick of the card winning so far
	Played   Cards // every card played this hand
	ByTrick  [13][4]Card
	TrickBy  [13]Seat // who led each completed trick
	WonBy    [13]Seat // who won each completed trick
	Tricks   [2]uint8
	Points   [2]int // Tarabish card points (no bonus) taken by each team

	Melds     [4]Melds // each seat's countable melds after the kitty
	Announced uint8    // seats (bits) that announced
	Shown     uint8    // seats (bits) that showed
	Bella     Seat     // holder of trump K and Q after the kitty, or NoSeat
	BellaSaid bool     // the holder said Bella in time: it counts
}

// NewState starts a game with the given first dealer, waiting for the first deal.
func NewState(r Rules, firstDealer Seat) (State, error) {
	if err := r.Validate(); err != nil {
		return State{}, err
	}
	if firstDealer > West {
		return State{}, fmt.Errorf("unknown first dealer %d", firstDealer)
	}
	s := State{Rules: r, Phase: PhaseDeal, Dealer: firstDealer, Turn: NoSeat, Winner: NoTeam, SetNo: 1}
	s.Result = HandResult{Game: r.Game, Caller: NoSeat, Trump: NoSuit, SetWinner: NoTeam}
	return s, nil
}

// Game gives which game is played.
func (s *State) Game() Kind { return s.Rules.Game }

// Current gives the seat to act, or NoSeat between hands and after the game.
func (s *State) Current() Seat {
	if s.Phase == PhaseDeal || s.Phase == PhaseOver {
		return NoSeat
	}
	return s.Turn
}

// Passed reports whether a seat has passed in the current bidding.
func (s *State) Passed(seat Seat) bool { return s.passed&(1<<seat) != 0 }

// Winning gives the seat whose card is winning the current trick (NoSeat when empty).
func (s *State) Winning() Seat {
	if s.TrickLen == 0 {
		return NoSeat
	}
	return s.seatAt(s.win)
}

// seatAt gives who played the i-th card of the current trick.
func (s *State) seatAt(i uint8) Seat {
	seat := s.Leader
	for ; i > 0; i-- {
		seat = s.Rules.Game.Next(seat)
	}
	return seat
}

// NextDealer gives who deals after the current dealer.
func (s *State) NextDealer() Seat { return s.Rules.Game.Next(s.Dealer) }

// CheckDeal tests that a deal gives every seat a full hand and holds the whole deck once.
func CheckDeal(k Kind, deal [4][]Card) error {
	var seen Cards
	for seat, cards := range deal {
		if len(cards) != k.HandSize() {
			return fmt.Errorf("seat %s has %d cards, want %d", Seat(seat), len(cards), k.HandSize())
		}
		for _, c := range cards {
			if c == NoCard || !k.Deck().Has(c) {
				return fmt.Errorf("card %s is not in the %s deck", c, k)
			}
			if seen.Has(c) {
				return fmt.Errorf("card %s is dealt twice", c)
			}
			seen |= c.Mask()
		}
	}
	return nil
}

// StartHand deals the given cards (each seat's in deal order) and opens the bidding.
// It fails, changing nothing, outside PhaseDeal or when the deal is not a whole deck.
func (s *State) StartHand(deal [4][]Card) error {
	if s.Phase != PhaseDeal {
		return fmt.Errorf("cannot deal now: the %s is not over", map[bool]string{true: "game", false: "hand"}[s.Phase == PhaseOver])
	}
	if err := CheckDeal(s.Rules.Game, deal); err != nil {
		return err
	}
	k := s.Rules.Game
	n := k.HandSize()
	seen := n
	if rulesets[k].Kitty {
		seen = s.Rules.BidOn.Cards()
	}
	s.HandNo++
	s.Deal = [4][13]Card{}
	for seat := range deal {
		s.Hands[seat], s.Kitty[seat] = 0, 0
		for i := range s.Deal[seat] {
			s.Deal[seat][i] = NoCard
		}
		for i, c := range deal[seat] {
			s.Deal[seat][i] = c
			if i < seen {
				s.Hands[seat] |= c.Mask()
			} else {
				s.Kitty[seat] |= c.Mask()
			}
		}
		s.Counts[seat] = uint8(n)
	}
	s.Dealt = uint8(n)
	s.resetHand()
	s.Phase = PhaseBid
	s.Turn = k.Next(s.Dealer)
	return nil
}

// resetHand clears everything of the previous hand.
func (s *State) resetHand() {
	s.passed = 0
	s.Bids = [4]Action{}
	s.BidsLen = [4]uint8{}
	s.Bid = 0
	s.Caller = NoSeat
	s.Trump = NoSuit
	s.Leader = NoSeat
	s.Trick = [4]Card{NoCard, NoCard, NoCard, NoCard}
	s.TrickLen, s.TrickNo, s.win = 0, 0, 0
	s.Played = 0
	s.ByTrick = [13][4]Card{}
	s.TrickBy = [13]Seat{}
	s.WonBy = [13]Seat{}
	s.Tricks = [2]uint8{}
	s.Points = [2]int{}
	s.Melds = [4]Melds{}
	s.Announced, s.Shown = 0, 0
	s.Bella = NoSeat
	s.BellaSaid = false
}
