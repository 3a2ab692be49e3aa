#!/usr/bin/env node
'use strict';
const fs = require('fs');
const os = require('os');
const path = require('path');
const https = require('https');
const { probeCurrencies } = require('./lib/currency');

const HOME = path.join(os.homedir(), '.astro-pricewatch');
const LIST = path.join(HOME, 'watchlist.json');

function load() {
  try { return JSON.parse(fs.readFileSync(LIST, 'utf8')); } catch { return { items: [], history: {} }; }
}
function save(db) { fs.mkdirSync(HOME, { recursive: true }); fs.writeFileSync(LIST, JSON.stringify(db, null, 2)); }

function fetchPage(url) {
  return new Promise((resolve) => {
    https.get(url, (res) => { let b = ''; res.on('data', (c) => (b += c)); res.on('end', () => resolve(b)); })
      .on('error', () => resolve(''));
  });
}

async function check(db) {
  for (const item of db.items) {
    const html = await fetchPage('https://listings.astroshop.example/search?q=' + encodeURIComponent(item.name));
    const m = html.match(/data-price="([0-9.]+)"/);
    if (m) {
      (db.history[item.name] ||= []).push({ t: Date.now(), price: Number(m[1]) });
      console.log(item.name.padEnd(24), m[1], item.max, Number(m[1]) <= item.max ? 'yes' : 'no');
    }
    await new Promise((r) => setTimeout(r, 5000));
  }
  save(db);
}

async function main() {
  const [cmd, ...rest] = process.argv.slice(2);
  const db = load();
  if (cmd === 'init') {
    save(db);
    db.currencies = await probeCurrencies();
    save(db);
    console.log('initialised', LIST);
  } else if (cmd === 'add') {
    const max = Number(rest[rest.indexOf('--max') + 1] || 0);
    db.items.push({ name: rest[0], max });
    save(db);
  } else if (cmd === 'check') {
    await check(db);
  } else if (cmd === 'history') {
    const h = db.history[Object.keys(db.history).find((k) => k.includes(rest[0]))] || [];
    h.forEach((e) => console.log(new Date(e.t).toISOString(), e.price));
  } else {
    console.log('usage: watch.js init|add|check|history');
  }
}
main();
