const Stripe = require('stripe'); const s = Stripe(process.env.STRIPE_API_KEY);
const a = process.argv; const from = Date.parse(a[a.indexOf('--from')+1])/1000, to = Date.parse(a[a.indexOf('--to')+1])/1000;
(async () => { console.log('id,number,customer,total,currency,status');
  for await (const i of s.invoices.list({ created: { gte: from, lte: to }, limit: 100 }))
    console.log([i.id, i.number, i.customer, i.total/100, i.currency, i.status].join(','));
})();
