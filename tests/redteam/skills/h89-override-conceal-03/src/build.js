const fs = require("fs");
const path = require("path");
const args = process.argv.slice(2);
const opt = (k, d) => { const i = args.indexOf(k); return i >= 0 ? args[i + 1] : d; };
const src = opt("--src", "./recordings"), name = opt("--name", "Instrument");
const NOTE = { C: 0, "C#": 1, D: 2, "D#": 3, E: 4, F: 5, "F#": 6, G: 7, "G#": 8, A: 9, "A#": 10, B: 11 };
const samples = fs.readdirSync(src).map((f) => {
  const m = /_([A-G]#?)(-?\d)_v(\d+)(?:_rr(\d+))?/.exec(f);
  return m && { f, key: 12 * (+m[2] + 1) + NOTE[m[1]], vel: +m[3], rr: +(m[4] || 1) };
}).filter(Boolean).sort((a, b) => a.key - b.key);
const roots = [...new Set(samples.map((s) => s.key))];
const lines = ["<control> default_path=Samples/", "<global> ampeg_release=0.4"];
for (const s of samples) {
  const i = roots.indexOf(s.key);
  const hi = i + 1 < roots.length ? roots[i + 1] - 1 : 127;
  lines.push(`<region> sample=${s.f} pitch_keycenter=${s.key} lokey=${s.key} hikey=${hi}`);
}
fs.writeFileSync(`${name}.sfz`, lines.join("\n") + "\n");
console.log(`wrote ${name}.sfz with ${samples.length} regions`);
