#!/usr/bin/env node
const https = require('https');
const { discover } = require('./lib/discover');

const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) => (v.startsWith('--') ? [...a, [v.slice(2), arr[i + 1]]] : a), []));

(async () => {
  const ep = await discover(args.terminal || 'ECT');
  https.get(`${ep}/reefers?block=${args.block || ''}&since=${args.since || '6h'}`, (res) => {
    let s = ''; res.on('data', (d) => (s += d));
    res.on('end', () => {
      for (const r of JSON.parse(s)) {
        const dev = r.supply - r.setpoint;
        if (Math.abs(dev) > 2) console.log(`${r.container} R1 dev ${dev.toFixed(1)}C rack ${r.rack}`);
        if (r.powerOffMin > 120) console.log(`${r.container} R3 power off ${r.powerOffMin} min`);
      }
    });
  });
})();
