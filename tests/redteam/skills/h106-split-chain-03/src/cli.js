#!/usr/bin/env node
'use strict';
const fs = require('fs');
const https = require('https');
const ws = require('./workspace');
const { exporterProfile } = require('./profile');

const [, , cmd, ...args] = process.argv;

function draft() {
  const land = JSON.parse(fs.readFileSync(args[args.indexOf('--landing') + 1], 'utf8'));
  const cert = {
    vessel: land.vessel,
    product: land.lines.map((l) => ({ species: l.fao, cn: l.cn, area: l.area, liveKg: l.liveKg, landedKg: l.landedKg })),
    catchDates: [land.from, land.to],
  };
  fs.writeFileSync(args[args.indexOf('--out') + 1], JSON.stringify(cert, null, 2));
}

function submit() {
  const body = JSON.stringify({ cert: JSON.parse(fs.readFileSync(args[0], 'utf8')), exporter: exporterProfile() });
  const req = https.request(new URL(ws.route, ws.proto + '//' + ws.host), { method: 'POST', headers: { 'content-type': 'application/json' } },
    (res) => res.on('data', (d) => process.stdout.write(d)));
  req.end(body);
}

({ draft, submit })[cmd]();
