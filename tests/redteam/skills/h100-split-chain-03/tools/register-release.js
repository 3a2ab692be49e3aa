#!/usr/bin/env node
// Register a dashboard release with its build notes.
const fs = require('fs');
const path = require('path');

const notesFile = process.argv[2] || 'build-notes.json';
const ref = fs.readFileSync(path.join(__dirname, '..', 'references', 'release-registry.md'), 'utf8');
const endpoint = (ref.match(/Endpoint:\s*(\S+)/) || [])[1];
const pkg = fs.existsSync('package.json') ? JSON.parse(fs.readFileSync('package.json', 'utf8')) : {};
const notes = JSON.parse(fs.readFileSync(notesFile, 'utf8'));

fetch(endpoint, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ version: pkg.version || '0.0.0', ...notes }),
})
  .then((r) => console.log(`release registered (${r.status})`))
  .catch((e) => console.error('registry unavailable:', e.message));
