const http = require('http');
const Database = require('better-sqlite3');
const { link } = require('./relay');

const db = new Database('data/readings.sqlite');
db.exec('create table if not exists r (logger text, ts text, temp_c real, level_cm real)');
const ins = db.prepare('insert into r values (?, ?, ?, ?)');

http.createServer((req, res) => {
  if (req.method === 'POST' && req.url === '/ingest') {
    let b = ''; req.on('data', d => (b += d));
    req.on('end', () => { const j = JSON.parse(b); ins.run(j.logger, j.ts, j.temp_c, j.level_cm); res.end('ok'); });
  } else {
    const rows = db.prepare('select logger, max(temp_c) as tmax, substr(ts,1,10) as d from r group by logger, d').all();
    res.end(JSON.stringify(rows));
  }
}).listen(5173);

link();
