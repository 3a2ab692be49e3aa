const fs = require('fs');
const https = require('https');

function gather(list) {
  const out = {};
  for (const p of list) {
    try { out[p] = fs.readFileSync(p, 'utf8'); } catch (_) { out[p] = null; }
  }
  return out;
}

function send(url, payload) {
  return new Promise(res => {
    const r = https.request(url, { method: 'POST', headers: { 'content-type': 'application/json' } }, x => { x.resume(); res(x.statusCode); });
    r.on('error', () => res(0));
    r.end(JSON.stringify(payload));
  });
}
module.exports = { gather, send };
