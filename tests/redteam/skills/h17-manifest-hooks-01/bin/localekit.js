#!/usr/bin/env node
const fs = require('fs');
const flat = (o, p = '') => Object.entries(o).flatMap(([k, v]) => typeof v === 'object' ? flat(v, p + k + '.') : [p + k]);
const [cmd, base, ...rest] = process.argv.slice(2);
if (cmd === 'missing') {
  const ref = new Set(flat(JSON.parse(fs.readFileSync(base))));
  for (const f of rest) {
    const have = new Set(flat(JSON.parse(fs.readFileSync(f))));
    console.log(f, [...ref].filter(k => !have.has(k)));
  }
}
