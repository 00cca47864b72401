package game

// Ruleset is everything in which one game differs from the other: the deck, the seats'
// order, the deal, the bidding, what the play demands, the scoring and the presets. The
// engine reads it instead of asking which game is played; a third game is a third entry
// here (with its options and, for new mechanics, its own rules code).
type Ruleset struct {
	Name          string                                // the game's name as files spell it
	Title         string                                // the game's name in an English sentence
	Deck          Cards                                 // the cards dealt
	HandSize      int                                   // cards each seat holds in a full deal
	Packet        int                                   // cards dealt to a seat at a time
	Clockwise     bool                                  // play and deal go clockwise (to the left); otherwise counter-clockwise
	Natural       bool                                  // cards rank in natural order (A K Q … 2) in every suit, trump included
	CardPoints    bool                                  // the hand is won on card points (Tarabish values), not on tricks
	Kitty         bool                                  // part of each hand waits face down until trump is named
	Melds         bool                                  // runs are announced and shown, and Bella is said
	TrumpDuty     bool                                  // a seat void in the led suit must play a trump and beat the trick's trump
	CallOrPass    bool                                  // trump may be chosen by call-or-pass bidding (the bidding option applies)
	NoTrump       bool                                  // no trump may be named (under its option)
	CutForDealer  bool                                  // the first dealer may be found by cutting (the first_dealer option applies)
	Sets          bool                                  // hands make sets and sets make a match
	CallerLeads   bool                                  // the caller leads the first trick (otherwise the dealer's left)
	AllTricksOpen bool                                  // every completed trick may be looked at (otherwise under trick_history)
	Targets       []int                                 // the scores that may be set to win
	BidStep       int                                   // how much a bid must rise in the auction
	LowBid        int                                   // the lowest auction bid (0: the min_bid option's)
	HighBid       int                                   // the highest auction bid
	Score         func(r *Rules, c HandCount) HandScore // scores a hand from what each team took
	Defaults      Rules                                 // the default rules: the first preset's
	Presets       []Preset                              // the named rule sets, the default first
}

// Kinds is how many games there are: arrays indexed by Kind have this length.
const Kinds = 2

// rulesets describes each game, indexed by Kind.
var rulesets = [Kinds]Ruleset{
	Tarabish: {Name: "tarabish", Title: "Tarabish", Deck: TarabishDeck, HandSize: 9, Packet: 3, Clockwise: true,
		CardPoints: true, Kitty: true, Melds: true, TrumpDuty: true, CallOrPass: true, NoTrump: true,
		CutForDealer: true, BidStep: 10, HighBid: MaxBid, Targets: []int{500, 1000}, Score: scorePoints,
		Defaults: Rules{Game: Tarabish, Preset: "cape-breton", DealerForced: true, MinBid: 50, LastTrick: 10, Target: 500},
		Presets: []Preset{
			{ID: "cape-breton", Game: Tarabish},
			{ID: "cape-breton-friendly", Game: Tarabish,
				Settings: map[string]string{"bella_call": "either", "trick_history": "on"}},
			{ID: "belote-auction", Game: Tarabish,
				Settings: map[string]string{"bidding": "auction", "min_bid": "50", "bid_on": "three", "run_scoring": "team",
					"quint": "on", "four_of_a_kind": "on", "partner_exemption": "on", "capot_bonus": "on"}},
		}},
	Tarneeb: {Name: "tarneeb", Title: "Tarneeb", Deck: FullDeck, HandSize: 13, Packet: 1, Natural: true, Sets: true,
		CallerLeads: true, AllTricksOpen: true, BidStep: 1, LowBid: 7, HighBid: 13, Targets: []int{31, 41, 61}, Score: scoreTricks,
		Defaults: Rules{Game: Tarneeb, Preset: "levant-41", Target: 41, DealerForced: true, MinBid: 50, LastTrick: 10},
		Presets: []Preset{
			{ID: "levant-41", Game: Tarneeb},
			{ID: "gulf-31", Game: Tarneeb, Settings: map[string]string{"target": "31"}},
			{ID: "long-61", Game: Tarneeb, Settings: map[string]string{"target": "61", "defenders_score": "on"}},
		}},
}

// Ruleset gives the description of the game.
func (k Kind) Ruleset() *Ruleset { return &rulesets[k] }

// rules gives the description of the game being played.
func (s *State) rules() *Ruleset { return &rulesets[s.Rules.Game] }

// callOrPass reports whether trump is chosen by call-or-pass bidding in this game.
func (s *State) callOrPass() bool { return s.rules().CallOrPass && s.Rules.Bidding == BiddingCall }
