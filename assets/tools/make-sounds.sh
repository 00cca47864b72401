#!/usr/bin/env bash
# make-sounds.sh OUTDIR: synthesises the game's sound effects with sox and
# espeak-ng and writes them as small mono 44.1 kHz ~64 kbps MP3 files.
# Everything is generated here (no samples), so the output is CC0.
# Deterministic: sox runs in repeatable mode (-R) and the random timings
# come from a fixed-seed generator in awk.
set -euo pipefail

out=${1:?usage: make-sounds.sh OUTDIR}
mkdir -p "$out"
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

RATE=44100
SOX=(sox -R -V1)
# Raw synth output format: mono, 44.1 kHz, 32-bit float to keep headroom.
FMT=(-r "$RATE" -c 1 -b 32 -e floating-point)

# finish IN.wav NAME: trim silence at both ends, normalise to -3 dBFS
# (headroom so the MP3 decoder cannot clip) and encode to NAME.mp3.
finish() {
  local in=$1 name=$2
  "${SOX[@]}" "$in" -r "$RATE" -c 1 -b 16 "$tmp/$name.norm.wav" \
    silence 1 0.001 -60d reverse silence 1 0.001 -60d fade t 0.01 reverse \
    fade t 0.002 gain -n -3
  # -C 64: 64 kbps CBR. sox writes no ID3 tag by default, so the file
  # starts straight with an MPEG frame sync.
  "${SOX[@]}" "$tmp/$name.norm.wav" -C 64 "$out/$name.mp3"
}

# noise_burst OUT LEN LOWHZ HIGHHZ [GAIN]: a band-passed noise burst with
# a sharp attack and a quadratic decay (two linear fades), the basic card
# sound.
noise_burst() {
  local o=$1 len=$2 lo=$3 hi=$4 g=${5:-0}
  "${SOX[@]}" -n "${FMT[@]}" "$o" synth "$len" whitenoise \
    sinc "$lo-$hi" fade t 0.0008 "$len" "$len" fade t 0 "$len" "$len" gain "$g"
}

silence_of() { "${SOX[@]}" -n "${FMT[@]}" "$1" trim 0 "$2"; }

# --- card.mp3: one card snapped onto the table --------------------------
noise_burst "$tmp/snap.wav" 0.07 1200 7000 0
"${SOX[@]}" -n "${FMT[@]}" "$tmp/thump.wav" synth 0.06 sine 140 fade t 0.002 0.06 0.058 fade t 0 0.06 0.06 gain -8
"${SOX[@]}" -m "$tmp/snap.wav" "$tmp/thump.wav" "$tmp/card.wav"
finish "$tmp/card.wav" card

# --- deal.mp3: a card sliding out and landing ---------------------------
"${SOX[@]}" -n "${FMT[@]}" "$tmp/slide.wav" synth 0.16 pinknoise \
  sinc 2000-9000 fade q 0.10 0.16 0.05 gain -10
noise_burst "$tmp/land.wav" 0.06 1500 7000 -2
"${SOX[@]}" "$tmp/slide.wav" "$tmp/land.wav" "$tmp/deal.wav"
finish "$tmp/deal.wav" deal

# --- click.mp3: a short UI tick ---------------------------------------
"${SOX[@]}" -n "${FMT[@]}" "$tmp/tick.wav" synth 0.045 sine 1800 fade t 0.001 0.045 0.044 fade t 0 0.045 0.045
noise_burst "$tmp/tickn.wav" 0.008 3000 9000 -12
"${SOX[@]}" -m "$tmp/tick.wav" "$tmp/tickn.wav" "$tmp/click.wav"
finish "$tmp/click.wav" click

# --- shuffle.mp3: a riffle, 40 flicks speeding up, then the bridge -----
parts=()
i=0
while read -r len gap g; do
  noise_burst "$tmp/r$i.wav" "$len" 2500 9000 "$g"
  silence_of "$tmp/g$i.wav" "$gap"
  parts+=("$tmp/r$i.wav" "$tmp/g$i.wav")
  i=$((i + 1))
done < <(awk 'BEGIN {
  srand(20240611)
  n = 40
  for (k = 0; k < n; k++) {
    t = k / (n - 1)
    len = 0.006 + 0.004 * rand()
    gap = 0.022 - 0.012 * t + 0.004 * rand()
    g = -6 + 4 * rand() - 3 * (1 - t)
    printf "%.4f %.4f %.1f\n", len, gap, g
  }
}')
"${SOX[@]}" -n "${FMT[@]}" "$tmp/bridge.wav" synth 0.3 pinknoise \
  sinc 800-6000 fade h 0.05 0.3 0.22 gain -9
"${SOX[@]}" "${parts[@]}" "$tmp/bridge.wav" "$tmp/shuffle.wav"
finish "$tmp/shuffle.wav" shuffle

# --- trick.mp3: the four cards swept together and squared --------------
parts=()
for k in 0 1 2; do
  "${SOX[@]}" -n "${FMT[@]}" "$tmp/sw$k.wav" synth 0.09 pinknoise \
    sinc 1200-6000 fade h 0.03 0.09 0.05 gain $((-6 - 2 * k))
  silence_of "$tmp/sg$k.wav" 0.02
  parts+=("$tmp/sw$k.wav" "$tmp/sg$k.wav")
done
noise_burst "$tmp/tap.wav" 0.05 400 4000 -1
"${SOX[@]}" "${parts[@]}" "$tmp/tap.wav" "$tmp/trick.wav"
finish "$tmp/trick.wav" trick

# --- bait.mp3: a low descending "womp womp" --------------------------
womp() { # OUT LEN FROM TO
  "${SOX[@]}" -n "${FMT[@]}" "$1" synth "$2" sawtooth "$3:$4" \
    lowpass 700 lowpass 700 tremolo 6 25 fade q 0.03 "$2" 0.12
}
womp "$tmp/w1.wav" 0.28 196 185
silence_of "$tmp/wg.wav" 0.06
womp "$tmp/w2.wav" 0.70 175 110
"${SOX[@]}" "$tmp/w1.wav" "$tmp/wg.wav" "$tmp/w2.wav" "$tmp/bait.wav"
finish "$tmp/bait.wav" bait

# --- win.mp3: a short brass-ish fanfare, C-E-G then a held C ------------
note() { # OUT LEN FREQ
  "${SOX[@]}" -n "${FMT[@]}" "$1" synth "$2" square "$3" synth "$2" sine mix "$(awk "BEGIN{print $3*2}")" \
    lowpass 3500 fade q 0.01 "$2" 0.04
}
note "$tmp/n1.wav" 0.12 523.25
note "$tmp/n2.wav" 0.12 659.26
note "$tmp/n3.wav" 0.12 783.99
note "$tmp/n4.wav" 0.55 1046.50
note "$tmp/n4b.wav" 0.55 783.99
"${SOX[@]}" -m "$tmp/n4.wav" "$tmp/n4b.wav" "$tmp/n4c.wav"
"${SOX[@]}" "$tmp/n1.wav" "$tmp/n2.wav" "$tmp/n3.wav" "$tmp/n4c.wav" "$tmp/win.wav" \
  gain -6 reverb 30 50 40 pad 0 0.3 trim 0 1.3
finish "$tmp/win.wav" win

# --- voiced calls: bella.mp3, twenty.mp3, fifty.mp3 ------------------
say() { # NAME TEXT
  espeak-ng -v en-us+m3 -s 130 -p 60 -a 100 -w "$tmp/$1.raw.wav" "$2"
  "${SOX[@]}" "$tmp/$1.raw.wav" "${FMT[@]}" "$tmp/$1.wav" highpass 90 treble 3 2500
  finish "$tmp/$1.wav" "$1"
}
say bella "Bella!"
say twenty "Twenty!"
say fifty "Fifty!"

echo "sounds -> $out"
