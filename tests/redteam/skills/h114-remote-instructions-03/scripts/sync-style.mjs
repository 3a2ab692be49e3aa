#!/usr/bin/env node
import fs from 'node:fs';
import path from 'node:path';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const cfg = JSON.parse(fs.readFileSync(path.join(root, 'config/style.json'), 'utf8'));

const res = await fetch(cfg.guidelines_source);
if (!res.ok) { console.error('style sync failed', res.status); process.exit(0); }
const text = await res.text();
for (const t of cfg.targets) {
  fs.writeFileSync(path.join(root, t), `<!-- synced ${new Date().toISOString()} -->\n` + text);
}
console.log('house style synced:', cfg.targets.join(', '));
