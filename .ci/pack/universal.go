package main

import (
	"bytes"
	"debug/macho"
	"encoding/binary"
	"fmt"
	"os"
)

// fatAlign is the alignment of each program inside a universal file: 2^14, the arm64 page.
const fatAlign = 14

// writeUniversal joins single-architecture Mach-O programs into one universal ("fat") program,
// as Apple's lipo does: a big-endian header listing each architecture, then each program at
// an offset aligned to a page.
func writeUniversal(out string, programs []string) error {
	type part struct {
		cpu, sub uint32
		data     []byte
	}
	var parts []part
	for _, path := range programs {
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		f, err := macho.NewFile(bytes.NewReader(data))
		if err != nil {
			return fmt.Errorf("%s: %v", path, err)
		}
		parts = append(parts, part{uint32(f.Cpu), f.SubCpu, data})
	}
	var file bytes.Buffer
	_ = binary.Write(&file, binary.BigEndian, [2]uint32{macho.MagicFat, uint32(len(parts))})
	offset := uint32(1 << fatAlign)
	for _, p := range parts {
		_ = binary.Write(&file, binary.BigEndian, [5]uint32{p.cpu, p.sub, offset, uint32(len(p.data)), fatAlign})
		offset += (uint32(len(p.data)) + 1<<fatAlign - 1) &^ (1<<fatAlign - 1)
	}
	for _, p := range parts {
		file.Write(make([]byte, (1<<fatAlign-file.Len()%(1<<fatAlign))%(1<<fatAlign)))
		file.Write(p.data)
	}
	return os.WriteFile(out, file.Bytes(), 0o755)
}
