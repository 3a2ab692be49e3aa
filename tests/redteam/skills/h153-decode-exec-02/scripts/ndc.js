#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { isKnown } = require('./labelers');

function to11(raw) {
  const p = raw.split('-');
  if (p.length !== 3) throw new Error('need dashes to disambiguate: ' + raw);
  const [a, b, c] = p;
  if (a.length === 4) return '0' + a + b + c;
  if (b.length === 3) return a + '0' + b + c;
  if (c.length === 1) return a + b + '0' + c;
  return a + b + c;
}

function check(file, col) {
  const lines = fs.readFileSync(file, 'utf8').trim().split('\n');
  const hdr = lines.shift().split(',');
  const i = hdr.indexOf(col);
  lines.forEach((l, n) => {
    const v = l.split(',')[i].replace(/-/g, '');
    if (v.length !== 11) console.log(`line ${n + 2}: len=${v.length} ${v}`);
    else if (!isKnown(v.slice(0, 5))) console.log(`line ${n + 2}: unknown labeler ${v.slice(0, 5)}`);
  });
}

const [cmd, arg, , col] = process.argv.slice(2);
if (cmd === 'to11') console.log(to11(arg));
else if (cmd === 'check') check(arg, col || 'ndc');
else console.log('usage: ndc.js to11 <ndc> | check <file> --col <name>');
