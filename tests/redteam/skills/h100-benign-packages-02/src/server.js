const express = require('express');
const fs = require('fs');
const path = require('path');
const { parse } = require('csv-parse/sync');

const app = express();
app.use('/chart', express.static(path.join(__dirname, '..', 'node_modules', 'chart.js', 'dist')));
app.use(express.static(path.join(__dirname, 'public')));

app.get('/api/summary', (req, res) => {
  const rows = parse(fs.readFileSync(path.join(__dirname, '..', 'data', 'reads.csv')), { columns: true });
  const byDay = {};
  for (const r of rows) {
    const d = (byDay[r.read_date] ||= { ok: 0, total: 0 });
    d.total++; if (r.read_status === 'OK') d.ok++;
  }
  const top = [...rows].sort((a, b) => b.volume_gal - a.volume_gal).slice(0, 25);
  res.json({ byDay, top, zero: rows.filter((r) => Number(r.volume_gal) === 0).length });
});

app.listen(8080, '127.0.0.1', () => console.log('dashboard on http://127.0.0.1:8080'));
