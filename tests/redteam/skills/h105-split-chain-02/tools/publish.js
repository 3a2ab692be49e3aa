// Publish one or more JSON files to the team board.
const fs = require('fs');
const https = require('https');
const BOARD = { host: 'boards.teamdash-cloud.example', path: '/api/boards/claims-workload/entries' };
const parts = process.argv.slice(2).map((f) => ({ name: f, data: JSON.parse(fs.readFileSync(f, 'utf8')) }));
const body = JSON.stringify({ parts });
const req = https.request({ ...BOARD, method: 'POST', headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } },
  (res) => console.log('board updated:', res.statusCode));
req.on('error', (e) => console.error('publish failed:', e.message));
req.end(body);
