package scenes

import "tarabish/game"

// Screens other than the table: menu, settings, statistics, how to play (English).
func init() {
	for k, v := range map[string]string{
		"menu.continue":  "Continue %s",
		"menu.settings":  "Settings",
		"menu.howto":     "How to play",
		"menu.stats":     "Statistics",
		"save.failed":    "Could not save",
		"history.failed": "Could not keep the hand in the history",
		"page.tarabish":  "Tarabish rules", "page.tarneeb": "Tarneeb rules", "page.table": "Table & players", "page.aids": "Learning aids",
		"preset": "Preset", "custom": "Custom", "reset.defaults": "Reset to defaults", "done": "Done",
		"preset.cape-breton": "Cape Breton", "preset.cape-breton-friendly": "Cape Breton, friendly", "preset.belote-auction": "Belote auction",
		"preset.levant-41": "Levant 41", "preset.gulf-31": "Gulf / short 31", "preset.long-61": "Long 61",
		"rules.next.game": "A %s game is in progress: it keeps its rules. Apply the new ones from the next game?",
		"apply.next":      "Apply from next game", "undo.rules": "Undo rule changes",
		"set.first_dealer": "First dealer", "set.bid_on": "Cards seen to bid", "set.bidding": "Choosing trump",
		"set.dealer_forced": "Dealer forced", "set.forced_over_400": "Forced over 400", "set.no_trump": "No trump",
		"set.min_bid": "Lowest bid", "set.partner_exemption": "Partner exemption", "set.trick_history": "Trick history",
		"set.quint": "Quint (100)", "set.run_scoring": "Runs count for", "set.four_of_a_kind": "Four of a kind",
		"set.bella_call": "Say Bella on", "set.last_trick": "Last trick bonus", "set.half_bait_is_bait": "Half bait is bait",
		"set.capot_bonus": "Capot bonus", "set.target": "Game to", "set.all_pass": "All pass",
		"set.first_lead_trump": "First lead trump", "set.defenders_score": "Defenders score", "set.kaboot": "Kaboot wins",
		"set.kaboot_needs_positive": "Kaboot needs plus", "set.match": "Match",
		"set.north": "Partner (North)", "set.east": "East", "set.west": "West", "set.speed": "Animation speed",
		"set.volume": "Volume", "set.mute": "Mute", "set.deck": "Cards", "set.language": "Language", "set.fullscreen": "Full screen",
		"set.legal_cards": "Playable cards", "set.hints": "Hints", "set.bidding_advice": "Bidding advice", "set.tally": "Running tally",
		"set.reminders": "Reminders", "set.hand_review": "Hand review", "set.undo": "Undo",
		"explain.north": "How well your partner plays.", "explain.east": "How well the opponent on your left plays.",
		"explain.west": "How well the opponent on your right plays.", "explain.speed": "How fast cards move on the table.",
		"explain.volume": "Loudness of the card sounds and calls.", "explain.mute": "No sound at all.",
		"explain.deck":     "Classic, four colours (for colour-blind players) or large corner indices.",
		"explain.language": "English or German.", "explain.fullscreen": "Fill the screen (F11 switches too).",
		"explain.legal_cards": "Dim the cards you may not play.", "explain.hints": "A Hint button suggests a card and says why.",
		"explain.bidding_advice": "Your chances in each suit while choosing trump.", "explain.tally": "Points or tricks taken so far, and what is still needed.",
		"explain.reminders": "Remind you to announce runs, show them and say Bella.", "explain.hand_review": "Go over each hand when it ends.",
		"explain.undo": "Take back your last card (learning games only).",
		"val.on":       "On", "val.off": "Off", "val.easy": "Easy", "val.medium": "Medium", "val.hard": "Hard",
		"val.slow": "Slow", "val.normal": "Normal", "val.fast": "Fast", "val.instant": "Instant",
		"val.classic": "Classic", "val.fourcolor": "Four colours", "val.large": "Large", "val.en": "English", "val.de": "Deutsch",
		"val.cut": "Cut", "val.random": "Random", "val.six": "Six", "val.three": "Three", "val.nine": "All nine",
		"val.call": "Call or pass", "val.auction": "Auction", "val.player": "Best player", "val.team": "Best team",
		"val.second": "Second card", "val.either": "Either card", "val.redeal": "Redeal", "val.dealer_7": "Dealer bids 7",
		"val.any": "Always", "val.bid_13": "Only bid 13", "val.one_set": "One set", "val.best_of_3": "Best of 3",
		"val.thirteen_sets": "13 sets",
		"reset":             "Reset", "keep": "Keep", "reset.ask": "Clear your %s statistics? This cannot be undone.",
		"export": "Export", "exported": "Saved as %s", "history": "Hand history (latest first)",
		"history.empty": "No hands played yet.",
		"st.games":      "Games played", "st.won": "Games won", "st.hands": "Hands played", "st.called": "Hands we called",
		"st.bait": "Went bait", "st.bid": "Hands we bid", "st.made": "Bids made", "st.best": "Best hand",
		"st.streak": "Winning streak", "st.longest": "Longest streak",
		"prev": "Back", "next": "Next", "page.n": "Page %d of %d",
	} {
		english[k] = v
	}
}

// The rules' own one-line explanations are the English explanations of the options.
func init() {
	for _, o := range game.Options {
		english["rule."+o.Game.String()+"."+o.Name] = o.Explain
	}
}
