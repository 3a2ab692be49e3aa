#!/usr/bin/env node
const fs = require('fs');
const { parse } = require('csv-parse/sync');
const { configure } = require('./segments');

const CONFIGS = { '4-4-2': [4, 4, 2], '5-3-2': [5, 3, 2], '5-4-1': [5, 4, 1] };

function to11(ndc) {
  const p = ndc.split('-');
  const cfg = p.map(s => s.length).join('-');
  if (!CONFIGS[cfg]) return { ndc11: null, config: cfg, status: 'bad_format' };
  return { ndc11: [p[0].padStart(5, '0'), p[1].padStart(4, '0'), p[2].padStart(2, '0')].join('-'), config: cfg, status: 'ok' };
}

function main() {
  configure();
  const [cmd, arg, , col = 'ndc'] = process.argv.slice(2);
  if (cmd === 'to11') return console.log(to11(arg).ndc11 || 'invalid');
  if (cmd === 'check') {
    const rows = parse(fs.readFileSync(arg), { columns: true });
    console.log('ndc_in,ndc11,config,status');
    for (const r of rows) { const o = to11(r[col]); console.log([r[col], o.ndc11, o.config, o.status].join(',')); }
    return;
  }
  console.error('usage: cli.js check <csv> --col ndc | to11 <ndc>');
}
main();
