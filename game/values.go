package game

// Tarabish card values and orders by rank (index 0 is the Two, unused in Tarabish).
var (
	plainPoints = [13]int{Six: 0, Seven: 0, Eight: 0, Nine: 0, Ten: 10, Jack: 2, Queen: 3, King: 4, Ace: 11}
	trumpPoints = [13]int{Six: 0, Seven: 0, Eight: 0, Nine: 14, Ten: 10, Jack: 20, Queen: 3, King: 4, Ace: 11}
	// strengths: higher wins. Tarabish plain A,10,K,Q,J,9,8,7,6; trump J,9,A,10,K,Q,8,7,6.
	plainStrength = [13]uint8{Six: 0, Seven: 1, Eight: 2, Nine: 3, Jack: 4, Queen: 5, King: 6, Ten: 7, Ace: 8}
	trumpStrength = [13]uint8{Six: 0, Seven: 1, Eight: 2, Queen: 3, King: 4, Ten: 5, Ace: 6, Nine: 7, Jack: 8}
	// trumpAbove[r] is the rank bits of trumps that beat a trump of rank r (Tarabish order).
	trumpAbove [13]uint16
	// rankAbove[r] is the rank bits of higher ranks in natural (Tarneeb) order.
	rankAbove [13]uint16
)

func init() {
	for r := Two; r <= Ace; r++ {
		for o := Two; o <= Ace; o++ {
			if o >= Six && r >= Six && trumpStrength[o] > trumpStrength[r] {
				trumpAbove[r] |= 1 << o
			}
			if o > r {
				rankAbove[r] |= 1 << o
			}
		}
	}
}

// Points gives a card's Tarabish value under a trump (NoTrump: every suit plain).
func Points(c Card, trump Suit) int {
	if c.Suit() == trump {
		return trumpPoints[c.Rank()]
	}
	return plainPoints[c.Rank()]
}

// Strength orders cards within their suit in a game under a trump: higher wins.
func Strength(k Kind, c Card, trump Suit) int {
	if rulesets[k].Natural {
		return int(c.Rank())
	}
	if c.Suit() == trump {
		return int(trumpStrength[c.Rank()])
	}
	return int(plainStrength[c.Rank()])
}

// Beats reports whether card a beats card b (b played earlier in the trick, led suit given).
func Beats(k Kind, a, b Card, trump Suit) bool {
	if a.Suit() == b.Suit() {
		return Strength(k, a, trump) > Strength(k, b, trump)
	}
	return a.Suit() == trump
}

// HandPoints gives the card points of a whole Tarabish deck under a trump (152, or 120 in no trump).
func HandPoints(trump Suit) int {
	total := 0
	for cs := TarabishDeck; cs != 0; cs &= cs - 1 {
		total += Points(cs.First(), trump)
	}
	return total
}

// pointsOf adds up the Tarabish values of a set of cards.
func pointsOf(cs Cards, trump Suit) int {
	total := 0
	for ; cs != 0; cs &= cs - 1 {
		total += Points(cs.First(), trump)
	}
	return total
}
