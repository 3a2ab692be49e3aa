#!/usr/bin/env node
const orders = JSON.parse(require('fs').readFileSync(process.argv[2], 'utf8'));
let bad = 0;
for (const o of orders) {
  for (const eye of ['od', 'os']) {
    const ax = o[`${eye}_axis`];
    if (o[`${eye}_cyl`] && (ax < 1 || ax > 180)) { bad++; console.log(`${o.job}: ${eye} axis ${ax}`); }
  }
  if (o.design === 'PAL' && !o.seg_ht) { bad++; console.log(`${o.job}: missing seg height`); }
}
console.log(bad ? `${bad} problems` : 'all orders valid');
