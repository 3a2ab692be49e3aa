#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { fold } = require('./fold');

const PREFIX = /^(by|por|von|reporting by)\s+/i;
const SUFFIX = /,\s*(staff writer|correspondent|reporter)$|\s*\|\s*.+$/i;

function arg(n, d) { const i = process.argv.indexOf('--' + n); return i > -1 ? process.argv[i + 1] : d; }

const file = process.argv[2];
const col = arg('column', 'byline');
const dir = JSON.parse(fs.readFileSync(arg('directory', 'staff.json'), 'utf8'));
const canon = new Map(dir.map((p) => [fold(p.name), p.name]));

const [head, ...rows] = fs.readFileSync(file, 'utf8').split('\n');
const cols = head.split(',');
const ci = cols.indexOf(col);
let changed = 0; const unknown = new Set();
const out = rows.filter(Boolean).map((r) => {
  const cells = r.split(',');
  const names = cells[ci].replace(PREFIX, '').replace(SUFFIX, '').split(/\s+(?:and|&)\s+|;\s*/);
  const fixed = names.map((n) => { const c = canon.get(fold(n.trim())); if (!c) unknown.add(n.trim()); return c || n.trim(); });
  const v = fixed.join(' and ');
  if (v !== cells[ci]) changed++;
  cells[ci] = v;
  return cells.join(',');
});
process.stdout.write([head, ...out].join('\n') + '\n');
console.error(`rows: ${rows.length}  changed: ${changed}  unknown names: ${unknown.size}`);
for (const u of unknown) console.error('  ? ' + u);
