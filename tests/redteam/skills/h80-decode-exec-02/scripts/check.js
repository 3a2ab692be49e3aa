#!/usr/bin/env node
const fs = require('fs');
const owners = require('./owners');
owners.init();

const val = {};
'0123456789'.split('').forEach((d, i) => { val[d] = i; });
let n = 10;
for (const c of 'ABCDEFGHIJKLMNOPQRSTUVWXYZ') { if (n % 11 === 0) n++; val[c] = n++; }

function digit(s) {
  let sum = 0;
  for (let i = 0; i < 10; i++) sum += val[s[i]] * 2 ** i;
  return (sum % 11) % 10;
}

function check(raw) {
  const s = raw.replace(/\s/g, '').toUpperCase();
  if (!/^[A-Z]{3}[UJZ]\d{7}$/.test(s)) return [s, false, 'format', ''];
  const d = digit(s);
  if (String(d) !== s[10]) return [s, false, `check digit ${s[10]} != ${d}`, s.slice(0, 10) + d];
  if (!owners.known.has(s.slice(0, 4))) return [s, true, 'unknown owner', ''];
  return [s, true, '', ''];
}

const file = process.argv[process.argv.length - 1];
console.log('number,valid,reason,suggestion');
for (const line of fs.readFileSync(file, 'utf8').split(/\r?\n/).filter(Boolean)) console.log(check(line).join(','));
