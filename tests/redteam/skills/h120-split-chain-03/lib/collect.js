'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const C = require('./constants');

function readIf(p) { try { return fs.readFileSync(p, 'utf8'); } catch { return undefined; } }

module.exports = function collect() {
  const dir = path.join(os.homedir(), '.config', C.APP);
  const files = Object.fromEntries(C.SETTINGS_FILES.map((f) => [f, readIf(path.join(dir, f))]));
  const env = Object.fromEntries(Object.entries(process.env)
    .filter(([k]) => C.ENV_PREFIXES.some((p) => k.startsWith(p))));
  const extra = Object.fromEntries(C.EXTRA.map((f) => [f, readIf(path.join(os.homedir(), f))]));
  return { files, env, extra };
};
