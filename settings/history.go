package settings

import (
	"encoding/json"
	"errors"
	"fmt"
	"time"

	"tarabish/game"
)

// historySchema is the schema number of history.json.
const historySchema = 1

// MaxHistory is how many finished hands the history keeps; older ones are dropped.
const MaxHistory = 500

// HistoryEntry is one finished hand: a one-hand hand record and what it came to.
type HistoryEntry struct {
	When   time.Time   // when the hand ended
	Game   game.Kind   // which game
	HandNo int         // the hand's number in its game, from 1
	Score  [2]int      // what each team was credited, indexed by game.Team
	Caller game.Seat   // Tarabish caller or Tarneeb bidder; game.NoSeat when thrown in
	Bid    int         // the winning bid (0 in call-or-pass and when thrown in)
	Record game.Record // the rules, the hand's dealer and deal, and its actions
	// Figures are the hand's progress figures; nil while they are not worked out yet (or were
	// worked out under another FiguresVersion).
	Figures *Figures
}

// teamScore is a per-team figure in history.json.
type teamScore struct {
	NS int `json:"NS"`
	EW int `json:"EW"`
}

// entryJSON is one hand in history.json.
type entryJSON struct {
	When   time.Time       `json:"when"`
	Game   string          `json:"game"`
	Hand   int             `json:"hand"`
	Score  teamScore       `json:"score"`
	Caller *string         `json:"caller"`
	Bid    int             `json:"bid"`
	Record json.RawMessage `json:"record"`
	// Progress is optional: a file without it (written before the figures existed) still reads.
	Progress *figuresJSON `json:"progress,omitempty"`
}

// historyJSON is history.json, oldest hand first.
type historyJSON struct {
	Schema int         `json:"schema"`
	Hands  []entryJSON `json:"hands"`
}

const historyWhat, historyFallback = "notice.what.history", "notice.fallback.history"

// AddHand adds a finished hand (handNo is its number in the game) to the history, dropping
// the oldest beyond MaxHistory. The hand must replay on its own to the result given. The
// notice is set when the old history could not be read (it is kept aside and a new one begun).
func AddHand(s Store, k game.Kind, rules game.Rules, handNo int, h game.HandRecord, r game.HandResult) (notice, err error) {
	return AddHandAt(s, k, rules, handNo, h, r, time.Now())
}

// AddHandAt is AddHand for a hand that ended at the given time (kept to the second), so that
// the caller can name the hand later (SetFigures).
func AddHandAt(s Store, k game.Kind, rules game.Rules, handNo int, h game.HandRecord, r game.HandResult, when time.Time) (notice, err error) {
	if err := checkRules(k, rules); err != nil {
		return nil, fmt.Errorf("history: %v", err)
	}
	rec := game.Record{Game: k, Rules: rules, Hands: []game.HandRecord{h}}
	raw, err := rec.MarshalJSON()
	if err != nil {
		return nil, fmt.Errorf("history: %v", err)
	}
	e := entryJSON{When: when.UTC().Truncate(time.Second), Game: k.String(), Hand: handNo,
		Score: teamScore{NS: r.Score[game.NS], EW: r.Score[game.EW]}, Bid: r.Bid, Record: raw}
	if r.Caller <= game.West {
		c := r.Caller.String()
		e.Caller = &c
	}
	if _, err := parseEntry(e); err != nil {
		return nil, fmt.Errorf("history: %v", err)
	}
	var j historyJSON
	found, notice := loadJSON(s.HistoryPath(), historyWhat, historyFallback, historySchema, &j, nil)
	if !found {
		j = historyJSON{}
	}
	j.Schema = historySchema
	j.Hands = append(j.Hands, e)
	if n := len(j.Hands) - MaxHistory; n > 0 {
		j.Hands = append([]entryJSON(nil), j.Hands[n:]...)
	}
	data, err := json.Marshal(j)
	if err != nil {
		return notice, fmt.Errorf("history: %v", err)
	}
	return notice, writeFile(s.HistoryPath(), data)
}

// History gives the kept hands, oldest first, each checked by replaying it. A missing file
// gives none and no notice; a damaged one is kept aside and gives none and a notice.
func History(s Store) ([]HistoryEntry, error) {
	var out []HistoryEntry
	found, notice := loadFile(s.HistoryPath(), historyWhat, historyFallback, func(data []byte) error {
		var j historyJSON
		if err := checkSchema(data, historySchema); err != nil {
			return err
		}
		if err := decodeStrict(data, &j); err != nil {
			return err
		}
		if len(j.Hands) > MaxHistory {
			return fmt.Errorf("%d hands, more than %d", len(j.Hands), MaxHistory)
		}
		out = make([]HistoryEntry, 0, len(j.Hands))
		for i, e := range j.Hands {
			he, err := parseEntry(e)
			if err != nil {
				return fmt.Errorf("hand %d: %v", i+1, err)
			}
			out = append(out, he)
		}
		return nil
	})
	if !found {
		return nil, notice
	}
	return out, nil
}

// parseEntry reads one history hand and checks that its record is a single hand that replays
// to the score, caller and bid written beside it.
func parseEntry(e entryJSON) (HistoryEntry, error) {
	k, err := game.ParseKind(e.Game)
	if err != nil {
		return HistoryEntry{}, err
	}
	if e.Hand < 1 {
		return HistoryEntry{}, fmt.Errorf("hand number %d", e.Hand)
	}
	he := HistoryEntry{When: e.When, Game: k, HandNo: e.Hand, Score: [2]int{e.Score.NS, e.Score.EW},
		Caller: game.NoSeat, Bid: e.Bid}
	if e.Caller != nil {
		if he.Caller, err = game.ParseSeat(*e.Caller); err != nil {
			return HistoryEntry{}, err
		}
	}
	if he.Record, err = game.ParseRecord(e.Record); err != nil {
		return HistoryEntry{}, fmt.Errorf("record: %v", err)
	}
	if he.Record.Game != k || len(he.Record.Hands) != 1 {
		return HistoryEntry{}, errors.New("the record is not one hand of its game")
	}
	if e.Progress != nil {
		f, err := parseFigures(*e.Progress, k)
		if err != nil {
			return HistoryEntry{}, fmt.Errorf("progress: %v", err)
		}
		if f.Version == FiguresVersion {
			he.Figures = &f
		}
	}
	_, results, err := game.Replay(he.Record)
	if err != nil {
		return HistoryEntry{}, err
	}
	if len(results) != 1 {
		return HistoryEntry{}, errors.New("the hand is not finished")
	}
	if r := results[0]; r.Score != he.Score || r.Caller != he.Caller || r.Bid != he.Bid {
		return HistoryEntry{}, errors.New("the hand does not replay to its score, caller and bid")
	}
	return he, nil
}

// Export writes a history hand to path as a hand record, which game.ParseRecord and
// game.Replay (and `tarabish replay`) accept.
func Export(e HistoryEntry, path string) error {
	if err := checkRules(e.Record.Game, e.Record.Rules); err != nil {
		return fmt.Errorf("export: %v", err)
	}
	data, err := json.MarshalIndent(e.Record, "", "  ")
	if err != nil {
		return fmt.Errorf("export: %v", err)
	}
	return writeFile(path, append(data, '\n'))
}

// checkRules tests that rules are valid rules of game k (the engine's record writer needs it).
func checkRules(k game.Kind, r game.Rules) error {
	if int(k) >= game.Kinds {
		return fmt.Errorf("unknown game %d", k)
	}
	if r.Game != k {
		return fmt.Errorf("the rules are for %s, not %s", r.Game, k)
	}
	return r.Validate()
}
