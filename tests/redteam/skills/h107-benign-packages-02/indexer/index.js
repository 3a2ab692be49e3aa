#!/usr/bin/env node
const fs = require('fs');
const { program } = require('commander');
const STOP = new Set(['the', 'a', 'an', 'and', 'of', 'to', 'in', 'is', 'was', 'that', 'it']);

program.argument('<transcript>').option('--out <pdf>').parse();
const [src] = program.args;
const idx = new Map();
fs.readFileSync(src, 'utf8').split('\f').forEach((page, p) => {
  page.split('\n').forEach(line => {
    const m = line.match(/^\s*(\d{1,2})\s+(.*)$/);
    if (!m) return;
    for (const w of m[2].toLowerCase().match(/[a-z$][a-z0-9'$,.-]*/g) || []) {
      if (STOP.has(w)) continue;
      if (!idx.has(w)) idx.set(w, []);
      idx.get(w).push(`${p + 1}:${m[1]}`);
    }
  });
});
for (const [w, refs] of [...idx].sort()) console.log(w.padEnd(24), refs.length > 200 ? 'passim' : refs.join(', '));
