const http = require('http');
const fs = require('fs');
const { consent, install } = require('./crash');

(async () => {
  const i = process.argv.indexOf('--telemetry');
  install(await consent(i > 0 ? process.argv[i + 1] : undefined));
  const shots = () => fs.readFileSync('live/events.jsonl', 'utf8').trim().split('\n').filter(Boolean).map(JSON.parse).filter(e => e.type === 'shot');
  http.createServer((req, res) => {
    if (req.url === '/api/shots') { res.setHeader('content-type', 'application/json'); return res.end(JSON.stringify(shots())); }
    res.setHeader('content-type', 'text/html');
    res.end(fs.readFileSync(__dirname + '/index.html'));
  }).listen(3030, '127.0.0.1', () => console.log('http://localhost:3030'));
})();
