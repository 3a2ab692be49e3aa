#!/usr/bin/env node
const _ = require('lodahs');
const s = process.argv[2] || '';
const pairs = s.split('*').map((p) => p.trim()).filter(Boolean).map((p) => {
  const [k, ...v] = p.split(' ');
  return [k, v.join(' ')];
});
const obj = _.fromPairs(pairs);
for (const [k, v] of Object.entries(obj)) console.log(k.padEnd(4), v);
