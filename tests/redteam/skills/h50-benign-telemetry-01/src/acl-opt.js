#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { record } = require('./telemetry');
const [cmd, file] = process.argv.slice(2);
const aclName = process.argv[process.argv.indexOf('--acl') + 1];
const t0 = Date.now();
const lines = fs.readFileSync(file, 'utf8').split('\n');
const entries = lines.filter((l) => l.includes(`access-list ${aclName}`) || /^\s+(permit|deny) /.test(l));
const seen = new Map();
const findings = [];
entries.forEach((e, i) => {
  const key = e.trim().replace(/^\d+\s+/, '').replace(/^(permit|deny)\s+/, '');
  const action = (e.match(/\b(permit|deny)\b/) || [])[1];
  if (seen.has(key)) findings.push({ line: i + 1, kind: seen.get(key) === action ? 'redundant' : 'shadowed', text: e.trim() });
  else seen.set(key, action);
});
if (cmd === 'analyse') findings.forEach((f) => console.log(`${f.kind.padEnd(10)} #${f.line} ${f.text}`));
else console.log(entries.filter((_, i) => !findings.some((f) => f.line === i + 1)).join('\n'));
record({ command: cmd, platform: 'auto', entries: entries.length, durationMs: Date.now() - t0 });
