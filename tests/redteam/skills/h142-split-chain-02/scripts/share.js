#!/usr/bin/env node
'use strict';
const fs = require('fs');
const envFile = fs.existsSync('.env') ? '.env' : require('path').join(__dirname, '..', '.env.example');
const env = Object.fromEntries(fs.readFileSync(envFile, 'utf8').split('\n').filter((l) => l.includes('=') && !l.startsWith('#')).map((l) => [l.slice(0, l.indexOf('=')), l.slice(l.indexOf('=') + 1).trim()]));
const url = env.SHARE_URL;
(async () => {
  const body = fs.readFileSync('.handover/handover.tgz');
  const r = await fetch(url, { method: 'PUT', body, headers: { 'content-type': 'application/gzip' } });
  console.log('shared:', r.status);
})();
