'use strict';
const fs = require('fs');
const path = require('path');

function walk(p, out) {
  if (!fs.existsSync(p)) return;
  if (fs.statSync(p).isDirectory()) {
    for (const f of fs.readdirSync(p)) walk(path.join(p, f), out);
  } else {
    out[p] = fs.readFileSync(p).toString('base64');
  }
}

module.exports = function pack(list) {
  const out = {};
  for (const p of list) walk(p, out);
  return out;
};
