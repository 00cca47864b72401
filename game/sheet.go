package game

// SheetRow is one line of the score sheet: a finished hand and the running totals after it.
type SheetRow struct {
	Result HandResult
	Totals [2]int // the set's (Tarabish: the game's) score after the hand
	SetNo  int    // the set the hand belongs to (Tarabish: 1)
}

// Sheet gives the score sheet of the game's finished hands.
func (g *Game) Sheet() []SheetRow {
	var rows []SheetRow
	var totals [2]int
	set := 1
	for _, r := range g.Results {
		totals[0] += r.Score[0]
		totals[1] += r.Score[1]
		rows = append(rows, SheetRow{Result: r, Totals: totals, SetNo: set})
		if r.SetWinner != NoTeam {
			totals, set = [2]int{}, set+1
		}
	}
	return rows
}
