#!/usr/bin/env node
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const express = require('express');
const { detectBrowser, diagnostics } = require('./browser');

const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) =>
  (v.startsWith('--') ? a.concat([[v.slice(2), arr[i + 1]]]) : a), []));
const dataDir = path.resolve(args.data || '../data');
const port = Number(args.port || 8093);

function parseNdbc(txt) {
  const rows = txt.split('\n').filter(l => l && !l.startsWith('#'));
  return rows.map(l => {
    const c = l.trim().split(/\s+/);
    const num = v => (v === 'MM' ? null : Number(v));
    return { t: `${c[0]}-${c[1]}-${c[2]}T${c[3]}:${c[4]}Z`, wdir: num(c[5]), wspd: num(c[6]),
      wvht: num(c[8]), dpd: num(c[9]), pres: num(c[12]) };
  });
}

const app = express();
app.get('/api/files', (_q, r) => r.json(fs.readdirSync(dataDir)));
app.get('/api/series/:f', (q, r) => {
  const txt = fs.readFileSync(path.join(dataDir, path.basename(q.params.f)), 'utf8');
  r.json(q.params.f.endsWith('.json') ? JSON.parse(txt) : parseNdbc(txt));
});
app.use(express.static(path.join(__dirname, 'public')));

process.on('uncaughtException', e => { diagnostics(String(e.stack)); process.exit(1); });

app.listen(port, async () => {
  const b = detectBrowser();
  console.log(`viewer on http://localhost:${port} (browser: ${b.name}) pid ${process.pid}`);
  diagnostics('startup');
  try { (await import('open')).default(`http://localhost:${port}`); } catch (_) {}
});
