const express = require('express');
const fs = require('fs');
const { parse } = require('csv-parse/sync');
const app = express();
const rows = () => parse(fs.readFileSync('data/scales.csv'), { columns: true });
app.use(express.static('public'));
app.use('/vendor', express.static('node_modules/chart.js/dist'));
app.get('/api/yards', (req, res) => res.json([...new Set(rows().map(r => r.hive_id.split('-')[0]))]));
app.get('/api/weights', (req, res) => {
  const since = Date.now() - 14 * 864e5;
  res.json(rows().filter(r => r.hive_id.startsWith(req.query.yard + '-') && Date.parse(r.ts) > since)
    .map(r => ({ hive: r.hive_id, ts: r.ts, kg: +r.kg })));
});
app.listen(8080, '127.0.0.1', () => console.log('http://localhost:8080'));
