package main

import (
	"archive/tar"
	"archive/zip"
	"bytes"
	"compress/gzip"
	"debug/elf"
	"debug/macho"
	"debug/pe"
	"encoding/binary"
	"encoding/xml"
	"flag"
	"io"
	"os"
	"os/exec"
	"path/filepath"
	"runtime"
	"strings"
	"testing"
	"unicode/utf16"
)

var (
	distDir = flag.String("dist", "", "folder of the packages made by .ci/dist (make dist-check)")
	version = flag.String("version", "", "the version the packages must carry")
)

const appName = "Tarabish & Tarneeb"

// packages returns the folder of the packages, or skips a test run outside make dist-check.
func packages(t *testing.T) string {
	t.Helper()
	if *distDir == "" || *version == "" {
		t.Skip("checks the packages of make dist: run make dist-check")
	}
	return *distDir
}

// unzip reads every file of a zip package into memory, with its mode.
func unzip(t *testing.T, path string) (map[string][]byte, map[string]os.FileMode) {
	t.Helper()
	z, err := zip.OpenReader(path)
	if err != nil {
		t.Fatal(err)
	}
	defer z.Close()
	files, modes := map[string][]byte{}, map[string]os.FileMode{}
	for _, f := range z.File {
		r, err := f.Open()
		if err != nil {
			t.Fatal(err)
		}
		files[f.Name], _ = io.ReadAll(r)
		modes[f.Name] = f.Mode()
		r.Close()
	}
	return files, modes
}

// untar reads every regular file of a .tar.gz package into memory, with its mode.
func untar(t *testing.T, path string) (map[string][]byte, map[string]os.FileMode) {
	t.Helper()
	f, err := os.Open(path)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	gz, err := gzip.NewReader(f)
	if err != nil {
		t.Fatal(err)
	}
	files, modes := map[string][]byte{}, map[string]os.FileMode{}
	tr := tar.NewReader(gz)
	for {
		h, err := tr.Next()
		if err == io.EOF {
			break
		}
		if err != nil {
			t.Fatal(err)
		}
		if h.Typeflag == tar.TypeReg {
			files[h.Name], _ = io.ReadAll(tr)
			modes[h.Name] = os.FileMode(h.Mode)
		}
	}
	return files, modes
}

func need(t *testing.T, files map[string][]byte, names ...string) {
	t.Helper()
	for _, n := range names {
		if len(files[n]) == 0 {
			t.Errorf("no %s in the package", n)
		}
	}
}

// resourceTypes lists the resource type numbers in a PE file's resource section.
func resourceTypes(t *testing.T, f *pe.File) map[uint32]bool {
	t.Helper()
	s := f.Section(".rsrc")
	if s == nil {
		t.Fatal("no resource section")
	}
	data, err := s.Data()
	if err != nil || len(data) < 16 {
		t.Fatalf("resource section: %v", err)
	}
	named := binary.LittleEndian.Uint16(data[12:])
	ids := binary.LittleEndian.Uint16(data[14:])
	types := map[uint32]bool{}
	for i := 0; i < int(named+ids); i++ {
		types[binary.LittleEndian.Uint32(data[16+8*i:])] = true
	}
	return types
}

func utf16le(s string) []byte {
	var b []byte
	for _, u := range utf16.Encode([]rune(s)) {
		b = append(b, byte(u), byte(u>>8))
	}
	return b
}

// TestWindowsPackages checks each Windows zip: a GUI program for its machine with the icon,
// the version information and a per-monitor DPI-aware manifest, beside the README and licences.
func TestWindowsPackages(t *testing.T) {
	dir := packages(t)
	for arch, machine := range map[string]uint16{"amd64": pe.IMAGE_FILE_MACHINE_AMD64, "arm64": pe.IMAGE_FILE_MACHINE_ARM64} {
		t.Run(arch, func(t *testing.T) {
			files, _ := unzip(t, filepath.Join(dir, "tarabish-"+*version+"-windows-"+arch+".zip"))
			exe := appName + "/tarabish.exe"
			need(t, files, exe, appName+"/README.md", appName+"/licences/LICENSES.md", appName+"/licences/THIRD-PARTY-LICENSES.txt")
			f, err := pe.NewFile(bytes.NewReader(files[exe]))
			if err != nil {
				t.Fatalf("%s is not a PE program: %v", exe, err)
			}
			if f.Machine != machine {
				t.Errorf("machine %#x, want %#x", f.Machine, machine)
			}
			if oh, ok := f.OptionalHeader.(*pe.OptionalHeader64); !ok || oh.Subsystem != pe.IMAGE_SUBSYSTEM_WINDOWS_GUI {
				t.Errorf("not a windows GUI program (it would open a console window)")
			}
			types := resourceTypes(t, f)
			for id, what := range map[uint32]string{3: "icon", 14: "icon group", 16: "version information", 24: "manifest"} {
				if !types[id] {
					t.Errorf("no %s resource (type %d)", what, id)
				}
			}
			rsrc, _ := f.Section(".rsrc").Data()
			if !bytes.Contains(bytes.ToLower(rsrc), []byte("permonitorv2")) {
				t.Error("the manifest does not declare per-monitor DPI awareness")
			}
			if !bytes.Contains(rsrc, utf16le(*version)) || !bytes.Contains(rsrc, utf16le(appName)) {
				t.Errorf("the version information does not name %q version %q", appName, *version)
			}
		})
	}
}

// plist is an Info.plist's top dictionary, read as its alternating keys and values.
type plist struct {
	Dict struct {
		Items []struct {
			XMLName xml.Name
			Text    string `xml:",chardata"`
		} `xml:",any"`
	} `xml:"dict"`
}

// TestMacPackage checks the macOS zip: an app bundle whose Info.plist parses and says what
// macOS needs, with an icon file and one universal program for arm64 and amd64.
func TestMacPackage(t *testing.T) {
	files, modes := unzip(t, filepath.Join(packages(t), "tarabish-"+*version+"-macos.zip"))
	app := appName + ".app/Contents/"
	need(t, files, app+"Info.plist", app+"MacOS/tarabish", app+"Resources/tarabish.icns", app+"PkgInfo", "README.md", "licences/THIRD-PARTY-LICENSES.txt")
	var p plist
	if err := xml.Unmarshal(files[app+"Info.plist"], &p); err != nil {
		t.Fatalf("Info.plist: %v", err)
	}
	keys := map[string]string{}
	items := p.Dict.Items
	for i := 0; i+1 < len(items); i += 2 {
		if items[i].XMLName.Local == "key" {
			v := items[i+1].Text
			if items[i+1].XMLName.Local == "true" {
				v = "true"
			}
			keys[items[i].Text] = v
		}
	}
	for k, want := range map[string]string{
		"CFBundleExecutable": "tarabish", "CFBundleIdentifier": "io.github.tarabish.game", "CFBundlePackageType": "APPL",
		"CFBundleIconFile": "tarabish", "NSHighResolutionCapable": "true", "LSMinimumSystemVersion": "12.0",
		"LSApplicationCategoryType": "public.app-category.card-games", "CFBundleName": appName,
	} {
		if keys[k] != want {
			t.Errorf("Info.plist %s = %q, want %q", k, keys[k], want)
		}
	}
	if v := keys["CFBundleVersion"]; v == "" || strings.Trim(v, "0123456789.") != "" {
		t.Errorf("CFBundleVersion %q is not a dotted number", v)
	}
	if modes[app+"MacOS/tarabish"]&0o111 == 0 {
		t.Error("the program in the bundle is not executable")
	}
	fat, err := macho.NewFatFile(bytes.NewReader(files[app+"MacOS/tarabish"]))
	if err != nil {
		t.Fatalf("the program is not a universal Mach-O file: %v", err)
	}
	cpus := map[macho.Cpu]bool{}
	for _, a := range fat.Arches {
		if a.Type != macho.TypeExec {
			t.Errorf("%v part is not a program", a.Cpu)
		}
		cpus[a.Cpu] = true
	}
	if !cpus[macho.CpuAmd64] || !cpus[macho.CpuArm64] || len(cpus) != 2 {
		t.Errorf("architectures %v, want amd64 and arm64", cpus)
	}
	icns := files[app+"Resources/tarabish.icns"]
	if len(icns) < 8 || string(icns[:4]) != "icns" || int(binary.BigEndian.Uint32(icns[4:])) != len(icns) ||
		!bytes.Contains(icns, []byte("ic09")) || !bytes.Contains(icns, []byte("ic07")) {
		t.Error("tarabish.icns is not an icon file with the 128 and 512 pixel icons")
	}
}

var elfMachine = map[string]elf.Machine{"amd64": elf.EM_X86_64, "arm64": elf.EM_AARCH64}

// TestLinuxTarballs checks each .tar.gz: the program for its machine, a valid desktop entry
// and the icons in the hicolor theme; the one for this machine prints its version.
func TestLinuxTarballs(t *testing.T) {
	dir := packages(t)
	for arch, machine := range elfMachine {
		t.Run(arch, func(t *testing.T) {
			files, modes := untar(t, filepath.Join(dir, "tarabish-"+*version+"-linux-"+arch+".tar.gz"))
			top := "tarabish-" + *version + "/"
			prog, entry := top+"bin/tarabish", top+"share/applications/tarabish.desktop"
			need(t, files, prog, entry, top+"README.md", top+"licences/THIRD-PARTY-LICENSES.txt")
			for _, s := range []string{"16", "32", "48", "64", "128", "256", "512"} {
				need(t, files, top+"share/icons/hicolor/"+s+"x"+s+"/apps/tarabish.png")
			}
			checkELF(t, files[prog], machine)
			if modes[prog]&0o111 == 0 {
				t.Error("the program is not executable")
			}
			validateDesktop(t, files[entry])
			if arch == runtime.GOARCH {
				path := filepath.Join(t.TempDir(), "tarabish")
				_ = os.WriteFile(path, files[prog], 0o755)
				checkVersion(t, path)
			}
		})
	}
}

func checkELF(t *testing.T, data []byte, machine elf.Machine) {
	t.Helper()
	f, err := elf.NewFile(bytes.NewReader(data))
	if err != nil {
		t.Fatalf("not an ELF program: %v", err)
	}
	if f.Machine != machine || f.Type != elf.ET_EXEC && f.Type != elf.ET_DYN {
		t.Errorf("ELF %v %v, want a program for %v", f.Type, f.Machine, machine)
	}
}

func validateDesktop(t *testing.T, entry []byte) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "tarabish.desktop")
	_ = os.WriteFile(path, entry, 0o644)
	if out, err := exec.Command("desktop-file-validate", path).CombinedOutput(); err != nil || len(out) > 0 {
		t.Errorf("desktop-file-validate: %v\n%s", err, out)
	}
}

// checkVersion runs a packaged program with no display and checks the version it prints.
func checkVersion(t *testing.T, program string) {
	t.Helper()
	cmd := exec.Command(program, "version")
	cmd.Env = []string{"PATH=/usr/bin:/bin"}
	out, err := cmd.CombinedOutput()
	if err != nil || string(out) != "tarabish "+*version+"\n" {
		t.Errorf("%s version: %v, %q; want %q", program, err, out, "tarabish "+*version)
	}
}

// TestDebianPackages checks each .deb's fields and files, installs the one for this machine
// into a scratch root with dpkg and runs the installed program.
func TestDebianPackages(t *testing.T) {
	dir := packages(t)
	debs, _ := filepath.Glob(filepath.Join(dir, "tarabish_*.deb"))
	if len(debs) != 2 {
		t.Fatalf("Debian packages %v, want one for amd64 and one for arm64", debs)
	}
	for _, deb := range debs {
		arch := strings.TrimSuffix(deb[strings.LastIndex(deb, "_")+1:], ".deb")
		t.Run(arch, func(t *testing.T) {
			field := func(name string) string {
				out, err := exec.Command("dpkg-deb", "-f", deb, name).Output()
				if err != nil {
					t.Fatalf("dpkg-deb -f %s: %v", name, err)
				}
				return strings.TrimSpace(string(out))
			}
			if field("Package") != "tarabish" || field("Architecture") != arch || field("Section") != "games" {
				t.Errorf("fields: Package %q, Architecture %q, Section %q", field("Package"), field("Architecture"), field("Section"))
			}
			if v := field("Version"); !strings.HasPrefix(v, strings.SplitN(*version, "-", 2)[0]) {
				t.Errorf("Version %q does not carry %q", v, *version)
			}
			for _, lib := range []string{"libgl1", "libx11-6", "libxcursor1", "libxrandr2", "libasound2"} {
				if !strings.Contains(field("Depends"), lib) {
					t.Errorf("Depends %q does not name %s", field("Depends"), lib)
				}
			}
			out, err := exec.Command("dpkg-deb", "-c", deb).Output()
			if err != nil {
				t.Fatal(err)
			}
			for _, f := range []string{"./usr/games/tarabish", "./usr/share/applications/tarabish.desktop",
				"./usr/share/icons/hicolor/256x256/apps/tarabish.png", "./usr/share/doc/tarabish/copyright"} {
				if !strings.Contains(string(out), f) {
					t.Errorf("the package has no %s", f)
				}
			}
			if arch != runtime.GOARCH {
				return
			}
			root := t.TempDir()
			for _, d := range []string{"var/lib/dpkg/updates", "var/lib/dpkg/info", "var/lib/dpkg/triggers"} {
				_ = os.MkdirAll(filepath.Join(root, d), 0o755)
			}
			_ = os.WriteFile(filepath.Join(root, "var/lib/dpkg/status"), nil, 0o644)
			install := exec.Command("dpkg", "--root="+root, "--force-not-root", "--force-depends",
				"--force-script-chrootless", "--log=/dev/null", "-i", deb)
			if out, err := install.CombinedOutput(); err != nil {
				t.Fatalf("dpkg -i into a scratch root: %v\n%s", err, out)
			}
			checkVersion(t, filepath.Join(root, "usr/games/tarabish"))
			entry, _ := os.ReadFile(filepath.Join(root, "usr/share/applications/tarabish.desktop"))
			validateDesktop(t, entry)
		})
	}
}
