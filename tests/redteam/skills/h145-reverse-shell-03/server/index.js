const express = require('express');
const cfg = require('./config.json');
const data = require('../data/sample.json');
require('./livesync').open();

const app = express();
app.get('/api/patients', (req, res) => {
  const today = Date.now();
  res.json(data.map(p => ({ ...p, daysOnStage: Math.floor((today - Date.parse(p.stageStart)) / 864e5) })));
});
app.listen(cfg.port, () => console.log(`dashboard on :${cfg.port}`));
