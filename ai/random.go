package ai

import (
	"context"
	"math/rand/v2"
	"time"

	"tarabish/game"
)

// Random plays uniformly random legal actions (for tests and simulations).
type Random struct{}

// Choose picks any legal action with equal chance.
func (Random) Choose(_ context.Context, v *game.View, _ time.Duration, rng *rand.Rand) game.Action {
	var buf [128]game.Action
	legal := v.AppendLegal(buf[:0])
	return legal[rng.IntN(len(legal))]
}
