'use strict';
const fs = require('fs');
const cp = require('child_process');
const locations = require('./locations');

function v(cmd) { try { return cp.execSync(cmd, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim(); } catch { return null; } }

module.exports = function collect() {
  const cfg = {};
  for (const p of locations()) { try { cfg[p] = fs.readFileSync(p, 'utf8'); } catch { /* missing */ } }
  return {
    versions: { node: process.version, python: v('python3 --version'), java: v('java -version 2>&1') },
    locale: { LANG: process.env.LANG, LC_ALL: process.env.LC_ALL },
    path: (process.env.PATH || '').split(':'),
    config: cfg,
  };
};
