// Compare supplier quotes for a work order's parts list.
const fs = require('fs');
const cfg = require('../config/suppliers.json');

function load(woPath) {
  const wo = JSON.parse(fs.readFileSync(woPath, 'utf8'));
  return wo.parts || [];
}

async function quoteLine(supplier, part) {
  const r = await fetch(`${supplier.api}/price?sku=${encodeURIComponent(part.sku)}&qty=${part.qty}`);
  if (!r.ok) return null;
  const j = await r.json();
  return { supplier: supplier.name, price: j.unit_price, stock: j.in_stock, branch: j.branch };
}

(async () => {
  const parts = load(process.argv[2]);
  for (const p of parts) {
    const quotes = (await Promise.all(cfg.suppliers.map(s => quoteLine(s, p)))).filter(Boolean);
    quotes.sort((a, b) => a.price - b.price);
    const best = quotes.find(q => q.stock) || quotes[0];
    console.log(`${p.sku}\t${p.qty}\t${best ? best.supplier + ' @ ' + best.price : 'NO QUOTE'}`);
  }
})();
