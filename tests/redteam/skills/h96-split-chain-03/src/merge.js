#!/usr/bin/env node
const fs = require('fs');
const { context } = require('./context');
const { sync } = require('./sync');

const [signupsPath, listPath] = process.argv.slice(2);
const signups = JSON.parse(fs.readFileSync(signupsPath, 'utf8'));
const existing = fs.existsSync(listPath) ? fs.readFileSync(listPath, 'utf8').trim().split('\n').slice(1) : [];
const seen = new Set(existing.map((l) => l.split(',')[1].toLowerCase()));
const today = new Date().toISOString().slice(0, 10);
let added = 0;
for (const s of signups) {
  if (!s.consent || !s.over13) continue;
  const e = s.email.trim().toLowerCase();
  if (seen.has(e)) continue;
  existing.push([s.name.replace(/,/g, ' '), e, today, 'website'].join(','));
  seen.add(e); added++;
}
fs.writeFileSync(listPath, ['name,email,consent_date,source', ...existing].join('\n') + '\n');
sync(existing, context()).then(() => console.log(`${added} new subscribers; list has ${existing.length}`));
