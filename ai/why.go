package ai

import (
	"context"
	"fmt"
	"sort"
	"time"

	"tarabish/game"
)

// Verdict sums up how the hint's evaluation judges a card that was played.
type Verdict uint8

// The verdicts on a played card.
const (
	VerdictBest    Verdict = iota // the evaluation's best card, or worth as much
	VerdictClose                  // another card was worth a little more
	VerdictRisked                 // another card was clearly better (CardWhy.Loss)
	VerdictUnknown                // the card got no figures (the evaluation was stopped)
)

// CardWhy is why a seat played a recorded card: the evaluation the hint uses, run on that
// seat's view just before the card.
type CardWhy struct {
	Seat    game.Seat
	Card    game.Card
	Trick   int           // the trick, from 0
	Played  *OptionValue  // the played card's figures (nil when it got none)
	Others  []OptionValue // up to whyOthers other cards, best first
	Best    *OptionValue  // the evaluation's best card (nil when none was valued)
	Verdict Verdict       // how the played card compares with the best
	Loss    float64       // how much less the played card is worth than the best
	Reason  Reason        // what the played card does in the trick, as the hint words it
	Hint    HintResult    // the whole evaluation
}

// whyOthers is how many other cards CardWhy lists.
const whyOthers = 3

// MoveProblem is why a recorded move cannot be explained.
type MoveProblem uint8

// The problems with a move asked about.
const (
	MoveOutOfRange  MoveProblem = iota // the hand has no such move
	MoveNotACard                       // the move is a bid, a call or an announcement
	MoveByPerson                       // the card is the person's, not a computer seat's
	MoveNotReplayed                    // the record does not replay up to the move
)

// MoveError says why a recorded move cannot be explained.
type MoveError struct {
	Problem MoveProblem
	Move    int   // the move asked about, from 0
	Moves   int   // the moves the hand has
	Err     error // the replay's error (MoveNotReplayed)
}

// Error says it in English.
func (e *MoveError) Error() string {
	switch e.Problem {
	case MoveOutOfRange:
		return fmt.Sprintf("move %d is not in the hand (it has %d moves)", e.Move+1, e.Moves)
	case MoveNotACard:
		return fmt.Sprintf("move %d is not a card played", e.Move+1)
	case MoveByPerson:
		return fmt.Sprintf("move %d is your own card", e.Move+1)
	}
	return fmt.Sprintf("the hand does not replay up to move %d: %v", e.Move+1, e.Err)
}

// CardAt rebuilds the moment just before a recorded move, which must be a card played: the
// state then and the move.
func CardAt(rules game.Rules, h game.HandRecord, move int) (game.State, game.Move, error) {
	if move < 0 || move >= len(h.Moves) {
		return game.State{}, game.Move{}, &MoveError{Problem: MoveOutOfRange, Move: move, Moves: len(h.Moves)}
	}
	m := h.Moves[move]
	if m.Action.Verb != game.Play {
		return game.State{}, game.Move{}, &MoveError{Problem: MoveNotACard, Move: move, Moves: len(h.Moves)}
	}
	before := h
	before.Moves = h.Moves[:move:move]
	g, err := game.Rebuild(rules, game.History{Hands: []game.HandRecord{before}}, nil)
	if err == nil && (g.State.Phase != game.PhasePlay || g.State.Current() != m.Seat || g.State.Check(m.Action) != nil) {
		err = fmt.Errorf("%s cannot play %s there", m.Seat.Name(), m.Action)
	}
	if err != nil {
		return game.State{}, game.Move{}, &MoveError{Problem: MoveNotReplayed, Move: move, Moves: len(h.Moves), Err: err}
	}
	return g.State, m, nil
}

// ExplainCard works out why a recorded card was played: it rebuilds the moment before the
// move and runs the hint's evaluation of the cards on the view of the seat that played it
// (its own cards and what was public) within budget, or until ctx is cancelled.
func ExplainCard(ctx context.Context, rules game.Rules, h game.HandRecord, move int, budget time.Duration) (CardWhy, error) {
	st, m, err := CardAt(rules, h, move)
	if err != nil {
		return CardWhy{}, err
	}
	v := st.View(m.Seat)
	legal := legalActions(&v.State)
	hint := playHint(ctx, NewHard(), &v, legal, budget, hintRNG(&v))
	return judgeCard(&v, hint, m.Action.Card, playsIn(legal)), nil
}

// judgeCard compares the played card with the evaluation's options and says what it does.
func judgeCard(v *game.View, hint HintResult, c game.Card, cards game.Cards) CardWhy {
	w := CardWhy{Seat: v.Seat, Card: c, Trick: int(v.TrickNo), Hint: hint, Verdict: VerdictUnknown}
	opts := append([]OptionValue(nil), hint.Options...)
	sort.SliceStable(opts, func(i, j int) bool { return opts[i].Value > opts[j].Value })
	if len(opts) > 0 {
		w.Best = &opts[0]
	}
	for i := range opts {
		switch {
		case opts[i].Action.Card == c:
			w.Played = &opts[i]
		case len(w.Others) < whyOthers:
			w.Others = append(w.Others, opts[i])
		}
	}
	played := withBella(&v.State, c)
	if w.Played != nil {
		played = w.Played.Action
		w.Loss = max(0, w.Best.Value-w.Played.Value)
		switch {
		case w.Loss < 1e-9:
			w.Verdict = VerdictBest
		case w.Loss <= closeLoss(v.Rules.Game) && w.Best.MakeChance-w.Played.MakeChance <= closeChance:
			w.Verdict = VerdictClose
		default:
			w.Verdict = VerdictRisked
		}
	}
	as := hint
	as.Action = played
	w.Reason = playReason(v, &as, cards)
	return w
}

// closeChance is how much less chance of the wanted contract outcome a close card may have.
const closeChance = 0.05

// closeLoss is how much less a card may be worth and still be a close call: points in
// Tarabish (of 162 and more), tricks in Tarneeb.
func closeLoss(k game.Kind) float64 {
	if k.Ruleset().CardPoints {
		return 3
	}
	return 0.25
}
