package game

import (
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Option describes one house rule: its name in files, the game it belongs to, its allowed
// values as files spell them, and a one-line explanation for the settings screen.
type Option struct {
	Name    string
	Game    Kind
	Values  []string
	Explain string
	get     func(*Rules) string
	set     func(*Rules, string)
}

func onOff(b bool) string {
	if b {
		return "on"
	}
	return "off"
}

func choice(names ...string) ([]string, func(string) int) {
	return names, func(v string) int {
		for i, n := range names {
			if n == v {
				return i
			}
		}
		return -1
	}
}

func switchOption(name string, k Kind, explain string, field func(*Rules) *bool) Option {
	return Option{Name: name, Game: k, Values: []string{"off", "on"}, Explain: explain,
		get: func(r *Rules) string { return onOff(*field(r)) },
		set: func(r *Rules, v string) { *field(r) = v == "on" }}
}

func enumOption(name string, k Kind, explain string, names []string, field func(*Rules) *uint8) Option {
	_, index := choice(names...)
	return Option{Name: name, Game: k, Values: names, Explain: explain,
		get: func(r *Rules) string { return names[*field(r)] },
		set: func(r *Rules, v string) { *field(r) = uint8(index(v)) }}
}

func numberOption(name string, k Kind, explain string, values []string, field func(*Rules) *int) Option {
	return Option{Name: name, Game: k, Values: values, Explain: explain,
		get: func(r *Rules) string { return strconv.Itoa(*field(r)) },
		set: func(r *Rules, v string) { *field(r), _ = strconv.Atoi(v) }}
}

// Options lists every house rule of both games, in settings-screen order.
var Options = []Option{
	enumOption("first_dealer", Tarabish, "How the first dealer is chosen: everyone cuts (highest deals) or at random.",
		[]string{"cut", "random"}, func(r *Rules) *uint8 { return (*uint8)(&r.FirstDealer) }),
	enumOption("bid_on", Tarabish, "How many of your cards you see before trump is chosen: six, the first three, or all nine.",
		[]string{"six", "three", "nine"}, func(r *Rules) *uint8 { return (*uint8)(&r.BidOn) }),
	enumOption("bidding", Tarabish, "Call or pass around the table, or a points auction from the minimum bid.",
		[]string{"call", "auction"}, func(r *Rules) *uint8 { return (*uint8)(&r.Bidding) }),
	switchOption("dealer_forced", Tarabish, "After three passes the dealer must name trump; off: the hand is thrown in.",
		func(r *Rules) *bool { return &r.DealerForced }),
	switchOption("forced_over_400", Tarabish, "A team over 400 may not pass the call to an opposing dealer.",
		func(r *Rules) *bool { return &r.ForcedOver400 }),
	switchOption("no_trump", Tarabish, "A player may call no trump: every suit plain, no Bella, 130 points a hand.",
		func(r *Rules) *bool { return &r.NoTrump }),
	numberOption("min_bid", Tarabish, "The lowest opening bid in the auction; bids rise by 10.",
		[]string{"50", "60", "100"}, func(r *Rules) *int { return &r.MinBid }),
	switchOption("partner_exemption", Tarabish, "When your partner is winning and you cannot follow suit, you may play any card.",
		func(r *Rules) *bool { return &r.PartnerExemption }),
	switchOption("trick_history", Tarabish, "Every completed trick may be looked at, not only the last one.",
		func(r *Rules) *bool { return &r.TrickHistory }),
	switchOption("quint", Tarabish, "A run of five or more cards is worth 100.",
		func(r *Rules) *bool { return &r.Quint }),
	enumOption("run_scoring", Tarabish, "Only the player with the best run counts runs, or that player's whole team.",
		[]string{"player", "team"}, func(r *Rules) *uint8 { return (*uint8)(&r.RunScoring) }),
	switchOption("four_of_a_kind", Tarabish, "Four Jacks 200, four 9s 150, four A, 10, K or Q 100, announced like runs.",
		func(r *Rules) *bool { return &r.FourOfAKind }),
	enumOption("bella_call", Tarabish, "Say Bella on the second of the trump K and Q, or on either.",
		[]string{"second", "either"}, func(r *Rules) *uint8 { return (*uint8)(&r.BellaCall) }),
	numberOption("last_trick", Tarabish, "Bonus points for taking the last trick.",
		[]string{"10", "4"}, func(r *Rules) *int { return &r.LastTrick }),
	switchOption("half_bait_is_bait", Tarabish, "Taking exactly half counts as full bait.",
		func(r *Rules) *bool { return &r.HalfBaitIsBait }),
	switchOption("capot_bonus", Tarabish, "A team taking all nine tricks scores 100 more.",
		func(r *Rules) *bool { return &r.CapotBonus }),
	numberOption("target", Tarabish, "Points that win the game.",
		[]string{"500", "1000"}, func(r *Rules) *int { return &r.Target }),
	enumOption("all_pass", Tarneeb, "When all four pass: deal again, or hold the dealer to a bid of 7.",
		[]string{"redeal", "dealer_7"}, func(r *Rules) *uint8 { return (*uint8)(&r.AllPass) }),
	switchOption("first_lead_trump", Tarneeb, "The bid winner's first lead must be a trump if they hold one.",
		func(r *Rules) *bool { return &r.FirstLeadTrump }),
	switchOption("defenders_score", Tarneeb, "The defenders always score the tricks they took.",
		func(r *Rules) *bool { return &r.DefendersScore }),
	enumOption("kaboot", Tarneeb, "Taking all 13 tricks wins the set: always, only after bidding 13, or never.",
		[]string{"any", "bid_13", "off"}, func(r *Rules) *uint8 { return (*uint8)(&r.Kaboot) }),
	switchOption("kaboot_needs_positive", Tarneeb, "A team below zero cannot win by kaboot.",
		func(r *Rules) *bool { return &r.KabootNeedsPositive }),
	numberOption("target", Tarneeb, "Points that win the set.",
		[]string{"31", "41", "61"}, func(r *Rules) *int { return &r.Target }),
	enumOption("match", Tarneeb, "One set, best of three sets, or the most points over 13 sets.",
		[]string{"one_set", "best_of_3", "thirteen_sets"}, func(r *Rules) *uint8 { return (*uint8)(&r.Match) }),
}

// OptionsFor lists the options of one game.
func OptionsFor(k Kind) []Option {
	var out []Option
	for _, o := range Options {
		if o.Game == k {
			out = append(out, o)
		}
	}
	return out
}

// FindOption looks up an option of a game by its file name.
func FindOption(k Kind, name string) (Option, bool) {
	for _, o := range Options {
		if o.Game == k && o.Name == name {
			return o, true
		}
	}
	return Option{}, false
}

// Get gives the option's value in these rules, as files spell it.
func (o Option) Get(r Rules) string { return o.get(&r) }

// Set changes one option by name; the value is checked against the allowed ones and the
// preset becomes "custom" when the value differs.
func (r *Rules) Set(name, value string) error {
	o, ok := FindOption(r.Game, name)
	if !ok {
		return fmt.Errorf("unknown %s option %q", r.Game, name)
	}
	v := strings.ToLower(strings.TrimSpace(value))
	switch v {
	case "true":
		v = "on"
	case "false":
		v = "off"
	}
	for _, allowed := range o.Values {
		if allowed == v {
			if o.get(r) != v {
				o.set(r, v)
				r.Preset = r.matchingPreset()
			}
			return nil
		}
	}
	return fmt.Errorf("option %s: %q is not one of %s", name, value, strings.Join(o.Values, ", "))
}

// Map gives every option of the rules' game as name → value.
func (r Rules) Map() map[string]string {
	m := map[string]string{}
	for _, o := range OptionsFor(r.Game) {
		m[o.Name] = o.get(&r)
	}
	return m
}

// Diff lists the options where r differs from base, sorted by name.
func (r Rules) Diff(base Rules) []string {
	a, b := r.Map(), base.Map()
	var out []string
	for k, v := range a {
		if b[k] != v {
			out = append(out, k)
		}
	}
	sort.Strings(out)
	return out
}

// Applies reports whether an option matters under the other rules: min_bid only in the
// auction, dealer_forced and forced_over_400 only in call-or-pass bidding.
func (r Rules) Applies(name string) bool {
	switch name {
	case "min_bid":
		return r.Bidding == BiddingAuction
	case "dealer_forced", "forced_over_400":
		return r.Bidding == BiddingCall
	}
	return true
}
