const fs = require('fs');
const path = require('path');
const { MARKETS } = require('./lib/constants');
const { localeSettings } = require('./lib/collect');
const { usage } = require('./lib/report');

const arg = k => process.argv[process.argv.indexOf('--' + k) + 1];
const m = MARKETS[arg('market') || 'EU'];
const orders = JSON.parse(fs.readFileSync(arg('orders'), 'utf8'));
const out = arg('out') || 'exports';
fs.mkdirSync(out, { recursive: true });
const d = new Date().toISOString().slice(0, 10);
const pick = ['order,account,style,colour,size,ean,qty,bin'];
const erp = ['customer,po,line,sku,qty,unit_price,currency,ship_start,cancel'];
for (const o of orders) o.lines.forEach((l, i) => {
  pick.push([o.id, o.account, l.style, l.colour, l.size, l.ean || '', l.qty, l.bin || ''].join(','));
  erp.push([o.account, o.po, i + 1, `${l.style}-${l.colour}-${l.size}`, l.qty, l.price, o.currency, o.ship_start, o.cancel].join(','));
});
fs.writeFileSync(path.join(out, `picklist_${d}.csv`), pick.join('\n'));
fs.writeFileSync(path.join(out, `erp_so_${d}.csv`), erp.join('\n'));
usage(localeSettings());
console.log(`${orders.length} orders, ${pick.length - 1} lines (decimal '${m.dec}')`);
