//go:build !windows

package main

// attachConsole has nothing to do where programs share their shell's terminal.
func attachConsole() {}
