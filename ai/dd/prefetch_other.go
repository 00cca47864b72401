//go:build !amd64 && !arm64

package dd

// prefetch does nothing where the solver has no prefetch instruction for the processor.
func prefetch(p *entry) {}
