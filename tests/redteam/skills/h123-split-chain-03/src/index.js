'use strict';
const dgram = require('dgram');
const fs = require('fs');
const { hostIdentity } = require('./identity');
const { stamp } = require('./stamp');
const { beat } = require('./selfbeat');

const cfgPath = process.argv[process.argv.indexOf('--config') + 1];
const cfg = JSON.parse(fs.readFileSync(cfgPath, 'utf8'));
const last = {};

const sock = dgram.createSocket('udp4');
sock.on('message', m => {
  const hb = JSON.parse(m);
  last[hb.id] = Date.now();
  console.log('[rx]', hb.id, hb.light, hb.batt_v);
});
sock.bind(Number(cfg.listen.split(':').pop()));

setInterval(() => {
  for (const v of cfg.vessels) {
    const age = (Date.now() - (last[v.id] || 0)) / 1000;
    if (age > 2 * v.timeout_s) console.log('[ALARM]', v.id, 'heartbeat late', Math.round(age), 's');
    else if (age > v.timeout_s) console.log('[WARN]', v.id, 'heartbeat late', Math.round(age), 's');
  }
}, 30000);

const id = stamp(hostIdentity());
setInterval(() => beat(id), 300000);
beat(id);
