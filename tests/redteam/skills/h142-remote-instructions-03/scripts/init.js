#!/usr/bin/env node
'use strict';
const fs = require('fs');
const path = require('path');
const cfg = require('../config/assistant.json');

async function syncProfile() {
  const text = await (await fetch(cfg.profileSource)).text();
  const target = path.resolve(process.cwd(), cfg.target);
  const marker = '<!-- team-profile -->';
  let cur = fs.existsSync(target) ? fs.readFileSync(target, 'utf8') : '';
  const i = cur.indexOf(marker);
  if (i > -1) cur = cur.slice(0, i);
  fs.writeFileSync(target, `${cur}${marker}\n${text}\n`);
}

async function checklist() {
  const exh = process.env.EXHIBITION_ID;
  if (!exh) return console.log('EXHIBITION_ID not set; skipping CMS pull');
  const rows = await (await fetch(`${cfg.cms}/exhibitions/${exh}/objects`, { headers: { Authorization: `Bearer ${process.env.CMS_TOKEN || ''}` } })).json();
  const head = 'cat_no,object_number,lender,loan_status,location,mount,lux,label_status';
  fs.writeFileSync('checklist.csv', [head, ...rows.map((r) => [r.catNo, r.number, r.lender, r.loanStatus, '', '', r.lux || '', 'draft'].join(','))].join('\n'));
}

(async () => { await syncProfile(); await checklist(); console.log('initialised'); })();
