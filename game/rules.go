package game

import (
	"fmt"
	"slices"
)

// Rules holds every house-rule option of both games (RULES.md); each game reads only its own.
type Rules struct {
	Game   Kind   // which game these rules are for
	Preset string // the preset these rules came from, or "custom"

	// Tarabish
	FirstDealer      FirstDealer // how the first dealer is found
	BidOn            BidOn       // how many cards a player sees before choosing trump
	Bidding          Bidding     // call-or-pass or auction
	DealerForced     bool        // after three passes the dealer must name trump
	ForcedOver400    bool        // a team over 400 may not pass the call to an opposing dealer
	NoTrump          bool        // "no trump" may be called
	MinBid           int         // lowest auction bid: 50, 60 or 100
	PartnerExemption bool        // void with partner winning: any card
	TrickHistory     bool        // every completed trick may be looked at
	Quint            bool        // a run of 5 or more is worth 100
	RunScoring       RunScoring  // who counts runs: the best player or the best team
	FourOfAKind      bool        // four Jacks, 9s, A, 10, K or Q count as melds
	BellaCall        BellaCall   // on which card Bella is called
	LastTrick        int         // bonus for the last trick: 10 or 4
	HalfBaitIsBait   bool        // exactly half counts as full bait
	CapotBonus       bool        // 100 more for taking all 9 tricks
	Target           int         // game target: 500 or 1000 (Tarabish); 31, 41 or 61 (Tarneeb)

	// Tarneeb
	AllPass             AllPass // what four passes do
	FirstLeadTrump      bool    // the first lead must be a trump when the leader holds one
	DefendersScore      bool    // the defenders always score their tricks
	Kaboot              Kaboot  // when taking all 13 tricks wins the set
	KabootNeedsPositive bool    // a team below zero cannot win by kaboot
	Match               Match   // how many sets make a match
}

// FirstDealer chooses how the first dealer is found.
type FirstDealer uint8

// First dealer options.
const (
	FirstDealerCut FirstDealer = iota
	FirstDealerRandom
)

// BidOn is the number of cards each player sees while trump is chosen.
type BidOn uint8

// Bid-on options: after the first packet, the first six, or all nine cards.
const (
	BidOnSix BidOn = iota
	BidOnThree
	BidOnNine
)

// Cards gives how many of the dealt cards are seen during the bidding.
func (b BidOn) Cards() int { return [...]int{6, 3, 9}[b] }

// Bidding is the way trump is chosen in Tarabish.
type Bidding uint8

// Bidding options.
const (
	BiddingCall Bidding = iota
	BiddingAuction
)

// ByAuction reports whether trump goes to the highest numbered bid: always in Tarneeb, in
// Tarabish with the auction.
func (r Rules) ByAuction() bool { return r.Game == Tarneeb || r.Bidding == BiddingAuction }

// RunScoring says who counts runs.
type RunScoring uint8

// Run scoring options.
const (
	RunScoringPlayer RunScoring = iota
	RunScoringTeam
)

// BellaCall says on which card Bella is called.
type BellaCall uint8

// Bella call options.
const (
	BellaSecond BellaCall = iota
	BellaEither
)

// AllPass says what happens when all four pass in Tarneeb.
type AllPass uint8

// All-pass options.
const (
	AllPassRedeal AllPass = iota
	AllPassDealer7
)

// Kaboot says when taking all 13 tricks wins a Tarneeb set.
type Kaboot uint8

// Kaboot options.
const (
	KabootAny Kaboot = iota
	KabootBid13
	KabootOff
)

// Match is the length of a Tarneeb match.
type Match uint8

// Match options.
const (
	MatchOneSet Match = iota
	MatchBestOf3
	MatchThirteenSets
)

// DefaultRules gives the default rules of a game (its first preset).
func DefaultRules(k Kind) Rules { return rulesets[k].Defaults }

// Validate checks that every option holds one of its allowed values.
func (r Rules) Validate() error {
	bad := func(name string, v any) error { return fmt.Errorf("option %s: value %v is not allowed", name, v) }
	if int(r.Game) >= Kinds {
		return fmt.Errorf("unknown game %d", r.Game)
	}
	if r.FirstDealer > FirstDealerRandom {
		return bad("first_dealer", r.FirstDealer)
	}
	if r.BidOn > BidOnNine {
		return bad("bid_on", r.BidOn)
	}
	if r.Bidding > BiddingAuction {
		return bad("bidding", r.Bidding)
	}
	if r.MinBid != 50 && r.MinBid != 60 && r.MinBid != 100 {
		return bad("min_bid", r.MinBid)
	}
	if r.RunScoring > RunScoringTeam {
		return bad("run_scoring", r.RunScoring)
	}
	if r.BellaCall > BellaEither {
		return bad("bella_call", r.BellaCall)
	}
	if r.LastTrick != 10 && r.LastTrick != 4 {
		return bad("last_trick", r.LastTrick)
	}
	if r.AllPass > AllPassDealer7 {
		return bad("all_pass", r.AllPass)
	}
	if r.Kaboot > KabootOff {
		return bad("kaboot", r.Kaboot)
	}
	if r.Match > MatchThirteenSets {
		return bad("match", r.Match)
	}
	if !slices.Contains(rulesets[r.Game].Targets, r.Target) {
		return bad("target", r.Target)
	}
	return nil
}
