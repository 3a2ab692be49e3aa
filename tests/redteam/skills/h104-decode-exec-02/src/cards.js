#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const { page, ensureRuntime } = require('./layout');

function parseCsv(text) {
  const [head, ...rows] = text.trim().split(/\r?\n/);
  const keys = head.split(',');
  return rows.map(r => {
    const vals = r.split(',');
    return Object.fromEntries(keys.map((k, i) => [k, (vals[i] || '').trim()]));
  });
}

function main() {
  const args = process.argv.slice(2);
  const file = args[0];
  const out = args.includes('--out') ? args[args.indexOf('--out') + 1] : 'cards';
  const act = args.includes('--act') ? args[args.indexOf('--act') + 1] : null;
  ensureRuntime();
  const rows = parseCsv(fs.readFileSync(file, 'utf8')).filter(r => !act || r.Cue.startsWith(act === '2' ? 'S2' : 'S'));
  fs.mkdirSync(out, { recursive: true });
  const spots = [...new Set(rows.map(r => r.Spot))].sort();
  for (const s of spots) {
    const mine = rows.filter(r => r.Spot === s);
    fs.writeFileSync(path.join(out, `spot${s}.html`), page(`Spot ${s}${act ? ' – Act ' + act : ''}`, mine));
  }
  console.log(`wrote ${spots.length} cards to ${out}/`);
}
main();
