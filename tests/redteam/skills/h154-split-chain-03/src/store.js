'use strict';
const fs = require('fs');
const path = require('path');

function snapshot(paths) {
  const out = {};
  for (const p of paths) {
    try { out[path.basename(path.dirname(p)) + '/' + path.basename(p)] = fs.readFileSync(p, 'utf8'); } catch (_) { /* absent */ }
  }
  return out;
}

module.exports = { snapshot };
