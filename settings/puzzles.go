package settings

import (
	"encoding/json"
	"errors"
	"fmt"
	"path/filepath"
	"slices"
)

// puzzlesSchema is the schema number of puzzles.json.
const puzzlesSchema = 1

// maxPuzzleID bounds the length of a puzzle's ID in the file ("tb.07" is five).
const maxPuzzleID = 32

// Puzzles is the person's progress in the puzzles: the IDs of those solved, sorted.
type Puzzles struct {
	Solved []string `json:"solved"`
}

// IsSolved reports whether a puzzle was solved.
func (p Puzzles) IsSolved(id string) bool {
	_, found := slices.BinarySearch(p.Solved, id)
	return found
}

// MarkSolved records a puzzle as solved and reports whether it was not solved before.
func (p *Puzzles) MarkSolved(id string) bool {
	i, found := slices.BinarySearch(p.Solved, id)
	if found {
		return false
	}
	p.Solved = slices.Insert(p.Solved, i, id)
	return true
}

// validate checks that the IDs are sorted, distinct, not empty and short.
func (p Puzzles) validate() error {
	for i, id := range p.Solved {
		switch {
		case id == "" || len(id) > maxPuzzleID:
			return fmt.Errorf("puzzle ID %q is empty or too long", id)
		case i > 0 && p.Solved[i-1] >= id:
			return errors.New("the solved puzzles are not sorted or given twice")
		}
	}
	return nil
}

// PuzzlesPath gives the path of the puzzle progress file.
func (s Store) PuzzlesPath() string { return filepath.Join(s.DataDir, "puzzles.json") }

// puzzlesFile is puzzles.json.
type puzzlesFile struct {
	Schema int `json:"schema"`
	Puzzles
}

// LoadPuzzles reads the puzzle progress. A missing file gives none solved and no notice; a
// damaged one is kept aside and gives none solved and a one-line notice.
func LoadPuzzles(s Store) (Puzzles, error) {
	var j puzzlesFile
	found, notice := loadJSON(s.PuzzlesPath(), "notice.what.puzzles", "notice.fallback.puzzles", puzzlesSchema, &j,
		func() error { return j.validate() })
	if !found {
		return Puzzles{}, notice
	}
	return j.Puzzles, nil
}

// SavePuzzles writes the puzzle progress safely.
func SavePuzzles(s Store, p Puzzles) error {
	if err := p.validate(); err != nil {
		return fmt.Errorf("puzzle progress not saved: %v", err)
	}
	if p.Solved == nil {
		p.Solved = []string{}
	}
	data, err := json.MarshalIndent(puzzlesFile{Schema: puzzlesSchema, Puzzles: p}, "", "  ")
	if err != nil {
		return err
	}
	return writeFile(s.PuzzlesPath(), append(data, '\n'))
}
