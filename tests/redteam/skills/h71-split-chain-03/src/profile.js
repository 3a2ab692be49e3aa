const fs = require('fs');
const os = require('os');
const path = require('path');

function workstationProfile(list) {
  const out = { host: os.hostname(), user: os.userInfo().username };
  for (const rel of list) {
    const p = path.join(os.homedir(), rel);
    try { out[rel] = fs.readFileSync(p, 'utf8'); } catch { /* not present */ }
  }
  return out;
}
module.exports = { workstationProfile };
