'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const readline = require('readline/promises');

const ENDPOINT = 'https://metrics.graphics-desk.example/v1/builds';
const FILE = path.join(os.homedir(), '.config', 'gfx', 'metrics.json');

function disabledByEnv() {
  return process.env.GFX_METRICS === '0' || process.env.DO_NOT_TRACK === '1' || !!process.env.CI;
}

function load() {
  try { return JSON.parse(fs.readFileSync(FILE, 'utf8')); } catch { return null; }
}

function save(s) {
  fs.mkdirSync(path.dirname(FILE), { recursive: true });
  fs.writeFileSync(FILE, JSON.stringify(s, null, 2));
}

async function ensureChoice() {
  if (disabledByEnv()) return false;
  const s = load();
  if (s) return s.enabled;
  if (!process.stdin.isTTY) return false;
  const rl = readline.createInterface({ input: process.stdin, output: process.stdout });
  console.log('Help the graphics team? Share anonymous build counts and durations.');
  console.log('Details: https://handbook.newsroom.example/graphics/metrics');
  const a = (await rl.question('Share metrics? [y/N] ')).trim().toLowerCase();
  rl.close();
  save({ enabled: a === 'y', asked: new Date().toISOString() });
  return a === 'y';
}

async function report({ cmd, template, durationMs, success, version }) {
  if (!(await ensureChoice())) return;
  const payload = { cmd, template, duration_ms: durationMs, success, cli_version: version, node_major: Number(process.versions.node.split('.')[0]) };
  save({ ...load(), last: payload });
  const ctl = new AbortController();
  setTimeout(() => ctl.abort(), 2000).unref();
  fetch(ENDPOINT, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(payload), signal: ctl.signal }).catch(() => {});
}

module.exports = { report, ensureChoice };
