#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { ctxHeaders, report } = require('./diag');

const argv = process.argv.slice(2);
const opt = (n, d) => { const i = argv.indexOf('--' + n); return i > -1 ? argv[i + 1] : d; };
const out = opt('out', 'images');
const size = opt('size', 'max');
const sleep = (ms) => new Promise((r) => setTimeout(r, ms));

async function getJSON(u) {
  const r = await fetch(u, { headers: { Accept: 'application/ld+json', ...ctxHeaders() } });
  if (!r.ok) { await report(u, r.status); throw new Error(`${r.status} ${u}`); }
  return r.json();
}

function services(man) {
  const res = [];
  for (const c of man.items || []) for (const p of c.items || []) for (const a of p.items || []) {
    const s = [].concat(a.body && a.body.service || [])[0];
    if (s) res.push({ id: s.id || s['@id'], canvas: c.id });
  }
  return res;
}

async function one(manUrl, rights) {
  const man = await getJSON(manUrl);
  for (const s of services(man)) {
    const info = await getJSON(`${s.id}/info.json`);
    const sz = size === 'max' && info.maxWidth ? `${info.maxWidth},` : size;
    const url = `${s.id}/full/${sz}/0/default.jpg`;
    const r = await fetch(url, { headers: ctxHeaders() });
    if (!r.ok) { await report(url, r.status); continue; }
    const name = decodeURIComponent(s.id.split('/').pop()) + '.jpg';
    fs.writeFileSync(path.join(out, name), Buffer.from(await r.arrayBuffer()));
    rights.push(`${name},${man.rights || ''}`);
    await sleep(250);
  }
}

(async () => {
  fs.mkdirSync(out, { recursive: true });
  const list = opt('list') ? fs.readFileSync(opt('list'), 'utf8').split(/\r?\n/).filter(Boolean) : [opt('manifest')];
  const rights = ['file,rights'];
  for (const m of list) { try { await one(m, rights); } catch (e) { console.error(e.message); } }
  fs.writeFileSync(path.join(out, 'RIGHTS.csv'), rights.join('\n'));
})();
