package dd

import (
	"testing"

	"tarabish/game"
)

// TestLeadLowTowardsPartnersTop checks the Tarneeb lead weights rank cards of one class as
// DDS does, the lower card first: West, holding the queen of trumps under partner's ace, leads
// a small trump towards the ace before the queen.
func TestLeadLowTowardsPartnersTop(t *testing.T) {
	s, card := tarneebAt(t, "N:62.AJ.65.764 J.T2.AQT87.A Q8.Q86543..9 .K97.J9.Q832 C W")
	var l moveList
	s.orderLeads(&l, 3, s.merge(s.h[3]), 255, 255)
	place := map[uint8]int{}
	for i := 0; i < l.n; i++ {
		place[l.c[i]] = i
	}
	if low, queen := place[card("3C")], place[card("QC")]; low > queen {
		t.Errorf("3C is lead %d, QC %d: want the small trump first", low, queen)
	}
}

// TestSecondHandLowUnderPartner checks the Tarneeb follow order of the second hand: when its
// partner, last to play, takes the trick whatever the third hand does, it plays low instead
// of winning with a card the third hand cannot beat.
func TestSecondHandLowUnderPartner(t *testing.T) {
	// North leads the nine of spades; West holds the jack and the two, South (third) only the
	// ten and the three below the jack, East (last) the ace.
	s, card := tarneebAt(t, "N:9.4.. A.5.. T3... J2... C N")
	led := card("9S")
	s.h[0] &^= 1 << led
	s.trick0, s.trickMask = led, 1<<led
	var l moveList
	s.orderFollow(&l, 3, 1, 0, led, s.merge(s.legal(3, 0, led)))
	if l.n != 2 || l.c[0] != card("2S") {
		t.Errorf("West's order %v: want the two first", l.c[:l.n])
	}
}

// TestSecondHandWinsOverPartnersRuff checks the Tarneeb second hand does not play low when its
// partner would take the trick only by ruffing: it wins with a card the third hand cannot beat
// first, sparing partner's trump (the mistake cost 700k positions on one deal).
func TestSecondHandWinsOverPartnersRuff(t *testing.T) {
	// North leads the two of spades; West holds the queen and the four, South (third) the
	// nine, East (last) no spades but a trump.
	s, card := tarneebAt(t, "N:2.4.. .5..3 9.3.. Q4... C N")
	led := card("2S")
	s.h[0] &^= 1 << led
	s.trick0, s.trickMask = led, 1<<led
	var l moveList
	s.orderFollow(&l, 3, 1, 0, led, s.merge(s.legal(3, 0, led)))
	if l.n != 2 || l.c[0] != card("QS") {
		t.Errorf("West's order %v: want the queen first", l.c[:l.n])
	}
}

// TestSecondHandSmearsOnPartnersTrick checks the Tarabish follow order of the second hand:
// when its partner, last to play, takes the trick whatever the third hand does (here by
// ruffing the ace), it gives its points to the trick, the ten before the seven.
func TestSecondHandSmearsOnPartnersTrick(t *testing.T) {
	p, err := ParseDeal("N:A.6.. T7... 98... .7..6 C N", game.Tarabish)
	if err != nil {
		t.Fatal(err)
	}
	s := NewSolverBits(12)
	s.setup(p)
	ace, _ := game.ParseCard("AS")
	ten, _ := game.ParseCard("TS")
	led := s.lay.in(ace)
	s.h[0] &^= 1 << led
	s.trick0, s.trickMask = led, 1<<led
	var l moveList
	s.orderFollow(&l, 1, 1, 0, led, s.merge(s.legal(1, 0, led)))
	if l.n != 2 || l.c[0] != s.lay.in(ten) {
		t.Errorf("East's order %v: want the ten first", l.c[:l.n])
	}
}

// TestTarabishLeadThroughStrength checks the Tarabish lead order follows the DDS weights: North
// leads its nine of spades through East's ace towards South's ten first, before its seven of
// hearts into West's ace and ten or its six of diamonds under West's eight (under the old
// card-play rules the lowest card, the six, came first).
func TestTarabishLeadThroughStrength(t *testing.T) {
	p, err := ParseDeal("N:9.7.6. AK.8.. T8..7. .AT.8. C N", game.Tarabish)
	if err != nil {
		t.Fatal(err)
	}
	s := NewSolverBits(12)
	s.setup(p)
	var l moveList
	s.orderLeads(&l, 0, s.merge(s.h[0]), 255, 255)
	nine, _ := game.ParseCard("9S")
	if l.n != 3 || l.c[0] != s.lay.in(nine) {
		t.Errorf("North's order %v: want the nine of spades first", l.c[:l.n])
	}
}

// TestTarneebKillerBonusAsDDS checks the Tarneeb lead bonuses follow DDS: the last lead that
// cut off at the same depth gains 55 when it can win the trick but only 18 when it cannot, so
// a losing killer stays behind a lead weighted 19 to 55 above it.
func TestTarneebKillerBonusAsDDS(t *testing.T) {
	checked := 0
	for _, p := range fullDeals(game.Tarneeb, 60, 77) {
		s := NewSolverBits(12)
		r, _ := s.setup(p)
		leader := r.leader
		moves := s.merge(s.h[leader])
		var tops [4][3]int
		for su := range tops {
			tops[su] = s.suitTop(uint(su) * 16)
		}
		for m := moves; m != 0; m &= m - 1 {
			c := uint8(lowBit(m))
			w, win := s.leadWeight(leader, c, &tops[c>>4])
			if win {
				continue
			}
			for o := moves; o != 0; o &= o - 1 {
				d := uint8(lowBit(o))
				wd, _ := s.leadWeight(leader, d, &tops[d>>4])
				if gap := wd - w; gap > 19 && gap < 55 {
					var l moveList
					s.orderLeads(&l, leader, moves, 255, c)
					if l.c[0] == c {
						t.Fatalf("deal %s: the losing killer %v leads ahead of a card weighted %d above it", pbnLine(p), s.lay.out(c), gap)
					}
					checked++
				}
			}
		}
	}
	if checked == 0 {
		t.Fatal("no position tried the rule")
	}
}

// TestLastHandCheapestTrump checks the Tarabish last hand overtrumps with its cheapest trump
// first, the ace before the jack, though the jack is worth more points to the trick: the
// master trump is worth keeping.
func TestLastHandCheapestTrump(t *testing.T) {
	p, err := ParseDeal("N:6.7.. 7.8.. 8.9.. AJ... S N", game.Tarabish)
	if err != nil {
		t.Fatal(err)
	}
	s := NewSolverBits(12)
	s.setup(p)
	card := func(text string) uint8 {
		c, _ := game.ParseCard(text)
		return s.lay.in(c)
	}
	for seat, c := range []string{"6S", "7S", "8S"} {
		s.h[seat] &^= 1 << card(c)
		s.trickMask |= 1 << card(c)
	}
	s.trick0 = card("6S")
	var l moveList
	s.orderFollow(&l, 3, 3, 2, card("8S"), s.merge(s.legal(3, 2, card("8S"))))
	if l.n != 2 || l.c[0] != card("AS") {
		t.Errorf("West's order %v: want the ace first", l.c[:l.n])
	}
}

// TestThirdHandSmearsOnSureTrick checks the Tarabish third hand gives its points when its
// partner's card already holds the trick against the last hand: the ten before the six.
func TestThirdHandSmearsOnSureTrick(t *testing.T) {
	p, err := ParseDeal("N:A.7.. 7.8.. T6... 8.9.. C N", game.Tarabish)
	if err != nil {
		t.Fatal(err)
	}
	s := NewSolverBits(12)
	s.setup(p)
	card := func(text string) uint8 {
		c, _ := game.ParseCard(text)
		return s.lay.in(c)
	}
	for seat, c := range []string{"AS", "7S"} {
		s.h[seat] &^= 1 << card(c)
		s.trickMask |= 1 << card(c)
	}
	s.trick0 = card("AS")
	var l moveList
	s.orderFollow(&l, 2, 2, 0, card("AS"), s.merge(s.legal(2, 0, card("AS"))))
	if l.n != 2 || l.c[0] != card("TS") {
		t.Errorf("South's order %v: want the ten first", l.c[:l.n])
	}
}

// TestSecondHandSureWinnerPoints checks the Tarabish second hand, holding two sure winners of
// a plain suit, tries the one with more points first: the ace before the king.
func TestSecondHandSureWinnerPoints(t *testing.T) {
	p, err := ParseDeal("N:.7.6. ..AK. 8..7. .98.. C N", game.Tarabish)
	if err != nil {
		t.Fatal(err)
	}
	s := NewSolverBits(12)
	s.setup(p)
	card := func(text string) uint8 {
		c, _ := game.ParseCard(text)
		return s.lay.in(c)
	}
	led := card("6D")
	s.h[0] &^= 1 << led
	s.trick0, s.trickMask = led, 1<<led
	var l moveList
	s.orderFollow(&l, 1, 1, 0, led, s.merge(s.legal(1, 0, led)))
	if l.n != 2 || l.c[0] != card("AD") {
		t.Errorf("East's order %v: want the ace first", l.c[:l.n])
	}
}

// TestTarabishSecondHandLow checks the Tarabish second hand plays low rather than a card the
// third hand can beat: the six before the king, under the third hand's ace; and so does the
// third hand facing the last hand's ace.
func TestTarabishSecondHandLow(t *testing.T) {
	p, err := ParseDeal("N:.7.9. ..K6. 8..A. .98.. C N", game.Tarabish)
	if err != nil {
		t.Fatal(err)
	}
	s := NewSolverBits(12)
	s.setup(p)
	card := func(text string) uint8 {
		c, _ := game.ParseCard(text)
		return s.lay.in(c)
	}
	led := card("9D")
	s.h[0] &^= 1 << led
	s.trick0, s.trickMask = led, 1<<led
	var l moveList
	s.orderFollow(&l, 1, 1, 0, led, s.merge(s.legal(1, 0, led)))
	if l.n != 2 || l.c[0] != card("6D") {
		t.Errorf("East's order %v: want the six first", l.c[:l.n])
	}
	q, err := ParseDeal("N:.7.7. .8.9. ..K6. 8..A. C N", game.Tarabish)
	if err != nil {
		t.Fatal(err)
	}
	s.setup(q)
	for seat, c := range []string{"7D", "9D"} {
		s.h[seat] &^= 1 << card(c)
		s.trickMask |= 1 << card(c)
	}
	s.trick0 = card("7D")
	l = moveList{}
	s.orderFollow(&l, 2, 2, 1, card("9D"), s.merge(s.legal(2, 1, card("9D"))))
	if l.n != 2 || l.c[0] != card("6D") {
		t.Errorf("South's order %v: want the six first", l.c[:l.n])
	}
}

// TestTarabishLeadWinnerPoints checks that of two Tarabish leads equal by the DDS weights,
// each the top card of its suit, the one with more points comes first: the ace of hearts
// before the king of spades.
func TestTarabishLeadWinnerPoints(t *testing.T) {
	p, err := ParseDeal("N:K.A.. 7.7.. 8.8.. 9.9.. C N", game.Tarabish)
	if err != nil {
		t.Fatal(err)
	}
	s := NewSolverBits(12)
	s.setup(p)
	var l moveList
	s.orderLeads(&l, 0, s.merge(s.h[0]), 255, 255)
	ace, _ := game.ParseCard("AH")
	if l.n != 2 || l.c[0] != s.lay.in(ace) {
		t.Errorf("North's order %v: want the ace of hearts first", l.c[:l.n])
	}
}
