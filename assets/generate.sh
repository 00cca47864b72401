#!/usr/bin/env bash
# generate.sh: remakes every generated file under assets/ (card atlases,
# felt, icons, sounds, fonts). The outputs are committed; run this only to
# change or re-create them. Idempotent and deterministic: running it twice
# gives byte-identical files.
#
#   bash assets/generate.sh            # everything
#   bash assets/generate.sh cards      # only some parts: cards felt icon sounds fonts arabic
#
# Needs (installed on Debian with apt-get when missing, as root or via sudo):
# node + npm, rsvg-convert (librsvg2-bin), ImageMagick, optipng, sox with
# MP3 support (libsox-fmt-mp3), espeak-ng, fonts-dejavu-core, fonts-noto-core,
# python3-fonttools (fontTools.subset).
set -euo pipefail

here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
tools=$here/tools
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

log() { printf '==> %s\n' "$*"; }

# ---------------------------------------------------------------- packages
apt_updated=
apt_install() {
  if ! command -v apt-get >/dev/null; then
    echo "missing: $* (no apt-get here; install it by hand)" >&2
    exit 1
  fi
  local sudo=
  [ "$(id -u)" -eq 0 ] || sudo=sudo
  if [ -z "$apt_updated" ]; then
    $sudo apt-get update -qq
    apt_updated=1
  fi
  log "apt-get install $*"
  DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq "$@" >/dev/null
}

need_pkgs=()
command -v node >/dev/null || need_pkgs+=(nodejs)
command -v npm >/dev/null || need_pkgs+=(npm)
command -v rsvg-convert >/dev/null || need_pkgs+=(librsvg2-bin)
command -v optipng >/dev/null || need_pkgs+=(optipng)
command -v espeak-ng >/dev/null || need_pkgs+=(espeak-ng)
command -v sox >/dev/null || need_pkgs+=(sox)
{ command -v sox >/dev/null && sox -h 2>/dev/null | grep -q 'FORMATS:.* mp3'; } || need_pkgs+=(libsox-fmt-mp3)
[ -x /usr/bin/convert ] || command -v magick >/dev/null || need_pkgs+=(imagemagick)
[ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || need_pkgs+=(fonts-dejavu-core)
[ -f /usr/share/fonts/truetype/noto/NotoSansArabic-Regular.ttf ] || need_pkgs+=(fonts-noto-core)
/usr/bin/python3 -c "import fontTools.subset" 2>/dev/null || need_pkgs+=(python3-fonttools)
if [ ${#need_pkgs[@]} -gt 0 ]; then
  apt_install "${need_pkgs[@]}"
fi

# Use ImageMagick's own binary, not any wrapper earlier on PATH.
if [ -x /usr/bin/convert ]; then
  IM=(/usr/bin/convert)
elif command -v magick >/dev/null; then
  IM=(magick)
else
  IM=(convert)
fi
# PNG output without time stamps, so reruns give identical bytes.
PNGOUT=(-strip -define png:exclude-chunks=date,time -define png:compression-level=9)

node_tools() {
  # npm ci only when node_modules is missing or older than the lock file.
  if [ ! -f "$tools/node_modules/.package-lock.json" ] ||
     [ "$tools/package-lock.json" -nt "$tools/node_modules/.package-lock.json" ]; then
    log "npm ci in assets/tools"
    (cd "$tools" && npm ci --no-audit --no-fund --loglevel=error)
  fi
}

# ------------------------------------------------------------------- parts
do_cards() {
  node_tools
  mkdir -p "$here/cards"
  local style
  for style in classic fourcolor large; do
    log "cards/$style.png"
    (cd "$tools" && node render-cards.mjs "$style" "$tmp/$style.svg")
    rsvg-convert -o "$tmp/$style.png" "$tmp/$style.svg"
    optipng -quiet -o2 -strip all "$tmp/$style.png"
    cp "$tmp/$style.png" "$here/cards/$style.png"
  done
  # The art's licence file, as the npm package ships it (CC0 1.0).
  cp "$tools/node_modules/@letele/playing-cards/LICENSE" "$here/cards/LICENSE-playing-cards.txt"
}

do_felt() {
  # Tileable cloth: fine noise plus soft blotches plus a faint weave, all
  # made with the tile virtual-pixel method so the edges wrap, then mapped
  # onto two shades of green.
  log "table/felt.png"
  mkdir -p "$here/table"
  "${IM[@]}" -size 256x256 xc:gray50 -seed 11 +noise Random -virtual-pixel tile \
    -blur 0x0.7 -colorspace Gray -auto-level "$tmp/fine.png"
  "${IM[@]}" -size 256x256 xc:gray50 -seed 23 +noise Random -virtual-pixel tile \
    -blur 0x12 -colorspace Gray -auto-level "$tmp/coarse.png"
  "${IM[@]}" -size 256x256 xc: -fx "0.5+0.25*sin(2*pi*i/4)+0.25*sin(2*pi*j/4)" \
    -colorspace Gray "$tmp/weave.png"
  "${IM[@]}" "$tmp/fine.png" "$tmp/coarse.png" -compose blend -define compose:args=30 -composite \
    "$tmp/weave.png" -compose blend -define compose:args=12 -composite \
    -auto-level +level 25%,75% +level-colors '#0e4424','#32904f' -depth 8 \
    "${PNGOUT[@]}" "$tmp/felt.png"
  optipng -quiet -o2 -strip all "$tmp/felt.png"
  cp "$tmp/felt.png" "$here/table/felt.png"
}

do_icon() {
  node_tools
  log "icon/icon-{16,32,48,64,128,256,512}.png (128 and 512 for the packages: macOS .icns, Linux hicolor)"
  mkdir -p "$here/icon"
  (cd "$tools" && node render-icon.mjs "$tmp")
  local s src
  for s in 16 32 48 64 128 256 512; do
    src=$tmp/icon-large.svg
    [ "$s" -le 32 ] && src=$tmp/icon-small.svg
    rsvg-convert -w "$s" -h "$s" -o "$tmp/icon-$s.png" "$src"
    optipng -quiet -o2 -strip all "$tmp/icon-$s.png"
    cp "$tmp/icon-$s.png" "$here/icon/icon-$s.png"
  done
}

do_sounds() {
  log "sounds/*.mp3"
  bash "$tools/make-sounds.sh" "$here/sounds"
}

do_fonts() {
  log "fonts/DejaVuSans{,-Bold}.ttf"
  mkdir -p "$here/fonts"
  cp /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf "$here/fonts/"
  cp /usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf "$here/fonts/"
  # Debian's copyright file for the package; the upstream LICENSE text is
  # kept as fonts/LICENSE-DejaVu.txt.
  cp /usr/share/doc/fonts-dejavu-core/copyright "$here/fonts/COPYRIGHT-debian.txt"
  do_arabic
}

# Noto Sans Arabic from Debian's fonts-noto-core, cut down to the Arabic letters,
# presentation forms, Arabic-Indic digits and the marks and spaces Arabic text needs,
# keeping every OpenType layout feature (joining forms, ligatures, mark placement).
# Latin letters, punctuation and the suit symbols come from DejaVu Sans.
do_arabic() {
  log "fonts/NotoSansArabic-{Regular,Bold}.ttf (subset)"
  local src=/usr/share/fonts/truetype/noto
  for w in Regular Bold; do
    /usr/bin/python3 -m fontTools.subset "$src/NotoSansArabic-$w.ttf" \
      --unicodes="U+0020,U+00A0,U+0030-0039,U+002C-002E,U+003A,U+0600-06FF,U+0750-077F,U+FB50-FDFF,U+FE70-FEFF,U+200C-200F,U+25CC" \
      --layout-features='*' --name-IDs='*' --no-hinting --desubroutinize --drop-tables+=DSIG \
      --output-file="$here/fonts/NotoSansArabic-$w.ttf"
  done
  cp /usr/share/doc/fonts-noto-core/copyright "$here/fonts/COPYRIGHT-noto-debian.txt"
}

parts=("$@")
[ ${#parts[@]} -gt 0 ] || parts=(cards felt icon sounds fonts)
for p in "${parts[@]}"; do
  case $p in
    cards | felt | icon | sounds | fonts | arabic) "do_$p" ;;
    *) echo "unknown part: $p (want cards felt icon sounds fonts arabic)" >&2; exit 2 ;;
  esac
done
log "done"
