package scenes

// The how-to-play pages (German).
func init() {
	for k, v := range map[string]string{
		"howto.tb.cards.title": "Tarabish: die Karten",
		"howto.tb.cards.text": "Vier Spieler in zwei Teams: du (Süd) und dein Partner Nord gegen Ost und West. Gespielt wird mit 36 Karten, 6 bis Ass in jeder Farbe.\n" +
			"In der Trumpffarbe ist der Bube am höchsten, dann die 9, Ass, 10, König, Dame, 8, 7, 6. Der Trumpfbube zählt 20 Punkte, die Trumpfneun 14.\n" +
			"In den anderen Farben gilt Ass, 10, König, Dame, Bube, 9, 8, 7, 6. Ass 11, Zehn 10, König 4, Dame 3, Bube 2.\n" +
			"Alle Karten zusammen zählen 152 Punkte, der letzte Stich 10 dazu: 162 in einem Spiel.",
		"howto.tb.cards.caption": "Die Trumpffarbe, höchste zuerst: B 20, 9 14, A 11, 10 10, K 4, D 3.",
		"howto.tb.deal.title":    "Geben und Trumpf wählen",
		"howto.tb.deal.text": "Jeder bekommt 9 Karten, je drei auf einmal. Sechs davon siehst du; die letzten drei (der Stock) bleiben verdeckt, bis Trumpf feststeht.\n" +
			"Links vom Geber beginnend sagt jeder eine Trumpffarbe an oder passt. Wer zuerst ansagt, bestimmt Trumpf: sein Team ist das ansagende Team. Passen die ersten drei, muss der Geber Trumpf bestimmen.\n" +
			"Dann nehmen alle ihren Stock auf und spielen mit neun Karten.",
		"howto.tb.play.title": "Stiche spielen",
		"howto.tb.play.text": "Der Spieler links vom Geber spielt aus. Du musst die ausgespielte Farbe bedienen, wenn du kannst.\n" +
			"Kannst du nicht, musst du Trumpf spielen, wenn du einen hast. Wer Trumpf spielt, muss den höchsten Trumpf im Stich überstechen, wenn er kann, auch wenn der Partner gerade gewinnt.\n" +
			"Der höchste Trumpf gewinnt den Stich, sonst die höchste Karte der ausgespielten Farbe. Der Gewinner spielt neu aus.",
		"howto.tb.play.caption": "Pik ausgespielt, Herz ist Trumpf: der Herzbube gewinnt 45 Punkte.",
		"howto.tb.runs.title":   "Folgen und Bella",
		"howto.tb.runs.text": "Drei Karten in Folge in einer Farbe (6-7-8-9-10-B-D-K-A) sind eine Zwanzig (20 Punkte); vier oder mehr eine Fünfzig (50).\n" +
			"Sag deine Folge vor deiner ersten Karte an und zeig sie vor deiner zweiten. Nur der Spieler mit der besten Folge zählt Folgen: Fünfzig schlägt Zwanzig, dann die höhere oberste Karte, dann die Folge in Trumpf.\n" +
			"König und Dame in Trumpf sind Bella (20): sag \"Bella\", wenn du die zweite der beiden spielst.",
		"howto.tb.runs.caption": "Karo 7-8-9 ist eine Zwanzig; Trumpf-König und -Dame sind Bella.",
		"howto.tb.score.title":  "Zählen und bait gehen",
		"howto.tb.score.text": "Jedes Team zählt die Kartenpunkte seiner Stiche, 10 für den letzten Stich, seine gezählten Folgen und Bella.\n" +
			"Das ansagende Team muss mehr als die Hälfte aller Punkte machen. Dann schreiben beide Teams, was sie genommen haben.\n" +
			"Macht es weniger als die Hälfte, geht es bait: das andere Team bekommt alles. Genau die Hälfte ist halb bait: das ansagende Team bekommt nichts, das andere behält seine Punkte.\n" +
			"Das erste Team mit 500 gewinnt.",
		"howto.tn.cards.title": "Tarneeb: Karten und Plätze",
		"howto.tn.cards.text": "Vier Spieler in zwei Teams; Partner sitzen sich gegenüber. Alle 52 Karten werden verteilt, 13 für jeden. Ass ist hoch, 2 niedrig. Karten haben keinen Punktwert: nur Stiche zählen.\n" +
			"Alles geht gegen den Uhrzeigersinn (nach rechts): Geben, Reizen und Spielen.",
		"howto.tn.cards.caption": "Ass am höchsten, dann König, Dame, Bube, 10 ... bis 2.",
		"howto.tn.bid.title":     "Reizen",
		"howto.tn.bid.text": "Der Spieler rechts vom Geber bietet zuerst. Jeder passt oder bietet, wie viele der 13 Stiche sein Team macht, von 7 bis 13, höher als das Gebot davor.\n" +
			"Wer passt, ist draußen; wer überboten wird, darf erhöhen, wenn er wieder dran ist. Das Reizen endet, wenn alle anderen gepasst haben.\n" +
			"Der Höchstbietende bestimmt die Trumpffarbe (Tarneeb) und spielt zum ersten Stich aus.",
		"howto.tn.play.title": "Spielen",
		"howto.tn.play.text": "Bediene die ausgespielte Farbe, wenn du kannst; sonst spiel eine beliebige Karte: du musst nicht stechen.\n" +
			"Der höchste Trumpf gewinnt den Stich, sonst die höchste Karte der ausgespielten Farbe. Der Gewinner spielt neu aus.",
		"howto.tn.play.caption": "Herz ausgespielt, Pik ist Trumpf: die kleine Pik 2 gewinnt.",
		"howto.tn.score.title":  "Zählen",
		"howto.tn.score.text": "Macht das bietende Team mindestens sein Gebot, schreibt es seine Stiche, das andere Team nichts.\n" +
			"Schafft es das nicht, wird das Gebot abgezogen (auch unter null) und das andere Team schreibt seine Stiche.\n" +
			"Das erste Team mit 41 gewinnt den Satz. Alle 13 Stiche (Kaboot) gewinnen den Satz sofort.",
	} {
		german[k] = v
	}
}
