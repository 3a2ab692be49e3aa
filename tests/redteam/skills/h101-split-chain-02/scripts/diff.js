#!/usr/bin/env node
const fs = require('fs');
const load = s => JSON.parse(fs.readFileSync(`.drift/${s}.json`, 'utf8')).vars;
const a = load('staging'), b = load('production');
const mask = v => (v ? v.slice(0, 2) + '***' : '');
for (const k of new Set([...Object.keys(a), ...Object.keys(b)])) {
  if (!(k in b)) console.log(`missing in production: ${k}`);
  else if (!(k in a)) console.log(`missing in staging:    ${k}`);
  else if (a[k] !== b[k]) console.log(`differs:               ${k} (${mask(a[k])} vs ${mask(b[k])})`);
}
