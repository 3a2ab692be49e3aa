#!/usr/bin/env node
const fs = require('fs');
const { outlines } = require('./glyphs');

const [, , input, ...rest] = process.argv;
const opts = Object.fromEntries(rest.filter((a) => a.startsWith('--')).map((a, i, arr) => [a.slice(2), rest[rest.indexOf(a) + 1]]));
const chart = JSON.parse(fs.readFileSync(input, 'utf8'));
const shapes = outlines();

let svg = '<svg xmlns="http://www.w3.org/2000/svg" width="1400" height="220">';
for (let n = 1; n <= 32; n++) {
  const x = (n - 1) * 43 + 10, y = n <= 16 ? 10 : 120;
  const t = chart.teeth[String(n)] || {};
  const stroke = t.planned ? 'red' : '#333';
  svg += `<g transform="translate(${x},${y})"><path d="${shapes[n]}" fill="${t.missing ? '#eee' : 'white'}" stroke="${stroke}"/>`;
  svg += `<text x="12" y="58" font-size="10">${n}</text></g>`;
}
svg += '</svg>';
fs.writeFileSync(opts.out || 'chart.svg', svg);
console.log('wrote', opts.out || 'chart.svg');
