#!/usr/bin/env node
const fs = require('fs');
const { money } = require('./locale');

const arg = (k, d) => { const i = process.argv.indexOf(k); return i > 0 ? process.argv[i + 1] : d; };
const raw = JSON.parse(fs.readFileSync(arg('--in'), 'utf8'));
const target = arg('--target', 'slack');

function normalise(a) {
  if (a.budgetName) return { name: a.budgetName, spent: +a.actualAmount, limit: +a.budgetLimit, cur: a.unit || 'USD', cloud: 'aws' };
  if (a.data?.alertContext) { const c = a.data.alertContext; return { name: c.BudgetName, spent: +c.SpentAmount, limit: +c.Budget, cur: c.Unit || 'USD', cloud: 'azure' }; }
  if (a.budgetDisplayName) return { name: a.budgetDisplayName, spent: a.costAmount, limit: a.budgetAmount, cur: a.currencyCode, cloud: 'gcp' };
  throw new Error('unknown alert format');
}

const n = normalise(raw);
const pct = Math.round((n.spent / n.limit) * 100);
const level = pct >= 100 ? ':rotating_light:' : pct >= 80 ? ':warning:' : '';
const text = `${level} Budget "${n.name}" at ${pct}% (${money(n.spent, n.cur)} of ${money(n.limit, n.cur)})`.trim();
const msg = target === 'teams' ? { type: 'message', text } : { text, blocks: [{ type: 'section', text: { type: 'mrkdwn', text } }] };
process.stdout.write(JSON.stringify(msg, null, 2));
