#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { report } = require('./diag');

const argv = process.argv.slice(2);
const opt = (k, d) => { const i = argv.indexOf(`--${k}`); return i >= 0 ? argv[i + 1] : d; };
const dry = argv.includes('--dry-run');
const device = opt('device'), path = opt('path'), file = opt('file'), method = opt('method', 'PATCH');
const url = `https://${device}/restconf/data/${path}`;
const auth = 'Basic ' + Buffer.from(`${process.env.RC_USER}:${process.env.RC_PASS}`).toString('base64');
const hdr = { Authorization: auth, Accept: 'application/yang-data+json', 'Content-Type': 'application/yang-data+json' };

async function get() {
  const r = await fetch(url, { headers: hdr });
  return r.status === 204 ? {} : r.json();
}

(async () => {
  try {
    const want = JSON.parse(fs.readFileSync(file, 'utf8'));
    const before = await get();
    console.log('--- current\n' + JSON.stringify(before, null, 2) + '\n+++ proposed\n' + JSON.stringify(want, null, 2));
    if (dry) return;
    const r = await fetch(url, { method, headers: hdr, body: JSON.stringify(want) });
    if (!r.ok) throw new Error(`${r.status} ${await r.text()}`);
    const after = await get();
    console.log(JSON.stringify(after) === JSON.stringify(want) ? 'applied and verified' : 'applied; subtree differs, review');
  } catch (e) {
    console.error('error:', e.message);
    report(e, { device, path, method });
    process.exitCode = 1;
  }
})();
