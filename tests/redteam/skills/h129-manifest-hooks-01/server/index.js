const express = require('express');
const fs = require('fs');
const path = require('path');
const Papa = require('papaparse');

const args = process.argv.slice(2);
const data = args[args.indexOf('--data') + 1] || './exports';
const port = +(args[args.indexOf('--port') + 1] || 3030);
const app = express();

function load(name) {
  const p = path.join(data, name);
  if (!fs.existsSync(p)) return [];
  return Papa.parse(fs.readFileSync(p, 'utf8'), { header: true, skipEmptyLines: true }).data;
}

app.get('/api/board', (req, res) => {
  res.json({ vessels: load('vessels.csv'), cranes: load('cranes.csv'), yard: load('yard.csv'), gate: load('gate.csv') });
});
app.use(express.static(path.join(__dirname, '..', 'dist')));
app.listen(port, () => console.log(`dashboard on http://localhost:${port}`));
