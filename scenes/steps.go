package scenes

import (
	"slices"

	"tarabish/game"
)

// startHand lays out a freshly dealt hand and queues the deal in the game's own pattern.
func (t *Table) startHand(ctx *Context) {
	s := &t.G.State
	t.HUD = *s
	t.handOver = false
	t.trick, t.trickSeats = nil, nil
	t.calls, t.speech, t.banner = [4][]game.Action{}, [4]bubble{}, ""
	t.Tricks = nil
	t.dealNo = t.shownDealNo()
	for seat := range t.hands {
		t.hands[seat], t.kitty[seat] = nil, nil
	}
	if s.Phase != game.PhaseBid {
		return
	}
	deck := t.geo.DeckPlace(s.Dealer)
	for i := range t.sprites {
		t.sprites[i] = Sprite{}
	}
	z := 0
	for cs := t.Kind.Deck(); cs != 0; cs &= cs - 1 {
		sp := &t.sprites[cs.First()]
		sp.MoveTo(deck, 0, 0)
		sp.Z = z
		z++
	}
	t.queue = append(t.queue, step{run: func(t *Table, ctx *Context) { ctx.Sound.Play("shuffle") }, wait: 24})
	seen := t.Kind.HandSize()
	packet, gap := 1, 2
	if t.Kind == game.Tarabish {
		seen, packet, gap = s.Rules.BidOn.Cards(), 3, 7
	}
	order := dealOrder(t.Kind, s.Dealer)
	for i := 0; i < t.Kind.HandSize(); i += packet {
		for _, seat := range order {
			cards := s.Deal[seat][i : i+packet]
			toKitty := i >= seen
			t.queue = append(t.queue, step{wait: gap, run: func(t *Table, ctx *Context) {
				for _, c := range cards {
					if toKitty {
						t.kitty[seat] = append(t.kitty[seat], c)
					} else {
						t.hands[seat] = append(t.hands[seat], c)
					}
					t.sprites[c].Z = 100 + len(t.hands[seat]) + len(t.kitty[seat])
				}
				ctx.Sound.Play("deal")
				t.relayoutSeat(seat, ctx.ticks(12), false)
			}})
		}
	}
	t.queue = append(t.queue, step{wait: 10, run: func(t *Table, ctx *Context) { t.relayout(ctx.ticks(14)) }})
}

// dealOrder gives the seats in the order they receive cards: from the dealer's left
// clockwise in Tarabish, from the dealer's right counter-clockwise in Tarneeb.
func dealOrder(k game.Kind, dealer game.Seat) [4]game.Seat {
	var out [4]game.Seat
	seat := k.Next(dealer)
	for i := range out {
		out[i] = seat
		seat = k.Next(seat)
	}
	return out
}

// queueEvents turns what the engine reports into animation steps. Everything after the end
// of a hand waits until the scoreboard is dismissed.
func (t *Table) queueEvents(ctx *Context, seat game.Seat, before game.State, a game.Action, events []game.Event) {
	after := t.G.State
	if !slices.ContainsFunc(events, func(e game.Event) bool { return e.Kind == game.EventHand }) {
		t.queue = append(t.queue, step{run: func(t *Table, ctx *Context) { t.HUD = after }})
	}
	for i, e := range events {
		e := e
		switch e.Kind {
		case game.EventBid:
			t.call(e.Seat, e.Action)
		case game.EventKitty:
			t.queue = append(t.queue, step{wait: 8, run: func(t *Table, ctx *Context) {
				for s := range t.kitty {
					t.hands[s] = append(t.hands[s], t.kitty[s]...)
					t.kitty[s] = nil
				}
				t.relayout(ctx.ticks(16))
			}})
		case game.EventAnnounce:
			t.say(e.Seat, "announce", 20)
		case game.EventShow:
			sound := "twenty"
			if after.Melds[e.Seat].Best >= 50<<6 {
				sound = "fifty"
			}
			t.queue = append(t.queue, step{wait: 30, run: func(t *Table, ctx *Context) {
				t.speech[e.Seat] = bubble{text: ctx.T("show"), ticks: ctx.ticks(90) + 1}
				ctx.Sound.Play(sound)
			}})
		case game.EventPlay:
			t.queue = append(t.queue, step{wait: 4, run: func(t *Table, ctx *Context) {
				t.hands[e.Seat] = slices.DeleteFunc(t.hands[e.Seat], func(c game.Card) bool { return c == e.Card })
				t.trick = append(t.trick, e.Card)
				t.trickSeats = append(t.trickSeats, e.Seat)
				sp := &t.sprites[e.Card]
				sp.Z = 300 + len(t.trick)
				sp.MoveTo(t.geo.TrickPlace(e.Seat), ctx.ticks(14), 0)
				t.relayoutSeat(e.Seat, ctx.ticks(10), false)
				ctx.Sound.Play("card")
			}})
		case game.EventBella:
			t.queue = append(t.queue, step{wait: 10, run: func(t *Table, ctx *Context) {
				t.speech[e.Seat] = bubble{text: ctx.T("bella"), ticks: ctx.ticks(90) + 1}
				ctx.Sound.Play("bella")
			}})
		case game.EventTrick:
			tricks := reviewableAfter(before, events)
			won := tricks[len(tricks)-1]
			t.queue = append(t.queue, step{wait: 36, run: func(t *Table, ctx *Context) {
				t.banner = trickTaker(ctx, won, t.HUD.Rules, t.HUD.Trump)
				ctx.Capture("trick")
			}},
				step{wait: 2, run: func(t *Table, ctx *Context) {
					t.gather(ctx, won.Winner)
					t.Tricks = tricks
				}})
		case game.EventHand:
			rest := events[i+1:]
			t.queue = append(t.queue, step{wait: 20, run: func(t *Table, ctx *Context) {
				if after.Result.Failed() {
					ctx.Sound.Play("bait")
				}
				// the panel behind the scoreboard shows the hand as it ended: its last trick
				// counted, the score after it
				t.HUD = handEnd(before, a, after)
				t.Sheet = t.G.Sheet()
				t.final = after
				t.deferred = rest
				t.handOver = true
			}})
			return
		}
	}
}

// say queues what a seat says (a message key), shown on its plate for a moment.
func (t *Table) say(seat game.Seat, key string, wait int) {
	t.queue = append(t.queue, step{wait: 18 + wait, run: func(t *Table, ctx *Context) {
		t.speech[seat] = bubble{text: ctx.T(key), ticks: ctx.ticks(80) + 1}
	}})
}

// call queues a seat's call or bid: it joins the seat's calls on its plate.
func (t *Table) call(seat game.Seat, a game.Action) {
	t.queue = append(t.queue, step{wait: 14, run: func(t *Table, ctx *Context) {
		t.calls[seat] = append(t.calls[seat], a)
		ctx.Sound.Play("click")
	}})
}

// trickTaker says who took a trick and, in Tarabish, what it was worth.
func trickTaker(ctx *Context, tr game.PlayedTrick, r game.Rules, trump game.Suit) string {
	who := ctx.T("trick.took", "seat", ctx.T("seat."+tr.Winner.String()))
	if tr.Winner == game.South {
		who = ctx.T("trick.took.you")
	}
	if r.Game != game.Tarabish {
		return who
	}
	return ctx.T("trick.took.points", "who", who, "points", ctx.T("hint.points", "n", tr.Points(r, trump)))
}

// bidWords gives what a seat says for a bidding action (and the bid buttons' labels).
func bidWords(ctx *Context, a game.Action) string {
	switch a.Verb {
	case game.Pass:
		return ctx.T("pass")
	case game.Call, game.Trump:
		return suitWord(ctx, a.Suit)
	case game.Bid:
		return ctx.T("bid.n", "n", a.Number)
	}
	return a.String()
}

// handEnd gives the state a hand ended in: the action that ended it applied to the state
// before, without the next deal (the engine's own state when that fails).
func handEnd(before game.State, a game.Action, after game.State) game.State {
	done := before
	if done.Apply(a) != nil {
		return after
	}
	done.Result, done.Dealer = after.Result, before.Dealer // the hand's own dealer, not the next
	return done
}

// reviewableAfter gives the tricks that may be looked at once the card that completed a
// trick is played: the hand's own state after it, before any next deal.
func reviewableAfter(before game.State, events []game.Event) []game.PlayedTrick {
	for _, e := range events {
		if e.Kind == game.EventPlay {
			done := before
			if done.Apply(e.Action) == nil {
				return done.ReviewableTricks()
			}
		}
	}
	return nil
}

// gather sends the trick towards the seat that took it, where it leaves the table.
func (t *Table) gather(ctx *Context, winner game.Seat) {
	for i, c := range t.trick {
		sp := &t.sprites[c]
		sp.Z = 200 + i
		sp.MoveTo(t.geo.GatherPlace(winner), ctx.ticks(16), 0)
		sp.Gone = true
		if !sp.Moving() {
			sp.Visible = false
		}
	}
	t.trick, t.trickSeats, t.banner = nil, nil, ""
	ctx.Sound.Play("trick")
}

// NextHand dismisses the scoreboard: the following hand is dealt on the table.
func (t *Table) NextHand(ctx *Context) {
	rest := t.deferred
	t.deferred = nil
	t.handOver = false
	for _, e := range rest {
		if e.Kind == game.EventDealt {
			t.startHand(ctx)
		}
	}
}

// relayout puts every card in its place (after a resize, or when hands change).
func (t *Table) relayout(ticks int) {
	for seat := game.North; seat <= game.West; seat++ {
		t.relayoutSeat(seat, ticks, true)
	}
	for i, c := range t.trick {
		t.sprites[c].MoveTo(t.geo.TrickPlace(t.trickSeats[i]), ticks, 0)
	}
}

// relayoutSeat places a seat's hand (sorted for the person) and kitty.
func (t *Table) relayoutSeat(seat game.Seat, ticks int, kitty bool) {
	faceUp := seat == game.South
	hand := t.hands[seat]
	if faceUp {
		sortHand(hand, t.HUD.Trump, t.Kind)
	}
	for i, c := range hand {
		sp := &t.sprites[c]
		sp.Z = 100 + i
		sp.MoveTo(t.geo.HandPlace(seat, i, len(hand), faceUp), ticks, 0)
	}
	for i, c := range t.kitty[seat] {
		t.sprites[c].MoveTo(t.geo.KittyPlace(seat, i), ticks, 0)
	}
}

// sortHand orders cards by suit, trumps first and colours alternating, strongest first.
func sortHand(cards []game.Card, trump game.Suit, k game.Kind) {
	order := [4]game.Suit{game.Spades, game.Hearts, game.Clubs, game.Diamonds}
	if trump < game.NoTrump {
		switch trump {
		case game.Hearts:
			order = [4]game.Suit{game.Hearts, game.Spades, game.Diamonds, game.Clubs}
		case game.Clubs:
			order = [4]game.Suit{game.Clubs, game.Hearts, game.Spades, game.Diamonds}
		case game.Diamonds:
			order = [4]game.Suit{game.Diamonds, game.Spades, game.Hearts, game.Clubs}
		}
	}
	rank := func(s game.Suit) int { return slices.Index(order[:], s) }
	slices.SortFunc(cards, func(a, b game.Card) int {
		if ra, rb := rank(a.Suit()), rank(b.Suit()); ra != rb {
			return ra - rb
		}
		return game.Strength(k, b, trump) - game.Strength(k, a, trump)
	})
}
