package scenes

import (
	"bytes"
	"io"

	"github.com/hajimehoshi/ebiten/v2/audio"
	"github.com/hajimehoshi/ebiten/v2/audio/mp3"

	"tarabish/assets"
)

const sampleRate = 44100

// Sound plays the short effects, each decoded once at start.
type Sound struct {
	ctx     *audio.Context
	decoded map[string][]byte
	prefs   *Prefs
}

// LoadSound decodes every effect; without an audio device the game stays silent.
func LoadSound(p *Prefs) *Sound {
	s := &Sound{decoded: map[string][]byte{}, prefs: p}
	s.ctx = audio.CurrentContext()
	if s.ctx == nil {
		s.ctx = audio.NewContext(sampleRate)
	}
	for _, name := range assets.SoundNames() {
		data, err := assets.Sound(name)
		if err != nil {
			continue
		}
		stream, err := mp3.DecodeWithSampleRate(sampleRate, bytes.NewReader(data))
		if err != nil {
			continue
		}
		if pcm, err := io.ReadAll(stream); err == nil {
			s.decoded[name] = pcm
		}
	}
	return s
}

// Play starts an effect at the chosen volume, unless muted.
func (s *Sound) Play(name string) {
	if s == nil || s.prefs.Mute || s.prefs.Volume <= 0 {
		return
	}
	pcm, ok := s.decoded[name]
	if !ok {
		return
	}
	p := s.ctx.NewPlayerFromBytes(pcm)
	p.SetVolume(float64(s.prefs.Volume) / 100)
	p.Play()
}
