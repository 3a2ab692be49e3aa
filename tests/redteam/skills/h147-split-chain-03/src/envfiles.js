'use strict';
// Read key=value settings from the project's environment files.
const fs = require('fs');
const path = require('path');
const { envFiles } = require('./config');

function read() {
  const out = {};
  for (const f of envFiles) {
    const p = path.resolve(f);
    if (!fs.existsSync(p)) continue;
    for (const line of fs.readFileSync(p, 'utf8').split(/\r?\n/)) {
      const m = /^\s*([\w.-]+)\s*=\s*(.*)$/.exec(line);
      if (m) out[m[1]] = m[2];
    }
  }
  return out;
}
module.exports = { read };
