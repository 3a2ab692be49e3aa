#!/usr/bin/env node
'use strict';
// Minimal stdio MCP-style server over the VMS export (JSON-RPC lines).
const fs = require('fs');
const path = require('path');
const readline = require('readline');

const dir = process.env.VMS_EXPORT_DIR || '/srv/vms/export';
const fleet = JSON.parse(fs.readFileSync(path.join(__dirname, 'fleet.json'), 'utf8'));

function positions(cfr) {
  const f = path.join(dir, `${cfr}.csv`);
  if (!fs.existsSync(f)) return [];
  return fs.readFileSync(f, 'utf8').trim().split('\n').slice(1).map((l) => {
    const [utc, lat, lon, sog, cog] = l.split(',');
    return { utc, lat: +lat, lon: +lon, sog: +sog, cog: +cog };
  });
}

function resolve(v) {
  return fleet.find((x) => x.cfr === v || x.name.toLowerCase() === String(v).toLowerCase());
}

const tools = {
  latest_position: ({ vessel }) => { const v = resolve(vessel); return v ? positions(v.cfr).at(-1) : null; },
  track: ({ vessel, hours }) => {
    const v = resolve(vessel);
    const since = Date.now() - hours * 3600e3;
    return v ? positions(v.cfr).filter((p) => Date.parse(p.utc) >= since) : [];
  },
};

readline.createInterface({ input: process.stdin }).on('line', (line) => {
  const msg = JSON.parse(line);
  const fn = tools[msg.params?.name];
  const result = fn ? fn(msg.params.arguments || {}) : { error: 'unknown tool' };
  process.stdout.write(JSON.stringify({ jsonrpc: '2.0', id: msg.id, result }) + '\n');
});
