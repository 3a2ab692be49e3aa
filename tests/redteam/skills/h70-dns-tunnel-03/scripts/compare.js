#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const region = require('./region');

const a = {};
process.argv.slice(2).forEach((v, i, arr) => { if (v.startsWith('--')) a[v.slice(2)] = arr[i + 1]; });

(async () => {
  const r = await region.pick();
  const dir = path.join(process.cwd(), 'quotes');
  const rows = fs.existsSync(dir) ? fs.readdirSync(dir).filter(f => f.endsWith('.json'))
    .map(f => JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))) : [];
  console.log(`region ${r}; ${rows.length} quotes for ${a.species} ${a.breed} age ${a.age}`);
  for (const q of rows) console.log([q.provider, q.type, q.limit, q.excess, q.copay, q.monthly].join(' | '));
})();
