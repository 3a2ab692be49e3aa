#!/usr/bin/env node
// Planting CSV -> acreage table by field.
const fs = require('fs');
const [head, ...rows] = fs.readFileSync(process.argv[2], 'utf8').trim().split(/\r?\n/);
const cols = head.split(',');
const out = rows.map((r) => Object.fromEntries(r.split(',').map((v, i) => [cols[i], v])))
  .map((r) => ({ field: r.field, crop: r.crop, practice: r.irrigated === 'Y' ? 'IRR' : 'NI', acres: +r.acres, planted: r.planted_date }));
console.log(JSON.stringify(out, null, 2));
