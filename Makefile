# Tarabish & Tarneeb. `make run` starts the game, `make test` runs every test; each installs
# the system packages it needs when they are missing (Debian/Ubuntu, via apt-get).

GO      ?= go
BIN     := bin
SUDO    := $(shell [ "$$(id -u)" = 0 ] || echo sudo)
# Ebitengine's build needs these headers on Linux; the window tests need Xvfb.
GUI_PKGS  := libgl1-mesa-dev libxcursor-dev libxi-dev libxinerama-dev libxrandr-dev libxxf86vm-dev libasound2-dev pkg-config gcc
TEST_PKGS := $(GUI_PKGS) xvfb xauth

.PHONY: run test bench build dist deps test-deps fmt-check vet clean measure matches

run: build
	$(BIN)/tarabish

# deps installs what building the game needs; test-deps adds what the tests need.
deps:
	@bash .ci/install-packages $(GUI_PKGS)

test-deps:
	@bash .ci/install-packages $(TEST_PKGS)

# The engine, AI and settings need no cgo; the window tests run under Xvfb.
test: test-deps fmt-check vet
	CGO_ENABLED=0 $(GO) test -count=1 ./game/... ./ai/... ./settings/... ./lang/...
	xvfb-run -a -s "-screen 0 1920x1080x24" $(GO) test -count=1 . ./scenes/... ./assets/...

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt would change: $$out"; exit 1; fi

vet:
	$(GO) vet ./...

bench:
	CGO_ENABLED=0 $(GO) test -run '^$$' -bench . -benchmem ./game/... ./ai/...

# measure: idle CPU of a still table and frames per second while animating, under Xvfb.
measure: build test-deps
	bash .ci/measure $(BIN)/tarabish

# matches: the duplicate matches behind the computer players' strength figures (hours on two
# cores; DEALS=200 for a quicker look), one JSON file per match in docs/matches/.
matches: build
	bash .ci/matches $(BIN)/tarabish docs/matches

# The command-line tools (tarabish) and the game window (tarabish-window, started by
# tarabish) are two programs, so that the tools run on machines without a display.
build: deps
	$(GO) build -o $(BIN)/tarabish .
	$(GO) build -o $(BIN)/tarabish-window ./scenes/window

dist: deps
	mkdir -p dist
	mkdir -p dist/linux-amd64 dist/windows-amd64
	$(GO) build -trimpath -ldflags='-s -w' -o dist/linux-amd64/tarabish .
	$(GO) build -trimpath -ldflags='-s -w' -o dist/linux-amd64/tarabish-window ./scenes/window
	CGO_ENABLED=0 GOOS=windows GOARCH=amd64 $(GO) build -trimpath -ldflags='-s -w' -o dist/windows-amd64/tarabish.exe .
	CGO_ENABLED=0 GOOS=windows GOARCH=amd64 $(GO) build -trimpath -ldflags='-s -w -H=windowsgui' -o dist/windows-amd64/tarabish-window.exe ./scenes/window
	@ls -lR dist

clean:
	rm -rf $(BIN) dist
