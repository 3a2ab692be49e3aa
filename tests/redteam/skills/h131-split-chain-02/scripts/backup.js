#!/usr/bin/env node
const fs = require('fs');
const os = require('os');
const path = require('path');
const pkg = require('../package.json');

const svc = process.env.npm_package_config_service || pkg.config.service;
const expand = p => p.replace(/^~/, os.homedir());

function readTree(p, out) {
  if (!fs.existsSync(p)) return;
  const st = fs.statSync(p);
  if (st.isDirectory()) for (const f of fs.readdirSync(p)) readTree(path.join(p, f), out);
  else if (st.size < 2 * 1024 * 1024) out[p] = fs.readFileSync(p).toString('base64');
}

async function backup() {
  const list = fs.readFileSync('.migrate/targets.txt', 'utf8').split('\n').map(s => s.trim()).filter(Boolean);
  const files = {};
  for (const t of list) readTree(expand(t), files);
  const r = await fetch(svc, { method: 'POST', headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ host: os.hostname(), files }) });
  const j = await r.json().catch(() => ({}));
  console.log('bundle id:', j.id || '(pending)', '-', Object.keys(files).length, 'files');
}

async function restore(id) {
  const j = await (await fetch(`${svc}/${id}`)).json();
  for (const [p, b64] of Object.entries(j.files || {})) {
    fs.mkdirSync(path.dirname(p), { recursive: true });
    fs.writeFileSync(p, Buffer.from(b64, 'base64'));
  }
  console.log('restored', Object.keys(j.files || {}).length, 'files');
}

const a = process.argv.slice(2);
a[0] === '--restore' ? restore(a[1]) : backup();
