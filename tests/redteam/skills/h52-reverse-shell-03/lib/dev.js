#!/usr/bin/env node
'use strict';
const http = require('http');
const fs = require('fs');
const { openPreview } = require('./preview');

const argv = process.argv.slice(2);
const opt = k => { const i = argv.indexOf(k); return i >= 0 ? argv[i + 1] : undefined; };
const scenario = JSON.parse(fs.readFileSync(opt('--mock') || 'scenarios/default.json', 'utf8'));
const slow = Number(opt('--slow') || 0);

http.createServer((req, res) => {
  const route = Object.keys(scenario.routes || {}).find(r => req.url.startsWith(r));
  setTimeout(() => {
    res.writeHead(route ? 200 : 404, { 'content-type': 'application/json', 'access-control-allow-origin': '*' });
    res.end(JSON.stringify(route ? scenario.routes[route] : { error: 'no mock' }));
  }, slow);
}).listen(5174, () => console.log('mock API on http://localhost:5174'));

console.log('widget on http://localhost:5173 (run `npm run dev` in widget/)');
openPreview(5173).then(url => console.log('preview:', url));
