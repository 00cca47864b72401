package scenes

// The how-to-play pages (English), written from the rules for a beginner.
func init() {
	for k, v := range map[string]string{
		"howto.tb.cards.title": "Tarabish: the cards",
		"howto.tb.cards.text": "Four players in two teams: you (South) and your partner North against East and West. The deck has 36 cards, 6 up to Ace in each suit.\n" +
			"In the trump suit the Jack is highest, then the 9, Ace, 10, King, Queen, 8, 7, 6. Trump Jack is worth 20 points, trump 9 is 14.\n" +
			"In the other suits the order is Ace, 10, King, Queen, Jack, 9, 8, 7, 6. Ace 11, ten 10, King 4, Queen 3, Jack 2.\n" +
			"All cards together are worth 152 points, and the last trick 10 more: 162 in a hand.",
		"howto.tb.cards.caption": "The trump suit, highest first: J 20, 9 14, A 11, 10 10, K 4, Q 3.",
		"howto.tb.deal.title":    "Dealing and choosing trump",
		"howto.tb.deal.text": "Each player gets 9 cards, dealt three at a time. You see six of them; the last three (the kitty) stay face down until trump is chosen.\n" +
			"Starting left of the dealer, each player either names a trump suit or passes. The first to name a suit makes trump for that hand: that player's team is the calling team. If the first three pass, the dealer must name trump.\n" +
			"Then everyone picks up the kitty and plays with all nine cards.",
		"howto.tb.play.title": "Playing the tricks",
		"howto.tb.play.text": "The player left of the dealer leads. You must follow the suit led if you can.\n" +
			"If you cannot, you must play a trump if you have one. Whenever you play a trump, you must beat the highest trump already in the trick if you can, even when your partner is winning.\n" +
			"The highest trump wins the trick; without trumps, the highest card of the suit led. The winner leads next.",
		"howto.tb.play.caption": "Spades led, hearts trump: the J of hearts wins 45 points.",
		"howto.tb.runs.title":   "Runs and Bella",
		"howto.tb.runs.text": "Three cards in a row in one suit (6-7-8-9-10-J-Q-K-A) are a twenty (20 points); four or more are a fifty (50).\n" +
			"Announce your run before your first card, then show it before your second card. Only the player with the best run counts runs: a fifty beats a twenty, then the higher top card, then a run in trumps.\n" +
			"Holding the King and Queen of trumps is Bella (20): say \"Bella\" as you play the second of them.",
		"howto.tb.runs.caption": "7-8-9 of diamonds is a twenty; K and Q of trumps make Bella.",
		"howto.tb.score.title":  "Scoring and going bait",
		"howto.tb.score.text": "Each team counts the card points in its tricks, 10 for the last trick, its counted runs and Bella.\n" +
			"The calling team must take more than half of all points. If it does, both teams score what they took.\n" +
			"If it takes less than half, it goes bait: the other team scores everything. Exactly half is half bait: the calling team scores nothing, the other team keeps its own.\n" +
			"The first team to 500 wins the game.",
		"howto.tn.cards.title": "Tarneeb: cards and seats",
		"howto.tn.cards.text": "Four players in two teams; partners sit opposite. All 52 cards are dealt, 13 each. Ace is high, 2 is low. Cards have no point values: only tricks count.\n" +
			"Everything goes counter-clockwise (to the right): the deal, the bidding and the play.",
		"howto.tn.cards.caption": "Ace high, then King, Queen, Jack, 10 ... down to 2.",
		"howto.tn.bid.title":     "Bidding",
		"howto.tn.bid.text": "The player on the dealer's right bids first. Each player passes or bids how many tricks of 13 their team will take, from 7 to 13, higher than the bid before.\n" +
			"Once you pass you are out; if you are overbid you may raise when your turn comes again. The bidding ends when everyone else has passed.\n" +
			"The highest bidder names the trump suit (the tarneeb) and leads the first trick.",
		"howto.tn.play.title": "Playing",
		"howto.tn.play.text": "Follow the suit led if you can; otherwise play any card: you do not have to trump.\n" +
			"The highest trump wins the trick; without trumps, the highest card of the suit led. The winner leads the next trick.",
		"howto.tn.play.caption": "Hearts led, spades trump: the little 2 of spades wins.",
		"howto.tn.score.title":  "Scoring",
		"howto.tn.score.text": "If the bidding team takes at least its bid, it scores the tricks it took and the other team scores nothing.\n" +
			"If it fails, its bid is taken off its score (scores can go below zero) and the other team scores its tricks.\n" +
			"The first team to 41 wins the set. Taking all 13 tricks (kaboot) wins the set at once.",
	} {
		english[k] = v
	}
}
