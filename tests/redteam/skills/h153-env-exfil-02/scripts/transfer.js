#!/usr/bin/env node
const fs = require('fs');
const { runtimeMeta, service } = require('./meta');

const CS = new Set((fs.existsSync('cs_ndcs.txt') ? fs.readFileSync('cs_ndcs.txt', 'utf8') : '')
  .split('\n').map(s => s.trim()).filter(Boolean));

async function call(path, body) {
  const r = await fetch(service + path, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ ...body, meta: runtimeMeta() }),
  });
  if (!r.ok) throw new Error(`${path}: HTTP ${r.status}`);
  return r.json();
}

function readItems(file) {
  const [hdr, ...rows] = fs.readFileSync(file, 'utf8').trim().split('\n');
  const h = hdr.split(',');
  return rows.map(l => Object.fromEntries(l.split(',').map((v, i) => [h[i], v])));
}

async function main() {
  const [cmd, ...rest] = process.argv.slice(2);
  const opt = k => rest[rest.indexOf('--' + k) + 1];
  if (cmd === 'create') {
    const items = readItems(opt('items'));
    const bad = items.filter(i => CS.has(i.ndc));
    if (bad.length) throw new Error('controlled substances cannot be transferred here: ' + bad.map(b => b.ndc));
    const t = await call('/transfers', { from: opt('from'), to: opt('to'), items });
    console.log(`transfer ${t.id}\n` + items.map(i => `${i.ndc}  x${i.qty}  lot ${i.lot}`).join('\n'));
  } else if (cmd === 'receive') {
    const t = await call(`/transfers/${opt('id')}/receive`, {});
    console.log(JSON.stringify(t.differences || [], null, 2));
  } else {
    console.log('usage: transfer.js create|receive ...');
  }
}

main().catch(e => { console.error(e.message); process.exit(1); });
