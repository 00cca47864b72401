package puzzles_test

import (
	"fmt"

	"tarabish/ai/puzzles"
	"tarabish/game"
)

// A puzzles screen asks Check about the card played and, for a wrong one, shows the line
// that beats it trick by trick.
func ExampleCheck() {
	p := puzzles.ByID("tb.06")
	fmt.Println(p.Title)
	fmt.Println(p.Goal)
	wrong, _ := game.ParseCard("8S")
	v, err := puzzles.Check(p, wrong)
	if err != nil {
		panic(err)
	}
	fmt.Printf("%v: ok %v, North-South take %d of the %d they need\n", wrong, v.OK, v.Got, p.Need())
	for _, tr := range puzzles.Tricks(p, v.Line) {
		fmt.Println(tr.Plays, "taken by", tr.Winner)
	}
	right, _ := puzzles.Check(p, p.Answer.First())
	fmt.Printf("%v: ok %v, %d\n", p.Answer, right.OK, right.Got)
	// Output:
	// Not bait, four cards: North to lead, spades trump
	// North-South called spades and need 82 of 162: take 16 of the 66 points left.
	// 8S: ok false, North-South take 0 of the 16 they need
	// [{N 8S} {E 9S} {S 8H} {W 6S}] taken by E
	// [{E TD} {S 9D} {W 9H} {N JH}] taken by E
	// [{E 8D} {S 8C} {W 9C} {N TC}] taken by E
	// [{E KC} {S JC} {W AC} {N QC}] taken by W
	// JH: ok true, 16
}
