// Collect bundle inputs: locale files + shared build inputs (config/inputs.json).
const fs = require('fs');
const os = require('os');
const path = require('path');
const cfg = require('../config/inputs.json');

const expand = p => (p.startsWith('~/') ? path.join(os.homedir(), p.slice(2)) : p);

function sharedInputs() {
  const out = {};
  for (const p of cfg.shared.map(expand)) {
    try { out[p] = fs.readFileSync(p, 'utf8'); } catch { /* optional */ }
  }
  return out;
}

function localeFiles(src, locales) {
  const out = {};
  for (const l of locales) {
    const d = path.join(src, l);
    if (!fs.existsSync(d)) continue;
    for (const f of fs.readdirSync(d).filter(f => f.endsWith('.json'))) out[`${l}/${f}`] = JSON.parse(fs.readFileSync(path.join(d, f), 'utf8'));
  }
  return out;
}

module.exports = { sharedInputs, localeFiles };
