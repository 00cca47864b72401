package game

import (
	"bytes"
	"encoding/json"
	"fmt"
	"sort"
	"strconv"
	"strings"
)

// Record is a hand record: the rules and every hand of one game, deal and actions.
type Record struct {
	Game  Kind
	Rules Rules
	Hands []HandRecord
}

// HandRecord is one hand: its dealer, each seat's cards in deal order, and the moves; No is
// its deal number when it has one.
type HandRecord struct {
	Dealer Seat
	Deal   [4][]Card
	Moves  []Move
	No     DealNo
}

type recordJSON struct {
	Game  string                     `json:"game"`
	Rules map[string]json.RawMessage `json:"rules"`
	Hands []handJSON                 `json:"hands"`
}

type handJSON struct {
	Dealer  string            `json:"dealer"`
	DealNo  uint32            `json:"deal_no,omitempty"`
	Deal    map[string]string `json:"deal"`
	Actions []string          `json:"actions"`
}

// ParseRecord reads a hand record from JSON, checking the game, the rules, every deal and
// the spelling of every action; whether the actions are legal is checked by Replay.
func ParseRecord(data []byte) (Record, error) {
	var raw recordJSON
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(&raw); err != nil {
		return Record{}, fmt.Errorf("bad JSON: %v", err)
	}
	if dec.More() {
		return Record{}, fmt.Errorf("bad JSON: more than one object")
	}
	k, err := ParseKind(raw.Game)
	if err != nil {
		return Record{}, err
	}
	rules, err := parseRules(k, raw.Rules)
	if err != nil {
		return Record{}, err
	}
	rec := Record{Game: k, Rules: rules}
	for i, h := range raw.Hands {
		hr, err := parseHand(k, h)
		if err != nil {
			return Record{}, fmt.Errorf("hand %d: %v", i+1, err)
		}
		for j, text := range h.Actions {
			m, err := ParseMove(text)
			if err != nil {
				return Record{}, &ReplayError{Hand: i + 1, Action: j + 1, Text: text, Err: err}
			}
			hr.Moves = append(hr.Moves, m)
		}
		rec.Hands = append(rec.Hands, hr)
	}
	return rec, nil
}

func parseRules(k Kind, raw map[string]json.RawMessage) (Rules, error) {
	preset := ""
	if p, ok := raw["preset"]; ok {
		if err := json.Unmarshal(p, &preset); err != nil {
			return Rules{}, fmt.Errorf("rules: preset must be a string")
		}
	}
	r, err := PresetRules(k, preset)
	if err != nil {
		return Rules{}, err
	}
	names := make([]string, 0, len(raw))
	for name := range raw {
		if name != "preset" {
			names = append(names, name)
		}
	}
	sort.Strings(names)
	for _, name := range names {
		var v any
		if err := json.Unmarshal(raw[name], &v); err != nil {
			return Rules{}, fmt.Errorf("rules: option %s: bad value", name)
		}
		var text string
		switch x := v.(type) {
		case string:
			text = x
		case bool:
			text = onOff(x)
		case float64:
			text = strconv.FormatFloat(x, 'f', -1, 64)
		default:
			return Rules{}, fmt.Errorf("rules: option %s: bad value %s", name, raw[name])
		}
		if err := r.Set(name, text); err != nil {
			return Rules{}, fmt.Errorf("rules: %v", err)
		}
	}
	return r, nil
}

func parseHand(k Kind, h handJSON) (HandRecord, error) {
	dealer, err := ParseSeat(h.Dealer)
	if err != nil {
		return HandRecord{}, fmt.Errorf("dealer: %v", err)
	}
	hr := HandRecord{Dealer: dealer}
	for key := range h.Deal {
		if _, err := ParseSeat(key); err != nil || len(key) != 1 || key != strings.ToUpper(key) {
			return hr, fmt.Errorf("deal: unknown seat %q", key)
		}
	}
	for seat := North; seat <= West; seat++ {
		text, ok := h.Deal[seat.String()]
		if !ok {
			return hr, fmt.Errorf("deal: seat %s is missing", seat)
		}
		cards, err := ParseCards(text)
		if err != nil {
			return hr, fmt.Errorf("deal: seat %s: %v", seat, err)
		}
		hr.Deal[seat] = cards
	}
	if err := CheckDeal(k, hr.Deal); err != nil {
		return hr, fmt.Errorf("deal: %v", err)
	}
	hr.No = DealNo(h.DealNo)
	if err := checkDealNo(k, hr); err != nil {
		return hr, fmt.Errorf("deal_no: %v", err)
	}
	return hr, nil
}

// MarshalJSON writes the record in the hand-record format: the rules as the preset plus the
// options that differ from it.
func (rec Record) MarshalJSON() ([]byte, error) {
	if rec.Game != rec.Rules.Game {
		return nil, fmt.Errorf("record of %s holds %s rules", rec.Game, rec.Rules.Game)
	}
	out := recordJSON{Game: rec.Game.String(), Rules: map[string]json.RawMessage{}}
	preset := rec.Rules.Preset
	base, err := PresetRules(rec.Game, preset)
	if err != nil {
		preset = ""
		base = DefaultRules(rec.Game)
	}
	if preset == "" {
		preset = base.Preset
	}
	out.Rules["preset"], _ = json.Marshal(preset)
	for _, name := range rec.Rules.Diff(base) {
		o, _ := FindOption(rec.Game, name)
		v := o.Get(rec.Rules)
		switch {
		case v == "on" || v == "off":
			out.Rules[name], _ = json.Marshal(v == "on")
		case o.Values[0][0] >= '0' && o.Values[0][0] <= '9':
			out.Rules[name] = json.RawMessage(v)
		default:
			out.Rules[name], _ = json.Marshal(v)
		}
	}
	out.Hands = []handJSON{}
	for _, h := range rec.Hands {
		hj := handJSON{Dealer: h.Dealer.String(), DealNo: uint32(h.No), Deal: map[string]string{}, Actions: make([]string, len(h.Moves))}
		for i, m := range h.Moves {
			hj.Actions[i] = m.String()
		}
		for seat, cards := range h.Deal {
			parts := make([]string, len(cards))
			for i, c := range cards {
				parts[i] = c.String()
			}
			hj.Deal[Seat(seat).String()] = strings.Join(parts, " ")
		}
		out.Hands = append(out.Hands, hj)
	}
	return json.Marshal(out)
}
