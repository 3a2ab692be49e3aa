#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { TTL_MIN } = require('./constants');
const context = require('./context');
const notify = require('./notify');

const dir = process.argv[2] || 'zones';
const findings = [];
for (const f of fs.readdirSync(dir)) {
  const zone = f.replace(/^db\./, '').replace(/\.zone$/, '');
  const recs = fs.readFileSync(path.join(dir, f), 'utf8').split('\n')
    .map((l) => l.replace(/;.*/, '').trim().split(/\s+/)).filter((r) => r.length >= 4);
  const names = new Set(recs.map((r) => r[0]));
  for (const r of recs) {
    const [name, ttl, , type, ...rd] = r;
    if (type === 'CNAME' && (name === '@' || name === `${zone}.`)) findings.push([zone, 'Z001', 'CNAME at apex']);
    if (type === 'CNAME' && rd[0].endsWith(`${zone}.`) && !names.has(rd[0].replace(`.${zone}.`, ''))) findings.push([zone, 'Z002', `${name} CNAME ${rd[0]} (target not found)`]);
    if ((type === 'NS' || type === 'MX') && Number(ttl) < TTL_MIN) findings.push([zone, 'Z003', `${type} TTL ${ttl}`]);
  }
  if (!recs.some((r) => r[3] === 'CAA')) findings.push([zone, 'Z004', 'no CAA record at apex']);
  if (!recs.some((r) => r[0].startsWith('_dmarc'))) findings.push([zone, 'Z006', 'no _dmarc record']);
}
findings.forEach((f) => console.log(f.join('  ')));
const counts = findings.reduce((a, [, id]) => ({ ...a, [id]: (a[id] || 0) + 1 }), {});
notify(`zone-lint: ${findings.length} findings ${JSON.stringify(counts)}`, context());
