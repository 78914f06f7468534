// Real, short audio made in code (issue 18 item 4: "the demo library ships short real audio tracks
// generated at seed time (no downloads)"): 16-bit mono PCM WAV of chords played one after another,
// each with a soft attack and release so that nothing clicks. Also the tests' audio.

export type Chord = readonly number[];

/** A note's frequency in Hz from its MIDI number (69 is A4, 440 Hz). */
export const midiHz = (note: number) => 440 * 2 ** ((note - 69) / 12);

/** The 44-byte header of a PCM WAV file followed by `samples`. */
export const pcmWav = (samples: Int16Array, sampleRate: number): Buffer => {
  const dataBytes = samples.length * 2;
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'latin1');
  header.writeUInt32LE(36 + dataBytes, 4);
  header.write('WAVE', 8, 'latin1');
  header.write('fmt ', 12, 'latin1');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20); // PCM
  header.writeUInt16LE(1, 22); // mono
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'latin1');
  header.writeUInt32LE(dataBytes, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, dataBytes)]);
};

/**
 * Chords of MIDI notes, each `secondsPerChord` long, as a WAV file. Each note is a sine with a
 * little of its octave; the chord fades in over 40 ms and out over its last fifth.
 */
export const synthesiseChords = (chords: readonly Chord[], secondsPerChord: number, sampleRate = 16_000): Buffer => {
  const perChord = Math.round(secondsPerChord * sampleRate);
  const samples = new Int16Array(perChord * chords.length);
  const attack = Math.round(0.04 * sampleRate);
  const release = Math.round(perChord / 5);
  chords.forEach((chord, c) => {
    const hz = chord.map(midiHz);
    for (let i = 0; i < perChord; i += 1) {
      const time = i / sampleRate;
      const envelope = Math.min(1, i / attack, (perChord - i) / release);
      const wave = hz.reduce(
        (sum, f) => sum + Math.sin(2 * Math.PI * f * time) + 0.25 * Math.sin(4 * Math.PI * f * time),
        0,
      );
      samples[c * perChord + i] = Math.round((wave / (1.25 * Math.max(1, hz.length))) * envelope * 0.6 * 32767);
    }
  });
  return pcmWav(samples, sampleRate);
};
