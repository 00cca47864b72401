package dd

import (
	"syscall"
	"time"
)

// cpuTime gives the processor time the process has used (user and system), which the other
// work on a loaded machine does not inflate as it does the wall clock.
func cpuTime() time.Duration {
	var ru syscall.Rusage
	if syscall.Getrusage(syscall.RUSAGE_SELF, &ru) != nil {
		return 0
	}
	return time.Duration(ru.Utime.Nano() + ru.Stime.Nano())
}
