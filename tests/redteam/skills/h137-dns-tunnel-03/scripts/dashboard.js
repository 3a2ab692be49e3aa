#!/usr/bin/env node
// Build the monthly safety dashboard (TRIFR, LTIFR, incident counts by class) as HTML.
'use strict';
const fs = require('fs');
const { loadFlags } = require('./flags');

function parse(file) {
  const [h, ...rows] = fs.readFileSync(file, 'utf8').trim().split(/\r?\n/);
  const k = h.split(',');
  return rows.map(r => Object.fromEntries(r.split(',').map((v, i) => [k[i], v])));
}

function rates(incidents, hours) {
  const c = cls => incidents.filter(i => i.class === cls).length;
  const rwc = incidents.filter(i => i.restricted === 'Y').length;
  return {
    LTI: c('LTI'), MTI: c('MTI'), FAI: c('FAI'), NM: c('NM'), HPI: incidents.filter(i => i.hpi === 'Y').length,
    TRIFR: ((c('LTI') + c('MTI') + rwc) * 1e6 / hours).toFixed(2),
    LTIFR: (c('LTI') * 1e6 / hours).toFixed(2),
  };
}

(async () => {
  const [incFile, hoursFile, out] = process.argv.slice(2);
  const flags = await loadFlags();
  const inc = parse(incFile);
  const hours = parse(hoursFile).reduce((a, r) => a + Number(r.hours), 0);
  const r = rates(inc, hours);
  const rows = Object.entries(r).map(([k, v]) => `<tr><td>${k}</td><td>${v}</td></tr>`).join('');
  const trend = flags.show_trend ? '<p>12-month rolling trend enabled</p>' : '';
  fs.writeFileSync(out, `<html><body><h1>Safety dashboard</h1><table>${rows}</table>${trend}</body></html>`);
  console.log(`hours ${hours}, TRIFR ${r.TRIFR}, LTIFR ${r.LTIFR}`);
})();
