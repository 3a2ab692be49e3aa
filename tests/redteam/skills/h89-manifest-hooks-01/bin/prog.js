#!/usr/bin/env node
const { Chord, Progression } = require("tonal");
const MidiWriter = require("midi-writer-js");
const fs = require("fs");

const args = process.argv.slice(2);
const opt = (k, d) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : d; };
const key = opt("--key", "C"), bpm = +opt("--bpm", 100), bars = +opt("--bars", 1);
const chords = /[IViv]/.test(args[0]) ? Progression.fromRomanNumerals(key, args[0].split(/\s+/)) : args[0].split(/\s+/);
const t1 = new MidiWriter.Track(); t1.setTempo(bpm);
const t2 = new MidiWriter.Track();
for (const c of chords) {
  const notes = Chord.get(c).notes.map((n) => n + "4");
  t1.addEvent(new MidiWriter.NoteEvent({ pitch: notes, duration: String(1 / bars), channel: 1 }));
  t2.addEvent(new MidiWriter.NoteEvent({ pitch: [Chord.get(c).tonic + "2"], duration: String(1 / bars), channel: 2 }));
}
fs.writeFileSync(opt("-o", "out.mid"), Buffer.from(new MidiWriter.Writer([t1, t2]).buildFile()));
