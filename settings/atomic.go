package settings

import (
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"

	"tarabish/assets/lang"
)

// maxFileSize bounds what a loader reads; every file the game writes is far smaller.
const maxFileSize = 32 << 20

// staleTemp is how old a leftover temporary file must be before a loader removes it, so that
// a write under way in another copy of the game is left alone.
const staleTemp = time.Minute

// writeFile replaces path with data so that a crash at any moment leaves either the old file
// or the new one: a temporary file in the same folder is written, synced, closed and renamed
// over path, and the folder is synced. Missing folders are created.
func writeFile(path string, data []byte) (err error) {
	dir := filepath.Dir(path)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return err
	}
	f, err := os.CreateTemp(dir, tempPrefix(path)+"*")
	if err != nil {
		return err
	}
	tmp := f.Name()
	defer func() {
		if err != nil {
			f.Close()
			os.Remove(tmp)
		}
	}()
	if _, err := f.Write(data); err != nil {
		return err
	}
	if err := f.Sync(); err != nil {
		return err
	}
	if err := f.Close(); err != nil {
		return err
	}
	if err := os.Rename(tmp, path); err != nil {
		return err
	}
	return syncDir(dir)
}

// tempPrefix gives the name prefix of the temporary files that replace path.
func tempPrefix(path string) string { return "." + filepath.Base(path) + ".tmp-" }

// syncDir makes a rename in dir durable. Windows cannot open a folder for syncing, and its
// renames need no folder sync, so there it does nothing.
func syncDir(dir string) error {
	if runtime.GOOS == "windows" {
		return nil
	}
	d, err := os.Open(dir)
	if err != nil {
		return err
	}
	err = d.Sync()
	if cerr := d.Close(); err == nil {
		err = cerr
	}
	return err
}

// loadFile reads path and hands its bytes to parse. A missing file gives found false and no
// notice. A file that cannot be read, or that parse refuses (or panics on), is renamed aside
// and a one-line notice tells the person: "Your <what> could not be read; it was kept as
// <name> and <fallback>." what and fallback are catalogue keys; the notice is a *lang.Error
// (nil when there is none), worded in English by its Error method.
func loadFile(path, what, fallback string, parse func([]byte) error) (found bool, notice error) {
	removeStaleTemps(path)
	data, err := readFile(path)
	if errors.Is(err, fs.ErrNotExist) {
		return false, nil
	}
	if err == nil {
		err = safeParse(parse, data)
	}
	if err == nil {
		return true, nil
	}
	return false, keepAside(path, what, fallback, time.Now())
}

// readFile reads a regular file of at most maxFileSize bytes.
func readFile(path string) ([]byte, error) {
	info, err := os.Stat(path)
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() {
		return nil, fmt.Errorf("%s is not a regular file", path)
	}
	if info.Size() > maxFileSize {
		return nil, fmt.Errorf("%s is too large (%d bytes)", path, info.Size())
	}
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	data, err := io.ReadAll(io.LimitReader(f, maxFileSize+1))
	if err == nil && len(data) > maxFileSize {
		err = fmt.Errorf("%s is too large", path)
	}
	return data, err
}

// safeParse runs parse, turning a panic into an error.
func safeParse(parse func([]byte) error, data []byte) (err error) {
	defer func() {
		if p := recover(); p != nil {
			err = fmt.Errorf("parse panicked: %v", p)
		}
	}()
	return parse(data)
}

// keepAside renames a damaged file to NAME.corrupt-YYYYMMDD-HHMMSS (with -2, -3... when that
// name is taken) and gives the notice for the person at the screen.
func keepAside(path, what, fallback string, now time.Time) *lang.Error {
	aside, err := moveAside(path, now)
	if err != nil {
		return lang.Errorf("notice.not.kept", "what", lang.Errorf(what), "error", err.Error(), "fallback", lang.Errorf(fallback))
	}
	return lang.Errorf("notice.kept", "what", lang.Errorf(what), "file", filepath.Base(aside), "fallback", lang.Errorf(fallback))
}

// moveAside renames path to a free NAME.corrupt-YYYYMMDD-HHMMSS name and gives that name.
func moveAside(path string, now time.Time) (string, error) {
	base := path + ".corrupt-" + now.Format("20060102-150405")
	name := base
	for i := 2; ; i++ {
		if _, err := os.Lstat(name); errors.Is(err, fs.ErrNotExist) {
			break
		}
		if i > 1000 {
			return "", errors.New("no free name to keep it under")
		}
		name = fmt.Sprintf("%s-%d", base, i)
	}
	return name, os.Rename(path, name)
}

// removeStaleTemps deletes temporary files left by writes that never finished (a crash
// between creating and renaming them).
func removeStaleTemps(path string) {
	entries, err := os.ReadDir(filepath.Dir(path))
	if err != nil {
		return
	}
	prefix := tempPrefix(path)
	for _, e := range entries {
		if !strings.HasPrefix(e.Name(), prefix) || !e.Type().IsRegular() {
			continue
		}
		if info, err := e.Info(); err == nil && time.Since(info.ModTime()) > staleTemp {
			os.Remove(filepath.Join(filepath.Dir(path), e.Name()))
		}
	}
}

// checkSchema tests that data is a JSON object whose "schema" is want.
func checkSchema(data []byte, want int) error {
	var head struct {
		Schema *int `json:"schema"`
	}
	if err := json.Unmarshal(data, &head); err != nil {
		return err
	}
	if head.Schema == nil {
		return errors.New("the file has no schema number")
	}
	if *head.Schema != want {
		return fmt.Errorf("schema %d is not the supported %d", *head.Schema, want)
	}
	return nil
}

// decodeStrict decodes one JSON value into v, refusing unknown fields and trailing data.
func decodeStrict(data []byte, v any) error {
	dec := json.NewDecoder(bytes.NewReader(data))
	dec.DisallowUnknownFields()
	if err := dec.Decode(v); err != nil {
		return err
	}
	if _, err := dec.Token(); err != io.EOF {
		return errors.New("data after the JSON object")
	}
	return nil
}

// loadJSON is loadFile for a JSON file of the given schema, decoded strictly into v.
// check, when not nil, validates what was decoded.
func loadJSON(path, what, fallback string, schema int, v any, check func() error) (bool, error) {
	return loadFile(path, what, fallback, func(data []byte) error {
		if err := checkSchema(data, schema); err != nil {
			return err
		}
		if err := decodeStrict(data, v); err != nil {
			return err
		}
		if check != nil {
			return check()
		}
		return nil
	})
}
