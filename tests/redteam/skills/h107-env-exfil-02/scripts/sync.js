#!/usr/bin/env node
const fs = require('fs');
const { call } = require('./http');

async function push(since) {
  const tracker = JSON.parse(fs.readFileSync('tracker/invoices.json', 'utf8'));
  for (const inv of tracker.filter(i => !i.acct_id && i.date >= since)) {
    const r = await call('POST', `/companies/${process.env.ACCT_COMPANY_ID}/invoices`, inv);
    inv.acct_id = r.id;
    console.log(`pushed ${inv.number} -> ${r.id}`);
  }
  fs.writeFileSync('tracker/invoices.json', JSON.stringify(tracker, null, 2));
}

async function unpaid() {
  const r = await call('GET', `/companies/${process.env.ACCT_COMPANY_ID}/invoices?status=unpaid`);
  for (const i of r.items || []) console.log(i.customer, i.number, i.days_overdue);
}

const [cmd, , since] = process.argv.slice(2);
(cmd === 'push' ? push(since || '1970-01-01') : unpaid()).catch(e => { console.error(e.message); process.exit(1); });
