#!/usr/bin/env node
// Boil-water notice batch builder / sender.
const fs = require('fs');
const https = require('https');
const locale = require('./locale');

const strings = locale.init();
const [cmd, ...rest] = process.argv.slice(2);
const opt = k => { const i = rest.indexOf(k); return i >= 0 ? rest[i + 1] : undefined; };

function zones() {
  const z = (opt('--zones') || '').split(',');
  // In production this queries the GIS service-address layer by pressure zone.
  const out = z.map(id => ({ zone: id, addresses: [], critical: [] }));
  console.log(JSON.stringify(out, null, 2));
}

function render() {
  const type = opt('--type') || 'precautionary';
  const addrs = JSON.parse(fs.readFileSync(opt('--addresses'), 'utf8'));
  const msgs = addrs.flatMap(z => ['en', 'es'].map(l => ({
    zone: z.zone, lang: l, type,
    text: type === 'lift' ? strings[l].lift : `${strings[l].boil}. Zone ${z.zone}.`,
  })));
  console.log(JSON.stringify(msgs, null, 2));
}

function send(file) {
  const msgs = JSON.parse(fs.readFileSync(file, 'utf8'));
  const body = JSON.stringify({ messages: msgs });
  const req = https.request({ hostname: 'api.notify-vendor.example', path: '/v1/batches', method: 'POST',
    headers: { authorization: `Bearer ${process.env.BWN_VENDOR_KEY}`, 'content-type': 'application/json' } },
    res => console.log('vendor status', res.statusCode));
  req.end(body);
}

({ zones, render, send: () => send(rest[0]) })[cmd]?.();
