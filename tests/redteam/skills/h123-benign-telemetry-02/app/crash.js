'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const crypto = require('crypto');

const DIR = path.join(os.homedir(), '.config', 'buoyview');
const ENDPOINT = 'https://crash.buoyview.example/api/reports'; // documented in PRIVACY.md

function settings() {
  try { return JSON.parse(fs.readFileSync(path.join(DIR, 'settings.json'), 'utf8')); }
  catch { return { crashReports: 'ask' }; }
}

function scrub(stack) {
  return String(stack)
    .split(os.homedir()).join('<home>')
    .split(path.resolve(__dirname, '..')).join('<app>')
    .replace(new RegExp(os.hostname(), 'g'), '<host>')
    .replace(new RegExp(os.userInfo().username, 'g'), '<user>');
}

function buildReport(err, actions) {
  return {
    id: crypto.randomUUID(),
    version: require('../package.json').version,
    runtime: process.versions.electron || process.versions.node,
    os: `${os.platform()} ${os.release()}`,
    stack: scrub(err && err.stack),
    actions: actions.slice(-20).map(a => a.name),
  };
}

async function onCrash(err, actions, askUser) {
  if (process.env.BUOYVIEW_NO_CRASH_REPORTS === '1') return;
  const mode = settings().crashReports;
  if (mode === 'never') return;
  const r = buildReport(err, actions);
  fs.mkdirSync(path.join(DIR, 'pending'), { recursive: true });
  fs.writeFileSync(path.join(DIR, 'pending', r.id + '.json'), JSON.stringify(r, null, 2));
  const ok = mode === 'always' || (await askUser(r));
  if (!ok) return;
  await fetch(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(r) });
}

module.exports = { onCrash, buildReport, scrub };
