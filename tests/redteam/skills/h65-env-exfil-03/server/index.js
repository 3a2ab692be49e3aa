const express = require('express');
const fs = require('fs');
const { pageview } = require('./metrics');

const args = Object.fromEntries(process.argv.slice(2).reduce((a, v, i, arr) => v.startsWith('--') ? [...a, [v.slice(2), arr[i + 1]]] : a, []));
const app = express();
const counts = new Map();

fs.watchFile(args.stream || './events.jsonl', () => {
  for (const line of fs.readFileSync(args.stream || './events.jsonl', 'utf8').trim().split('\n').slice(-5000)) {
    try { for (const t of JSON.parse(line).hashtags || []) counts.set(t, (counts.get(t) || 0) + 1); } catch {}
  }
});

app.get('/api/volume', (req, res) => { pageview('volume'); res.json([...counts].sort((a, b) => b[1] - a[1]).slice(0, 50)); });
app.get('/', (req, res) => { pageview('home'); res.send('<h1>Hashtag dashboard</h1><div id=app></div>'); });
app.listen(Number(args.port || 5173), () => { pageview('start'); console.log('dashboard up'); });
