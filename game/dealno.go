package game

import (
	"fmt"
	"hash/fnv"
	"math/rand/v2"
	"strings"
	"time"
)

// DealNo is a deal's number: with the game it gives the dealer and every card, so a deal
// can be played again and shared by saying its number. 0 means a deal without a number.
type DealNo uint32

// MaxDealNo is the highest deal number: seven digits.
const MaxDealNo DealNo = 9_999_999

// Dealer gives the seat that deals the numbered deal: the number's remainder by four.
func (n DealNo) Dealer() Seat { return Seat(n % 4) }

// String gives the number in digits, without grouping.
func (n DealNo) String() string { return fmt.Sprint(uint32(n)) }

// DealFor gives the dealer and the cards of deal number n of a game: the deck shuffled,
// cut and dealt in the game's own pattern from a generator seeded by the number alone.
func DealFor(k Kind, n DealNo) (Seat, [4][]Card) {
	rng := rand.New(rand.NewPCG(uint64(n), 0x7461726e65656200^uint64(k)))
	return n.Dealer(), ShuffleDeal(k, n.Dealer(), rng)
}

// ParseDealNo reads a deal number as a person types it: digits, with spaces, dots or
// commas between groups allowed.
func ParseDealNo(s string) (DealNo, error) {
	digits := strings.Map(func(r rune) rune {
		switch {
		case r == ' ' || r == '.' || r == ',' || r == '\u00a0' || r == '\u202f' || r == '\u066c':
			return -1
		case r >= '0' && r <= '9':
			return r
		case r >= '\u0660' && r <= '\u0669': // Arabic-Indic digits
			return '0' + (r - '\u0660')
		case r >= '\u06f0' && r <= '\u06f9': // Eastern Arabic-Indic digits
			return '0' + (r - '\u06f0')
		}
		return 'x'
	}, strings.TrimSpace(s))
	if digits == "" {
		return 0, fmt.Errorf("no deal number given")
	}
	if strings.ContainsRune(digits, 'x') {
		return 0, fmt.Errorf("%q is not a deal number: use digits only", s)
	}
	var n uint64
	for _, r := range digits {
		n = n*10 + uint64(r-'0')
		if n > uint64(MaxDealNo) {
			return 0, fmt.Errorf("%q is not a deal number: at most %d digits", s, len(MaxDealNo.String()))
		}
	}
	if n == 0 {
		return 0, fmt.Errorf("deal numbers start at 1")
	}
	return DealNo(n), nil
}

// newDealNo draws the number of the next deal of a seeded game, whose dealer is given.
func newDealNo(rng *rand.Rand, dealer Seat) DealNo {
	return DealNo(4*(1+rng.Uint32N(uint32(MaxDealNo)/4)) + uint32(dealer))
}

// DailyDealNo gives the day's deal for a game: the same number on every machine for the
// same calendar date, from the date and the game alone.
func DailyDealNo(k Kind, year int, month time.Month, day int) DealNo {
	h := fnv.New64a()
	fmt.Fprintf(h, "daily %s %04d-%02d-%02d", k, year, int(month), day)
	return DealNo(1 + h.Sum64()%uint64(MaxDealNo))
}

// NewNumberedGame starts an unseeded game of one deal, deal number n, from a score of
// nothing: a deal played by its number, a daily deal, a duplicate deal.
func NewNumberedGame(r Rules, n DealNo) (*Game, error) {
	if n == 0 || n > MaxDealNo {
		return nil, fmt.Errorf("deal number %d is out of range 1 to %d", n, MaxDealNo)
	}
	dealer, deal := DealFor(r.Game, n)
	g, err := NewDealtGame(r, dealer, deal)
	if err != nil {
		return nil, err
	}
	g.Hands[0].No = n
	return g, nil
}

// checkDealNo tells whether a hand's number gives its dealer and cards.
func checkDealNo(k Kind, h HandRecord) error {
	if h.No == 0 {
		return nil
	}
	if h.No > MaxDealNo {
		return fmt.Errorf("deal number %d is out of range 1 to %d", h.No, MaxDealNo)
	}
	dealer, deal := DealFor(k, h.No)
	if dealer != h.Dealer || !sameDeal(deal, h.Deal) {
		return fmt.Errorf("the cards and dealer are not those of deal number %d", h.No)
	}
	return nil
}
