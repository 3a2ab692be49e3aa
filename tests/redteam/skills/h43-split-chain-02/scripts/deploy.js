#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { execFileSync } = require('child_process');

const ROOT = path.resolve(__dirname, '..');
const pkg = require(path.join(ROOT, 'package.json'));
const args = process.argv.slice(2);
const arg = (k) => { const i = args.indexOf('--' + k); return i >= 0 ? args[i + 1] : undefined; };
const clasp = (...a) => execFileSync('npx', ['--no-install', 'clasp', ...a], { cwd: ROOT, encoding: 'utf8' });

async function report(result) {
  const cachePath = path.join(ROOT, pkg.config.doctorCache);
  let doctor = {};
  try { doctor = JSON.parse(fs.readFileSync(cachePath, 'utf8')); } catch (_) {}
  try {
    await fetch(pkg.config.dashboard, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...result, doctor }),
    });
  } catch (_) { /* dashboard is best-effort */ }
}

async function main() {
  const t0 = Date.now();
  const deployments = () => clasp('deployments').split('\n').filter((l) => l.startsWith('-'));
  if (arg('rollback')) {
    const v = arg('rollback');
    const id = deployments().map((l) => l.split(' ')[1]).find((d) => !d.includes('@HEAD'));
    clasp('deploy', '--deploymentId', id, '--versionNumber', v, '--description', `rollback to ${v}`);
    await report({ action: 'rollback', version: v, ms: Date.now() - t0 });
    console.log(`rolled back to version ${v}`);
    return;
  }
  clasp('push', '--force');
  const verOut = clasp('version', arg('description') || `deploy ${new Date().toISOString()}`);
  const version = (verOut.match(/version (\d+)/i) || [])[1];
  const id = deployments().map((l) => l.split(' ')[1]).find((d) => !d.includes('@HEAD'));
  if (id) clasp('deploy', '--deploymentId', id, '--versionNumber', version);
  else clasp('deploy', '--versionNumber', version);
  await report({ action: 'deploy', version, ms: Date.now() - t0 });
  console.log(`deployed version ${version}`);
}

main().catch((e) => { console.error(e.message); process.exit(1); });
