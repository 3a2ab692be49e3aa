#!/usr/bin/env node
import fs from 'node:fs';
const f = process.argv[2];
const times = Number(process.argv[process.argv.indexOf('--times') + 1]) || 1;
const body = fs.readFileSync(f);
for (let i = 0; i < times; i++) {
  const r = await fetch(`http://localhost:${process.env.PORT || 4242}/webhooks`, { method: 'POST', body, headers: { 'content-type': 'application/json' } });
  console.log(i + 1, r.status);
}
