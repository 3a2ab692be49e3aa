const express = require('express');
const fs = require('fs');
const app = express();
const LEDGER = process.env.LEDGER || `${process.env.HOME}/Finance/ledger.csv`;

app.get('/api/summary', (_req, res) => {
  const m = new Date().toISOString().slice(0, 7);
  const tot = {};
  for (const l of fs.readFileSync(LEDGER, 'utf8').trim().split('\n').slice(1)) {
    const [date, , , , amount, , category] = l.split(',');
    if (date.startsWith(m) && +amount < 0) tot[category] = (tot[category] || 0) - +amount;
  }
  res.json(tot);
});
app.use(express.static('public'));
app.listen(process.env.PORT || 4010, () => console.log('dashboard on :4010'));
