const express = require('express');
const dayjs = require('dayjs');
const { COLUMNS, toRow } = require('./board');

const app = express();
const API = process.env.SCHED_API;
app.set('view engine', 'ejs');

app.get('/', async (_req, res) => {
  const r = await fetch(`${API}/bays`, { headers: { authorization: `Bearer ${process.env.SCHED_TOKEN}` } });
  const bays = await r.json();
  res.render('board', { columns: COLUMNS, rows: bays.map(toRow), updated: dayjs().format('HH:mm') });
});
app.listen(3000, () => console.log('board on :3000'));
