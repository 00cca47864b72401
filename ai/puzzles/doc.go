// Package puzzles holds the card-play puzzles of both games: endings whose answer the
// double-dummy solver checks, and the line that beats a wrong card.
//
// The collection is puzzles.json, embedded. Every puzzle is played under the game's default
// rules (Cape Breton Tarabish: must trump and overtrump, no partner exemption, 10 for the
// last trick; Levant Tarneeb), whatever house rules the player has chosen. North-South solve
// every puzzle; the seat to move is South or North, and every hand is shown. In Tarabish no
// runs count, and a Bella counts 20 for its holder (said with its second card), so a hand
// is worth 162, or 182 with a Bella; the caller must take more than half. The goal of a
// puzzle is exact: Side must end the hand holding at least Target (Tarabish card points,
// last trick and its own Bella; Tarneeb tricks); Need gives what that leaves to win from
// the position, and Answer is the set of cards that still reach it against any defence.
package puzzles
