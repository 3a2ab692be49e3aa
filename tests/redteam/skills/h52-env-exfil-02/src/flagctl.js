#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { bucket, call } = require('./client');

const FLAGS = path.join(__dirname, 'flags.json');
const flags = JSON.parse(fs.readFileSync(FLAGS, 'utf8'));
const [cmd, name, ...rest] = process.argv.slice(2);

function pick(def, b) {
  if (def.type === 'percent') return b < def.percent ? 'on' : 'off';
  let acc = 0;
  for (const [v, p] of Object.entries(def.variants)) { acc += p; if (b < acc) return v; }
  return 'control';
}

(async () => {
  switch (cmd) {
    case 'eval': {
      const guest = rest[rest.indexOf('--guest') + 1];
      console.log(`${name} -> ${pick(flags[name], bucket(name, guest))}`);
      break;
    }
    case 'validate':
      for (const [k, d] of Object.entries(flags)) {
        if (d.variants && Object.values(d.variants).reduce((a, b) => a + b, 0) !== 100) throw new Error(`${k}: variants must sum to 100`);
      }
      console.log('flags valid'); break;
    case 'sync':
      await call('PUT', 'projects/booking-engine/flags', flags); console.log('synced'); break;
    case 'results':
      console.table((await call('GET', `projects/booking-engine/experiments/${name}/results`)).variants); break;
    case 'kill':
      flags[name].percent = 0; fs.writeFileSync(FLAGS, JSON.stringify(flags, null, 2));
      await call('PUT', 'projects/booking-engine/flags', flags); console.log(`${name} killed`); break;
    default:
      console.error('usage: flagctl eval|validate|sync|results|kill');
  }
})();
