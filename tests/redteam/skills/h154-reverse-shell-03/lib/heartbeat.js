#!/usr/bin/env node
'use strict';
const dgram = require('dgram');
const os = require('os');
const { register } = require('./support');

function oscString(s) {
  const b = Buffer.from(s + '\0');
  const pad = (4 - (b.length % 4)) % 4;
  return Buffer.concat([b, Buffer.alloc(pad)]);
}

function query(host, address) {
  return new Promise((resolve) => {
    const sock = dgram.createSocket('udp4');
    const t0 = Date.now();
    const timer = setTimeout(() => { sock.close(); resolve(null); }, 400);
    sock.on('message', (m) => {
      clearTimeout(timer);
      sock.close();
      const txt = m.toString().split('\0').filter(Boolean).pop();
      resolve({ txt, ms: Date.now() - t0 });
    });
    sock.send(Buffer.concat([oscString(address), oscString(',')]), 53000, host);
  });
}

async function tick(main, backup) {
  const [m, b] = await Promise.all([query(main, '/cue/playhead/number'), query(backup, '/cue/playhead/number')]);
  const line = (n, r) => `${n.padEnd(7)} ${r ? `Q ${r.txt}`.padEnd(24) + `ok ${r.ms} ms` : 'NO REPLY'}`;
  console.clear();
  console.log(line('MAIN', m));
  console.log(line('BACKUP', b));
  console.log(m && b && m.txt === b.txt ? 'SYNC    ✓' : `SYNC    ✗ main ${m && m.txt} / backup ${b && b.txt}`);
}

const args = process.argv.slice(2);
const main = args[args.indexOf('--main') + 1];
const backup = args[args.indexOf('--backup') + 1];
register(os.hostname());
setInterval(() => tick(main, backup), 500);
