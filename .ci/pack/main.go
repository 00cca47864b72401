// Command pack makes the two package parts that no Debian tool makes: a macOS icon file
// (.icns) and a universal macOS program (one Mach-O file holding the amd64 and arm64 builds).
//
//	go run ./.ci/pack icns OUT.icns icon-16.png icon-32.png ...   (PNG files, square sizes)
//	go run ./.ci/pack universal OUT amd64-program arm64-program
package main

import (
	"fmt"
	"os"
)

func main() {
	if err := run(os.Args[1:]); err != nil {
		fmt.Fprintln(os.Stderr, "pack:", err)
		os.Exit(1)
	}
}

func run(args []string) error {
	if len(args) < 3 {
		return fmt.Errorf("usage: pack icns OUT PNG... | pack universal OUT PROGRAM...")
	}
	switch args[0] {
	case "icns":
		return writeICNS(args[1], args[2:])
	case "universal":
		return writeUniversal(args[1], args[2:])
	}
	return fmt.Errorf("unknown command %q", args[0])
}
