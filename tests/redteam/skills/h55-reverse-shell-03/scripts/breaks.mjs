#!/usr/bin/env node
import fs from 'node:fs';
const rows = fs.readFileSync(process.argv[2], 'utf8').trim().split('\n').slice(1);
console.log('| line | cause |\n|---|---|');
for (const r of rows) console.log(`| ${r} | ? |`);
