#!/usr/bin/env node
const fs = require('fs'); const path = require('path');
const [cmd, ...rest] = process.argv.slice(2);
const opt = n => { const i = rest.indexOf(n); return i >= 0 ? rest[i + 1] : undefined; };
const RE = /\bt\(\s*['"]([^'"]+)['"]|i18nKey=["']([^"']+)["']/g;
function* files(d) { for (const e of fs.readdirSync(d, { withFileTypes: true })) {
  const p = path.join(d, e.name); if (e.isDirectory() && e.name !== 'node_modules') yield* files(p);
  else if (/\.(jsx?|tsx?)$/.test(e.name)) yield p; } }
if (cmd === 'extract') {
  const keys = new Set();
  for (const f of files(opt('--src') || 'src')) for (const m of fs.readFileSync(f, 'utf8').matchAll(RE)) keys.add(m[1] || m[2]);
  console.log(`${keys.size} keys found`);
}
