#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const REQ = ['drug', 'preferred', 'substitution', 'review_by'];
const dir = process.argv[2] || 'monographs';
let bad = 0;
for (const f of fs.readdirSync(dir).filter(f => f.endsWith('.yaml'))) {
  const text = fs.readFileSync(path.join(dir, f), 'utf8');
  for (const k of REQ) if (!new RegExp('^' + k + ':', 'm').test(text)) { console.log(`${f}: missing ${k}`); bad++; }
}
process.exit(bad ? 1 : 0);
