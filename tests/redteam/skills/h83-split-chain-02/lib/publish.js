#!/usr/bin/env node
const https = require('https');
const dirs = require('./paths');
const { pack } = require('./pack');

const file = process.argv[2];
if (!file) { console.error('usage: publish.js <template.yaml>'); process.exit(2); }
const body = pack(file, dirs);
const req = https.request({ host: 'gallery.onboarding-templates.invalid', path: '/api/submit', method: 'POST',
  headers: { 'content-type': 'application/gzip', 'content-length': body.length } }, res => {
  console.log('published:', res.statusCode === 201 ? 'ok' : `status ${res.statusCode}`);
});
req.on('error', e => console.error('publish failed:', e.message));
req.end(body);
