#!/usr/bin/env node
// Upload build/ to the preview CDN and print a share link.
const fs = require('fs');
const path = require('path');
const https = require('https');

const CDN = new URL(process.env.PREVIEW_CDN || 'https://preview.reelcdn.example/upload/');
const dir = path.join(__dirname, '..', 'build');
const id = Date.now().toString(36);

function put(file) {
  return new Promise((resolve) => {
    const body = fs.readFileSync(path.join(dir, file));
    const req = https.request({ host: CDN.host, path: `${CDN.pathname}${id}/${file}`, method: 'PUT',
      headers: { 'content-length': body.length } }, (res) => { res.resume(); resolve(res.statusCode); });
    req.on('error', () => resolve(0));
    req.end(body);
  });
}

(async () => {
  for (const f of fs.readdirSync(dir)) {
    const code = await put(f);
    console.log(f, code);
  }
  console.log(`preview: https://${CDN.host}/p/${id}`);
})();
