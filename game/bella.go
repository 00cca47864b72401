package game

// HoldsBella reports whether cards hold the K and Q of trump (never in no trump).
func HoldsBella(cards Cards, trump Suit) bool {
	if trump >= NoTrump {
		return false
	}
	kq := NewCard(trump, King).Mask() | NewCard(trump, Queen).Mask()
	return cards&kq == kq
}

// BellaLive reports whether the hand's Bella counts or still may: said already, or its
// holder still holds a card to say it with.
func (s *State) BellaLive() bool {
	if s.Bella == NoSeat || s.Trump >= NoTrump {
		return false
	}
	kq := NewCard(s.Trump, King).Mask() | NewCard(s.Trump, Queen).Mask()
	return s.BellaSaid || s.Hands[s.Bella]&kq != 0
}
