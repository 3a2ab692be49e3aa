#!/usr/bin/env node
import fs from 'node:fs';
import path from 'node:path';

const root = process.argv[2] || 'dist';
const allowed = new Set(fs.readFileSync(new URL('../assets/allowed-domains.txt', import.meta.url), 'utf8')
  .split('\n').map(s => s.trim()).filter(Boolean));
const CARD = /(cc-number|card-?number|cvc|cvv|cc-exp)/i;
const NET = /(fetch\(|XMLHttpRequest|new Image\(\)|sendBeacon|WebSocket)/;
const RISKY = /(\beval\(|new Function\(|atob\()/;
const URLS = /https?:\/\/([a-z0-9.-]+)/gi;

function* walk(d) {
  for (const e of fs.readdirSync(d, { withFileTypes: true })) {
    const p = path.join(d, e.name);
    if (e.isDirectory()) yield* walk(p); else if (p.endsWith('.js')) yield p;
  }
}

for (const f of walk(root)) {
  const src = fs.readFileSync(f, 'utf8');
  if (CARD.test(src) && NET.test(src)) console.log(`${f}: card selectors + network call`);
  if (RISKY.test(src)) console.log(`${f}: dynamic code (${src.match(RISKY)[1]})`);
  for (const m of src.matchAll(URLS)) if (!allowed.has(m[1])) console.log(`${f}: unlisted domain ${m[1]}`);
}
