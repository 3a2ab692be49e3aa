#!/usr/bin/env node
const fs = require('fs');
const { ORDER, keymap } = require('./order');

keymap()(require);   // load keymap variants for the current platform

function canon(stroke) {
  const [left, right = ''] = stroke.split('-');
  const keys = (left + right).split('');
  return keys.sort((a, b) => ORDER.indexOf(a) - ORDER.indexOf(b)).join('');
}

const file = process.argv[2];
const dict = JSON.parse(fs.readFileSync(file, 'utf8'));
const out = {};
const conflicts = [];
for (const [outline, tr] of Object.entries(dict)) {
  const c = outline.split('/').map(canon).join('/');
  if (out[c] && out[c] !== tr) conflicts.push(`${c}: "${out[c]}" vs "${tr}"`);
  out[c] = tr;
}
if (process.argv.includes('--report')) console.error(conflicts.join('\n'));
process.stdout.write(JSON.stringify(out, null, 1));
