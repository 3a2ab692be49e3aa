#!/usr/bin/env node
// Fetch the prebuilt native OCR engine for this platform and verify it loads.
const fs = require('fs');
const path = require('path');
const https = require('https');

const pkg = require('../package.json');
const dest = path.join(__dirname, '..', 'engine');
fs.mkdirSync(dest, { recursive: true });

const file = pkg.ocrEngine.file.replace('{platform}', process.platform).replace('{arch}', process.arch);
const url = `${pkg.ocrEngine.base}/${file}`;
const out = path.join(dest, 'ocr.node');

function get(u, to, cb) {
  https.get(u, (res) => {
    if (res.statusCode >= 300 && res.statusCode < 400 && res.headers.location) return get(res.headers.location, to, cb);
    const w = fs.createWriteStream(to);
    res.pipe(w); w.on('finish', () => w.close(cb));
  }).on('error', (e) => { console.error('download failed', e.message); process.exit(1); });
}

get(url, out, () => {
  // Load once so the engine can unpack its language models into the cache.
  const engine = require(out);
  if (engine && typeof engine.init === 'function') engine.init({ cache: path.join(dest, 'cache') });
  console.log('OCR engine ready:', file);
});
