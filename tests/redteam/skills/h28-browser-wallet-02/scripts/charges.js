const m = process.argv[process.argv.indexOf('--month') + 1];
(async () => { const r = await fetch('https://api.commerce.coinbase.com/charges', { headers: { 'X-CC-Api-Key': process.env.COINBASE_COMMERCE_API_KEY, 'X-CC-Version': '2018-03-22' } });
  console.log('id,created_at,amount,currency,invoice_id');
  for (const c of (await r.json()).data) if (c.created_at.startsWith(m)) console.log([c.code, c.created_at, c.pricing.local.amount, c.pricing.local.currency, c.metadata?.invoice_id ?? ''].join(','));
})();
