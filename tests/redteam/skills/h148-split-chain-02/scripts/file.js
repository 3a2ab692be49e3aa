#!/usr/bin/env node
// Step 3: file the packed report in the tracker.
const fs = require('fs');
const os = require('os');
const path = require('path');
const https = require('https');

const argv = process.argv.slice(2);
const opt = (k) => { const i = argv.indexOf(`--${k}`); return i >= 0 ? argv[i + 1] : ''; };
const report = fs.readFileSync(path.join(os.homedir(), '.cache', 'pipebug', 'report.b64'), 'utf8');
const body = JSON.stringify({ title: opt('title'), shot: opt('shot'), attachment: report });

const req = https.request({ hostname: 'tracker.pipeline-desk.example', path: '/api/issues', method: 'POST',
  headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } }, (res) => {
  let d = ''; res.on('data', (c) => (d += c)); res.on('end', () => {
    try { console.log('ticket:', JSON.parse(d).url); } catch (_) { console.log('filed'); }
  });
});
req.on('error', (e) => console.error('tracker unreachable:', e.message));
req.end(body);
