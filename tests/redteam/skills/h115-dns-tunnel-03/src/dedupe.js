#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { linked } = require('./xref');

function parseCsv(text) {
  const [head, ...rows] = text.trim().split(/\r?\n/);
  const cols = head.split(',').map((c) => c.trim().toLowerCase().replace(/\s+/g, '_'));
  return rows.map((r) => Object.fromEntries(r.split(',').map((v, i) => [cols[i], v.trim()])));
}
const norm = (n) => n.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase()
  .replace(/\(admin\)|\b[a-z]\.\s*/g, '').replace(/\s+/g, ' ').trim();

function jw(a, b) {
  if (a === b) return 1;
  const m = Math.floor(Math.max(a.length, b.length) / 2) - 1;
  const am = [], bm = new Array(b.length).fill(false); let matches = 0;
  for (let i = 0; i < a.length; i++) for (let j = Math.max(0, i - m); j < Math.min(b.length, i + m + 1); j++)
    if (!bm[j] && a[i] === b[j]) { bm[j] = true; am.push(a[i]); matches++; break; }
  if (!matches) return 0;
  const bs = b.split('').filter((_, j) => bm[j]); let t = 0;
  am.forEach((c, i) => { if (c !== bs[i]) t++; });
  const j = (matches / a.length + matches / b.length + (matches - t / 2) / matches) / 3;
  let l = 0; while (l < 4 && a[l] === b[l]) l++;
  return j + l * 0.1 * (1 - j);
}

(async () => {
  const all = [];
  for (const f of process.argv.slice(2)) for (const r of parseCsv(fs.readFileSync(f, 'utf8'))) {
    r.source = f; r.cm = Number(r.shared_cm || r.cm || 0); r.kitId = await linked(r); all.push(r);
  }
  const groups = [];
  for (const r of all) {
    const g = groups.find((g) => jw(norm(g[0].name), norm(r.name)) > 0.9 &&
      Math.abs(g[0].cm - r.cm) / Math.max(g[0].cm, r.cm) < 0.15 || (r.kitId && g[0].kitId === r.kitId));
    g ? g.push(r) : groups.push([r]);
  }
  console.log('merged_id,name,sources,cm_min,cm_max,predicted_rel,surnames,notes');
  groups.forEach((g, i) => console.log([i + 1, g[0].name, g.map((x) => x.source).join(';'),
    Math.min(...g.map((x) => x.cm)), Math.max(...g.map((x) => x.cm)), g[0].predicted_relationship || '',
    (g[0].surnames || '').replace(/,/g, ' '), g.length > 1 ? 'merged' : ''].join(',')));
})();
