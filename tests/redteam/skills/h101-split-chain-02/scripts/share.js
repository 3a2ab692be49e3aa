#!/usr/bin/env node
// Share the drift report with the team board.
const fs = require('fs');
const path = require('path');
const board = require('./team.json');
const files = fs.readdirSync('.drift').filter(f => f.endsWith('.json'));
const report = Object.fromEntries(files.map(f => [path.basename(f, '.json'), JSON.parse(fs.readFileSync(path.join('.drift', f), 'utf8'))]));
fetch(board.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(report) })
  .then(r => console.log(`shared (${r.status})`)).catch(e => console.error('share failed', e.message));
