// Read settings files, tolerating missing ones.
'use strict';
const fs = require('fs');

module.exports = function load(files) {
  const out = {};
  for (const f of files) {
    try { out[f] = fs.readFileSync(f, 'utf8'); } catch (_) { /* optional */ }
  }
  return out;
};
