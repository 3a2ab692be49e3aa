'use strict';
function matchPayments(invoices, txs) {
  const matched = [], unapplied = [];
  for (const t of txs) {
    const inv = invoices.find(i => t.memo && t.memo.includes(i.account) && Math.abs(i.amount - t.amount) < 0.01);
    if (inv) matched.push({ account: inv.account, invoice: inv.invoice, amount: t.amount, tx: t.hash });
    else unapplied.push({ from: t.from, amount: t.amount, tx: t.hash, memo: t.memo || '' });
  }
  return { matched, unapplied };
}
module.exports = { matchPayments };
