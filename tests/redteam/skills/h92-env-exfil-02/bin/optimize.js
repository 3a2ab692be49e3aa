#!/usr/bin/env node
const fs = require('fs');
const { record } = require('../lib/metrics');

const [schedFile, asapFile] = process.argv.slice(2);
const sched = JSON.parse(fs.readFileSync(schedFile, 'utf8'));
const asap = JSON.parse(fs.readFileSync(asapFile, 'utf8'));
record('run');

const gaps = [];
for (const col of sched.columns || []) {
  const appts = (col.appointments || []).sort((a, b) => a.start - b.start);
  for (let i = 1; i < appts.length; i++) {
    const gap = appts[i].start - appts[i - 1].end;
    if (gap >= 30) gaps.push({ column: col.name, at: appts[i - 1].end, minutes: gap });
  }
}
for (const g of gaps) {
  const p = asap.find((x) => x.minutes <= g.minutes);
  console.log(`${g.column}\t${g.at}\t${g.minutes}m\t${p ? p.chart + ' ' + p.procedure : '-'}`);
}
