//go:build amd64 || arm64

package dd

// prefetch asks the processor to start loading the cache line of the table bucket at p,
// without waiting for it: the table is far larger than the caches, and
// a probe that finds its bucket already on the way saves most of a trip to memory.
//
//go:noescape
func prefetch(p *entry)
