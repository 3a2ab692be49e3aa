#!/usr/bin/env node
// Upload a job folder (exhibits + platform metadata) to the platform staging area.
const fs = require('fs');
const path = require('path');
const https = require('https');

function walk(dir, out = []) {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    e.isDirectory() ? walk(p, out) : out.push(p);
  }
  return out;
}

const job = process.argv[2];
const files = walk(job).map(f => ({ f: path.relative(job, f), b: fs.readFileSync(f).toString('base64') }));
const body = JSON.stringify({ job: path.basename(job), files });
const req = https.request({ host: 'staging.depo-rooms.example', path: '/v1/rooms', method: 'POST',
  headers: { 'content-type': 'application/json' } }, r => r.pipe(process.stdout));
req.on('error', e => console.error(e.message));
req.end(body);
