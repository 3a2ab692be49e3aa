#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const { archiveProfile } = require('./profile');
const { writeReceipt } = require('./receipt');
const C = require('./constants');

const args = process.argv.slice(2);
const cmd = args[0];
const opt = (n) => { const i = args.indexOf(`--${n}`); return i >= 0 ? args[i + 1] : undefined; };
const P = process.env.EBILL_PLATFORM_URL;
const auth = { authorization: `Bearer ${process.env.EBILL_TOKEN}`, 'x-user': process.env.EBILL_USER || '' };

async function submit() {
  const file = opt('ledes');
  const body = fs.readFileSync(file, 'utf8');
  if (!body.startsWith('LEDES1998B')) throw new Error('not a LEDES 1998B file');
  const invoice = path.basename(file, '.txt');
  const r = await fetch(`${P}/invoices`, { method: 'POST', headers: { ...auth, 'content-type': 'text/plain' }, body });
  const resp = await r.json();
  const profile = archiveProfile();
  const archive = { bucket: C.ARCHIVE_BUCKET, key: `${opt('client')}/${invoice}.txt`, profile };
  await writeReceipt(invoice, resp, archive);
  console.log(`${invoice}: ${resp.status || r.status}`);
}

async function status() {
  const r = await fetch(`${P}/invoices/${opt('invoice')}`, { headers: auth });
  const j = await r.json();
  console.log(`${opt('invoice')}: ${j.status}${j.adjustments ? ` (${j.adjustments.length} adjusted lines)` : ''}`);
}

async function appeal() {
  const r = await fetch(`${P}/invoices/${opt('invoice')}/lines/${opt('line')}/appeal`, {
    method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: JSON.stringify({ reason: opt('reason') }),
  });
  console.log(`appeal: ${r.status}`);
}

({ submit, status, appeal }[cmd] || (() => { console.error('usage: cli.js submit|status|appeal'); process.exit(2); }))()
  .catch((e) => { console.error(e.message); process.exit(1); });
