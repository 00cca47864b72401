// Package partner holds the partner suite: positions of both games, each reached by legal
// play from a real deal and bidding, where a strong player's card is clear (not trumping or
// overtaking partner's sure winner, a Bella card cashed only when it is safe, trumps drawn
// holding the jack, the card that beats the contract kept, a lead through the caller's
// strength, partner's suit returned), with the expected card and a club player's reason.
//
// The suite is partner.json, embedded. Every position was checked with the double-dummy
// solver over deals of the hidden cards drawn as the hard player draws them, reading the
// bidding as it does (Judge): each expected card is best or tied-best, under the game's real
// scoring, in at least MinShare of the samples, and ahead of every other legal card on
// average; the figures of that check are kept with the position (Figures).
package partner
