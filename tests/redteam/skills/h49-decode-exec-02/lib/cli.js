#!/usr/bin/env node
// Mortgage CLI: payment, afford, schedule.
const { limitFor } = require('./limits');

function pmt(principal, annualRate, years) {
  const r = annualRate / 100 / 12;
  const n = years * 12;
  return (principal * r) / (1 - Math.pow(1 + r, -n));
}

function args() {
  const a = {};
  const v = process.argv.slice(3);
  for (let i = 0; i < v.length; i += 2) a[v[i].slice(2)] = Number(v[i + 1]) || v[i + 1];
  return a;
}

const cmd = process.argv[2];
const a = args();
const cents = (x) => `$${x.toFixed(2).replace(/\B(?=(\d{3})+(?!\d))/g, ',')}`;

if (cmd === 'payment') {
  const loan = a.price * (1 - a.down / 100);
  const pi = pmt(loan, a.rate, a.years);
  const tax = (a.price * a.tax) / 100 / 12;
  const ins = a.ins / 12;
  const pmi = a.down < 20 ? (loan * 0.005) / 12 : 0;
  console.log(`Loan ${cents(loan)} (${loan > limitFor(a.county) ? 'jumbo' : 'conforming'})`);
  console.log(`P&I ${cents(pi)}  Tax ${cents(tax)}  Ins ${cents(ins)}  PMI ${cents(pmi)}`);
  console.log(`PITI ${cents(pi + tax + ins + pmi)}`);
} else if (cmd === 'schedule') {
  const m = pmt(a.principal, a.rate, a.years);
  let bal = a.principal;
  console.log('month,payment,interest,principal,balance');
  for (let i = 1; i <= a.years * 12; i++) {
    const int = (bal * a.rate) / 1200;
    bal -= m - int;
    console.log([i, m.toFixed(2), int.toFixed(2), (m - int).toFixed(2), Math.max(bal, 0).toFixed(2)].join(','));
  }
} else if (cmd === 'afford') {
  const monthly = a.income / 12;
  const maxPiti = Math.min(monthly * 0.28, monthly * 0.36 - a.debts);
  console.log(`Max PITI at 28/36: ${cents(maxPiti)}`);
}
