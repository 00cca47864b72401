package dd

import (
	"bufio"
	"fmt"
	"io"
	"strings"

	"tarabish/game"
)

// ParseDeal reads a line "<deal> <trump> <leader>": the deal in PBN form ("N:" then four hands
// clockwise from the named seat, each "spades.hearts.diamonds.clubs"), trump S, H, D, C or NT,
// and the leader's seat letter. All hands must have the same size (an ending may be shorter).
func ParseDeal(line string, g game.Kind) (Position, error) {
	f := strings.Fields(line)
	if len(f) > 0 && strings.HasSuffix(f[0], ":") && len(f) > 1 {
		f = append([]string{f[0] + f[1]}, f[2:]...)
	}
	if len(f) != 6 {
		return Position{}, fmt.Errorf("want \"<seat>:<hand> <hand> <hand> <hand> <trump> <leader>\", got %d fields", len(f))
	}
	first, h0, ok := strings.Cut(f[0], ":")
	if !ok {
		return Position{}, fmt.Errorf("deal %q does not start with a seat and ':'", f[0])
	}
	seat, err := game.ParseSeat(first)
	if err != nil {
		return Position{}, fmt.Errorf("deal starts with %v", err)
	}
	p := Position{Rules: Rules{Game: g}}
	if g == game.Tarabish {
		p.Rules.LastTrick = 10
	}
	texts := []string{h0, f[1], f[2], f[3]}
	var seen game.Cards
	for i, text := range texts {
		h, err := parseHand(text, g)
		if err != nil {
			return Position{}, fmt.Errorf("hand %v: %v", seat, err)
		}
		if dup := h & seen; dup != 0 {
			return Position{}, fmt.Errorf("card %v appears twice", dup.First())
		}
		seen |= h
		p.Hands[seat] = h
		if i < 3 {
			seat = seat.Left()
		}
	}
	if p.Trump, err = game.ParseSuit(f[4], true); err != nil {
		return Position{}, fmt.Errorf("trump: %v (want S, H, D, C or NT)", err)
	}
	if p.Trump == game.NoTrump && g == game.Tarneeb {
		return Position{}, fmt.Errorf("tarneeb has no no-trump play")
	}
	if p.Leader, err = game.ParseSeat(f[5]); err != nil {
		return Position{}, fmt.Errorf("leader: %v", err)
	}
	n := p.Hands[game.North].Len()
	for s := game.East; s <= game.West; s++ {
		if m := p.Hands[s].Len(); m != n {
			return Position{}, fmt.Errorf("hand %v has %d cards, N has %d", s, m, n)
		}
	}
	if n == 0 {
		return Position{}, fmt.Errorf("the hands are empty")
	}
	if n > g.HandSize() {
		return Position{}, fmt.Errorf("hands of %d cards, at most %d in %v", n, g.HandSize(), g)
	}
	return p, p.Check()
}

// parseHand reads "spades.hearts.diamonds.clubs".
func parseHand(text string, g game.Kind) (game.Cards, error) {
	suits := strings.Split(text, ".")
	if len(suits) != 4 {
		return 0, fmt.Errorf("%q: want 4 suits separated by '.', got %d", text, len(suits))
	}
	var h game.Cards
	for si, st := range suits {
		st = strings.ToUpper(st)
		if st == "-" {
			continue
		}
		for i := 0; i < len(st); i++ {
			rs := st[i : i+1]
			if rs == "1" && i+1 < len(st) && st[i+1] == '0' {
				rs = "T"
				i++
			}
			r := strings.Index("23456789TJQKA", rs)
			if r < 0 {
				return 0, fmt.Errorf("%q: bad rank %q", text, rs)
			}
			c := game.NewCard(game.Suit(si), game.Rank(r))
			if !g.Deck().Has(c) {
				return 0, fmt.Errorf("rank %v is not in the %v deck", game.Rank(r).Name(), deckName(g))
			}
			if h.Has(c) {
				return 0, fmt.Errorf("card %v appears twice", c)
			}
			h |= c.Mask()
		}
	}
	return h, nil
}

// deckName gives the game's name for messages.
func deckName(g game.Kind) string {
	if g == game.Tarneeb {
		return "Tarneeb"
	}
	return "Tarabish"
}

// RunSolve solves every non-empty line of in (ParseDeal format, game and rules from r) and
// writes "<value> <card>" or "error: <reason>" per line; failed reports whether any line failed.
func RunSolve(in io.Reader, out io.Writer, r Rules) (failed bool) {
	sc := bufio.NewScanner(in)
	w := bufio.NewWriter(out)
	defer w.Flush()
	s := NewSolver()
	for sc.Scan() {
		line := strings.TrimSpace(sc.Text())
		if line == "" {
			continue
		}
		p, err := ParseDeal(line, r.Game)
		if err == nil {
			p.Rules = r
			err = p.Check()
		}
		if err != nil {
			fmt.Fprintf(w, "error: %v\n", err)
			failed = true
			continue
		}
		v, c := s.Solve(p)
		fmt.Fprintf(w, "%d %v\n", v, c)
	}
	if err := sc.Err(); err != nil {
		fmt.Fprintf(w, "error: %v\n", err)
		failed = true
	}
	return failed
}
