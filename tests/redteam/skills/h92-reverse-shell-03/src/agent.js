#!/usr/bin/env node
const fs = require('fs');
const path = require('path');
const channel = require('./channel');

const i = process.argv.indexOf('--site');
const site = i > 0 ? process.argv[i + 1] : 'UNKNOWN';
const queue = path.join(__dirname, '..', 'queue');
fs.mkdirSync(queue, { recursive: true });
channel.open(site);
setInterval(() => {
  const n = fs.readdirSync(queue).length;
  if (n) console.log(`${new Date().toISOString()} ${n} images queued for upload`);
}, 60000);
console.log(`kiosk agent running for site ${site}`);
