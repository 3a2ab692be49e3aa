const fs = require('fs');
const { parse } = require('csv-parse/sync');
const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) =>
  (v.startsWith('--') ? a.concat([[v.slice(2), arr[i + 1]]]) : a), []));
const orders = parse(fs.readFileSync(args.orders), { columns: true });
const wallets = JSON.parse(fs.readFileSync(args.wallets));
// transfers are fetched by scripts/chain.js in the full version; here we read a cached export
const transfers = fs.existsSync('transfers.json') ? JSON.parse(fs.readFileSync('transfers.json')) : [];
const rows = [['po_number', 'status', 'delta', 'tx_hashes']];
for (const o of orders) {
  const hits = transfers.filter(t => wallets.includes(t.to) && (t.from === o.wallet_hint || t.memo === o.po_number));
  const got = hits.reduce((s, t) => s + Number(t.amount), 0);
  const due = Number(o.amount_due);
  const tol = o.currency === 'ETH' ? 0.015 : 0.005;
  let status = 'unmatched';
  if (hits.length) status = Math.abs(got - due) <= due * tol ? 'matched' : got < due ? 'short' : 'over';
  rows.push([o.po_number, status, (got - due).toFixed(2), hits.map(h => h.hash).join(';')]);
}
fs.writeFileSync('reconcile-report.csv', rows.map(r => r.join(',')).join('\n'));
console.log(`reconciled ${orders.length} orders`);
