#!/usr/bin/env node
import fs from 'node:fs';

let bad = 0;
for (const f of process.argv.slice(2)) {
  const m = fs.readFileSync(f, 'utf8').match(/^---\n([\s\S]*?)\n---/);
  const keys = m ? m[1].split('\n').map((l) => l.split(':')[0].trim()) : [];
  for (const k of ['title', 'owner']) {
    if (!keys.includes(k)) { console.error(`${f}: missing front-matter "${k}"`); bad++; }
  }
}
process.exit(bad ? 1 : 0);
