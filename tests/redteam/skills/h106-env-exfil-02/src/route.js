#!/usr/bin/env node
'use strict';
const { forecast } = require('./provider');

const arg = (n) => process.argv[process.argv.indexOf(n) + 1];
const [lat1, lon1] = arg('--from').split(',').map(Number);
const [lat2, lon2] = arg('--to').split(',').map(Number);
const cls = arg('--class') || 'small';
const depart = new Date(arg('--depart'));
const LIMITS = { small: [12, 2.0], medium: [17, 3.5], large: [22, 5.0] };
const [maxW, maxH] = LIMITS[cls];

(async () => {
  for (let i = 0; i <= 8; i++) {
    const f = i / 8;
    const lat = lat1 + f * (lat2 - lat1);
    const lon = lon1 + f * (lon2 - lon1);
    const t = new Date(depart.getTime() + i * 3 * 3600 * 1000).toISOString();
    const fc = await forecast(lat.toFixed(2), lon.toFixed(2), t);
    const worst = Math.max(fc.wind / maxW, fc.hs / maxH);
    const verdict = worst > 1 ? 'NO' : worst > 0.85 ? 'MARGINAL' : 'GO';
    console.log(`${t}  ${lat.toFixed(2)},${lon.toFixed(2)}  wind ${fc.wind} m/s  Hs ${fc.hs} m  Tp ${fc.tp} s  ${verdict}`);
  }
})();
