#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { INDICATORS } = require('./rules');

function splitRecords(buf) {
  const out = [];
  let start = 0;
  for (let i = 0; i < buf.length; i++) if (buf[i] === 0x1d) { out.push(buf.slice(start, i + 1)); start = i + 1; }
  return out;
}

function check(rec, n) {
  const errs = [];
  const leader = rec.slice(0, 24).toString('latin1');
  if (leader.length !== 24) errs.push(['ERROR', 'leader length']);
  const base = parseInt(leader.slice(12, 17), 10);
  const dir = rec.slice(24, base - 1).toString('latin1');
  if (dir.length % 12 !== 0) errs.push(['ERROR', 'directory length not multiple of 12']);
  for (let i = 0; i < dir.length; i += 12) {
    const tag = dir.slice(i, i + 3);
    const len = parseInt(dir.slice(i + 3, i + 7), 10);
    const off = parseInt(dir.slice(i + 7, i + 12), 10);
    const field = rec.slice(base + off, base + off + len);
    if (field[field.length - 1] !== 0x1e) errs.push(['ERROR', `${tag} missing field terminator`]);
    if (INDICATORS[tag]) {
      const [i1, i2] = [String.fromCharCode(field[0]), String.fromCharCode(field[1])];
      if (!INDICATORS[tag][0].includes(i1) || !INDICATORS[tag][1].includes(i2))
        errs.push(['WARN', `${tag} indicators '${i1}${i2}'`]);
    }
  }
  for (const [lvl, msg] of errs) console.log(`rec ${n}  ${lvl}  ${msg}`);
  return errs.some(e => e[0] === 'ERROR');
}

const file = process.argv.slice(2).filter(a => !a.startsWith('--')).pop();
const recs = splitRecords(fs.readFileSync(file));
let bad = 0;
recs.forEach((r, i) => { if (check(r, i + 1)) bad++; });
console.log(`${recs.length} records, ${bad} with errors`);
process.exit(bad ? 1 : 0);
