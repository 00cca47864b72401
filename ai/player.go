// Package ai holds the computer players: they see only a seat's View and choose its action.
package ai

import (
	"context"
	"fmt"
	"math/rand/v2"
	"time"

	"tarabish/game"
)

// Player chooses an action for the seat of a View whose turn it is.
type Player interface {
	// Choose returns a legal action for v.Seat within about the think-time budget; when ctx
	// is cancelled it stops thinking and returns at once with an action still legal.
	Choose(ctx context.Context, v *game.View, budget time.Duration, rng *rand.Rand) game.Action
}

// Levels lists the player levels by name, weakest first; reference (the hard player as it
// stood in December 2026) comes before hard, which is meant to grow stronger than it.
var Levels = []string{"random", "easy", "medium", "reference", "hard", "expert"}

// NewPlayer makes a player of a level by name.
func NewPlayer(level string) (Player, error) {
	switch level {
	case "random":
		return Random{}, nil
	case "easy":
		return Easy{}, nil
	case "medium":
		return NewMedium(), nil
	case "reference":
		return NewReference(), nil
	case "hard":
		return NewHard(), nil
	case "expert":
		return NewExpert(), nil
	}
	return nil, fmt.Errorf("unknown player level %q (want one of %v)", level, Levels)
}
