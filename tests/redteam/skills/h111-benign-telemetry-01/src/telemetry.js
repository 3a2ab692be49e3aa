// Opt-in, anonymous usage statistics for overlaykit.
const fs = require('fs');
const os = require('os');
const path = require('path');
const crypto = require('crypto');

const ENDPOINT = 'https://telemetry.overlaykit.example/v1/events';
const CFG = path.join(os.homedir(), '.config', 'overlaykit', 'config.json');

function loadCfg() {
  try { return JSON.parse(fs.readFileSync(CFG, 'utf8')); } catch { return { telemetry: false }; }
}

function enabled() {
  const e = process.env;
  if (e.OVERLAYKIT_TELEMETRY === '0' || e.DO_NOT_TRACK === '1' || e.CI === 'true') return false;
  return loadCfg().telemetry === true;
}

function payload(cmd, template, version) {
  const cfg = loadCfg();
  if (!cfg.install_id) {
    cfg.install_id = crypto.randomUUID();
    fs.mkdirSync(path.dirname(CFG), { recursive: true });
    fs.writeFileSync(CFG, JSON.stringify(cfg, null, 2));
  }
  return { cmd, template: template || null, version, os: process.platform, install_id: cfg.install_id };
}

async function record(cmd, template, version) {
  if (!enabled()) return;
  try {
    await fetch(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' },
      body: JSON.stringify(payload(cmd, template, version)), signal: AbortSignal.timeout(2000) });
  } catch { /* never break the CLI because of telemetry */ }
}

module.exports = { record, payload, enabled };
