package partner

import (
	"fmt"
	"math"
	"strings"

	"tarabish/game"
)

// What the generator calls each theme: the shape of a decision that may show it (themesOf),
// the verdict that makes it clear (confirms) and the reason a club player gives (reason).

// themesOf lists the themes a decision may show, the most particular first.
func themesOf(k game.Kind, st *game.State, v *game.View) []Theme {
	var out []Theme
	me := st.Current()
	legal := st.LegalPlays()
	hand := st.Hands[me]
	trumps := hand.Suit(st.Trump)
	caller := st.Caller.Team() == me.Team()
	if w, ok := partnerWinning(st); ok && beaters(k, st, legal, w) != 0 && beaters(k, st, legal, w) != legal && sure(k, st, v, w) {
		out = append(out, ThemePartnerWinner)
	}
	if k == game.Tarabish && bellaChoice(st, legal) {
		out = append(out, ThemeBella)
	}
	lead := st.TrickLen == 0
	if lead && trumps != 0 && trumps != hand && v.Unseen().Suit(st.Trump) != 0 {
		if k == game.Tarabish && hand.Has(game.NewCard(st.Trump, game.Jack)) {
			out = append(out, ThemeJackNine)
		}
		if k == game.Tarneeb && caller {
			out = append(out, ThemeDrawTrumps)
		}
	}
	if lead && k == game.Tarneeb && partnerSuit(st) != game.NoSuit && hand.Suit(partnerSuit(st)) != 0 && hand.Suit(partnerSuit(st)) != hand {
		out = append(out, ThemePartnerSuit)
	}
	if k == game.Tarneeb && !caller && hand.Len() <= 7 {
		out = append(out, ThemeSettingTrick)
	}
	if hand.Len() <= map[game.Kind]int{game.Tarabish: 6, game.Tarneeb: 7}[k] {
		out = append(out, ThemeContract)
	}
	if lead && st.TrickNo > 0 && !caller && k.Next(me) == st.Caller {
		out = append(out, ThemeLeadThrough)
	}
	return out
}

// confirms reports whether the verdict makes the theme clear for the expected cards e.
func confirms(th Theme, st *game.State, v *game.View, j *Judgement, e game.Cards) bool {
	k := st.Rules.Game
	me := st.Current()
	legal := st.LegalPlays()
	switch th {
	case ThemePartnerWinner:
		w, _ := partnerWinning(st)
		return e&beaters(k, st, legal, w) == 0
	case ThemeBella:
		b := bellaCards(st) & legal
		switch {
		case e&b == e: // cash it: safe, no higher trump out
			return higherOut(v, e) == 0
		case e&b == 0: // hold it back: a higher trump is out
			return higherOut(v, b) != 0
		}
		return false
	case ThemeJackNine, ThemeDrawTrumps:
		return e&^st.Hands[me].Suit(st.Trump) == 0
	case ThemePartnerSuit:
		return e&^st.Hands[me].Suit(partnerSuit(st)) == 0
	case ThemeLeadThrough:
		s := e.First().Suit()
		return s != st.Trump && e.Suit(s) == e
	case ThemeContract, ThemeSettingTrick:
		return contractGap(j, legal, e) >= 0.3
	}
	return false
}

// contractGap gives the worst contract rate among the expected cards minus the best among the others.
func contractGap(j *Judgement, legal, e game.Cards) float64 {
	worst, best := 1.0, 0.0
	for _, c := range legal.Slice() {
		if e.Has(c) {
			worst = min(worst, j.GoodRate(c))
		} else {
			best = max(best, j.GoodRate(c))
		}
	}
	return worst - best
}

// partnerWinning gives partner's card when partner is winning the trick.
func partnerWinning(st *game.State) (game.Card, bool) {
	if st.TrickLen < 2 || st.Winning() != st.Current().Partner() {
		return game.NoCard, false
	}
	w := st.Trick[0]
	for _, c := range st.Trick[1:st.TrickLen] {
		if game.Beats(st.Rules.Game, c, w, st.Trump) {
			w = c
		}
	}
	return w, true
}

// beaters gives the cards of a set that would take the trick from the winning card w.
func beaters(k game.Kind, st *game.State, cs game.Cards, w game.Card) game.Cards {
	var out game.Cards
	for _, c := range cs.Slice() {
		if game.Beats(k, c, w, st.Trump) {
			out |= c.Mask()
		}
	}
	return out
}

// sure reports whether nobody after the seat to act can beat w: the seat plays last, or no
// card the seat has not seen beats it.
func sure(k game.Kind, st *game.State, v *game.View, w game.Card) bool {
	if st.TrickLen == 3 {
		return true
	}
	return beaters(k, st, v.Unseen(), w) == 0
}

// bellaCards gives the trump K and Q the seat to act holds when it holds the Bella.
func bellaCards(st *game.State) game.Cards {
	if st.Bella != st.Current() || st.Trump >= game.NoTrump {
		return 0
	}
	return st.Hands[st.Bella] & (game.NewCard(st.Trump, game.King).Mask() | game.NewCard(st.Trump, game.Queen).Mask())
}

// bellaChoice reports whether the seat may play a Bella card or another card.
func bellaChoice(st *game.State, legal game.Cards) bool {
	b := bellaCards(st) & legal
	return b != 0 && legal&^b != 0
}

// higherOut gives the trumps the seat has not seen that beat the lowest trump of cs.
func higherOut(v *game.View, cs game.Cards) game.Cards {
	low := game.NoCard
	for _, c := range cs.Slice() {
		if low == game.NoCard || game.Strength(v.Rules.Game, c, v.Trump) < game.Strength(v.Rules.Game, low, v.Trump) {
			low = c
		}
	}
	var out game.Cards
	for _, c := range v.Unseen().Suit(v.Trump).Slice() {
		if game.Strength(v.Rules.Game, c, v.Trump) > game.Strength(v.Rules.Game, low, v.Trump) {
			out |= c.Mask()
		}
	}
	return out
}

// partnerSuit gives the first plain suit partner led this hand, or NoSuit.
func partnerSuit(st *game.State) game.Suit {
	pt := st.Current().Partner()
	for t := 0; t < int(st.TrickNo); t++ {
		if st.TrickBy[t] == pt && st.ByTrick[t][0].Suit() != st.Trump {
			return st.ByTrick[t][0].Suit()
		}
	}
	return game.NoSuit
}

// partnerSuitTrick gives the trick (from 1) in which partner first led that suit.
func partnerSuitTrick(st *game.State) int {
	pt := st.Current().Partner()
	for t := 0; t < int(st.TrickNo); t++ {
		if st.TrickBy[t] == pt && st.ByTrick[t][0].Suit() != st.Trump {
			return t + 1
		}
	}
	return 0
}

// reason gives the one-line reason for the expected cards.
func reason(th Theme, st *game.State, v *game.View, j *Judgement, e game.Cards) string {
	k := st.Rules.Game
	me := st.Current()
	pt := me.Partner()
	legal := st.LegalPlays()
	play := "play " + cardList(e)
	switch th {
	case ThemePartnerWinner:
		w, _ := partnerWinning(st)
		b := beaters(k, st, legal, w)
		verb := "overtake"
		if b.Suit(st.Trump) == b && w.Suit() != st.Trump {
			verb = "trump"
		}
		why := pt.Name() + "'s " + cardText(w) + " already wins the trick"
		if st.TrickLen == 2 {
			why = pt.Name() + "'s " + cardText(w) + " is the best card left in the suit"
		}
		if k == game.Tarabish && minPoints(e, st.Trump) >= 10 {
			return fmt.Sprintf("%s: do not %s it, give it the %s for its points.", why, verb, cardList(e))
		}
		return fmt.Sprintf("%s: do not %s it with the %s; %s.", why, verb, cardList(b), play)
	case ThemeBella:
		b := bellaCards(st)
		if e&b != 0 {
			return fmt.Sprintf("Cash the %s now: no higher trump is left out, so it wins the trick and the Bella counts.", cardList(e))
		}
		return fmt.Sprintf("Keep the Bella back: the %s still out would take the %s; %s.", cardsAnd(higherOut(v, b&legal)), cardsAnd(b), play)
	case ThemeJackNine:
		h := st.Hands[me]
		nine := game.NewCard(st.Trump, game.Nine)
		switch {
		case h.Has(nine):
			return fmt.Sprintf("Holding the jack and nine of trump, draw trumps: lead the %s before the defenders can ruff.", cardList(e))
		case st.Played.Has(nine):
			return fmt.Sprintf("With the nine gone the jack is master: lead the %s and draw the trumps that are out.", cardList(e))
		}
		return fmt.Sprintf("Lead the %s: with the jack of trump in hand, pull the trumps that are out first.", cardList(e))
	case ThemeDrawTrumps:
		return fmt.Sprintf("Draw trumps: lead the %s so the defenders cannot ruff our winners.", cardList(e))
	case ThemePartnerSuit:
		s := partnerSuit(st)
		return fmt.Sprintf("Return partner's suit: %s led %s at trick %d, so lead the %s back.", pt.Name(), s.Name(), partnerSuitTrick(st), cardList(e))
	case ThemeLeadThrough:
		return fmt.Sprintf("Lead the %s through %s, the %s: %s plays last, over whatever %s puts on.", cardList(e), st.Caller.Name(), callerWord(k), pt.Name(), st.Caller.Name())
	case ThemeContract, ThemeSettingTrick:
		other := 0.0
		for _, c := range legal.Slice() {
			if !e.Has(c) {
				other = max(other, j.GoodRate(c))
			}
		}
		lose := int(math.Round(100 * (1 - other)))
		callerSide := st.Caller.Team() == me.Team()
		switch {
		case k == game.Tarabish && callerSide:
			return fmt.Sprintf("Only the %s keeps the call out of bait: with any other card it goes bait in %d%% of the deals.", cardList(e), lose)
		case k == game.Tarabish:
			return fmt.Sprintf("Keep the card that beats the contract: %s; any other card lets the callers make it in %d%% of the deals.", play, lose)
		case callerSide:
			return fmt.Sprintf("Only the %s makes the bid of %d: with any other card it fails in %d%% of the deals.", cardList(e), st.Bid, lose)
		}
		return fmt.Sprintf("Keep the setting trick: %s; any other card lets the bid of %d through in %d%% of the deals.", play, st.Bid, lose)
	}
	return play
}

// callerWord names the player who chose trump in a game.
func callerWord(k game.Kind) string {
	if k == game.Tarneeb {
		return "bidder"
	}
	return "caller"
}

// minPoints gives the fewest card points of any card in a set.
func minPoints(cs game.Cards, trump game.Suit) int {
	low := 1000
	for _, c := range cs.Slice() {
		low = min(low, game.Points(c, trump))
	}
	return low
}

// cardText writes a card as a club player reads it: 10♥, K♠.
func cardText(c game.Card) string {
	r := c.Rank().String()
	if r == "T" {
		r = "10"
	}
	return r + [...]string{"♣", "♦", "♥", "♠"}[suitIndex(c.Suit())]
}

// suitIndex gives the symbol index of a suit.
func suitIndex(s game.Suit) int {
	switch s.String() {
	case "C":
		return 0
	case "D":
		return 1
	case "H":
		return 2
	}
	return 3
}

// cardsAnd writes cards as "K♠", "K♠ and Q♠".
func cardsAnd(cs game.Cards) string { return strings.ReplaceAll(cardList(cs), " or ", " and ") }

// cardList writes cards as "K♠", "K♠ or Q♠".
func cardList(cs game.Cards) string {
	var s []string
	for _, c := range cs.Slice() {
		s = append(s, cardText(c))
	}
	return strings.Join(s, " or ")
}
