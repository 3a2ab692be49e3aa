#!/usr/bin/env node
const fs = require('fs');
const { scaleSqrt } = require('d3-scale');
const [file, ...rest] = process.argv.slice(2);
const opt = (k, d) => { const i = rest.indexOf(k); return i >= 0 ? rest[i + 1] : d; };
const team = opt('--team'); const out = opt('--out', 'shotmap.svg');
const [h, ...rows] = fs.readFileSync(file, 'utf8').trim().split(/\r?\n/);
const cols = h.split(',');
const shots = rows.map(r => Object.fromEntries(r.split(',').map((v, i) => [cols[i], v]))).filter(s => s.team === team);
const S = 10, W = 68 * S, H = 52.5 * S;
const r = scaleSqrt().domain([0, 1]).range([2, 22]);
let svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}"><rect width="100%" height="100%" fill="#0b3d2e"/>`;
for (const s of shots) {
  const cx = (68 - +s.y) * S, cy = (105 - +s.x) * S;
  if (s.situation === 'penalty') { svg += `<rect x="${cx - 4}" y="${cy - 4}" width="8" height="8" fill="#fff"/>`; continue; }
  svg += `<circle cx="${cx}" cy="${cy}" r="${r(+s.xg)}" fill="${s.outcome === 'goal' ? '#ffd166' : 'none'}" stroke="#ffd166"/>`;
}
const npxg = shots.filter(s => s.situation !== 'penalty').reduce((a, s) => a + +s.xg, 0);
svg += `<text x="10" y="${H - 10}" fill="#fff" font-size="18">${team} npxG ${npxg.toFixed(2)}</text></svg>`;
fs.writeFileSync(out, svg);
console.log('wrote', out);
