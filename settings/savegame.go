package settings

import (
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"time"

	"tarabish/game"
)

// saveSchema is the schema number of current-<game>.json.
const saveSchema = 1

// saveJSON is current-<game>.json: the seed and hand record rebuild the game exactly.
type saveJSON struct {
	Schema  int             `json:"schema"`
	Game    string          `json:"game"`
	Seed    uint64          `json:"seed"`
	Record  json.RawMessage `json:"record"`
	Seats   AILevels        `json:"seats"`
	SavedAt time.Time       `json:"saved_at"`
}

// SaveGame writes the game in progress, with the computer levels it is played with, to
// current-<game>.json, with the atomic write. It reads nothing; the table saves through a
// Saver so that the write stays off the game loop. Only a seeded game (game.NewGame)
// can be saved.
func SaveGame(s Store, g *game.Game, levels AILevels) error {
	if err := checkSave(g, levels); err != nil {
		return err
	}
	data, err := encodeSave(g.Record(), g.Seed, levels)
	if err != nil {
		return err
	}
	return writeFile(s.SavePath(g.State.Rules.Game), data)
}

// checkSave tells whether a game can be saved with these levels.
func checkSave(g *game.Game, levels AILevels) error {
	if g == nil || !g.Seeded {
		return errors.New("save game: only a game started with a seed can be saved")
	}
	if err := levels.Validate(); err != nil {
		return fmt.Errorf("save game: %v", err)
	}
	return nil
}

// encodeSave gives the content of current-<game>.json for a seeded game's record.
func encodeSave(r game.Record, seed uint64, levels AILevels) ([]byte, error) {
	rec, err := r.MarshalJSON()
	if err != nil {
		return nil, fmt.Errorf("save game: %v", err)
	}
	data, err := json.Marshal(saveJSON{Schema: saveSchema, Game: r.Game.String(), Seed: seed, Record: rec,
		Seats: levels, SavedAt: time.Now().UTC().Truncate(time.Second)})
	if err != nil {
		return nil, fmt.Errorf("save game: %v", err)
	}
	return data, nil
}

// LoadGame rebuilds the saved game of one kind: a new game from the saved rules and seed,
// with every saved action applied again in order, so the table is exactly as it was. No saved
// game gives a nil game and no notice; a save that cannot be read or does not replay is kept
// aside and gives a nil game and a notice. The error is only for a kind that is not a game.
func LoadGame(s Store, k game.Kind) (*game.Game, AILevels, error, error) {
	if int(k) >= game.Kinds {
		return nil, AILevels{}, nil, fmt.Errorf("load game: unknown game %d", k)
	}
	var g *game.Game
	var levels AILevels
	found, notice := loadFile(s.SavePath(k), "notice.what.save."+k.String(), "notice.fallback.save", func(data []byte) error {
		var err error
		g, levels, err = parseSave(k, data)
		return err
	})
	if !found {
		return nil, AILevels{}, notice, nil
	}
	return g, levels, nil, nil
}

// parseSave reads a saved game and replays it.
func parseSave(k game.Kind, data []byte) (*game.Game, AILevels, error) {
	if err := checkSchema(data, saveSchema); err != nil {
		return nil, AILevels{}, err
	}
	j := saveJSON{Seats: DefaultLevels()}
	if err := decodeStrict(data, &j); err != nil {
		return nil, AILevels{}, err
	}
	if j.Game != k.String() {
		return nil, AILevels{}, fmt.Errorf("the file holds a %q game, not %s", j.Game, k)
	}
	if err := j.Seats.Validate(); err != nil {
		return nil, AILevels{}, err
	}
	rec, err := game.ParseRecord(j.Record)
	if err != nil {
		return nil, AILevels{}, fmt.Errorf("record: %v", err)
	}
	if rec.Game != k {
		return nil, AILevels{}, fmt.Errorf("the record is of %s, not %s", rec.Game, k)
	}
	g, err := rebuild(rec, j.Seed)
	if err != nil {
		return nil, AILevels{}, err
	}
	return g, j.Seats, nil
}

// rebuild replays the record from the seed: every deal must be the one the seed gives,
// every action the seat to act's, and no hand may be missing.
func rebuild(rec game.Record, seed uint64) (*game.Game, error) {
	return game.Rebuild(rec.Rules, game.History{Seeded: true, Seed: seed, Hands: rec.Hands}, nil)
}

// DeleteGame removes the saved game of one kind, as when the game ends; no save is no error.
func DeleteGame(s Store, k game.Kind) error {
	err := os.Remove(s.SavePath(k))
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	return err
}
