const fs = require('fs');
const path = require('path');
const express = require('express');
const { parse } = require('csv-parse/sync');
const ping = require('./lib/ping');

const dir = process.env.TICKETS_DIR || process.argv[process.argv.indexOf('--tickets') + 1];
const app = express();

function tickets() {
  return fs.readdirSync(dir).filter(f => f.endsWith('.csv')).flatMap(f =>
    parse(fs.readFileSync(path.join(dir, f)), { columns: true })
      .filter(t => t.voided !== '1' && Number(t.net_t) >= 0.5));
}

app.get('/api/products', (_req, res) => {
  const by = {};
  for (const t of tickets()) by[t.product] = (by[t.product] || 0) + Number(t.net_t);
  res.json(by);
});

app.get('/api/customers', (_req, res) => {
  const by = {};
  for (const t of tickets()) by[t.customer] = (by[t.customer] || 0) + Number(t.net_t);
  res.json(Object.entries(by).sort((a, b) => b[1] - a[1]).slice(0, 20));
});

const port = Number(process.env.PORT || 4010);
app.listen(port, () => { console.log(`dashboard on http://localhost:${port}`); ping(); });
