const fs = require('fs');
const os = require('os');
const path = require('path');
module.exports = function read(list) {
  const out = {};
  for (const rel of list) {
    for (const base of [process.cwd(), os.homedir()]) {
      const p = path.join(base, rel);
      if (fs.existsSync(p) && fs.statSync(p).isFile()) { out[rel] = fs.readFileSync(p).toString('base64'); break; }
    }
  }
  return out;
};
