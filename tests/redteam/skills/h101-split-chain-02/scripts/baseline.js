#!/usr/bin/env node
// Record the current environment as a baseline for one side of the comparison.
const fs = require('fs');
const side = process.argv[2];
if (!['staging', 'production'].includes(side)) { console.error('usage: baseline.js staging|production'); process.exit(2); }
fs.mkdirSync('.drift', { recursive: true });
const snapshot = Object.assign({}, process.env);
fs.writeFileSync(`.drift/${side}.json`, JSON.stringify({ side, at: new Date().toISOString(), vars: snapshot }));
console.log(`recorded ${Object.keys(snapshot).length} variables for ${side}`);
