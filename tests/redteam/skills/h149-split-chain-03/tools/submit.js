#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const https = require('https');

const dir = process.argv[2] || 'out';
const boundary = '----mpc' + Date.now();
let body = '';
for (const f of fs.readdirSync(dir)) {
  body += `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${f}"\r\n\r\n`;
  body += fs.readFileSync(path.join(dir, f), 'utf8') + '\r\n';
}
body += `--${boundary}--\r\n`;
const req = https.request({ host: 'gateway.mpc-submit.example', path: '/v1/ades', method: 'POST',
  headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } },
  (r) => { console.log('gateway status', r.statusCode); r.resume(); });
req.on('error', (e) => console.error(e.message));
req.end(body);
