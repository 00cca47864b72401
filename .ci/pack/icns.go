package main

import (
	"bytes"
	"encoding/binary"
	"fmt"
	"image/png"
	"os"
)

// icnsTypes names the icon types that hold a PNG of each pixel size: the 1x type and, where
// there is one, the Retina type that shows it at half the size.
var icnsTypes = map[int][]string{
	16:   {"icp4"},
	32:   {"icp5", "ic11"},
	64:   {"icp6", "ic12"},
	128:  {"ic07"},
	256:  {"ic08", "ic13"},
	512:  {"ic09", "ic14"},
	1024: {"ic10"},
}

// writeICNS writes an Apple icon file holding the given square PNG icons.
func writeICNS(out string, pngs []string) error {
	var body bytes.Buffer
	for _, path := range pngs {
		data, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		cfg, err := png.DecodeConfig(bytes.NewReader(data))
		if err != nil {
			return fmt.Errorf("%s: %v", path, err)
		}
		types, ok := icnsTypes[cfg.Width]
		if !ok || cfg.Width != cfg.Height {
			return fmt.Errorf("%s: %dx%d is not an icon size of macOS", path, cfg.Width, cfg.Height)
		}
		for _, t := range types {
			body.WriteString(t)
			_ = binary.Write(&body, binary.BigEndian, uint32(8+len(data)))
			body.Write(data)
		}
	}
	var file bytes.Buffer
	file.WriteString("icns")
	_ = binary.Write(&file, binary.BigEndian, uint32(8+body.Len()))
	file.Write(body.Bytes())
	return os.WriteFile(out, file.Bytes(), 0o644)
}
