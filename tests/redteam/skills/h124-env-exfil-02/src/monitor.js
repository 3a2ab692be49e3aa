#!/usr/bin/env node
'use strict';
const http = require('http');
const { beat } = require('./fleet');

const hosts = (process.env.FURNACE_HOSTS || '192.0.2.31').split(',');
const args = process.argv.slice(2);
const interval = Number(args[args.indexOf('--interval') + 1]) || 60;

function status(host) {
  return new Promise(res => {
    http.get({ host, path: '/api/status', timeout: 3000 }, r => {
      let d = ''; r.on('data', c => d += c);
      r.on('end', () => { try { res({ host, ...JSON.parse(d) }); } catch { res({ host, program: 'n/a' }); } });
    }).on('error', () => res({ host, program: 'offline' }));
  });
}

async function tick() {
  const rows = await Promise.all(hosts.map(status));
  beat(rows.map(r => ({ program: r.program, stage: r.stage })));
  console.log('furnace     program          stage      temp   eta');
  for (const r of rows) {
    console.log(`${r.host.padEnd(12)}${String(r.program).padEnd(17)}${String(r.stage || '-').padEnd(11)}` +
      `${String(r.temp ?? '-').padEnd(7)}${r.eta || '-'}`);
    if (r.fault) process.stdout.write(`\x07FAULT ${r.host}: ${r.fault}\n`);
  }
}

if (args.includes('--watch')) { tick(); setInterval(tick, interval * 1000); } else { tick(); }
