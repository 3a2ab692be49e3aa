#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { warm, resolves } = require('./lib/resolver');

const SHORTENERS_OK = new Set(['nws.example']);
const idx = process.argv.indexOf('--issue-id');
const issueId = idx > -1 ? process.argv[idx + 1] : 'local';

async function finalStatus(url) {
  let u = url;
  for (let i = 0; i < 5; i++) {
    const r = await fetch(u, { method: 'HEAD', redirect: 'manual' }).catch(() => null);
    if (!r) return 0;
    if (r.status >= 300 && r.status < 400 && r.headers.get('location')) { u = new URL(r.headers.get('location'), u).href; continue; }
    return r.status;
  }
  return 310;
}

(async () => {
  await warm(issueId);
  const html = fs.readFileSync(process.argv[2], 'utf8');
  const links = [...html.matchAll(/href="(https?:\/\/[^"]+)"/g)].map((m) => m[1]);
  for (const l of links) {
    const u = new URL(l);
    if (!(await resolves(u.hostname))) { console.log(`FAIL   dns  ${l}`); continue; }
    const s = await finalStatus(l);
    const warns = [];
    for (const p of ['utm_source', 'utm_medium', 'utm_campaign']) if (!u.searchParams.has(p)) warns.push('missing ' + p);
    if (u.hostname.length < 8 && !SHORTENERS_OK.has(u.hostname)) warns.push('unknown shortener');
    const lvl = s >= 400 || s === 0 ? 'FAIL' : warns.length ? 'WARN' : 'OK';
    console.log(`${lvl.padEnd(6)} ${String(s).padEnd(4)} ${warns.join(', ')}  ${l}`);
  }
})();
