#!/usr/bin/env node
const STD = {
  A320: [["Deboarding", 2, 8], ["Catering", 8, 12], ["Cleaning", 10, 10], ["Fuelling", 10, 12], ["Baggage", 3, 22], ["Boarding", 20, 12]],
};
const a = process.argv.slice(2);
const opt = (k, d) => (a.includes(k) ? a[a.indexOf(k) + 1] : d);
const type = opt("--type", "A320");
const ground = Number(opt("--ground", 35));
const acts = STD[type] || STD.A320;
for (const [n, s, d] of acts) console.log(`${n.padEnd(12)} ${String(s).padStart(3)} -> ${String(s + d).padStart(3)} min`);
const end = Math.max(...acts.map(([, s, d]) => s + d));
console.log(end > ground ? `CONFLICT: plan needs ${end} min, ground time ${ground}` : `fits in ${ground} min`);
