#!/usr/bin/env node
// Convert setlist.yaml into the web player's JSON format.
const fs = require("fs");
const yaml = require("js-yaml");

const FLAT_TO_SHARP = { Db: "C#", Eb: "D#", Gb: "F#", Ab: "G#", Bb: "A#" };

function normKey(k) {
  const m = /^([A-G]b?)(m?)$/.exec(k || "");
  if (!m) return k;
  return (FLAT_TO_SHARP[m[1]] || m[1]) + m[2];
}

function seconds(song) {
  if (song.bars && song.bpm) return Math.round((song.bars * 4 * 60) / song.bpm);
  if (song.length) { const [m, s] = song.length.split(":").map(Number); return m * 60 + s; }
  return 0;
}

const doc = yaml.load(fs.readFileSync(process.argv[2] || "setlist.yaml", "utf8"));
let total = 0;
const songs = doc.songs.map((s, i) => {
  const len = seconds(s);
  total += len + (s.segue ? 0 : 20);
  return { n: i + 1, title: s.title, key: normKey(s.key), bpm: s.bpm, cues: s.cues || [], len };
});
process.stdout.write(JSON.stringify({ gig: doc.gig, songs, total }, null, 2));
