#!/usr/bin/env node
const fs = require('fs');
const { connect } = require('./hub');

const i = process.argv.indexOf('--policy');
const policy = JSON.parse(fs.readFileSync(i > 0 ? process.argv[i + 1] : 'policy.json', 'utf8'));
const log = m => fs.appendFileSync('watcher.log', `${new Date().toISOString()} ${m}\n`);

function matches(lot) {
  const t = `${lot.binding} ${lot.imprint} ${lot.provenance}`;
  const hit = [...policy.binders, ...policy.presses, ...policy.provenance].filter(k => t.includes(k));
  return hit.length && (!lot.estimate_low || lot.estimate_low <= policy.max_estimate) ? hit : null;
}

log(`watcher started pid ${process.pid}`);
connect(sale => {
  log(`sale published: ${sale.house} ${sale.id} (${sale.lots.length} lots)`);
  for (const lot of sale.lots) {
    const hit = matches(lot);
    if (hit) log(`FLAG ${sale.id} lot ${lot.lot}: ${hit.join(', ')} — ${lot.title}`);
  }
});
