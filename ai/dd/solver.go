package dd

import (
	"math/bits"
	"time"

	"tarabish/game"
)

// DefaultTableBits is the log2 of the number of table entries NewSolver allocates.
const DefaultTableBits = 21

// Solver finds exact double-dummy values. Its transposition table is allocated at the first
// solve and kept: for Tarabish 2^(DefaultTableBits-3) entries of 16 bytes (4 MiB: a larger
// table waits longer on memory per probe for few fewer positions), for Tarneeb a partition
// table of 2^(DefaultTableBits-1) 32-byte entries (32 MiB). Entries stay valid between calls
// while the rules stay the same (a change of rules clears the table). A Solver is not safe for
// use by several goroutines at once.
type Solver struct {
	tt      table  // Tarabish
	pt      ptable // Tarneeb
	rules   Rules
	logSize int
	fresh   bool

	lay       *layout
	h         [4]uint64
	trump     int // 0..3, 4 for no trump
	trumpMask uint64
	step      int
	tarneeb   bool
	strict    bool // Tarabish with a trump suit: must trump and overtrump
	exempt    bool
	bonus     int
	base      int // value of a trick itself (1 in Tarneeb)

	trick0      uint8  // card led to the current trick
	trickMask   uint64 // cards in the current trick
	leadTrumpN  int    // hand size at which the root lead must be trump, or -1
	hist        [4][64]int32
	killer      [16]uint8              // last lead that cut off, per cards a hand
	shape       uint64                 // every hand's suit lengths, 4 bits each at hand*4+suit (kept in Tarabish)
	shapeMoves  [1 << shapeBits]uint8  // Tarabish: best leads by shape (see shapeIndex), a hint where the table has none
	followMoves [1 << followBits]uint8 // Tarabish: the followers' last refutations, as cards plus one (see followIndex)
	suitKeys    [4][512]uint32         // Tarabish: each suit's part of the table key by its cards in play (bit 31: known)
	trickKeys   [16][13][2]uint64      // Tarabish: tLast's table keys of the next leads, per cards a hand
	boundTry    [16]int32              // Tarabish: bounds worked out in this search, per cards a hand
	boundCut    [16]int32              // and how many of them settled the window
	nodes       int64
	useMTD      bool // null-window steps (Tarneeb) instead of one full-window search
	exactTT     bool // tests: Tarneeb table entries match whole positions only
	rs          relState

	maxNodes, stopAt, checkAt int64 // see limit.go
	maxTime                   time.Duration
	deadline                  time.Time
	cancel                    <-chan struct{} // closed: stop (see limit.go)
	stopped                   bool

	layouts [2][5]*layout
}

// CardScore is the exact value of one card for the side that plays it.
type CardScore struct {
	Card  game.Card
	Value int
}

// NewSolver makes a solver whose table takes 4 MiB for Tarabish or 32 MiB for Tarneeb.
func NewSolver() *Solver { return NewSolverBits(DefaultTableBits) }

// NewSolverBits makes a solver with 2^(logSize-3) table entries of 16 bytes each for Tarabish,
// or 2^(logSize-1) of 32 bytes for Tarneeb (logSize 10..26).
func NewSolverBits(logSize int) *Solver {
	return &Solver{logSize: min(max(logSize, 10), 26), fresh: true}
}

// Nodes gives the number of positions searched since the solver was made.
func (s *Solver) Nodes() int64 { return s.nodes }

// root describes the current trick at the root of a search, in internal cards.
type root struct {
	leader, pos, win int
	wc               uint8
	tp               int
	seat             int
}

// setup loads a position; it reports false when the position is invalid.
func (s *Solver) setup(p Position) (root, bool) {
	if p.Check() != nil {
		return root{}, false
	}
	if s.fresh || p.Rules.Game != s.rules.Game || p.Rules.PartnerExemption != s.rules.PartnerExemption ||
		p.Rules.LastTrick != s.rules.LastTrick {
		if !s.fresh {
			s.Reset()
		}
		s.fresh = false
		s.rules = p.Rules
	}
	s.startLimits()
	g := p.Rules.Game
	s.tarneeb = g == game.Tarneeb
	if s.tarneeb && s.pt.b == nil {
		s.pt = newPTable(s.logSize - 1)
	} else if !s.tarneeb && s.tt.e == nil {
		s.tt = newTable(s.logSize - 3)
	}
	s.tt.age++
	s.pt.age++
	s.useMTD = s.tarneeb
	k := 0
	if s.tarneeb {
		k = 1
	}
	if s.layouts[k][p.Trump] == nil {
		s.layouts[k][p.Trump] = newLayout(g, p.Trump)
	}
	s.lay = s.layouts[k][p.Trump]
	s.trump = int(p.Trump)
	s.trumpMask = 0
	if p.Trump < game.NoTrump {
		s.trumpMask = uint64(0x1FFF) << (uint(p.Trump) * 16)
	}
	s.step, s.base, s.bonus = 1, 0, p.Rules.LastTrick
	if s.tarneeb {
		s.step, s.base, s.bonus = 3, 1, 0
	}
	s.strict = !s.tarneeb && s.trumpMask != 0
	s.exempt = p.Rules.PartnerExemption
	for i := range s.h {
		s.h[i] = s.lay.inSet(p.Hands[i])
	}
	s.hist = [4][64]int32{}
	s.boundTry, s.boundCut = [16]int32{}, [16]int32{}
	if !s.tarneeb {
		s.suitKeys = [4][512]uint32{}
	}
	s.initRel()
	s.shape = shapeOf(&s.h)
	for i := range s.killer {
		s.killer[i] = 255
	}
	r := root{leader: int(p.Leader), pos: p.TrickLen, win: int(p.Leader), seat: int(p.ToMove())}
	s.trickMask = 0
	s.leadTrumpN = -1
	if p.TrickLen == 0 {
		if p.Rules.LeadTrump {
			s.leadTrumpN = bits.OnesCount64(s.h[r.leader])
		}
		return r, true
	}
	for i := 0; i < p.TrickLen; i++ {
		c := s.lay.in(p.Trick[i])
		s.trickMask |= 1 << c
		r.tp += s.lay.pts[c&63]
		if i == 0 {
			s.trick0, r.wc = c, c
		} else if beats(c, r.wc, s.trump) {
			r.win, r.wc = int(p.trickSeat(i)), c
		}
	}
	return r, true
}

// total gives the value of all the rest of the play from the root (both sides together).
func (s *Solver) total(r root) int {
	n := bits.OnesCount64(s.h[r.seat])
	if s.tarneeb {
		return n
	}
	return s.remaining(n) + r.tp
}

// rootMoves lists the root's distinct cards, best first.
func (s *Solver) rootMoves(r root) moveList {
	var l moveList
	if r.pos == 0 {
		h := s.h[r.leader]
		m := h
		if s.leadTrumpN >= 0 && h&s.trumpMask != 0 {
			m = h & s.trumpMask
		}
		s.orderLeads(&l, r.leader, s.merge(m), 255, 255)
		return l
	}
	s.orderFollow(&l, r.seat, r.pos, r.win, r.wc, s.merge(s.legal(r.seat, r.win, r.wc)))
	return l
}

// play searches the root after the seat to move plays c; it gives the North-South value.
func (s *Solver) play(r root, c uint8, alpha, beta int) int {
	if r.pos == 0 {
		h, rs, sh := s.h[r.leader], s.rs, s.shape
		s.take(r.leader, c)
		s.h[r.leader] = h &^ (1 << c)
		s.shape -= lenUnit(r.leader, c)
		s.trickMask, s.trick0 = 1<<c, c
		v, _ := s.follow(r.leader, 1, r.leader, c, s.lay.pts[c&63], alpha, beta)
		s.h[r.leader], s.trickMask, s.rs, s.shape = h, 0, rs, sh
		return v
	}
	seat := r.seat
	h := s.h[seat]
	nw := r.win
	if beats(c, r.wc, s.trump) {
		nw = seat
	}
	rs, sh := s.rs, s.shape
	s.take(seat, c)
	s.h[seat] = h &^ (1 << c)
	s.shape -= lenUnit(seat, c)
	defer func() { s.h[seat], s.rs, s.shape = h, rs, sh }()
	if r.pos < 3 {
		nwc := r.wc
		if nw == seat {
			nwc = c
		}
		s.trickMask |= 1 << c
		v, _ := s.follow(r.leader, r.pos+1, nw, nwc, r.tp+s.lay.pts[c&63], alpha, beta)
		s.trickMask &^= 1 << c
		return v
	}
	tv := r.tp + s.lay.pts[c&63] + s.base
	if h == 1<<c {
		tv += s.bonus
	}
	gain := 0
	if ns(nw) {
		gain = tv
	}
	tm := s.trickMask
	s.trickMask = 0
	v, _ := s.lead(nw, alpha-gain, beta-gain)
	v += gain
	s.trickMask = tm
	return v
}

// Reset empties the transposition table (the next solve starts cold).
func (s *Solver) Reset() {
	clear(s.tt.e)
	clear(s.shapeMoves[:])
	clear(s.followMoves[:])
	s.pt.reset()
}
