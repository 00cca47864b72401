package main

import (
	"os"

	"golang.org/x/sys/windows"
)

// attachConsole gives the commands the console of the shell that started the program: the
// Windows program is built without a console of its own, so that the game opens no console
// window, and its command-line tools would otherwise print nowhere. Output redirected to a
// file or a pipe is left as it is.
func attachConsole() {
	const attachParentProcess = ^uintptr(0) // ATTACH_PARENT_PROCESS, (DWORD)-1
	proc := windows.NewLazySystemDLL("kernel32.dll").NewProc("AttachConsole")
	if proc.Find() != nil {
		return
	}
	if ok, _, _ := proc.Call(attachParentProcess); ok == 0 {
		return // started from Explorer: no console, and none wanted
	}
	for _, s := range []struct {
		file *(*os.File)
		name string
		flag int
	}{{&os.Stdout, "CONOUT$", os.O_WRONLY}, {&os.Stderr, "CONOUT$", os.O_WRONLY}, {&os.Stdin, "CONIN$", os.O_RDONLY}} {
		if f := *s.file; f != nil && f.Fd() != 0 && windows.Handle(f.Fd()) != windows.InvalidHandle {
			continue // redirected by the shell: keep it
		}
		if f, err := os.OpenFile(s.name, s.flag, 0); err == nil {
			*s.file = f
		}
	}
}
