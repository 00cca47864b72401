# Tarabish & Tarneeb. `make run` starts the game, `make test` runs every test; each installs
# what it needs when it is missing (Go from the Go module proxy when there is none new enough;
# Debian/Ubuntu packages with apt-get, through sudo when not root). No C compiler or headers:
# every program is pure Go.

GO      ?= go
BIN     := bin
export CGO_ENABLED := 0
VERSION := $(shell bash .ci/version 2>/dev/null || echo dev)
LDFLAGS := -X main.version=$(VERSION)
# Profile-guided optimisation of the solver the computer players stand on (.ci/pgo writes it).
PGO     := -pgo=ai/dd/solver.pgo
# Run-time libraries the window opens (OpenGL, X11, sound); any desktop already has them.
RUN_PKGS  := libgl1 libgl1-mesa-dri libx11-6 libxcursor1 libxext6 libxi6 libxinerama1 libxrandr2 libxrender1 libasound2t64|libasound2
# The tests add a virtual screen for the window tests, and what the package checks use.
TEST_PKGS := $(RUN_PKGS) xvfb xauth zip desktop-file-utils

.PHONY: run test bench build dist dist-check deps test-deps go fmt-check vet clean measure matches pgo

run: build deps
	$(BIN)/tarabish

go:
	@bash .ci/install-go

# deps installs what running the game needs; test-deps what the tests need.
deps: go
	@bash .ci/install-packages $(foreach p,$(RUN_PKGS),'$(p)')

test-deps: go
	@bash .ci/install-packages $(foreach p,$(TEST_PKGS),'$(p)')

# The engine, AI, settings and table-controller tests need no display; the window tests run under Xvfb; then
# the packages for every system are made and checked.
test: test-deps fmt-check vet
	$(GO) test -count=1 ./game/... ./ai/... ./settings/... ./scenes/session/... ./assets/lang/...
	xvfb-run -a -s "-screen 0 1920x1080x24" $(GO) test -count=1 . ./scenes/ ./assets/
	$(MAKE) --no-print-directory dist-check

fmt-check:
	@out=$$(gofmt -l $$(git ls-files '*.go' 2>/dev/null || find . -name '*.go')); \
	if [ -n "$$out" ]; then echo "gofmt would change: $$out"; exit 1; fi

vet: go
	$(GO) vet ./... ./.ci/pack
	GOOS=windows $(GO) vet .
	GOOS=darwin $(GO) vet .

bench: go
	$(GO) test $(PGO) -run '^$$' -bench . -benchmem ./game/... ./ai/... ./settings/...

# pgo: the solver's profile for profile-guided optimisation, from its benchmarks (minutes).
pgo: go
	bash .ci/pgo

# measure: idle CPU of a still table and frames per second while animating, under Xvfb.
measure: build test-deps
	bash .ci/measure $(BIN)/tarabish

# matches: the duplicate matches behind the computer players' strength figures (hours on two
# cores; DEALS=200 for a quicker look), one JSON file per match in docs/matches/.
matches: build
	bash .ci/matches $(BIN)/tarabish docs/matches

# One program is the game window and the command-line tools (which need no display).
build: go
	$(GO) build $(PGO) -ldflags='$(LDFLAGS)' -o $(BIN)/tarabish .

# dist: the Windows, macOS and Linux packages, into dist/ (see .ci/dist).
dist: go
	@bash .ci/install-packages zip
	bash .ci/dist dist

# dist-check: makes the packages and checks each one (.ci/pack/dist_test.go).
dist-check: dist test-deps
	$(GO) test -count=1 ./.ci/pack -dist $(CURDIR)/dist -version $(VERSION)

clean:
	rm -rf $(BIN) dist
