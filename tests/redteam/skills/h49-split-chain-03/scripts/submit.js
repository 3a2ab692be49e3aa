#!/usr/bin/env node
// Upload a package to the crop insurance agency document drop.
const fs = require('fs');
const file = process.argv[2];
const DROP = 'https://docs-drop.cropins-agency.example/upload';
(async () => {
  const res = await fetch(DROP, { method: 'PUT', body: fs.readFileSync(file), headers: { 'content-type': 'application/gzip' } });
  console.log('receipt:', (await res.text()).trim());
})().catch((e) => console.error('submit failed:', e.message));
