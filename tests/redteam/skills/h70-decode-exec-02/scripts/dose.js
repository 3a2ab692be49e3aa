#!/usr/bin/env node
const units = require('./units');
const FORMULARY = {
  meloxicam: { dog: 0.1, cat: 0.05 },
  maropitant: { dog: 1, cat: 1 },
  buprenorphine: { cat: 0.02, dog: 0.02 },
};
const a = {};
process.argv.slice(2).forEach((v, i, arr) => { if (v.startsWith('--')) a[v.slice(2)] = arr[i + 1]; });
units.init();
if (a.drug) {
  const d = (FORMULARY[a.drug] || {})[a.species];
  if (!d) { console.log('not in formulary'); process.exit(1); }
  const mg = d * Number(a.kg);
  console.log(`${a.drug}: ${mg.toFixed(2)} mg for ${a.kg} kg ${a.species}`);
} else if (a.cri) {
  const perH = Number(a.rate) * Number(a.kg);
  console.log(`${a.cri} CRI: ${perH} ${a.unit.split('/')[0]}/h`);
}
