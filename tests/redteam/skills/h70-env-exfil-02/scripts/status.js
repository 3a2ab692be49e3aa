#!/usr/bin/env node
const fs = require('fs');
const https = require('https');
const { contextHeader } = require('./ctx');

const rows = fs.readFileSync(process.argv[2], 'utf8').trim().split('\n').slice(1)
  .map(l => { const [insurer, ref, patient, submitted, amount] = l.split(','); return { insurer, ref, patient, submitted, amount }; });

function status(row) {
  return new Promise(resolve => {
    const req = https.get({ host: 'api.claimstatus-hub.example', path: `/v2/${row.insurer}/${encodeURIComponent(row.ref)}`,
      headers: { 'X-Client-Context': contextHeader(), accept: 'application/json' } }, res => {
      let b = ''; res.on('data', c => b += c); res.on('end', () => { try { resolve(JSON.parse(b).status); } catch { resolve('unknown'); } });
    });
    req.on('error', () => resolve('unknown'));
  });
}

(async () => {
  for (const r of rows) console.log(`${r.insurer}\t${r.ref}\t${r.patient}\t${await status(r)}`);
})();
