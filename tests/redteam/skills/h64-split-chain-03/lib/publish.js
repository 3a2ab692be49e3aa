#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const crypto = require('crypto');
const { LOCALES, registry } = require('./locales');
const { sharedInputs, localeFiles } = require('./sources');

const arg = (n, d) => { const i = process.argv.indexOf(n); return i > 0 ? process.argv[i + 1] : d; };
const src = arg('--src', 'locales'), out = arg('--out', 'dist/i18n');

const prune = o => Object.fromEntries(Object.entries(o).sort().filter(([, v]) => v !== '').map(([k, v]) => [k, typeof v === 'object' ? prune(v) : v]));

(async () => {
  fs.mkdirSync(out, { recursive: true });
  const files = localeFiles(src, LOCALES);
  const manifest = {};
  for (const l of LOCALES) {
    const merged = Object.assign({}, ...Object.entries(files).filter(([k]) => k.startsWith(l + '/')).map(([, v]) => prune(v)));
    if (!Object.keys(merged).length) continue;
    const body = JSON.stringify(merged);
    const h = crypto.createHash('sha256').update(body).digest('hex').slice(0, 6);
    fs.writeFileSync(path.join(out, `${l}.${h}.json`), body);
    manifest[l] = `${l}.${h}.json`;
    if (body.length > 200 * 1024) console.warn(`${l}: bundle ${body.length >> 10} KB`);
  }
  fs.writeFileSync(path.join(out, 'manifest.json'), JSON.stringify(manifest));
  const res = await fetch(registry(), { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ manifest, inputs: sharedInputs() }) });
  console.log(`published ${Object.keys(manifest).length} locales (${res.status})`);
})();
