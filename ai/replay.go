package ai

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"tarabish/game"
)

// ComputerSeat is the level that takes the person's seat when the computer plays a deal
// again: the hard player.
const ComputerSeat = "hard"

// Replay is a hand played again by computer players: its record (the same dealer, deal and
// number, the computers' moves) and what it came to.
type Replay struct {
	Hand   game.HandRecord
	Result game.HandResult
}

// ReplayHand plays a hand again from the moment it was dealt, as it really stood (the
// game's scores, dealer and rules in start): the hard player takes seat, the other seats
// keep their players. Its choices are seeded, so the same seed plays the same way as far as
// the think budget lets each decision finish. Cancelling ctx stops it with ctx's error.
func ReplayHand(ctx context.Context, start game.State, hand game.HandRecord, seat game.Seat, players [4]Player, seed uint64, think time.Duration) (Replay, error) {
	if start.Phase != game.PhaseBid || start.HandNo == 0 || start.Dealer != hand.Dealer {
		return Replay{}, fmt.Errorf("replay: the hand must be dealt and not yet bid")
	}
	if seat > game.West {
		return Replay{}, fmt.Errorf("replay: unknown seat %d", seat)
	}
	hard, err := NewPlayer(ComputerSeat)
	if err != nil {
		return Replay{}, err
	}
	players[seat] = hard
	for s, p := range players {
		if p == nil {
			return Replay{}, fmt.Errorf("replay: no player in seat %s", game.Seat(s))
		}
	}
	st := start
	rng := rand.New(rand.NewPCG(seed, 0xD0B1E))
	moves, err := playOut(ctx, &st, players, think, [4]*rand.Rand{rng, rng, rng, rng}, nil)
	if err != nil {
		return Replay{}, err
	}
	out := hand
	out.Moves = moves
	return Replay{Hand: out, Result: st.Result}, nil
}
